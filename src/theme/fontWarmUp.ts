/**
 * Font warm-up of the start-up script (issue #31 point 1). A page's first layout resolves every
 * font it uses: for each weight and size, each family of the stack in turn (Inter, then its
 * metric-matched fallbacks of `./fontFallback`, each a `local()` font the device may lack), then
 * the shaper's tables of the face found. In a fresh renderer that is tens of ms on a phone (the
 * inbox's first layout: ~150 ms at 4 × CPU, two thirds of it fonts and text shaping), spent after
 * the first render, right before the first paint. The start-up script runs while the entry is
 * still downloading, the main thread idle: laying out a few hidden words in every weight and
 * size of the theme there leaves the browser's font caches warm, and the screen's layout finds
 * them resolved.
 *
 * Nothing is shown or kept: the words are invisible, out of the page's flow and removed in the
 * same task; the fallback faces are declared by a style tag of its own (the page's CSP nonce,
 * as styled-components' tags), removed too, since the app's global style declares them again.
 */
import { interFallbackFontFaces } from './fontFallback';
import { fonts, fontSizes, fontWeights } from './tokens';

/** The words laid out: upper and lower case letters, digits and the punctuation of a row. */
const SAMPLE = 'Hireline chats 0123456789 · ABC xyz';

/**
 * Lays out {@link SAMPLE} in every weight × size of the theme (`fontWeights` × `fontSizes`) in
 * the body font stack, hidden, then removes it. Does nothing without a document or body (the
 * start-up script may run before `<body>` exists: it then waits for it).
 *
 * @param doc - the document (tests pass their own); the default is the page's.
 * @returns the number of samples laid out (0 when there was nothing to do).
 */
export function warmUpFonts(doc: Document | undefined = globalThis.document): number {
  if (!doc?.body || doc.visibilityState === 'hidden') return 0;
  const nonce =
    doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? undefined;
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = interFallbackFontFaces;
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:absolute;left:-10000px;top:0;visibility:hidden;white-space:nowrap;pointer-events:none;';
  box.style.fontFamily = fonts.body;
  let count = 0;
  for (const weight of Object.values(fontWeights)) {
    for (const size of Object.values(fontSizes)) {
      const sample = doc.createElement('span');
      sample.style.fontWeight = String(weight);
      sample.style.fontSize = size;
      sample.textContent = SAMPLE;
      box.append(sample);
      count += 1;
    }
  }
  doc.head.append(style);
  doc.body.append(box);
  // Reading a size makes the browser lay the samples out now (fonts resolved, text shaped).
  void box.offsetWidth;
  box.remove();
  style.remove();
  return count;
}
