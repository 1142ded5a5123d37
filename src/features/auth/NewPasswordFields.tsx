import { FormattedMessage } from 'react-intl';
import { FormikPasswordField } from '../shared/FormikFields';

export interface NewPasswordFieldsProps {
  /** Message id of the new password's label (default "Password"). */
  labelId?: string;
  /** Message id of the confirmation's label (default "Confirm password"). */
  confirmationLabelId?: string;
  /** Message id of the hint under the new password (default "8 to 72 characters."). */
  hintId?: string;
}

/**
 * The new password and its confirmation, bound to the Formik fields `password` and
 * `password_confirmation` (sign-up, password reset, password change; rules in
 * {@link newPasswordRules}: 8–72 characters, "The passwords do not match").
 */
export function NewPasswordFields({
  labelId = 'auth.label.password',
  confirmationLabelId = 'auth.label.passwordConfirmation',
  hintId = 'auth.signUp.passwordHint',
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormikPasswordField
        label={<FormattedMessage id={labelId} />}
        name="password"
        autoComplete="new-password"
        required
        hint={<FormattedMessage id={hintId} />}
      />
      <FormikPasswordField
        label={<FormattedMessage id={confirmationLabelId} />}
        name="password_confirmation"
        autoComplete="new-password"
        required
      />
    </>
  );
}
