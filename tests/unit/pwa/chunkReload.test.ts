/**
 * The reload-once on a chunk that fails to load after a deploy (issue #31 point 3;
 * src/app/chunkReload.ts): the first failure reloads and marks the reload, a second one within
 * the guard's window does not (no loop on a chunk missing from the new deploy too), a later one
 * does again (a later deploy), and a storage that refuses the mark never reloads.
 */
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  reloadOnChunkFailure,
  UPDATED_KEY,
} from '../../../src/app/chunkReload';

describe('claimChunkReload', () => {
  const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);

  it('allows the first reload and records it, with the notice for the reloaded page', () => {
    expect(claimChunkReload(sessionStorage, T0)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0));
    expect(sessionStorage.getItem(UPDATED_KEY)).toBe('1');
  });

  it('refuses a second reload within the guard window, and allows one after it', () => {
    expect(claimChunkReload(sessionStorage, T0)).toBe(true);
    expect(claimChunkReload(sessionStorage, T0 + 1)).toBe(false);
    expect(claimChunkReload(sessionStorage, T0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    // The refusal keeps the first reload's time: the window does not slide.
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0));
    expect(claimChunkReload(sessionStorage, T0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0 + CHUNK_RELOAD_GUARD_MS));
  });

  it('allows a reload when the recorded time is unreadable or in the future (a clock set back)', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'soon');
    expect(claimChunkReload(sessionStorage, T0)).toBe(true);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(T0 + 60_000));
    expect(claimChunkReload(sessionStorage, T0)).toBe(true);
  });

  it('never reloads without a storage that keeps the mark (nothing would stop a loop)', () => {
    expect(claimChunkReload(null, T0)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(claimChunkReload(refusing, T0)).toBe(false);
  });
});

describe('reloadOnChunkFailure', () => {
  it('reloads once on vite:preloadError, not again on the next failure, and stops when told', () => {
    const target = new EventTarget();
    const reload = jest.fn();
    const stop = reloadOnChunkFailure(target as unknown as Window, reload, () => sessionStorage);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    stop();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the failure to the app: the event is not cancelled', () => {
    const target = new EventTarget();
    reloadOnChunkFailure(target as unknown as Window, jest.fn(), () => sessionStorage);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
