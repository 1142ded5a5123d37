/**
 * The next visit's code cache made ahead (issue #31 point 2; src/app/codeCacheWarmUp.ts): which
 * scripts are warmed, and the worker started once the service worker is ready and the page
 * idle, stopped when it answers or at its time limit, with the mark set after.
 */
import {
  CODE_CACHE_WARMED_MARK,
  scriptsToWarm,
  WARM_UP_LIMIT_MS,
  warmCodeCache,
  type WarmUpDeps,
} from '../../../src/app/codeCacheWarmUp';

const ORIGIN = 'https://hireline.test';
const entry = (name: string, workerStart = 0) => ({ name, workerStart });

describe('scriptsToWarm', () => {
  it("keeps the app's own scripts that came from the network, each once, in load order", () => {
    expect(
      scriptsToWarm(
        [
          entry(`${ORIGIN}/assets/boot-1.js`),
          entry(`${ORIGIN}/assets/index-2.js`),
          entry(`${ORIGIN}/assets/index-2.js`),
          entry(`${ORIGIN}/assets/fonts-3.css`),
          entry(`${ORIGIN}/v1/employers/job-openings?page=1`),
          entry('https://js.stripe.com/v3/stripe.js'),
          entry(`${ORIGIN}/assets/Inbox-4.js?v=1`),
          entry(`${ORIGIN}/assets/layouts-5.js`, 12.5),
          entry('not a url'),
        ],
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/assets/boot-1.js`,
      `${ORIGIN}/assets/index-2.js`,
      `${ORIGIN}/assets/Inbox-4.js`,
    ]);
  });
});

/** A warm-up the test drives: the ready promise, the idle callback, the worker and its timer. */
function drive(entries = [entry(`${ORIGIN}/assets/index-2.js`)]) {
  let ready: () => void = () => undefined;
  let idle: () => void = () => undefined;
  let idleAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    idleAsked = resolve;
  });
  let timer: () => void = () => undefined;
  const listeners = new Map<string, () => void>();
  const worker = {
    postMessage: jest.fn(),
    terminate: jest.fn(),
    addEventListener: jest.fn((type: string, listener: () => void) => {
      listeners.set(type, listener);
    }),
  };
  const mark = jest.fn();
  const makeWorker = jest.fn(() => worker);
  const deps: WarmUpDeps = {
    ready: new Promise<void>((resolve) => {
      ready = resolve;
    }),
    entries: () => entries,
    origin: ORIGIN,
    makeWorker,
    whenIdle: (task) => {
      idle = task;
      idleAsked();
    },
    mark,
    setTimer: (task, ms) => {
      expect(ms).toBe(WARM_UP_LIMIT_MS);
      timer = task;
    },
  };
  const done = warmCodeCache(deps);
  return {
    done,
    worker,
    mark,
    makeWorker,
    ready: () => ready(),
    /** Resolves when the warm-up has asked for the page's idle time. */
    asked,
    idle: () => idle(),
    timer: () => timer(),
    emit: (type: string) => listeners.get(type)?.(),
  };
}

describe('warmCodeCache', () => {
  it('starts the worker only once the service worker is ready and the page idle', async () => {
    const run = drive();
    // Not ready: the idle time is not asked for, no worker.
    await Promise.resolve();
    run.idle();
    expect(run.makeWorker).not.toHaveBeenCalled();
    run.ready();
    await run.asked;
    expect(run.makeWorker).not.toHaveBeenCalled();
    run.idle();
    expect(run.worker.postMessage).toHaveBeenCalledWith({
      urls: [`${ORIGIN}/assets/index-2.js`],
    });
    expect(run.mark).not.toHaveBeenCalled();
    run.emit('message');
    await run.done;
    expect(run.worker.terminate).toHaveBeenCalled();
    expect(run.mark).toHaveBeenCalledWith(CODE_CACHE_WARMED_MARK);
  });

  it('stops a worker that never answers at its time limit, and one that failed', async () => {
    const silent = drive();
    silent.ready();
    await silent.asked;
    silent.idle();
    silent.timer();
    await silent.done;
    expect(silent.worker.terminate).toHaveBeenCalled();
    expect(silent.mark).toHaveBeenCalledWith(CODE_CACHE_WARMED_MARK);

    const failed = drive();
    failed.ready();
    await failed.asked;
    failed.idle();
    failed.emit('error');
    await failed.done;
    expect(failed.worker.terminate).toHaveBeenCalled();
    expect(failed.mark).toHaveBeenCalledWith(CODE_CACHE_WARMED_MARK);
  });

  it('starts no worker when every script came through the service worker', async () => {
    const run = drive([entry(`${ORIGIN}/assets/index-2.js`, 3)]);
    run.ready();
    await run.done;
    expect(run.makeWorker).not.toHaveBeenCalled();
    expect(run.mark).toHaveBeenCalledWith(CODE_CACHE_WARMED_MARK);
  });
});
