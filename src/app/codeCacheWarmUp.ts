/**
 * The code cache of the next visit, made ahead (issue #31 point 2: a returning employer's warm
 * start). Chromium keeps V8's compiled code for a script served by a service worker's cache,
 * but makes it at the script's first run from that cache — on the employer's next visit, in
 * its critical path: ~190 ms of `v8.produceModuleCache` on the main thread before the first row
 * under the bench's 4 × CPU slowdown. The first visit loaded its scripts from the network (no
 * worker controlled it yet), so once the service worker is active, with its precache complete,
 * and the page is idle, a module worker ({@link CODE_CACHE_WORKER}, src/app/codeCacheWarmUp.worker.ts)
 * imports the same scripts through it: they are compiled on the worker's thread, not the
 * page's, and the next visit runs without making the cache (`npm run bench`'s warm start; the
 * visit after it reads the cache as before). In the worker the app does not start
 * (src/main.tsx starts it only where there is a document).
 */

/** The User Timing mark set when the warm-up is over (the bench waits for it). */
export const CODE_CACHE_WARMED_MARK = 'hireline:code-cache-warmed';

/** Longest the warm-up worker may run (ms) before it is stopped, done or not. */
export const WARM_UP_LIMIT_MS = 30_000;

/** The message the page posts to the warm-up worker, and the one it answers when done. */
export interface WarmUpRequest {
  /** Absolute URLs of the scripts to import. */
  urls: string[];
}

/** The part of a `PerformanceResourceTiming` read here. */
type ResourceEntry = Pick<PerformanceResourceTiming, 'name' | 'workerStart'>;

/**
 * The app's scripts this page loaded from the network rather than through a service worker
 * (`workerStart` 0): same-origin `.js` files under `/assets/`, each once, in load order.
 * @param entries the page's resource timing entries (`performance.getEntriesByType('resource')`)
 * @param origin the page's origin
 */
export function scriptsToWarm(entries: readonly ResourceEntry[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    if (entry.workerStart > 0) continue;
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !/^\/assets\/[^/]+\.js$/.test(url.pathname)) continue;
    urls.add(`${url.origin}${url.pathname}`);
  }
  return [...urls];
}

/** A worker as used here: the warm-up's, made by the caller (`new Worker(…, { type: 'module' })`). */
type WarmUpWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/** What {@link warmCodeCache} needs from the page, given so that tests can drive it. */
export interface WarmUpDeps {
  /** Resolves once the service worker is active (`navigator.serviceWorker.ready`). */
  ready: Promise<unknown>;
  /** The page's resource timing entries, read once the worker is ready. */
  entries: () => readonly ResourceEntry[];
  /** The page's origin. */
  origin: string;
  /** Starts the warm-up worker. */
  makeWorker: () => WarmUpWorker;
  /** Runs `task` when the page is idle (`requestIdleCallback`, or a timer). */
  whenIdle: (task: () => void) => void;
  /** Sets the {@link CODE_CACHE_WARMED_MARK} (`performance.mark`). */
  mark: (name: string) => void;
  /** Timers; default the window's. */
  setTimer?: (task: () => void, ms: number) => unknown;
}

/**
 * Once the service worker is active and the page idle, has the scripts this page loaded from
 * the network ({@link scriptsToWarm}) imported by a module worker through the service worker,
 * so that their code cache is made there and not in the next visit's critical path; stops the
 * worker when it answers or after {@link WARM_UP_LIMIT_MS}, and then sets
 * {@link CODE_CACHE_WARMED_MARK}. Nothing to warm (every script came through the worker
 * already): no worker, the mark at once.
 * @returns resolves when the warm-up is over (never rejects: a worker that fails to start or
 *   to import only leaves the cache to the next visit, as before)
 */
export async function warmCodeCache(deps: WarmUpDeps): Promise<void> {
  const setTimer = deps.setTimer ?? ((task: () => void, ms: number) => setTimeout(task, ms));
  try {
    await deps.ready;
    const urls = scriptsToWarm(deps.entries(), deps.origin);
    if (urls.length > 0) {
      await new Promise<void>((resolve) => {
        deps.whenIdle(() => {
          let worker: WarmUpWorker;
          try {
            worker = deps.makeWorker();
          } catch {
            resolve();
            return;
          }
          const done = () => {
            worker.terminate();
            resolve();
          };
          worker.addEventListener('message', done);
          worker.addEventListener('error', done);
          setTimer(done, WARM_UP_LIMIT_MS);
          worker.postMessage({ urls } satisfies WarmUpRequest);
        });
      });
    }
  } catch {
    // No active worker came: nothing is warmed.
  }
  deps.mark(CODE_CACHE_WARMED_MARK);
}
