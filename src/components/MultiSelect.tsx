import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import ReactSelect, { type InputActionMeta } from 'react-select';
import { useTheme } from 'styled-components';
import { describedBy, Field, fieldIds } from './Field';
import {
  buildSelectStyles,
  resolveOptions,
  selectComponents,
  type DescribedByProps,
  type SelectOption,
} from './selectParts';

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
  const intl = useIntl();
  const theme = useTheme();
  const generatedId = useId();
  const id = inputId ?? `multiselect-${generatedId}`;
  const seen = useRef(new Map<unknown, SelectOption<T>>());
  const components = useMemo(() => selectComponents<T, true>(), []);
  const styles = useMemo(() => buildSelectStyles<T, true>(theme, Boolean(error)), [theme, error]);
  const selected = resolveOptions(value, options, seen.current, getKey);

  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
    >
      <ReactSelect<SelectOption<T>, true>
        isMulti
        inputId={id}
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
        placeholder={placeholder ?? intl.formatMessage({ id: 'components.select.placeholder' })}
        isLoading={isLoading}
        isDisabled={isDisabled}
        required={required}
        closeMenuOnSelect={!keepOpenOnSelect}
        filterOption={filterLocally ? undefined : null}
        getOptionValue={(option) => String(getKey(option.value))}
        noOptionsMessage={() =>
          noOptionsMessage ?? intl.formatMessage({ id: 'components.select.noOptions' })
        }
        loadingMessage={() => intl.formatMessage({ id: 'components.select.loading' })}
        screenReaderStatus={({ count }) =>
          intl.formatMessage({ id: 'components.select.results' }, { count })
        }
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? fieldIds(id).errorId : undefined}
        styles={styles}
        components={components}
        {...({ hlDescribedBy: describedBy(id, hint, error) } satisfies DescribedByProps)}
        menuPortalTarget={menuPortal && typeof document !== 'undefined' ? document.body : null}
        menuPlacement="auto"
        classNamePrefix="hl-select"
        defaultMenuIsOpen={defaultMenuIsOpen}
      />
    </Field>
  );
}
