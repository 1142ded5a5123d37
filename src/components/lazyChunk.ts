/**
 * A piece of the app loaded on demand from a chunk of its own (issue #31 point 1: what a screen's
 * first paint does not need stays off it — the selects' react-select, the open chat's panel).
 */
export interface LazyChunk<T> {
  /**
   * Loads the chunk once (later calls share the load); after a failure (a network blip, a new
   * deployment) the next call tries again.
   * @returns what the chunk gives; rejects with the import's error.
   */
  load: () => Promise<T>;
  /** What the chunk gave once it has arrived; `undefined` before. */
  loaded: () => T | undefined;
  /**
   * Starts {@link LazyChunk.load} once the page is idle — `requestIdleCallback` where the browser
   * has it (within 2 s), else the next task —, so that it is there before it is needed without
   * delaying a first paint. A failure is left to the render that needs it, which loads again.
   * @returns a function that cancels the load if it has not started yet.
   */
  preloadWhenIdle: () => () => void;
}

/**
 * Runs `task` once the page is idle: `requestIdleCallback` where the browser has it (within
 * `timeoutMs`, default 2000 ms), else in the next task. What a first paint does not need — a
 * chunk's download, the swap to a virtual list — then comes after that paint, not in the
 * effects React may run before it (a passive effect runs in the task after the commit, which
 * Chromium usually runs before it paints).
 * @returns a function that cancels `task` if it has not run yet.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Loads of every {@link lazyChunk} still on their way. */
const loading = new Set<Promise<unknown>>();

/**
 * Resolves once no {@link lazyChunk} load is on its way — those in flight now and any started
 * before they have settled (arrived or failed) —, or after `maxWaitMs` (ms, default 5000) in
 * any case. The bundled fonts wait for it (src/main.tsx): a chunk that swaps part of the first
 * screen (the chat list's virtual list) then draws it before the swap to Inter, not after it.
 */
export async function afterChunksSettled(maxWaitMs = 5000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  while (loading.size > 0 && Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled([...loading]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deadline - Date.now());
      }),
    ]);
    clearTimeout(timer);
  }
}

/**
 * The {@link LazyChunk} of `importer` (a dynamic `import()` and what to take from the module),
 * e.g. `lazyChunk(() => import('./Select').then((module) => module.Select))`.
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let value: T | undefined;
  let arrived = false;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (!pending) {
      const chunk = importer().then((result) => {
        value = result;
        arrived = true;
        return result;
      });
      chunk.catch(() => {
        if (pending === chunk) pending = undefined;
      });
      loading.add(chunk);
      void chunk.then(
        () => loading.delete(chunk),
        () => loading.delete(chunk),
      );
      pending = chunk;
    }
    return pending;
  };
  return {
    load,
    loaded: () => (arrived ? value : undefined),
    preloadWhenIdle: () =>
      arrived ? () => undefined : whenIdle(() => void load().catch(() => undefined)),
  };
}
