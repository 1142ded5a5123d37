import {
  breakpoints,
  fontSizes,
  fontWeights,
  fonts,
  layout,
  lineHeights,
  motion,
  radii,
  space,
  zIndices,
} from './tokens';

/** Theme mode (SPEC §4: light or dark, saved under `mode`, default light). */
export type ThemeMode = 'light' | 'dark';

/** Semantic colours; each theme gives every key. */
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceMuted: string;
  border: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  focus: string;
  overlay: string;
  /**
   * Veil of the full-screen status overlay (session check, loading): the page under it stays
   * visible but reads as inactive; `background` at 80 %.
   */
  scrim: string;
  /** Informational text/icon colour (Alert info, Badge info). */
  info: string;
  /** Background behind `info` text. */
  infoSurface: string;
  /** Tinted background for selected items (select options, calendar range, current nav). */
  primarySurface: string;
  /** Border for form controls: at least 3:1 against `surface` (WCAG 1.4.11). */
  borderStrong: string;
  /**
   * Placeholder text of form fields (inputs, textareas, selects, date pickers) on their
   * `surface` background: at least 4.5:1 against it (WCAG 1.4.3), and at least 3:1 away from
   * `text`, so that a hint never reads as typed text (issue #19 point 8; checked by
   * tests/unit/theme/placeholder.test.ts, see `DISTINCT_PAIRS`).
   */
  placeholder: string;
  /**
   * Category colours (issue #32 point 5): a kind of thing with no judgement in it — the kinds
   * of charge in the billing history — unlike the status colours (success, warning, danger,
   * info), which say how something went. Text colour on its surface, at least 4.5:1.
   */
  categoryTeal: string;
  categoryTealSurface: string;
  categoryPurple: string;
  categoryPurpleSurface: string;
}

/** The styled-components theme object. */
export interface AppTheme {
  mode: ThemeMode;
  colors: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  motion: typeof motion;
  fonts: typeof fonts;
  zIndices: typeof zIndices;
  breakpoints: typeof breakpoints;
  /** Page and form column widths (px): the page width rule. */
  layout: typeof layout;
  shadow: string;
  /** Shadow for popovers and dialogs. */
  shadowLg: string;
}

const shared = {
  space,
  radii,
  fontSizes,
  fontWeights,
  lineHeights,
  motion,
  fonts,
  zIndices,
  breakpoints,
  layout,
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  shadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.08)',
  shadowLg: '0 10px 30px rgba(15, 23, 42, 0.18), 0 2px 6px rgba(15, 23, 42, 0.1)',
  colors: {
    background: '#f5f7fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#eef1f6',
    border: '#d5dae3',
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    primary: '#3730a3',
    primaryHover: '#312e81',
    primaryText: '#ffffff',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    success: '#166534',
    successSurface: '#dcfce7',
    warning: '#92400e',
    warningSurface: '#fef3c7',
    focus: '#2563eb',
    overlay: 'rgba(17, 24, 39, 0.55)',
    scrim: 'rgba(245, 247, 251, 0.8)',
    info: '#1d4ed8',
    infoSurface: '#dbeafe',
    primarySurface: '#e0e7ff',
    borderStrong: '#6b7280',
    placeholder: '#6b7280',
    categoryTeal: '#115e59',
    categoryTealSurface: '#ccfbf1',
    categoryPurple: '#6b21a8',
    categoryPurpleSurface: '#f3e8ff',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
  shadowLg: '0 10px 30px rgba(0, 0, 0, 0.7), 0 2px 6px rgba(0, 0, 0, 0.5)',
  colors: {
    background: '#0b1120',
    surface: '#111827',
    surfaceRaised: '#1f2937',
    surfaceMuted: '#1e293b',
    border: '#374151',
    text: '#f3f4f6',
    textMuted: '#cbd5e1',
    textInverse: '#111827',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    primaryText: '#111827',
    danger: '#fca5a5',
    dangerSurface: '#450a0a',
    success: '#86efac',
    successSurface: '#052e16',
    warning: '#fcd34d',
    warningSurface: '#451a03',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
    scrim: 'rgba(11, 17, 32, 0.8)',
    info: '#93c5fd',
    infoSurface: '#172554',
    primarySurface: '#312e81',
    borderStrong: '#9ca3af',
    placeholder: '#848e9f',
    categoryTeal: '#5eead4',
    categoryTealSurface: '#042f2e',
    categoryPurple: '#d8b4fe',
    categoryPurpleSurface: '#3b0764',
  },
};

/** The theme object for a mode. */
export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };

/** `true` when `value` names a theme mode. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}
