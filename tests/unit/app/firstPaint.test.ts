import { afterFirstContentfulPaint } from '../../../src/app/firstPaint';

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
