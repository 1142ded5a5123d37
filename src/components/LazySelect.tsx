import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Field } from './Field';
import { Icon } from './Icon';
import { lazyChunk } from './lazyChunk';
import type { SelectProps } from './Select';
import { tapTarget, touchMedia } from '../theme/tokens';

/** The `Select` component, whatever its option values. */
type SelectComponent = <T>(props: SelectProps<T>) => ReactElement;

/** `Select`'s chunk (react-select and emotion, ~31 KB gzipped). */
const selectChunk = lazyChunk(() =>
  import('./Select').then((module) => module.Select as SelectComponent),
);

/**
 * Loads `Select` — react-select and emotion, ~31 KB gzipped, a chunk of its own — once; after a
 * failure (a network blip, a new deployment) the next call tries again. {@link LazySelect}
 * calls it when it first renders; a screen may call it earlier, when it is idle, so that its
 * selects render at once (the inbox after its first rows, issue #31 point 1). Stories call it
 * in their loaders so that their selects render at once, never as {@link SelectPlaceholder}.
 * @returns the `Select` component; rejects with the import's error.
 */
export function loadSelect(): Promise<SelectComponent> {
  return selectChunk.load();
}

/**
 * Starts loading `Select` ({@link loadSelect}) once the page is idle (see
 * `LazyChunk.preloadWhenIdle`), so that a screen's selects are there before they are
 * needed without delaying its first paint (the inbox calls it once its first rows are in, issue
 * #31 point 1).
 * @returns a function that cancels the load if it has not started yet.
 */
export function preloadSelectWhenIdle(): () => void {
  return selectChunk.preloadWhenIdle();
}

/** `Select` through `React.lazy`, for the renders before its chunk has arrived. */
const SuspendingSelect = lazy(() => loadSelect().then((Select) => ({ default: Select })));

/**
 * Stands in for react-select's control while its chunk loads: the same box (height, border,
 * radius, padding, the separator and the chevron), showing the chosen option's label or the
 * placeholder, so that nothing moves when the select replaces it. Not focusable.
 */
const StyledControl = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  min-height: 40px;
  @media ${touchMedia} {
    min-height: ${tapTarget}px;
  }
  padding: 0 0 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.placeholder};
  cursor: default;
`;

/** The chosen option's label, or the placeholder, on one line. */
const StyledText = styled.span<{ $chosen: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  padding: 2px 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ $chosen, theme }) => ($chosen ? theme.colors.text : theme.colors.placeholder)};
`;

/** react-select's indicator separator. */
const StyledSeparator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: 8px 0;
  background: ${({ theme }) => theme.colors.border};
`;

/** react-select's dropdown indicator: a 20 px chevron in 8 px of padding. */
const StyledIndicator = styled.span`
  display: flex;
  padding: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What a {@link LazySelect} shows while `Select`'s chunk loads: its label (as text), a control of
 * the same size that shows the chosen option's label or the placeholder, and its hint. Nothing
 * in it can be focused or chosen; the select replaces it in place (issue #31 point 1).
 */
export function SelectPlaceholder<T>({
  label,
  hideLabel,
  options,
  value,
  getKey = (option: T): unknown => option,
  placeholder,
  hint,
  required,
  inputId,
}: SelectProps<T>) {
  const generatedId = useId();
  const key = value === null || value === undefined ? undefined : getKey(value);
  const chosen =
    key === undefined ? undefined : options.find((option) => getKey(option.value) === key);
  return (
    <Field
      id={inputId ?? `select-placeholder-${generatedId}`}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      labelAsText
    >
      <StyledControl aria-hidden="true" data-select-placeholder>
        <StyledText $chosen={Boolean(chosen)}>{chosen ? chosen.label : placeholder}</StyledText>
        <StyledSeparator />
        <StyledIndicator>
          <Icon name="chevronDown" size={20} />
        </StyledIndicator>
      </StyledControl>
    </Field>
  );
}

/**
 * `Select` (the same props) whose code — react-select and emotion, ~31 KB gzipped — loads when
 * it first renders ({@link loadSelect}) rather than with the screen: the inbox's job opening
 * filter and the thread's template picker keep it off the inbox's first paint (issue #31
 * point 1). Until the chunk arrives it shows {@link SelectPlaceholder}, the same size; once it
 * has arrived, every `LazySelect` renders the select at once. A failed load throws to the
 * nearest error boundary, as a screen's chunk does.
 */
export function LazySelect<T>(props: SelectProps<T>) {
  // Chosen when it mounts, and kept: switching from the lazy tree to the loaded select once the
  // chunk has arrived would mount the select again — its menu, its typed search and its focus
  // lost under the employer's fingers.
  const [loadedAtMount] = useState(() => selectChunk.loaded());
  if (loadedAtMount) {
    const Loaded = loadedAtMount;
    return <Loaded<T> {...props} />;
  }
  const Suspending = SuspendingSelect as SelectComponent;
  return (
    <Suspense fallback={<SelectPlaceholder<T> {...props} />}>
      <Suspending<T> {...props} />
    </Suspense>
  );
}
