import { confirmationOf, Yup } from '../../i18n/yup';

/** Password length rule of the contract's RegisterRequest / PasswordResetRequest (characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

/**
 * Yup rules of a new password and its confirmation (sign-up, reset; SPEC §5: required,
 * min/max length, "The passwords do not match"), messages from the app's Yup locale.
 * `labels` are the message ids of the two fields' names.
 */
export function newPasswordRules(
  labels = { password: 'auth.field.password', confirmation: 'auth.field.passwordConfirmation' },
) {
  return {
    password: Yup.string().label(labels.password).required().min(PASSWORD_MIN).max(PASSWORD_MAX),
    password_confirmation: confirmationOf('password', labels.confirmation),
  };
}
