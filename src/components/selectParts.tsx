import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  components,
  type AriaLiveMessages,
  type GroupBase,
  type Props as ReactSelectProps,
  type InputProps,
  type MenuListProps,
  type SelectComponentsConfig,
  type StylesConfig,
} from 'react-select';
import { useTheme, type DefaultTheme } from 'styled-components';
import { describedBy, fieldIds } from './Field';
import { tapTarget, touchMedia } from '../theme/tokens';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  selectLiveCleared: {
    id: 'components.select.live.cleared',
    defaultMessage: 'All selected options have been cleared.',
  },
  selectLiveDeselected: {
    id: 'components.select.live.deselected',
    defaultMessage: 'Option {label}, deselected.',
  },
  selectLiveDisabled: {
    id: 'components.select.live.disabled',
    defaultMessage: 'Option {label} is disabled. Select another option.',
  },
  selectLiveFilter: {
    id: 'components.select.live.filter',
    defaultMessage: '{results}{hasSearch, select, yes { for the search {search}} other {}}.',
  },
  selectLiveGuidanceInput: {
    id: 'components.select.live.guidanceInput',
    defaultMessage:
      '{label} is focused{searchable, select, yes {, type to refine the list} other {}}, press Down to open the menu{multi, select, yes {, press Left to focus the selected values} other {}}.',
  },
  selectLiveGuidanceMenu: {
    id: 'components.select.live.guidanceMenu',
    defaultMessage:
      'Use Up and Down to choose options, press Enter to select the focused option, press Escape to close the menu{tabSelects, select, yes {, press Tab to select the option and close the menu} other {}}.',
  },
  selectLiveGuidanceValue: {
    id: 'components.select.live.guidanceValue',
    defaultMessage:
      'Use Left and Right to move between the selected values, press Backspace to remove the focused value.',
  },
  selectLiveInitialSelection: {
    id: 'components.select.live.initialSelection',
    defaultMessage: '{count, plural, one {Option} other {Options}} {labels}, selected.',
  },
  selectLiveOptionFocused: {
    id: 'components.select.live.optionFocused',
    defaultMessage:
      '{label}{selected, select, yes {, selected} other {}}{disabled, select, yes {, disabled} other {}}, {position} of {total}.',
  },
  selectLiveSelected: {
    id: 'components.select.live.selected',
    defaultMessage: 'Option {label}, selected.',
  },
  selectLiveValueFocused: {
    id: 'components.select.live.valueFocused',
    defaultMessage: 'Value {label} focused, {position} of {total}.',
  },
  selectLoading: { id: 'components.select.loading', defaultMessage: 'Loading…' },
  selectNoOptions: {
    id: 'components.select.noOptions',
    defaultMessage: 'No options',
  },
  selectPlaceholder: {
    id: 'components.select.placeholder',
    defaultMessage: 'Select…',
  },
  selectResults: {
    id: 'components.select.results',
    defaultMessage:
      '{count, plural, =0 {No results available} one {# result available} other {# results available}}',
  },
});

/** One choice of a `Select` or `MultiSelect`. */
export interface SelectOption<T> {
  value: T;
  label: string;
  isDisabled?: boolean;
}

/**
 * react-select styles drawn from the styled-components theme, so selects follow the
 * light/dark mode like every other control (colours only from `theme.colors`).
 */
export function buildSelectStyles<T, IsMulti extends boolean>(
  theme: DefaultTheme,
  invalid: boolean,
): StylesConfig<SelectOption<T>, IsMulti, GroupBase<SelectOption<T>>> {
  const c = theme.colors;
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 40,
      [`@media ${touchMedia}`]: { minHeight: tapTarget },
      background: state.isDisabled ? c.surfaceMuted : c.surface,
      borderColor: invalid ? c.danger : state.isFocused ? c.focus : c.borderStrong,
      borderRadius: theme.radii.md,
      boxShadow: state.isFocused ? `0 0 0 1px ${c.focus}` : 'none',
      outline: state.isFocused ? `1px solid ${c.focus}` : 'none',
      cursor: state.isDisabled ? 'not-allowed' : 'default',
      '&:hover': { borderColor: invalid ? c.danger : state.isFocused ? c.focus : c.text },
    }),
    valueContainer: (base) => ({ ...base, padding: `2px ${theme.space.md - 2}px` }),
    placeholder: (base) => ({ ...base, color: c.placeholder }),
    singleValue: (base, state) => ({ ...base, color: state.isDisabled ? c.textMuted : c.text }),
    input: (base, state) => ({
      ...base,
      color: c.text,
      // Beside chosen values (a multi-select's chips) the search input is a tap target of its
      // own: 44 × 44 on phones and touch screens (WCAG 2.5.5), not its text's 39 × 28.
      ...(state.isMulti && state.hasValue
        ? { [`@media ${touchMedia}`]: { minHeight: tapTarget, minWidth: tapTarget } }
        : {}),
    }),
    indicatorSeparator: (base) => ({ ...base, backgroundColor: c.border }),
    dropdownIndicator: (base) => ({ ...base, color: c.textMuted, '&:hover': { color: c.text } }),
    clearIndicator: (base) => ({ ...base, color: c.textMuted, '&:hover': { color: c.text } }),
    loadingIndicator: (base) => ({ ...base, color: c.textMuted }),
    menu: (base) => ({
      ...base,
      background: c.surfaceRaised,
      border: `1px solid ${c.border}`,
      borderRadius: theme.radii.md,
      boxShadow: theme.shadowLg,
      zIndex: theme.zIndices.dropdown,
    }),
    menuPortal: (base) => ({ ...base, zIndex: theme.zIndices.overlay }),
    option: (base, state) => ({
      ...base,
      color: state.isDisabled ? c.textMuted : c.text,
      background: state.isSelected
        ? c.primarySurface
        : state.isFocused
          ? c.surfaceMuted
          : 'transparent',
      // The keyboard highlight is a focus indicator (WCAG 2.4.7, 1.4.11): an inset ring in the
      // focus colour, 3:1 against the menu in both themes (the muted fill alone was not).
      boxShadow: state.isFocused ? `inset 0 0 0 2px ${c.focus}` : 'none',
      fontWeight: state.isSelected ? theme.fontWeights.semibold : theme.fontWeights.regular,
      cursor: state.isDisabled ? 'not-allowed' : 'pointer',
      '&:active': { background: c.primarySurface },
      // Options are tap targets too (WCAG 2.5.5, the phone check of the visual tests).
      [`@media ${touchMedia}`]: { minHeight: tapTarget, display: 'flex', alignItems: 'center' },
    }),
    noOptionsMessage: (base) => ({ ...base, color: c.textMuted }),
    loadingMessage: (base) => ({ ...base, color: c.textMuted }),
    multiValue: (base) => ({
      ...base,
      background: c.primarySurface,
      borderRadius: theme.radii.sm,
    }),
    multiValueLabel: (base) => ({ ...base, color: c.text, fontSize: theme.fontSizes.sm }),
    multiValueRemove: (base) => ({
      ...base,
      color: c.text,
      '&:hover': { background: c.dangerSurface, color: c.danger },
    }),
  };
}

/** Finds the options for `values`, remembering options seen before (async search). */
export function resolveOptions<T>(
  values: readonly T[],
  options: readonly SelectOption<T>[],
  seen: Map<unknown, SelectOption<T>>,
  key: (value: T) => unknown,
): SelectOption<T>[] {
  for (const option of options) seen.set(key(option.value), option);
  return values.flatMap((value) => {
    const found = seen.get(key(value));
    return found ? [found] : [];
  });
}

/** Extra prop passed through react-select's `selectProps` to the input. */
interface DescribedByProps {
  /** Ids of the hint and error texts, added to the input's `aria-describedby`. */
  hlDescribedBy?: string;
}

/** The input, with the field's hint/error ids appended to `aria-describedby`. */
function SelectInput<Option, IsMulti extends boolean>(
  props: InputProps<Option, IsMulti, GroupBase<Option>>,
) {
  const extra = (props.selectProps as DescribedByProps).hlDescribedBy;
  const describedBy = [props['aria-describedby'], extra].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}

/**
 * The menu list: `role="listbox"` only when it holds options, so an empty menu ("No
 * options", "Loading…") is not an empty listbox (axe aria-required-children).
 */
function SelectMenuList<Option, IsMulti extends boolean>(
  props: MenuListProps<Option, IsMulti, GroupBase<Option>>,
) {
  const hasOptions = Array.isArray(props.children) && props.children.length > 0;
  const innerProps = hasOptions
    ? props.innerProps
    : { ...props.innerProps, role: undefined, 'aria-multiselectable': undefined };
  return <components.MenuList {...props} innerProps={innerProps} />;
}

/** react-select component overrides shared by `Select` and `MultiSelect`. */
function selectComponents<T, IsMulti extends boolean>(): SelectComponentsConfig<
  SelectOption<T>,
  IsMulti,
  GroupBase<SelectOption<T>>
> {
  return { Input: SelectInput, MenuList: SelectMenuList };
}

/** What `Select` and `MultiSelect` pass on to {@link useSharedSelectProps}. */
export interface SharedSelectOptions<T> {
  /** Id of the inner input (also the field's id). */
  id: string;
  hint?: React.ReactNode;
  error?: string;
  placeholder?: string;
  noOptionsMessage?: string;
  /** Render the menu in `document.body` (inside dialogs). */
  menuPortal?: boolean;
  /** Filter options by the typed text on the client; `false` for server search. */
  filterLocally: boolean;
  getKey: (value: T) => unknown;
  /** The menu starts open (`defaultMenuIsOpen`), so that Escape knows it is open. */
  defaultMenuIsOpen?: boolean;
}

/**
 * Escape closes only the innermost layer (issue #19 point 1): while the select's menu is open,
 * Escape closes the menu (react-select's own handling) and goes no further, so a dialog around
 * the select stays open with what was typed; with the menu closed Escape reaches the dialog.
 * Returns react-select's `onMenuOpen`, `onMenuClose` (which track the menu) and `onKeyDown`.
 */
function useMenuEscape(defaultMenuIsOpen = false) {
  const menuOpen = useRef(defaultMenuIsOpen);
  return {
    onMenuOpen: () => {
      menuOpen.current = true;
    },
    onMenuClose: () => {
      menuOpen.current = false;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape' && menuOpen.current) event.stopPropagation();
    },
  };
}

/**
 * react-select's screen-reader announcements (its live region: guidance, selection changes,
 * focused option or value, filter results) through react-intl, so that they are read in the
 * employer's language (issue #8 point 5). The same contexts and facts as react-select's
 * English defaults.
 */
function liveMessages<T, IsMulti extends boolean>(
  intl: IntlShape,
): AriaLiveMessages<SelectOption<T>, IsMulti, GroupBase<SelectOption<T>>> {
  const yes = (value: boolean | null | undefined) => (value ? 'yes' : 'no');
  const position = (list: readonly unknown[] | undefined, item: unknown) => ({
    position: list ? list.indexOf(item) + 1 : 0,
    total: list?.length ?? 0,
  });
  return {
    guidance: ({ context, isSearchable, isMulti, tabSelectsValue, isInitialFocus, ...props }) => {
      if (context === 'menu')
        return intl.formatMessage(messages.selectLiveGuidanceMenu, {
          tabSelects: yes(tabSelectsValue),
        });
      if (context === 'input')
        return isInitialFocus
          ? intl.formatMessage(messages.selectLiveGuidanceInput, {
              label: props['aria-label'] || intl.formatMessage(messages.selectPlaceholder),
              searchable: yes(isSearchable),
              multi: yes(isMulti),
            })
          : '';
      if (context === 'value') return intl.formatMessage(messages.selectLiveGuidanceValue);
      return '';
    },
    onChange: ({ action, label = '', labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return intl.formatMessage(messages.selectLiveDeselected, { label });
        case 'clear':
          return intl.formatMessage(messages.selectLiveCleared);
        case 'initial-input-focus':
          return intl.formatMessage(messages.selectLiveInitialSelection, {
            count: labels.length,
            labels: intl.formatList(labels),
          });
        case 'select-option':
          return intl.formatMessage(
            isDisabled ? messages.selectLiveDisabled : messages.selectLiveSelected,
            { label },
          );
        default:
          return '';
      }
    },
    onFocus: ({
      context,
      focused,
      options,
      label = '',
      selectValue,
      isDisabled,
      isSelected,
      isAppleDevice,
    }) => {
      if (context === 'value' && selectValue)
        return intl.formatMessage(messages.selectLiveValueFocused, {
          label,
          ...position(selectValue, focused),
        });
      // Elsewhere the focused option is announced through aria-activedescendant.
      if (context === 'menu' && isAppleDevice)
        return intl.formatMessage(messages.selectLiveOptionFocused, {
          label,
          selected: yes(isSelected),
          disabled: yes(isDisabled),
          ...position(options as readonly unknown[], focused),
        });
      return '';
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      intl.formatMessage(messages.selectLiveFilter, {
        results: resultsMessage,
        hasSearch: yes(Boolean(inputValue)),
        search: inputValue,
      }),
  };
}

/**
 * The react-select props `Select` and `MultiSelect` share: theme styles and component
 * overrides, translated placeholder/empty/loading/result-count texts, the accessible error
 * wiring (`aria-invalid`, `aria-errormessage`, hint and error ids on the input), portal,
 * placement, class prefix, and an Escape that closes the open menu only ({@link useMenuEscape}).
 */
export function useSharedSelectProps<T, IsMulti extends boolean>(
  options: SharedSelectOptions<T>,
): Partial<ReactSelectProps<SelectOption<T>, IsMulti, GroupBase<SelectOption<T>>>> {
  const {
    id,
    hint,
    error,
    placeholder,
    noOptionsMessage,
    menuPortal,
    filterLocally,
    getKey,
    defaultMenuIsOpen,
  } = options;
  const intl = useIntl();
  const menuEscape = useMenuEscape(defaultMenuIsOpen);
  const theme = useTheme();
  const overrides = useMemo(() => selectComponents<T, IsMulti>(), []);
  const styles = useMemo(
    () => buildSelectStyles<T, IsMulti>(theme, Boolean(error)),
    [theme, error],
  );
  return {
    inputId: id,
    placeholder: placeholder ?? intl.formatMessage(messages.selectPlaceholder),
    filterOption: filterLocally ? undefined : null,
    getOptionValue: (option) => String(getKey(option.value)),
    noOptionsMessage: () => noOptionsMessage ?? intl.formatMessage(messages.selectNoOptions),
    loadingMessage: () => intl.formatMessage(messages.selectLoading),
    ariaLiveMessages: liveMessages<T, IsMulti>(intl),
    screenReaderStatus: ({ count }) => intl.formatMessage(messages.selectResults, { count }),
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? fieldIds(id).errorId : undefined,
    styles,
    components: overrides,
    ...({ hlDescribedBy: describedBy(id, hint, error) } satisfies DescribedByProps),
    menuPortalTarget: menuPortal && typeof document !== 'undefined' ? document.body : null,
    menuPlacement: 'auto',
    classNamePrefix: 'hl-select',
    ...menuEscape,
  };
}
