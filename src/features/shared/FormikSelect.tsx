import { useField } from 'formik';
import { Select, type SelectProps } from '../../components/Select';
import { useFieldErrorText } from './FormikFields';

/** Props of {@link FormikSelect}: the `Select` props minus what Formik supplies. */
export type FormikSelectProps<T> = Omit<
  SelectProps<T>,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  /** The Formik field holding the chosen option's `value` (or `null`). */
  name: string;
  /**
   * Called after a choice, with the new value and the one before (e.g. clear the city when
   * the state changes); the field is already set.
   */
  onChosen?: (next: T | null, previous: T | null) => void;
};

/**
 * A `Select` bound to the Formik field `name`: the field holds the chosen option's `value`
 * itself (a number, a string or an object — give `getKey` for objects, compared by key), or
 * `null` when cleared; touched on blur; its translated error shows once touched or after a
 * submit attempt (SPEC §5, {@link useFieldErrorText}). Every other `Select` prop passes
 * through (options, `getKey`, `isClearable`, `menuPortal`, `placeholder`…).
 */
export function FormikSelect<T>({ name, onChosen, ...props }: FormikSelectProps<T>) {
  const [field, , helpers] = useField<T | null>(name);
  const error = useFieldErrorText(name);
  const value = field.value ?? null;
  return (
    <Select<T>
      {...props}
      name={name}
      value={value}
      onChange={(next) => {
        void helpers.setValue(next);
        onChosen?.(next, value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}
