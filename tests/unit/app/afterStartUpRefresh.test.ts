/**
 * The entry waits for the start-up refresh's answer before its first render, at most
 * `maxWaitMs` (src/app/App.tsx `afterStartUpRefresh`, issue #20 point 6).
 */
import { afterStartUpRefresh } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import {
  initialAuthState,
  sessionCleared,
  sessionUnreachable,
  tokenReceived,
} from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

function storeWith(token: string | null) {
  return makeStore({
    auth: initialAuthState(token),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

/** Whether `promise` has settled once pending promise callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('resolves at once without a session check (no stored token)', async () => {
  expect(await settled(afterStartUpRefresh(storeWith(null), 150))).toBe(true);
});

it('resolves when the refreshed token arrives, not before', async () => {
  const store = storeWith('stored-token');
  const waiting = afterStartUpRefresh(store, 150);
  expect(await settled(waiting)).toBe(false);
  store.dispatch(tokenReceived('new-token'));
  expect(await settled(waiting)).toBe(true);
});

it('resolves when the check ends the session or finds the API unreachable', async () => {
  const cleared = storeWith('stored-token');
  const waitingCleared = afterStartUpRefresh(cleared, 150);
  cleared.dispatch(sessionCleared());
  expect(await settled(waitingCleared)).toBe(true);

  const unreachable = storeWith('stored-token');
  const waitingUnreachable = afterStartUpRefresh(unreachable, 150);
  unreachable.dispatch(sessionUnreachable());
  expect(await settled(waitingUnreachable)).toBe(true);
});

it('resolves after `maxWaitMs` when the answer is slower', async () => {
  const waiting = afterStartUpRefresh(storeWith('stored-token'), 150);
  jest.advanceTimersByTime(149);
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(waiting)).toBe(true);
});
