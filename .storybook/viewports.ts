/**
 * The product's own widths (issue #32 point 1): phone 375, tablet 768 and desktop 1280 px, each
 * with the height the visual tests shoot it at. One definition for both readers:
 * - the Storybook UI's viewport menu (`storybook/viewport`: `parameters.viewport.options` in
 *   preview.tsx), where a story that is made for a width names it in its globals —
 *   `globals: { viewport: { value: 'phone', isRotated: false } }` — and opens at that width;
 * - the test-runner (test-runner.ts), which sizes its page from the same globals (desktop when
 *   a story names none) and shoots the desktop stories again at the tablet and phone widths.
 */
import type { Viewport } from 'storybook/viewport';

/** A page size in CSS px. */
export interface PageSize {
  width: number;
  height: number;
}

/** The presets' keys: the values of `globals.viewport.value`. */
export type ViewportName = 'phone' | 'tablet' | 'desktop';

/** Size of each preset (px): a common device's height for phone and tablet. */
export const VIEWPORT_SIZES: Record<ViewportName, PageSize> = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

/** The preset a story without a viewport of its own is shown and shot at. */
export const DEFAULT_VIEWPORT: ViewportName = 'desktop';

const LABELS: Record<ViewportName, { name: string; type: Viewport['type'] }> = {
  phone: { name: 'Phone (375)', type: 'mobile' },
  tablet: { name: 'Tablet (768)', type: 'tablet' },
  desktop: { name: 'Desktop (1280)', type: 'desktop' },
};

/** `parameters.viewport.options` of the preview: the presets, in the viewport menu's format. */
export const VIEWPORT_OPTIONS: Record<ViewportName, Viewport> = Object.fromEntries(
  (Object.keys(VIEWPORT_SIZES) as ViewportName[]).map((key) => [
    key,
    {
      ...LABELS[key],
      styles: {
        width: `${VIEWPORT_SIZES[key].width}px`,
        height: `${VIEWPORT_SIZES[key].height}px`,
      },
    },
  ]),
) as Record<ViewportName, Viewport>;

function isViewportName(value: unknown): value is ViewportName {
  return typeof value === 'string' && value in VIEWPORT_SIZES;
}

/** A value of the viewport menu that means "no fixed size" (reset / fill the canvas). */
const RESPONSIVE_VALUES = new Set(['', 'reset', '100pct-100pct']);

/**
 * The preset named by a story's `globals.viewport` (the object form `{ value, isRotated }` or
 * the bare value); DEFAULT_VIEWPORT when it names none (or the menu's "reset").
 *
 * @throws Error for a value that is not one of the presets (a mistyped story global).
 */
export function viewportNameOf(global: unknown): ViewportName {
  const value =
    global && typeof global === 'object' ? (global as { value?: unknown }).value : global;
  if (value === undefined || value === null || RESPONSIVE_VALUES.has(String(value))) {
    return DEFAULT_VIEWPORT;
  }
  if (!isViewportName(value)) {
    throw new Error(
      `globals.viewport: "${String(value)}" is not one of ${Object.keys(VIEWPORT_SIZES).join(', ')}`,
    );
  }
  return value;
}

/** Page heights (px) per preset instead of the presets' own: `parameters.visual.height`. */
export type PresetHeights = Partial<Record<ViewportName, number>>;

/**
 * The page size of a story: its preset's (`globals.viewport`, rotated when `isRotated`), with
 * `heights[preset]` instead of the preset's height when the story asks for a taller or shorter
 * shot at that width (`parameters.visual.height`, e.g. `{ desktop: 900 }` for a long screen).
 *
 * @throws Error as {@link viewportNameOf}.
 */
export function pageSizeOf(global: unknown, heights?: PresetHeights): PageSize {
  const name = viewportNameOf(global);
  const size = VIEWPORT_SIZES[name];
  const rotated =
    !!global &&
    typeof global === 'object' &&
    (global as { isRotated?: unknown }).isRotated === true;
  const base = rotated ? { width: size.height, height: size.width } : size;
  return { width: base.width, height: heights?.[name] ?? base.height };
}
