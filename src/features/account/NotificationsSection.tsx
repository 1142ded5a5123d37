import { FormattedMessage } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { NotifyRepliesSetting } from '../notifications/NotifyRepliesSwitch';
import { AccountSection } from './AccountSection';

const messages = defineMessages({
  title: { id: 'account.notifications.title', defaultMessage: 'Notifications' },
});

/**
 * "Notifications" section of /account-details (issue #21 point 3): the "Notify me of new
 * replies" switch of the signed-in employer, which asks the browser's permission only when
 * switched on and explains a refused or missing permission.
 */
export function NotificationsSection() {
  return (
    <AccountSection title={<FormattedMessage {...messages.title} />}>
      <NotifyRepliesSetting />
    </AccountSection>
  );
}
