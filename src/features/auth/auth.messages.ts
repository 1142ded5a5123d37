/**
 * Messages shared by several modules of src/features/auth (login, sign-up, password reset): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import { defineMessages } from '../../i18n/defineMessages';

export const authMessages = defineMessages({
  fieldEmail: { id: 'auth.field.email', defaultMessage: 'email' },
  fieldPassword: { id: 'auth.field.password', defaultMessage: 'password' },
  labelEmail: { id: 'auth.label.email', defaultMessage: 'Email' },
  labelPassword: { id: 'auth.label.password', defaultMessage: 'Password' },
});
