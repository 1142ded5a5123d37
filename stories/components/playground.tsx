/**
 * Building blocks of the components' Playground stories (issue #32 point 3): one story per
 * component whose controls a designer can use — enum pickers, an icon picker (icon names mapped
 * to the icon), text boxes for texts the component takes as content, and actions for events.
 * Playgrounds are not UI states: they carry the tags `!test` (the visual test-runner skips them)
 * and `!autodocs` (the docs page shows them at its top, with their controls, not again among the
 * states), written as literals in each story (Storybook's indexer reads tags statically).
 */
import { fn } from 'storybook/test';
import { ICON_NAMES, Icon } from '../../src/components';

/** A text box, for a text prop or a content (node) prop given as text. */
export const textControl = { control: 'text' } as const;

/** A prop the Playground does not offer (content built from components, data objects). */
export const noControl = { control: false } as const;

/** A drop-down of `options`. */
export function selectControl<T extends string | number>(options: readonly T[]) {
  return { control: 'select', options } as const;
}

/** Radio buttons for a few `options`. */
export function radioControl<T extends string | number>(options: readonly T[]) {
  return { control: 'inline-radio', options } as const;
}

/** A number slider from `min` to `max`. */
export function rangeControl(min: number, max: number, step = 1) {
  return { control: { type: 'range', min, max, step } } as const;
}

/**
 * An icon picker: every icon name, mapped to that icon at `size` px; `optional` adds "none"
 * (no icon).
 */
export function iconControl({
  size = 18,
  optional = true,
}: { size?: number; optional?: boolean } = {}) {
  const mapping: Record<string, ReturnType<typeof Icon> | undefined> = Object.fromEntries(
    ICON_NAMES.map((name) => [name, <Icon key={name} name={name} size={size} />]),
  );
  if (optional) mapping.none = undefined;
  return {
    control: 'select',
    options: optional ? ['none', ...ICON_NAMES] : [...ICON_NAMES],
    mapping,
  } as const;
}

/** An action: each call shows in the Actions panel under `name`. */
export function action(name: string) {
  return fn().mockName(name);
}

/** The spacing scale's names, for gap pickers. */
export const SPACE_NAMES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
