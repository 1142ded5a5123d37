/**
 * A deploy never breaks an open tab (issue #31 point 3): when a chunk of the running build can no
 * longer be loaded — a new deploy replaced the hashed files it names — the page reloads once,
 * onto the deployed build, and says so ({@link UPDATED_KEY}). Small and without imports: it is
 * part of the entry chunk (src/app/serviceWorkerStart.ts).
 */

/**
 * sessionStorage key: when (ms since the epoch) this tab last reloaded because a chunk failed to
 * load. A timestamp rather than a flag, so that a later deploy may reload the same tab again.
 */
export const CHUNK_RELOAD_KEY = 'hireline.chunkReloadAt';

/**
 * sessionStorage key: set ('1') just before a reload that moves the tab onto a new deploy (a
 * failed chunk, or a waiting service worker taken at a navigation: src/app/serviceWorkerUpdates.ts);
 * the reloaded page shows "Hireline was updated" once and removes it.
 */
export const UPDATED_KEY = 'hireline.updated';

/**
 * How long after a chunk reload (ms) another chunk failure shows the route's error screen
 * instead of reloading again: a chunk missing from the newest deploy too (a broken deploy, a
 * proxy in the way) must not reload the tab in a loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

/** The sessionStorage calls used here ({@link Storage}'s). */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or `null` where it is blocked (some private modes throw). */
export function sessionStore(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Decides whether a chunk failure at `now` (ms since the epoch) reloads the page, and when it
 * does, records the reload in `storage` ({@link CHUNK_RELOAD_KEY}, {@link UPDATED_KEY}). No:
 * when the last chunk reload of this tab is less than {@link CHUNK_RELOAD_GUARD_MS} old, or
 * when `storage` is missing or refuses the write (nothing would stop a loop).
 */
export function claimChunkReload(storage: SessionStore | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (
      Number.isFinite(last) &&
      last > 0 &&
      now - last >= 0 &&
      now - last < CHUNK_RELOAD_GUARD_MS
    ) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    storage.setItem(UPDATED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Listens for Vite's `vite:preloadError` on `target` (dispatched by the preload helper when a
 * dynamic import — a screen, the layouts, a dialog's chunk — fails) and reloads the page once
 * ({@link claimChunkReload}) with `reload`. The failure itself is left to propagate: the route's
 * error screen shows until the reload replaces the page, or for good when it was not allowed.
 * Returns the function that stops listening.
 */
export function reloadOnChunkFailure(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  reload: () => void = () => window.location.reload(),
  storage: () => SessionStore | null = sessionStore,
): () => void {
  const onPreloadError = () => {
    if (claimChunkReload(storage(), Date.now())) reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
