import { useField } from 'formik';
import type { ReactNode } from 'react';
import { PasswordField, TextField, type TextFieldProps } from '../../components';

/** Props of a Formik-bound text field: the design-system props minus what Formik supplies. */
export type FormikTextFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: string;
  label: ReactNode;
};

/**
 * A `TextField` bound to the Formik field `name` (value, change, blur); its error shows once
 * the field is touched (SPEC §5: translated validation messages from the form's Yup schema
 * or the server's 422 `fields`).
 */
export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

/** A `PasswordField` (with its show/hide toggle) bound to the Formik field `name`. */
export function FormikPasswordField({
  name,
  ...props
}: Omit<FormikTextFieldProps, 'type' | 'multiline' | 'rows' | 'endAdornment'>) {
  const [field, meta] = useField<string>(name);
  return (
    <PasswordField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
