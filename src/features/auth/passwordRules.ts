import * as Yup from 'yup';
import type { ValidationMessages } from '../../i18n/validation';

/** Password length rule of the contract's RegisterRequest / PasswordResetRequest (characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

/**
 * Yup rules of a new password and its confirmation (sign-up, reset; SPEC §5: required,
 * min/max length, "The passwords do not match"), with translated messages.
 */
export function newPasswordRules(v: ValidationMessages) {
  return {
    password: Yup.string()
      .required(v.required('auth.field.password'))
      .min(PASSWORD_MIN, v.minLength('auth.field.password', PASSWORD_MIN))
      .max(PASSWORD_MAX, v.maxLength('auth.field.password', PASSWORD_MAX)),
    password_confirmation: Yup.string()
      .required(v.required('auth.field.passwordConfirmation'))
      .oneOf([Yup.ref('password')], v.passwordsMismatch()),
  };
}
