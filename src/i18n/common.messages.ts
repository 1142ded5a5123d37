/**
 * Messages shared across layers and areas: the app shell, the store's notifications and several
 * features (loading, retry, cancel, the generic errors): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import { defineMessages } from './defineMessages';

export const commonMessages = defineMessages({
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  errorGeneric: {
    id: 'common.error.generic',
    defaultMessage: 'Oops! Something went wrong.',
  },
  errorInvalidData: {
    id: 'common.error.invalidData',
    defaultMessage: 'Please check the information you entered.',
    description:
      'Says the contract\'s generic 422 message ("The given data was invalid.") in human words, outside a form: a toast summary or an alert; the field messages follow as detail (issue #19 point 10).',
  },
  errorRetryIn: {
    id: 'common.error.retryIn',
    defaultMessage: 'Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  back: { id: 'errorPage.back', defaultMessage: 'Back to homepage' },
  emailVerification: {
    id: 'route.emailVerification',
    defaultMessage: 'Email verification',
  },
});
