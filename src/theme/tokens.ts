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
 * Line heights, unitless (× the font size): `tight` for button labels, `heading` for page
 * titles, `snug` for tags, `body` for running text (the page's default, so most text inherits
 * it).
 */
export const lineHeights = { tight: 1.2, heading: 1.25, snug: 1.4, body: 1.5 } as const;
/**
 * Motion: `fast` for hover and fade transitions, `spin` for one turn of the spinner, with the
 * `easing` of transitions. All motion stops under the system's reduced-motion setting and in
 * stories (GlobalStyle).
 */
export const motion = { fast: '0.15s', spin: '0.8s', easing: 'ease' } as const;
/**
 * Font stacks: Inter (bundled, `./fonts`), then its metric-matched fallbacks (`./fontFallback`)
 * that show while Inter loads, then the system's.
 */
export const fonts = { body: `'Inter', ${interFallbackFamilies}, system-ui, sans-serif` } as const;
/**
 * Stacking order: menus and pickers (`dropdown`), dialogs (`modal`), the full-screen overlays
 * (`overlay`: session check, offline) and toasts above everything (`toast`).
 */
export const zIndices = { dropdown: 100, modal: 1000, overlay: 2000, toast: 3000 } as const;
/**
 * Layout breakpoints in px, used as `max-width` queries: up to `sm` phones (one column, the
 * navigation in a menu), up to `md` tablets (one chat pane at a time), above `md` the desktop.
 * No layout changes at `lg` today (pages stop growing at `layout.page`).
 */
export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;
/**
 * The page width rule (issue #32 point 5), in px. `page`: the content width of every signed-in
 * page — the AppShell's main column, centred, with `space.xl` gutters on each side (1,152 px of
 * content in 1,200 px); a page fills it, none narrows itself. `form`: the column a form's fields
 * span inside a page (a field is as wide as the column, two paired fields split it), the width
 * of the sign-up card's forms too.
 */
export const layout = { page: 1152, form: 720 } as const;
/** Smallest tap target on phones and touch screens, in px (WCAG 2.5.5: 44 × 44). */
export const tapTarget = 44;
/**
 * Media query of phones (below 768 px wide) and of touch screens (coarse pointer): where every
 * control is at least {@link tapTarget} px in both dimensions.
 */
export const touchMedia = '(max-width: 767.98px), (pointer: coarse)';
