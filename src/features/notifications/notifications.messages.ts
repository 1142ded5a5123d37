/**
 * Messages shared by several modules of src/features/notifications (issue #21 point 3): declared
 * once here (`defineMessages`, English in `defaultMessage`; README "Translations"). A message
 * used by one module only is declared in that module.
 */
import { defineMessages } from '../../i18n/defineMessages';

export const notificationsMessages = defineMessages({
  denied: {
    id: 'notifications.denied',
    defaultMessage:
      'Your browser blocks notifications from Hireline. Allow them in the site settings, then switch this on again.',
  },
  switchedOn: {
    id: 'notifications.switchedOn',
    defaultMessage: 'Notifications on',
  },
  switchedOnDetail: {
    id: 'notifications.switchedOnDetail',
    defaultMessage: 'You will be notified of new replies while Hireline is in the background.',
  },
  unsupported: {
    id: 'notifications.unsupported',
    defaultMessage:
      "This browser can't show notifications. The tab's title and icon still show how many chats have unread replies.",
  },
});
