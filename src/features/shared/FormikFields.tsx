import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField, Select, TextField, type TextFieldProps } from '../../components';
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

/** A catalog record a {@link FormikRecordSelect} offers (state, city, size, industry…). */
export interface NamedRecord {
  id: number;
  name: string;
}

/** Props of {@link FormikRecordSelect}. */
export interface FormikRecordSelectProps<T extends NamedRecord> {
  /** The Formik field holding the chosen record (or `null`). */
  name: string;
  label: ReactNode;
  /** Id of the select's input (the label's target). */
  inputId: string;
  /** The records to offer (a catalog page); the chosen one is kept even when not among them. */
  records: readonly T[];
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Allow typing to filter (default `true`). */
  isSearchable?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** Called after a choice, with the new record and the one before (e.g. to clear a city). */
  onChosen?: (next: T | null, previous: T | null) => void;
}

/**
 * A `Select` of catalog records bound to the Formik field `name`: the value is the record
 * itself, compared by `id`, labelled by `name`; touched on blur; its translated error shows
 * once touched or submitted (SPEC §5).
 */
export function FormikRecordSelect<T extends NamedRecord>({
  name,
  records,
  onChosen,
  ...props
}: FormikRecordSelectProps<T>) {
  const [field, , helpers] = useField<T | null>(name);
  const error = useFieldErrorText(name);
  const value = field.value ?? null;
  const options = (
    value && !records.some((record) => record.id === value.id) ? [value, ...records] : records
  ).map((record) => ({ value: record, label: record.name }));
  return (
    <Select<T>
      {...props}
      name={name}
      options={options}
      value={value}
      getKey={(record) => record.id}
      onChange={(next) => {
        void helpers.setValue(next);
        onChosen?.(next, value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}
