/**
 * "Is the story done?" for the visual tests. Counts the in-flight `fetch` calls that the
 * current story started (RTK Query → MSW) and exposes `window.__HIRELINE_SETTLED__()`, which
 * resolves once no such request has been pending for a few consecutive frames, every <img>
 * has loaded and every font face is ready. The test-runner awaits it before the axe check
 * and the screenshot, so a story is never captured half-loaded. Requests left hanging by an
 * earlier story (e.g. a loading-state story whose handler never answers) do not count.
 *
 * `window.__HIRELINE_QUIET__()` resolves once the page has not changed for a number of
 * consecutive frames: no DOM mutation (nodes, attributes, text), no scroll and no element
 * resized — late layout such as a virtual list measuring its rows after a resize, or a toast
 * entering. The test-runner awaits it instead of sleeping before each screenshot.
 */

declare global {
  interface Window {
    __HIRELINE_SETTLED__?: (
      timeoutMs?: number,
      neverAnswered?: readonly string[],
    ) => Promise<boolean>;
    __HIRELINE_QUIET__?: (frames?: number, timeoutMs?: number) => Promise<boolean>;
  }
}

const QUIET_FRAMES = 3;
let generation = 0;
/** Per story (generation): the URLs of its requests still in flight, by a number of their own. */
const pendingByGeneration = new Map<number, Map<number, string>>();
let nextRequest = 0;

/** The current story's requests in flight, less those whose URL contains one of `neverAnswered`. */
function pendingRequests(neverAnswered: readonly string[]): number {
  const pending = pendingByGeneration.get(generation);
  if (!pending) return 0;
  let count = 0;
  for (const url of pending.values()) {
    if (!neverAnswered.some((part) => url.includes(part))) count += 1;
  }
  return count;
}

/** The URL a `fetch` call asks for. */
function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    // rAF does not fire in a hidden tab; the timeout keeps the loop going there.
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function imagesLoaded(): boolean {
  return Array.from(document.images).every((img) => img.complete);
}

/** Starts counting afresh: called before each story renders. */
export function startStoryRequests(): void {
  pendingByGeneration.delete(generation);
  generation += 1;
}

/** Wraps `window.fetch` once and installs `window.__HIRELINE_SETTLED__`. */
export function installSettleTracker(): void {
  if (window.__HIRELINE_SETTLED__) return;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (async (...args: Parameters<typeof fetch>) => {
    const own = generation;
    const id = (nextRequest += 1);
    const pending = pendingByGeneration.get(own) ?? new Map<number, string>();
    pending.set(id, urlOf(args[0]));
    pendingByGeneration.set(own, pending);
    try {
      return await originalFetch(...args);
    } finally {
      pending.delete(id);
      if (pending.size === 0 && pendingByGeneration.get(own) === pending)
        pendingByGeneration.delete(own);
    }
  }) as typeof fetch;

  /**
   * Resolves `true` when settled, `false` when `timeoutMs` passed first. Requests whose URL
   * contains one of `neverAnswered` (a story's handler that never answers on purpose) are not
   * waited for.
   */
  window.__HIRELINE_SETTLED__ = async (timeoutMs = 5000, neverAnswered: readonly string[] = []) => {
    const deadline = performance.now() + timeoutMs;
    let quiet = 0;
    while (performance.now() < deadline) {
      await nextFrame();
      const idle = pendingRequests(neverAnswered) === 0 && imagesLoaded();
      quiet = idle ? quiet + 1 : 0;
      if (quiet >= QUIET_FRAMES) {
        await document.fonts.ready;
        return true;
      }
    }
    return false;
  };
}

/** Frames without any change before the page counts as quiet (≈ 80 ms at 60 Hz). */
const QUIET_PAGE_FRAMES = 5;

/**
 * Resolves `true` once `frames` consecutive frames passed without a DOM mutation, a scroll or
 * a resize anywhere in the document, `false` when `timeoutMs` (ms) passed first.
 */
async function waitForQuietPage(frames = QUIET_PAGE_FRAMES, timeoutMs = 5000): Promise<boolean> {
  let changed = false;
  const mark = () => {
    changed = true;
  };
  const mutations = new MutationObserver(mark);
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const sizes = new ResizeObserver(mark);
  for (const element of document.body.querySelectorAll('*')) sizes.observe(element);
  // ResizeObserver reports every element once when observation starts (after layout, later in
  // the frame than requestAnimationFrame): not a change.
  await nextFrame();
  await nextFrame();
  changed = false;
  window.addEventListener('scroll', mark, { capture: true, passive: true });
  try {
    const deadline = performance.now() + timeoutMs;
    let quiet = 0;
    while (performance.now() < deadline) {
      await nextFrame();
      quiet = changed ? 0 : quiet + 1;
      changed = false;
      if (quiet >= frames) return true;
    }
    return false;
  } finally {
    mutations.disconnect();
    sizes.disconnect();
    window.removeEventListener('scroll', mark, { capture: true });
  }
}

/** Installs `window.__HIRELINE_QUIET__` (see the module comment). */
export function installQuietTracker(): void {
  window.__HIRELINE_QUIET__ = waitForQuietPage;
}
