import type { GroupBase, StylesConfig } from 'react-select';
import type { DefaultTheme } from 'styled-components';

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
      background: state.isDisabled ? c.surfaceMuted : c.surface,
      borderColor: invalid ? c.danger : state.isFocused ? c.focus : c.borderStrong,
      borderRadius: theme.radii.md,
      boxShadow: state.isFocused ? `0 0 0 1px ${c.focus}` : 'none',
      outline: state.isFocused ? `1px solid ${c.focus}` : 'none',
      cursor: state.isDisabled ? 'not-allowed' : 'default',
      '&:hover': { borderColor: invalid ? c.danger : state.isFocused ? c.focus : c.text },
    }),
    valueContainer: (base) => ({ ...base, padding: `2px ${theme.space.md - 2}px` }),
    placeholder: (base) => ({ ...base, color: c.textMuted }),
    singleValue: (base, state) => ({ ...base, color: state.isDisabled ? c.textMuted : c.text }),
    input: (base) => ({ ...base, color: c.text }),
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
      fontWeight: state.isSelected ? theme.fontWeights.semibold : theme.fontWeights.regular,
      cursor: state.isDisabled ? 'not-allowed' : 'pointer',
      '&:active': { background: c.primarySurface },
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
