import { Select, type SelectProps } from '../../components/Select';
import { useFieldBinding } from './FormikFields';

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
 * submit attempt (SPEC §5, {@link useFieldBinding}). Every other `Select` prop passes
 * through (options, `getKey`, `isClearable`, `menuPortal`, `placeholder`…).
 */
export function FormikSelect<T>({ name, onChosen, ...props }: FormikSelectProps<T>) {
  const field = useFieldBinding<T>(name);
  return (
    <Select<T>
      {...props}
      name={name}
      value={field.value}
      onChange={(next) => {
        field.change(next);
        onChosen?.(next, field.value);
      }}
      onBlur={field.touch}
      error={field.error}
    />
  );
}
