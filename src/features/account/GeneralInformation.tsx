import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Employee } from '../../contract/types';
import { Badge, Inline } from '../../components';
import { AccountSection } from './AccountSection';
import { DetailList } from './DetailList';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  email: { id: 'account.email', defaultMessage: 'Email' },
  emailNotVerified: { id: 'account.emailNotVerified', defaultMessage: 'Not verified' },
  emailVerified: { id: 'account.emailVerified', defaultMessage: 'Verified' },
  general: { id: 'account.general', defaultMessage: 'General information' },
  memberSince: { id: 'account.memberSince', defaultMessage: 'Member since' },
  name: { id: 'account.name', defaultMessage: 'Name' },
});

export interface GeneralInformationProps {
  /** The logged-in employee (`GET /v1/employers/auth/employee`, `getCurrentEmployee`). */
  user: Pick<Employee, 'name' | 'email' | 'email_verified_at' | 'created_at'>;
}

/**
 * "General information" section of /account-details (SPEC §2 account screen): the
 * employee's name, email with a Verified / Not verified badge, and when the account was made.
 */
export function GeneralInformation({ user }: GeneralInformationProps) {
  const verified = Boolean(user.email_verified_at);
  return (
    <AccountSection title={<FormattedMessage {...messages.general} />}>
      <DetailList
        items={[
          { key: 'name', term: <FormattedMessage {...messages.name} />, value: user.name },
          {
            key: 'email',
            term: <FormattedMessage {...messages.email} />,
            value: (
              <Inline gap="sm">
                <span>{user.email}</span>
                <Badge variant={verified ? 'success' : 'warning'}>
                  <FormattedMessage
                    {...(verified ? messages.emailVerified : messages.emailNotVerified)}
                  />
                </Badge>
              </Inline>
            ),
          },
          {
            key: 'created_at',
            term: <FormattedMessage {...messages.memberSince} />,
            value: <FormattedDate value={user.created_at} dateStyle="long" />,
          },
        ]}
      />
    </AccountSection>
  );
}
