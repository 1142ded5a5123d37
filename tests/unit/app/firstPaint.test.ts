import {
  afterFirstContentfulPaint,
  afterStartUpSettled,
  screenShown,
} from '../../../src/app/firstPaint';
import { lazyChunk, whenIdle } from '../../../src/components/lazyChunk';

describe('afterFirstContentfulPaint', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
  });

  type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

  /** A paint-timing observer whose entries the test delivers; `disconnected` once it stops. */
  function fakePaintTiming() {
    const state = { callback: null as Callback | null, disconnected: false };
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Callback) {
        state.callback = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        state.disconnected = true;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    const paint = (name: string) =>
      state.callback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    return { paint, state };
  }

  it('resolves on the first contentful paint, not the first paint, then stops observing', async () => {
    const { paint, state } = fakePaintTiming();
    let done = false;
    const promise = afterFirstContentfulPaint().then(() => {
      done = true;
    });
    paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    expect(state.disconnected).toBe(false);
    paint('first-contentful-paint');
    await promise;
    expect(done).toBe(true);
    expect(state.disconnected).toBe(true);
  });

  it('with maxWaitMs, resolves after that many ms when no contentful paint comes (a background tab)', async () => {
    jest.useFakeTimers();
    fakePaintTiming();
    let done = false;
    const promise = afterFirstContentfulPaint(500).then(() => {
      done = true;
    });
    jest.advanceTimersByTime(499);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await promise;
    expect(done).toBe(true);
  });

  it('with maxWaitMs, still resolves at the paint when it comes first', async () => {
    jest.useFakeTimers();
    const { paint } = fakePaintTiming();
    let done = false;
    const promise = afterFirstContentfulPaint(500).then(() => {
      done = true;
    });
    jest.advanceTimersByTime(100);
    paint('first-contentful-paint');
    await promise;
    expect(done).toBe(true);
  });

  it('resolves in the next task where paint timing is not supported', async () => {
    jest.useFakeTimers();
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    let done = false;
    const promise = afterFirstContentfulPaint().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    jest.runAllTimers();
    await promise;
    expect(done).toBe(true);
  });
});

describe('afterFirstScreenPaint (the bundled fonts wait for it)', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
  });

  /** A fresh copy of the module: its "first screen shown" state is once per page. */
  function freshModule(): typeof import('../../../src/app/firstPaint') {
    let module!: typeof import('../../../src/app/firstPaint');
    jest.isolateModules(() => {
      module = jest.requireActual('../../../src/app/firstPaint');
    });
    return module;
  }

  it('waits for a route screen after the first paint (not the session overlay), then a frame', async () => {
    jest.useFakeTimers();
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const { afterFirstScreenPaint, screenShown } = freshModule();
    let done = false;
    const promise = afterFirstScreenPaint().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(1000); // first paint long past, no screen yet
    expect(done).toBe(false);
    screenShown();
    await jest.advanceTimersByTimeAsync(100); // the frames after the screen's commit
    await promise;
    expect(done).toBe(true);
  });

  it('gives up waiting for a screen after maxWaitMs (an error boundary never shows one)', async () => {
    jest.useFakeTimers();
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const { afterFirstScreenPaint } = freshModule();
    let done = false;
    const promise = afterFirstScreenPaint(3000).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await promise;
    expect(done).toBe(true);
  });
});

describe('afterStartUpSettled', () => {
  it('resolves after the first screen, then after the chunks its first idle period started, never before', async () => {
    // jsdom: no paint timing (the next task), no requestIdleCallback (whenIdle: the next task).
    let arrive: (value: string) => void = () => undefined;
    const takeover = lazyChunk(
      () =>
        new Promise<string>((resolve) => {
          arrive = resolve;
        }),
    );
    jest.useFakeTimers();
    try {
      screenShown();
      // What a screen's effect asks after its commit: a chunk loaded in the first idle period.
      whenIdle(() => void takeover.load());
      let settled = false;
      const waiting = afterStartUpSettled().then(() => {
        settled = true;
      });
      // Every timer and animation frame up to 4 s later (short of afterChunksSettled's 5 s).
      await jest.advanceTimersByTimeAsync(4000);
      expect(takeover.loaded()).toBeUndefined();
      expect(settled).toBe(false);
      arrive('VirtualChatList');
      await jest.advanceTimersByTimeAsync(100);
      await waiting;
      expect(takeover.loaded()).toBe('VirtualChatList');
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
