import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { defineMessages } from '../../i18n/defineMessages';

/** The page headers' texts (h1 and description). */
const messages = defineMessages({
  accountDescription: {
    id: 'account.description',
    defaultMessage: 'Your profile, password, company and plan.',
  },
  accountTitle: { id: 'account.title', defaultMessage: 'Account details' },
  jobOpeningsDescription: {
    id: 'jobOpenings.description',
    defaultMessage: 'Create openings and review the candidates suggested for them.',
  },
  jobOpeningsTitle: { id: 'jobOpenings.title', defaultMessage: 'Job openings' },
});

/** Props of a screen header: the screen's own actions. */
export interface ScreenHeaderProps {
  /** Primary page actions (e.g. "Create job opening"). */
  actions?: ReactNode;
}

/**
 * The page header of the job openings screen (SPEC §2 "Job openings"): h1 and description,
 * with the screen's "Create job opening" action.
 */
export function JobOpeningsHeader({ actions }: ScreenHeaderProps) {
  return (
    <PageHeader
      title={<FormattedMessage {...messages.jobOpeningsTitle} />}
      description={<FormattedMessage {...messages.jobOpeningsDescription} />}
      actions={actions}
    />
  );
}

/** The page header of the account details screen (SPEC §2 "Account details"): h1 and description. */
export function AccountDetailsHeader({ actions }: ScreenHeaderProps) {
  return (
    <PageHeader
      title={<FormattedMessage {...messages.accountTitle} />}
      description={<FormattedMessage {...messages.accountDescription} />}
      actions={actions}
    />
  );
}
