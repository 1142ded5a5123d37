import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormikSelect } from './FormikSelect';

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
 * A {@link FormikSelect} of catalog records bound to the Formik field `name`: the value is
 * the record itself, compared by `id`, labelled by `name` (the chosen record stays offered
 * even when the page of `records` lacks it); touched on blur; its translated error shows once
 * touched or submitted (SPEC §5).
 */
export function FormikRecordSelect<T extends NamedRecord>({
  name,
  records,
  ...props
}: FormikRecordSelectProps<T>) {
  const [field] = useField<T | null>(name);
  const value = field.value ?? null;
  const options = (
    value && !records.some((record) => record.id === value.id) ? [value, ...records] : records
  ).map((record) => ({ value: record, label: record.name }));
  return <FormikSelect<T> {...props} name={name} options={options} getKey={recordKey} />;
}

const recordKey = (record: NamedRecord) => record.id;
