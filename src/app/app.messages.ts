/**
 * Messages shared by several modules of the app shell (src/app): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import { defineMessages } from '../i18n/defineMessages';

export const appMessages = defineMessages({
  checkingAuth: { id: 'app.checkingAuth', defaultMessage: 'Checking your session…' },
  signUp: { id: 'route.signUp', defaultMessage: 'Sign up' },
});
