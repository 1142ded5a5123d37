import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';

/** Props of a screen header: the screen's own actions, absent in the session-check preview. */
export interface ScreenHeaderProps {
  /** Primary page actions (e.g. "Create job opening"); none while the session is checked. */
  actions?: ReactNode;
}

/**
 * The page header of the job openings screen (SPEC §2 "Job Openings"): h1 and description.
 * Drawn by the screen with its "Create job opening" action and, without it, by the router
 * under the session-check overlay (src/app/AppRoutes.tsx), so both are the same element in
 * the same place. Its texts are in the shell catalog, there at the first paint.
 */
export function JobOpeningsHeader({ actions }: ScreenHeaderProps) {
  return (
    <PageHeader
      title={<FormattedMessage id="jobOpenings.title" />}
      description={<FormattedMessage id="jobOpenings.description" />}
      actions={actions}
    />
  );
}

/**
 * The page header of the account details screen (SPEC §2 "Account Details"): h1 and
 * description, also drawn by the router under the session-check overlay (see
 * {@link JobOpeningsHeader}).
 */
export function AccountDetailsHeader({ actions }: ScreenHeaderProps) {
  return (
    <PageHeader
      title={<FormattedMessage id="account.title" />}
      description={<FormattedMessage id="account.description" />}
      actions={actions}
    />
  );
}
