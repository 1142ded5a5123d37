import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { FormikPasswordField } from '../shared/FormikFields';
import { authMessages } from './auth.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  labelPasswordConfirmation: {
    id: 'auth.label.passwordConfirmation',
    defaultMessage: 'Confirm password',
  },
  signUpPasswordHint: {
    id: 'auth.signUp.passwordHint',
    defaultMessage: '8 to 72 characters.',
  },
});

export interface NewPasswordFieldsProps {
  /** The new password's label (default "Password"). */
  label?: MessageDescriptor;
  /** The confirmation's label (default "Confirm password"). */
  confirmationLabel?: MessageDescriptor;
  /** The hint under the new password (default "8 to 72 characters."). */
  hint?: MessageDescriptor;
}

/**
 * The new password and its confirmation, bound to the Formik fields `password` and
 * `password_confirmation` (sign-up, password reset, password change; rules in
 * {@link newPasswordRules}: 8–72 characters, "The passwords do not match").
 */
export function NewPasswordFields({
  label = authMessages.labelPassword,
  confirmationLabel = messages.labelPasswordConfirmation,
  hint = messages.signUpPasswordHint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormikPasswordField
        label={<FormattedMessage {...label} />}
        name="password"
        autoComplete="new-password"
        required
        hint={<FormattedMessage {...hint} />}
      />
      <FormikPasswordField
        label={<FormattedMessage {...confirmationLabel} />}
        name="password_confirmation"
        autoComplete="new-password"
        required
      />
    </>
  );
}
