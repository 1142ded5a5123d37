import { useId, useRef, type ReactNode } from 'react';
import ReactSelect, { type InputActionMeta } from 'react-select';
import { NoncedStyles } from './cspNonce';
import { Field } from './Field';
import { resolveOptions, useSharedSelectProps, type SelectOption } from './selectParts';

export type { SelectOption } from './selectParts';

export interface SelectProps<T> {
  /** Visible label, tied to the input by `inputId`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Choices. `value` is compared with `getKey(value)` (default: the value itself). */
  options: readonly SelectOption<T>[];
  /** The chosen value, or `null` for none. */
  value: T | null | undefined;
  /** Called with the new value (or `null` when cleared) and its option. */
  onChange: (value: T | null, option: SelectOption<T> | null) => void;
  onBlur?: () => void;
  /** Text typed in the search box, for server-side (async) search. */
  onInputChange?: (text: string, meta: InputActionMeta) => void;
  /** Id of the inner `<input>` (the label's `htmlFor`); generated when omitted. */
  inputId?: string;
  /** Form field name (a hidden input carries the option key). */
  name?: string;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Show a clear (×) button. Default `false`. */
  isClearable?: boolean;
  /** Allow typing to filter (default `true`). */
  isSearchable?: boolean;
  required?: boolean;
  /** Validation message; sets `aria-invalid` and `aria-errormessage`. */
  error?: string;
  hint?: ReactNode;
  /** Text when no option matches; default translated "No options". */
  noOptionsMessage?: string;
  /** Key used to compare values (default identity). Use for object values. */
  getKey?: (value: T) => unknown;
  /** Render the menu in `document.body` (inside dialogs and scroll containers). */
  menuPortal?: boolean;
  /**
   * Filter option list by the typed text on the client (default `true`); pass `false`
   * when `options` already come filtered from the server via `onInputChange`.
   */
  filterLocally?: boolean;
  /** Open the menu on first render (stories, visual tests). */
  defaultMenuIsOpen?: boolean;
  /**
   * Where the menu opens: `auto` (default: below, above when there is no room) or always
   * `top` (a select at the bottom of a screen, e.g. a chat's composer) or `bottom`.
   */
  menuPlacement?: 'auto' | 'top' | 'bottom';
  /** Open the menu when the input gets focus (e.g. focused by a keyboard shortcut). */
  openMenuOnFocus?: boolean;
}

const identity = <T,>(value: T): unknown => value;

/**
 * Single-choice select on react-select, themed for light/dark (SPEC §2: state, city,
 * company size, industry, chat status filters). Accessible: `<label for=inputId>`,
 * `aria-invalid`, `aria-errormessage`, translated screen-reader and empty messages.
 */
export function Select<T>({
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
  isClearable = false,
  isSearchable = true,
  required,
  error,
  hint,
  noOptionsMessage,
  getKey = identity,
  menuPortal = false,
  filterLocally = true,
  defaultMenuIsOpen,
  menuPlacement = 'auto',
  openMenuOnFocus = false,
}: SelectProps<T>) {
  const generatedId = useId();
  const id = inputId ?? `select-${generatedId}`;
  const seen = useRef(new Map<unknown, SelectOption<T>>());
  const selected =
    value === null || value === undefined
      ? null
      : (resolveOptions([value], options, seen.current, getKey)[0] ?? null);

  const shared = useSharedSelectProps<T, false>({
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
        <ReactSelect<SelectOption<T>, false>
          {...shared}
          name={name}
          options={options}
          value={selected}
          onChange={(option) => onChange(option ? option.value : null, option ?? null)}
          onBlur={onBlur}
          onInputChange={onInputChange}
          isLoading={isLoading}
          isDisabled={isDisabled}
          isClearable={isClearable}
          isSearchable={isSearchable}
          required={required}
          defaultMenuIsOpen={defaultMenuIsOpen}
          menuPlacement={menuPlacement}
          openMenuOnFocus={openMenuOnFocus}
        />
      </Field>
    </NoncedStyles>
  );
}
