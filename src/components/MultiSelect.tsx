import { useId, useRef, type ReactNode } from 'react';
import ReactSelect, { type InputActionMeta } from 'react-select';
import { NoncedStyles } from './cspNonce';
import { Field } from './Field';
import { resolveOptions, useSharedSelectProps, type SelectOption } from './selectParts';

export interface MultiSelectProps<T> {
  /** Visible label, tied to the input by `inputId`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Choices; values are compared with `getKey` (default identity). */
  options: readonly SelectOption<T>[];
  /** The chosen values (order kept). */
  value: readonly T[];
  /** Called with the new list of values and their options. */
  onChange: (values: T[], options: SelectOption<T>[]) => void;
  onBlur?: () => void;
  /** Text typed in the search box, for server-side (async) search, e.g. skills. */
  onInputChange?: (text: string, meta: InputActionMeta) => void;
  /** Id of the inner `<input>`; generated when omitted. */
  inputId?: string;
  name?: string;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  required?: boolean;
  /** Validation message; sets `aria-invalid` and `aria-errormessage`. */
  error?: string;
  hint?: ReactNode;
  /** Text when no option matches; default translated "No options". */
  noOptionsMessage?: string;
  getKey?: (value: T) => unknown;
  /** Render the menu in `document.body` (inside dialogs). */
  menuPortal?: boolean;
  /** Filter by typed text on the client (default `true`); `false` for server search. */
  filterLocally?: boolean;
  /** Open the menu on first render (stories, visual tests). */
  defaultMenuIsOpen?: boolean;
  /** Keep the menu open after choosing (default `false`). */
  keepOpenOnSelect?: boolean;
}

const identity = <T,>(value: T): unknown => value;

/**
 * Multiple-choice select on react-select (SPEC §2: job opening skills). Chosen values
 * show as removable chips. Options picked during an async search stay labelled even
 * after `options` changes. Same accessibility wiring as `Select`.
 */
export function MultiSelect<T>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  onBlur,
  onInputChange,
  inputId,
  name,
  placeholder,
  isLoading = false,
  isDisabled = false,
  required,
  error,
  hint,
  noOptionsMessage,
  getKey = identity,
  menuPortal = false,
  filterLocally = true,
  defaultMenuIsOpen,
  keepOpenOnSelect = false,
}: MultiSelectProps<T>) {
  const generatedId = useId();
  const id = inputId ?? `multiselect-${generatedId}`;
  const seen = useRef(new Map<unknown, SelectOption<T>>());
  const selected = resolveOptions(value, options, seen.current, getKey);

  const shared = useSharedSelectProps<T, true>({
    id,
    hint,
    error,
    placeholder,
    noOptionsMessage,
    menuPortal,
    filterLocally,
    getKey,
    defaultMenuIsOpen,
  });

  return (
    <NoncedStyles>
      <Field
        id={id}
        label={label}
        hideLabel={hideLabel}
        required={required}
        hint={hint}
        error={error}
      >
        <ReactSelect<SelectOption<T>, true>
          {...shared}
          isMulti
          name={name}
          options={options}
          value={selected}
          onChange={(chosen) =>
            onChange(
              chosen.map((o) => o.value),
              [...chosen],
            )
          }
          onBlur={onBlur}
          onInputChange={onInputChange}
          isLoading={isLoading}
          isDisabled={isDisabled}
          required={required}
          closeMenuOnSelect={!keepOpenOnSelect}
          defaultMenuIsOpen={defaultMenuIsOpen}
        />
      </Field>
    </NoncedStyles>
  );
}
