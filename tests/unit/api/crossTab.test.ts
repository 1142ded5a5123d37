/**
 * Many tabs, one session (issue #29): the cross-tab lock (Web Locks, or its localStorage lease
 * where the API is missing), the start-up decision (refresh the newest stored token, or adopt
 * another tab's fresh one) and the base query's adopt-and-retry rule, against the simulated
 * API, which revokes a token on refresh as the contract says.
 */
import {
  decideStartUpRefresh,
  FRESH_REFRESH_MS,
  LEASE_MS,
  markRefreshed,
  SHARED_SESSION_KEYS,
  withCrossTabLock,
  type LockManagerLike,
} from '../../../src/api/crossTab';
import { authApi } from '../../../src/api/authApi';
import { chatsApi } from '../../../src/api/chatsApi';
import { initializeSession } from '../../../src/features/auth/session';
import { demoToken, requestLine, setupChatsServer, storeWithToken } from '../chats/helpers';

const mock = setupChatsServer();

/** `METHOD path?query Bearer token` of every request the simulated API received, in order. */
const received: string[] = [];
const statuses: number[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  received.length = 0;
  statuses.length = 0;
  mock.current.server.events.on('request:start', ({ request }) =>
    received.push(requestLine(request)),
  );
  mock.current.server.events.on('response:mocked', ({ response }) =>
    statuses.push(response.status),
  );
});
afterEach(() => {
  mock.current.server.events.removeAllListeners();
  jest.useRealTimers();
});

/** A deferred: a promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('withCrossTabLock', () => {
  it('runs the tasks of one lock one after the other with the Web Locks API', async () => {
    const queue: Promise<unknown>[] = [];
    // A LockManager that grants one holder at a time, in order (as the browser's does).
    const locks: LockManagerLike = {
      request(_name, callback) {
        const previous = queue.at(-1) ?? Promise.resolve();
        const run = previous.then(() => callback());
        queue.push(run.catch(() => undefined));
        return run;
      },
    };
    const order: string[] = [];
    const first = deferred();
    const a = withCrossTabLock(
      'x',
      async () => {
        order.push('a starts');
        await first.promise;
        order.push('a ends');
      },
      { locks },
    );
    const b = withCrossTabLock(
      'x',
      async () => {
        order.push('b runs');
      },
      { locks },
    );
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('falls back to a localStorage lease: a second tab waits until the first releases it', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    const first = deferred();
    const a = withCrossTabLock(
      'y',
      async () => {
        order.push('a');
        await first.promise;
      },
      { locks: null },
    );
    expect(localStorage.getItem('hireline.lock.y')).toContain('"until"');
    const b = withCrossTabLock('y', async () => void order.push('b'), { locks: null });
    await jest.advanceTimersByTimeAsync(500);
    expect(order).toEqual(['a']);
    first.resolve();
    await a;
    await jest.advanceTimersByTimeAsync(100);
    await b;
    expect(order).toEqual(['a', 'b']);
    expect(localStorage.getItem('hireline.lock.y')).toBeNull();
  });

  it('takes over a lease its holder left behind (a closed tab) once it has expired', async () => {
    jest.useFakeTimers();
    localStorage.setItem(
      'hireline.lock.z',
      JSON.stringify({ owner: 'closed-tab', until: Date.now() + LEASE_MS }),
    );
    let ran = false;
    const task = withCrossTabLock('z', async () => void (ran = true), { locks: null });
    await jest.advanceTimersByTimeAsync(LEASE_MS - 100);
    expect(ran).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await task;
    expect(ran).toBe(true);
  });
});

describe('decideStartUpRefresh', () => {
  it('refreshes the stored token, the newest, whatever the page started with', () => {
    localStorage.setItem(SHARED_SESSION_KEYS.token, 'newest');
    expect(decideStartUpRefresh('older')).toEqual({ action: 'refresh', token: 'newest' });
  });

  it('adopts another tab’s refresh for FRESH_REFRESH_MS, then refreshes again', () => {
    const now = Date.now();
    localStorage.setItem(SHARED_SESSION_KEYS.token, 'from-the-other-tab');
    localStorage.setItem(SHARED_SESSION_KEYS.refreshed, JSON.stringify({ tab: 'other', at: now }));
    expect(decideStartUpRefresh(null, now + 1_000)).toEqual({
      action: 'adopt',
      token: 'from-the-other-tab',
    });
    expect(decideStartUpRefresh(null, now + FRESH_REFRESH_MS)).toEqual({
      action: 'refresh',
      token: 'from-the-other-tab',
    });
  });

  it('refreshes again after its own refresh (a reload is the same tab: SPEC §4 holds)', () => {
    localStorage.setItem(SHARED_SESSION_KEYS.token, 'mine');
    markRefreshed();
    expect(decideStartUpRefresh()).toEqual({ action: 'refresh', token: 'mine' });
  });

  it('decides nothing without a stored token (signed out meanwhile)', () => {
    expect(decideStartUpRefresh()).toEqual({ action: 'none' });
  });
});

describe('the adopt-and-retry rule of the base query', () => {
  it('sends a request refused with an older token again, once, with the stored one', async () => {
    const first = await demoToken();
    const store = storeWithToken(first);
    localStorage.setItem(SHARED_SESSION_KEYS.token, first);
    // Another tab refreshes: the token held here is revoked, the new one stored.
    const other = storeWithToken(first);
    const { access_token: second } = await other
      .dispatch(authApi.endpoints.refreshToken.initiate())
      .unwrap();
    localStorage.setItem(SHARED_SESSION_KEYS.token, second);
    received.length = 0;
    statuses.length = 0;

    const chats = await store.dispatch(chatsApi.endpoints.listUnreadChats.initiate());

    expect(chats.isSuccess).toBe(true);
    expect(received).toEqual([
      expect.stringMatching(new RegExp(`^GET /v1/employers/chats\\?.* Bearer ${first}$`)),
      expect.stringMatching(new RegExp(`^GET /v1/employers/chats\\?.* Bearer ${second}$`)),
    ]);
    expect(statuses).toEqual([401, 200]);
    expect(store.getState().auth).toMatchObject({ token: second, status: 'authenticated' });
  });

  it('ends the session when the stored token itself is refused (SPEC §4 for one tab)', async () => {
    const store = storeWithToken('revoked-token');
    localStorage.setItem(SHARED_SESSION_KEYS.token, 'revoked-token');
    await store.dispatch(chatsApi.endpoints.listUnreadChats.initiate());
    expect(statuses).toEqual([401]);
    expect(store.getState().auth).toMatchObject({ token: null, status: 'anonymous' });
    expect(store.getState().auth.endedInAnotherTab).toBeFalsy();
  });

  it('ends the session as signed out in another tab when no token is stored any more', async () => {
    const store = storeWithToken('revoked-token');
    await store.dispatch(chatsApi.endpoints.listUnreadChats.initiate());
    expect(store.getState().auth).toMatchObject({
      token: null,
      status: 'anonymous',
      endedInAnotherTab: true,
    });
  });
});

describe('tabs starting at once', () => {
  it('make one refresh each, each on the token the previous one returned, and none is refused', async () => {
    const first = await demoToken();
    localStorage.setItem(SHARED_SESSION_KEYS.token, first);
    received.length = 0;
    statuses.length = 0;
    const tabs = [1, 2, 3].map(() => storeWithToken(first));
    // The three share this test's sessionStorage, i.e. one tab id: none adopts, each refreshes.
    const results = await Promise.all(
      tabs.map((tab) => tab.dispatch(initializeSession()).unwrap()),
    );
    expect(results).toEqual([true, true, true]);
    const refreshes = received.filter((line) => line.startsWith('GET /v1/employers/auth/refresh'));
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(3);
    expect(refreshes[0]).toBe(`GET /v1/employers/auth/refresh Bearer ${first}`);
    // Each refresh went out with the token the previous one stored.
    for (let i = 1; i < refreshes.length; i += 1) {
      expect(refreshes[i]).not.toBe(refreshes[i - 1]);
    }
    expect(statuses).not.toContain(401);
    // A tab whose token a later tab's refresh revoked goes on with the stored one.
    const stored = localStorage.getItem(SHARED_SESSION_KEYS.token);
    for (const tab of tabs) {
      const probe = await tab.dispatch(chatsApi.endpoints.listUnreadChats.initiate());
      expect(probe.isSuccess).toBe(true);
      expect(tab.getState().auth.token).toBe(stored);
    }
  });
});
