/**
 * Design tokens shared by the light and dark themes (SPEC §1: light and dark theme).
 * Spacing in px, radii in px, font sizes in rem. Components read them from the
 * styled-components theme, never as literals.
 */
import { interFallbackFamilies } from './fontFallback';

export const space = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 } as const;
export const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
/**
 * Font stacks: Inter (bundled, `./fonts`), then its metric-matched fallbacks (`./fontFallback`)
 * that show while Inter loads, then the system's.
 */
export const fonts = { body: `'Inter', ${interFallbackFamilies}, system-ui, sans-serif` } as const;
export const zIndices = { dropdown: 100, modal: 1000, overlay: 2000, toast: 3000 } as const;
export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;
/** Smallest tap target on phones and touch screens, in px (WCAG 2.5.5: 44 × 44). */
export const tapTarget = 44;
/**
 * Media query of phones (below 768 px wide) and of touch screens (coarse pointer): where every
 * control is at least {@link tapTarget} px in both dimensions.
 */
export const touchMedia = '(max-width: 767.98px), (pointer: coarse)';
