import { fontWeights } from './tokens';

/**
 * Loads the bundled Inter faces (`./fonts`: 400, 500, 600 and 700, about 25 KB each). The app
 * calls it once the first screen has painted and the start-up's idle loads have settled
 * (src/main.tsx, `afterStartUpSettled`), so the faces never hold up a first paint, nor make the
 * chat list's takeover a later, larger contentful paint: until they arrive, text is set in the metric-matched fallback of
 * `./fontFallback`, which takes the same room, so the swap moves nothing. Storybook and the
 * visual tests import `./fonts` directly instead, so every shot is in Inter.
 *
 * All four weights are fetched at once (FontFaceSet `load`), not when some text first needs
 * one: Chrome does not count text painted while its web font is still loading as a contentful
 * paint until the font arrives, so a screen whose content paints later (after its data) must
 * find the faces already there.
 *
 * @param load - imports the faces (tests pass a fake); the default is the dynamic import
 *   whose chunk carries the faces' stylesheet.
 * @returns a promise that settles once the faces have loaded; it never rejects (a failed
 *   download leaves the fallback in place, as a failed font does).
 */
export function loadFonts(load: () => Promise<unknown> = () => import('./fonts')): Promise<void> {
  return load()
    .then(() =>
      typeof document.fonts?.load === 'function'
        ? Promise.all(
            Object.values(fontWeights).map((weight) => document.fonts.load(`${weight} 1em Inter`)),
          )
        : undefined,
    )
    .then(
      () => undefined,
      () => undefined,
    );
}
