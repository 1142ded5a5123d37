import type { Message } from '../../i18n/defineMessages';
import { confirmationOf, labelOf, Yup } from '../../i18n/yup';
import { authMessages } from './auth.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  fieldPasswordConfirmation: {
    id: 'auth.field.passwordConfirmation',
    defaultMessage: 'password confirmation',
  },
});

/** Password length rule of the contract's RegisterRequest / PasswordResetRequest (characters). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 72;

/**
 * Yup rules of a new password and its confirmation (sign-up, reset; SPEC §5: required,
 * min/max length, "The passwords do not match"), messages from the app's Yup locale.
 * `labels` are the declared messages of the two fields' names.
 */
export function newPasswordRules(
  labels: { password: Message; confirmation: Message } = {
    password: authMessages.fieldPassword,
    confirmation: texts.fieldPasswordConfirmation,
  },
) {
  return {
    password: Yup.string()
      .label(labelOf(labels.password))
      .required()
      .min(PASSWORD_MIN)
      .max(PASSWORD_MAX),
    password_confirmation: confirmationOf('password', labels.confirmation),
  };
}
