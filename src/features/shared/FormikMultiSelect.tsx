import { MultiSelect, type MultiSelectProps } from '../../components/MultiSelect';
import { useFieldBinding } from './FormikFields';

/** Props of {@link FormikMultiSelect}: the `MultiSelect` props minus what Formik supplies. */
export type FormikMultiSelectProps<T> = Omit<
  MultiSelectProps<T>,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  /** The Formik field holding the list of chosen option values. */
  name: string;
};

const none: never[] = [];

/**
 * A `MultiSelect` bound to the Formik field `name` (a list of the chosen options' values, in
 * the order chosen — e.g. the job opening's skill ids); touched on blur; its translated error
 * (`min`/`max` items, or a server 422 on an item, folded onto the list) shows once touched or
 * after a submit attempt (SPEC §5, {@link useFieldBinding}). Every other `MultiSelect` prop
 * passes through.
 */
export function FormikMultiSelect<T>({ name, ...props }: FormikMultiSelectProps<T>) {
  const field = useFieldBinding<T[]>(name);
  return (
    <MultiSelect<T>
      {...props}
      name={name}
      value={field.value ?? none}
      onChange={(next) => field.change(next)}
      onBlur={field.touch}
      error={field.error}
    />
  );
}
