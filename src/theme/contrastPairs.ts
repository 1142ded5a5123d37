import type { ThemeColors } from './themes';

/** A foreground colour used on a background colour, and the WCAG 2.2 AA minimum it needs. */
export interface ContrastPair {
  foreground: keyof ThemeColors;
  background: keyof ThemeColors;
  /** Where the pair appears. */
  use: string;
  /** WCAG 2.2 AA: 4.5 for text (1.4.3), 3 for UI components and focus indicators (1.4.11). */
  minimum: 4.5 | 3;
}

/**
 * The colour pairs the components draw, in both themes (issue #8 point 5): checked by a unit
 * test (tests/unit/theme/contrast.test.ts) and shown with their ratios on the design-token
 * page of the Storybook.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', use: 'Body text on the page', minimum: 4.5 },
  { foreground: 'text', background: 'surface', use: 'Body text on cards', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceRaised', use: 'Text in menus, dialogs', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceMuted', use: 'Text on muted panels', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', use: 'Hints, secondary text', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', use: 'Page descriptions', minimum: 4.5 },
  { foreground: 'primaryText', background: 'primary', use: 'Primary button label', minimum: 4.5 },
  {
    foreground: 'primaryText',
    background: 'primaryHover',
    use: 'Primary button, hovered',
    minimum: 4.5,
  },
  { foreground: 'primary', background: 'surface', use: 'Links, ghost buttons', minimum: 4.5 },
  {
    foreground: 'primary',
    background: 'primarySurface',
    use: 'Current nav item, selection',
    minimum: 4.5,
  },
  { foreground: 'danger', background: 'surface', use: 'Field errors', minimum: 4.5 },
  { foreground: 'danger', background: 'dangerSurface', use: 'Error alerts, badges', minimum: 4.5 },
  {
    foreground: 'success',
    background: 'successSurface',
    use: 'Success alerts, badges',
    minimum: 4.5,
  },
  {
    foreground: 'warning',
    background: 'warningSurface',
    use: 'Warning alerts, badges',
    minimum: 4.5,
  },
  { foreground: 'info', background: 'infoSurface', use: 'Info alerts, badges', minimum: 4.5 },
  {
    foreground: 'categoryTeal',
    background: 'categoryTealSurface',
    use: 'Category badges (a kind of charge: checkout)',
    minimum: 4.5,
  },
  {
    foreground: 'categoryPurple',
    background: 'categoryPurpleSurface',
    use: 'Category badges (a kind of charge: unlock)',
    minimum: 4.5,
  },
  {
    foreground: 'placeholder',
    background: 'surface',
    use: 'Placeholders in form fields',
    minimum: 4.5,
  },
  { foreground: 'borderStrong', background: 'surface', use: 'Form control borders', minimum: 3 },
  {
    foreground: 'categoryTeal',
    background: 'surface',
    use: 'Spending bar: checkouts',
    minimum: 3,
  },
  {
    foreground: 'categoryPurple',
    background: 'surface',
    use: 'Spending bar: unlocks',
    minimum: 3,
  },
  { foreground: 'focus', background: 'surface', use: 'Focus ring on cards', minimum: 3 },
  { foreground: 'focus', background: 'background', use: 'Focus ring on the page', minimum: 3 },
  {
    foreground: 'focus',
    background: 'surfaceRaised',
    use: 'Highlighted option in menus',
    minimum: 3,
  },
];

/**
 * Two colours drawn in the same place that must not be taken for one another, and the least
 * contrast ratio between them.
 */
export interface DistinctPair {
  first: keyof ThemeColors;
  second: keyof ThemeColors;
  /** Where both appear. */
  use: string;
  minimum: number;
}

/**
 * The colour pairs that must read as different things, in both themes (issue #19 point 8: in
 * the dark theme placeholders looked almost like typed text). Checked by a unit test
 * (tests/unit/theme/placeholder.test.ts).
 */
export const DISTINCT_PAIRS: readonly DistinctPair[] = [
  {
    first: 'placeholder',
    second: 'text',
    use: "A field's placeholder next to typed text",
    minimum: 3,
  },
];
