import type { PasswordUpdateRequest } from '../../contract/types';
import { labelOf, Yup } from '../../i18n/yup';
import { newPasswordRules } from '../auth/passwordRules';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  fieldCurrentPassword: {
    id: 'account.field.currentPassword',
    defaultMessage: 'current password',
  },
  fieldNewPassword: { id: 'account.field.newPassword', defaultMessage: 'new password' },
  fieldNewPasswordConfirmation: {
    id: 'account.field.newPasswordConfirmation',
    defaultMessage: 'new password confirmation',
  },
});

/** The values of the change-password form: the contract's `PasswordUpdateRequest`. */
export type ChangePasswordValues = PasswordUpdateRequest;

/** An empty change-password form. */
export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/**
 * Yup schema of the security section's form (SPEC §2 account screen, §5; contract
 * `changePassword`): the current password is required, the new one 8–72 characters, and
 * its confirmation must match ("The passwords do not match"). Messages come from the app's
 * one Yup locale; each field is named by its label's message.
 */
export const changePasswordSchema = Yup.object({
  current_password: Yup.string().label(labelOf(messages.fieldCurrentPassword)).required().max(72),
  ...newPasswordRules({
    password: messages.fieldNewPassword,
    confirmation: messages.fieldNewPasswordConfirmation,
  }),
});
