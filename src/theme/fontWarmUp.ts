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
 * Nothing is shown or kept: the words are invisible, out of the page's flow, one family, weight and
 * size per task (none long), and removed after the last; the fallback faces are declared by a style
 * tag of its own (the page's CSP nonce, as styled-components' tags), removed too, since the
 * app's global style declares them again.
 */
import { interFallbackFontFaces } from './fontFallback';
import { fonts, fontSizes, fontWeights } from './tokens';

/** The words laid out: upper and lower case letters, digits and the punctuation of a row. */
const SAMPLE = 'Hireline chats 0123456789 · ABC xyz';

/** Schedules `task` in a task of its own (a timer by default). */
export type ScheduleTask = (task: () => void) => void;

/**
 * Lays out {@link SAMPLE} hidden, one sample per task so that no task is long, then removes the
 * samples and the faces' style tag: first in each family of the body stack alone, regular at
 * the body size (each family's lookup, a `local()` font the device may lack, in a task of its
 * own: all of them in the first layout were one task of ~60 ms in Lighthouse's trace), then in
 * every weight × size of the theme (`fontWeights` × `fontSizes`) in the whole stack. Does
 * nothing in a hidden page (prerendered, or a background tab: nothing to paint soon) or without
 * a `<body>`.
 *
 * @param doc - the document (tests pass their own); the default is the page's.
 * @param schedule - runs the next sample in a task of its own; default `setTimeout(…, 0)`.
 * @returns the number of samples to lay out (0 when there is nothing to do); the first is laid
 *   out at once, the others in the tasks that follow.
 */
export function warmUpFonts(
  doc: Document | undefined = globalThis.document,
  schedule: ScheduleTask = (task) => void setTimeout(task, 0),
): number {
  if (!doc?.body || doc.visibilityState === 'hidden') return 0;
  const body = doc.body;
  const nonce =
    doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? undefined;
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = interFallbackFontFaces;
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:absolute;left:-10000px;top:0;visibility:hidden;white-space:nowrap;pointer-events:none;';
  const samples = [
    ...fonts.body.split(',').map((family) => ({
      family: family.trim(),
      weight: fontWeights.regular,
      size: fontSizes.md,
    })),
    ...Object.values(fontWeights).flatMap((weight) =>
      Object.values(fontSizes).map((size) => ({ family: fonts.body, weight, size })),
    ),
  ];
  doc.head.append(style);
  body.append(box);
  let next = 0;
  const step = () => {
    const sample = samples[next];
    if (!sample) {
      box.remove();
      style.remove();
      return;
    }
    next += 1;
    const span = doc.createElement('span');
    span.style.fontFamily = sample.family;
    span.style.fontWeight = String(sample.weight);
    span.style.fontSize = sample.size;
    span.textContent = SAMPLE;
    box.append(span);
    // Reading a size makes the browser lay the sample out now (fonts resolved, text shaped).
    void span.offsetWidth;
    span.remove();
    schedule(step);
  };
  step();
  return samples.length;
}
