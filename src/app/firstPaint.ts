import { afterChunksSettled, whenIdle } from '../components/lazyChunk';

/**
 * Resolves once the page has painted its first content (the `first-contentful-paint`
 * paint-timing entry, buffered, so a later call resolves at once), or after `maxWaitMs` (ms)
 * when given and no such paint came (a tab opened in the background paints only when shown).
 * What the first screen does not need — the bundled fonts, the toast container — waits for
 * it, so it is neither a request nor a task ahead of the first paint and the largest
 * contentful paint (issue #7 point 4, measured by `npm run bench`). Where paint timing is not
 * supported (jsdom), it resolves in the next task.
 */
export function afterFirstContentfulPaint(maxWaitMs?: number): Promise<void> {
  const painted = new Promise<void>((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      setTimeout(resolve, 0);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  if (maxWaitMs === undefined) return painted;
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

let markScreenShown: () => void = () => undefined;
const screenShownOnce = new Promise<void>((resolve) => {
  markScreenShown = resolve;
});

/**
 * Called by the router each time a route's screen — not a loading fallback, not the
 * session-check overlay — has committed (src/app/AppRoutes.tsx); only the first call counts.
 */
export function screenShown(): void {
  markScreenShown();
}

/** Resolves after the next frame has painted (two animation frames; a task without them). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}

/**
 * Resolves once the first route screen has committed: after the first contentful paint and the
 * first {@link screenShown}, or `maxWaitMs` (default 5000 ms) after that paint when no screen
 * ever shows (an error boundary). What the dashboard runs beside the screen without drawing any
 * of it — the unread badge's poll, the reply notifications (src/app/layouts.tsx) — waits for
 * it, so that its chunks and their first requests are not work ahead of the screen (issue #20
 * point 6).
 */
export function afterFirstScreenShown(maxWaitMs = 5000): Promise<void> {
  return afterFirstContentfulPaint().then(() =>
    Promise.race([screenShownOnce, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]),
  );
}

/**
 * Resolves once the first route screen has painted: after the first contentful paint, the
 * first {@link screenShown} and the frame after it ({@link afterFirstScreenShown}, then a
 * frame). On a page that starts logged in, the first contentful paint may be the session-check
 * overlay, and the screen comes two API round trips after the entry has run; what waits for
 * this — the bundled fonts, the toasts (src/app/App.tsx) — then neither competes with those
 * calls for the network nor holds the screen's text back (issue #7 point 4, measured by
 * `npm run bench`). `maxWaitMs` (default 5000 ms after the
 * first contentful paint) bounds the wait when no screen ever shows (an error boundary).
 */
export function afterFirstScreenPaint(maxWaitMs = 5000): Promise<void> {
  return afterFirstScreenShown(maxWaitMs).then(afterNextPaint);
}

/** Resolves in the page's next idle period ({@link whenIdle}: within 2 s). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => void whenIdle(resolve));
}

/**
 * Resolves once the first screen has painted ({@link afterFirstScreenPaint}) and what the start-up
 * sets going after that paint is done: the page's first idle period (where the screens start
 * their idle loads, e.g. the chat list's virtual list), the chunks loading by then
 * (`afterChunksSettled`, at most 5 s), and one more idle period, so what they brought has been
 * drawn. The bundled fonts wait for it (src/main.tsx): swapped in before the chat list's takeover,
 * the takeover's rows were new text painted in Inter, a little larger than the first rows in the
 * fallback face, and Chromium took them as a later largest contentful paint (Lighthouse's /inbox
 * LCP then waited for the virtual list's chunk and the four font files; issue #31 point 1).
 */
export async function afterStartUpSettled(): Promise<void> {
  await afterFirstScreenPaint();
  await nextIdle();
  await afterChunksSettled();
  await nextIdle();
}
