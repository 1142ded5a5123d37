import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField } from '../../components/PasswordField';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { translateValidationError } from '../../i18n/translateValidationError';

/** Props of a Formik-bound text field: the design-system props minus what Formik supplies. */
export type FormikTextFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: string;
  label: ReactNode;
};

/**
 * The translated error of the Formik field `name` (SPEC §5), once it is touched or the form
 * was submitted: a Yup-locale {@link ValidationMessage} in the interface language, or the
 * server's 422 message as it came; `undefined` otherwise. For custom Formik-bound fields.
 */
export function useFieldErrorText(name: string): string | undefined {
  const intl = useIntl();
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return meta.touched || submitCount > 0
    ? translateValidationError(intl, meta.error as unknown)
    : undefined;
}

/**
 * A `TextField` bound to the Formik field `name` (value, change, blur); its translated error
 * shows once the field is touched (SPEC §5: the app's Yup locale, or the server's 422
 * `fields`).
 */
export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldErrorText(name);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A `PasswordField` (with its show/hide toggle) bound to the Formik field `name`. */
export function FormikPasswordField({
  name,
  ...props
}: Omit<FormikTextFieldProps, 'type' | 'multiline' | 'rows' | 'endAdornment'>) {
  const [field] = useField<string>(name);
  const error = useFieldErrorText(name);
  return (
    <PasswordField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
