import { afterChunksSettled, lazyChunk, whenIdle } from '../../../src/components/lazyChunk';

describe('lazyChunk (issue #31 point 1)', () => {
  it('loads once, shares the load, and says what arrived only once it has', async () => {
    const importer = jest.fn(() => Promise.resolve('panel'));
    const chunk = lazyChunk(importer);
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = [chunk.load(), chunk.load()];
    await expect(first).resolves.toBe('panel');
    await expect(second).resolves.toBe('panel');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBe('panel');
  });

  it('tries again after a failed load', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('select');
    const chunk = lazyChunk(importer);
    await expect(chunk.load()).rejects.toBe(failure);
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('select');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloads in the next task where there is no requestIdleCallback (jsdom), and can be cancelled', async () => {
    jest.useFakeTimers();
    try {
      const importer = jest.fn(() => Promise.resolve('x'));
      const cancelled = lazyChunk(importer);
      cancelled.preloadWhenIdle()();
      jest.runAllTimers();
      expect(importer).not.toHaveBeenCalled();
      const chunk = lazyChunk(importer);
      chunk.preloadWhenIdle();
      expect(importer).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(importer).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      await Promise.resolve();
      expect(chunk.loaded()).toBe('x');
      // Arrived: nothing more to preload.
      chunk.preloadWhenIdle();
      jest.runAllTimers();
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('whenIdle asks requestIdleCallback, within its deadline (2000 ms by default), and cancels through it', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    const options: (IdleRequestOptions | undefined)[] = [];
    const request = jest.fn((callback: IdleRequestCallback, opts?: IdleRequestOptions) => {
      callbacks.set(callbacks.size + 1, callback);
      options.push(opts);
      return callbacks.size;
    });
    const cancel = jest.fn((handle: number) => void callbacks.delete(handle));
    Object.assign(globalThis, { requestIdleCallback: request, cancelIdleCallback: cancel });
    try {
      const ran: string[] = [];
      whenIdle(() => ran.push('first'));
      const stop = whenIdle(() => ran.push('second'), 500);
      expect(options).toEqual([{ timeout: 2000 }, { timeout: 500 }]);
      expect(ran).toEqual([]);
      stop();
      expect(cancel).toHaveBeenCalledWith(2);
      for (const callback of callbacks.values()) {
        callback({ didTimeout: false, timeRemaining: () => 10 });
      }
      expect(ran).toEqual(['first']);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  it('afterChunksSettled waits for the loads on their way, and for one started meanwhile, failed ones included', async () => {
    jest.useFakeTimers();
    try {
      await expect(afterChunksSettled()).resolves.toBeUndefined();
      const gates: Record<string, { open: () => void; fail: () => void }> = {};
      const gated = (name: string) =>
        lazyChunk(
          () =>
            new Promise<string>((resolve, reject) => {
              gates[name] = { open: () => resolve(name), fail: () => reject(new Error(name)) };
            }),
        );
      const first = gated('first');
      const second = gated('second');
      void first.load().catch(() => undefined);
      let settled = false;
      const waiting = afterChunksSettled().then(() => {
        settled = true;
      });
      // Another load starts before the first settles: waited for too.
      void second.load();
      gates.first?.fail();
      // Every promise callback run, and no timer due (the 5 s deadline is not reached).
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      gates.second?.open();
      await jest.advanceTimersByTimeAsync(0);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('afterChunksSettled gives up after maxWaitMs on a load that never settles', async () => {
    jest.useFakeTimers();
    try {
      const hung = lazyChunk(() => new Promise<string>(() => undefined));
      void hung.load();
      let settled = false;
      const waiting = afterChunksSettled(3000).then(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(2999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
