/**
 * The start-up check (SPEC §4; issue #7 point 4): refresh first, then the employee and the
 * current subscription side by side — the sign-up guard reads the subscription next, so a
 * guarded screen waits one round trip less. Only a refusal of the token (401, or an employee
 * without uuid) clears the session; a network error or a 5xx keeps it, `unreachable`, until
 * the check is run again (issue #18 point 4).
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initializeSession } from '../../../src/features/auth/session';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { subscriptionApi } from '../../../src/api/subscriptionApi';

/** Requests as `METHOD path`, in the order they started; `open` those not answered yet. */
const started: string[] = [];
let open = 0;
let maxOpen = 0;
/**
 * While set, the answers after the refresh (employee, subscription) wait for it: a test sees
 * which requests are open at the same time, then releases them.
 */
let hold: Promise<void> | null = null;
let release: () => void = () => undefined;
const employee = {
  uuid: 'e-1',
  name: 'Ada',
  email: 'ada@example.test',
  email_verified_at: '2026-01-01T00:00:00Z',
  roles: ['employer'],
  company: null,
};
async function answer(line: string, respond: () => Response): Promise<Response> {
  started.push(line);
  open += 1;
  maxOpen = Math.max(maxOpen, open);
  if (hold && line !== 'GET refresh') await hold;
  open -= 1;
  return respond();
}
let employeeStatus = 200;
let employeeBody: object = employee;
let refreshFails = false;
const server = setupServer(
  http.get('*/v1/employers/auth/refresh', () =>
    answer('GET refresh', () =>
      refreshFails
        ? HttpResponse.error()
        : HttpResponse.json({ access_token: 'fresh', token_type: 'bearer' }),
    ),
  ),
  http.get('*/v1/employers/auth/employee', ({ request }) =>
    answer(`GET employee ${request.headers.get('authorization')}`, () =>
      employeeStatus === 200
        ? HttpResponse.json(employeeBody)
        : HttpResponse.json(
            { message: 'Unauthenticated.', errors: [] },
            { status: employeeStatus },
          ),
    ),
  ),
  http.get('*/v1/employers/current-subscription', ({ request }) =>
    answer(
      `GET subscription ${request.headers.get('authorization')}`,
      () => new HttpResponse(null, { status: 204 }),
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  release();
  hold = null;
  started.length = 0;
  maxOpen = 0;
  employeeStatus = 200;
  employeeBody = employee;
  refreshFails = false;
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const storeWithToken = (token: string | null) =>
  makeTestStore({
    auth: initialAuthState(token),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });

it('refreshes, then loads the employee and the subscription at the same time with the new token', async () => {
  hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const store = storeWithToken('stored');
  const check = store.dispatch(initializeSession()).unwrap();
  // Both are asked while neither has been answered (one after the other, the second would
  // never start while the first is held).
  await waitFor(() =>
    expect(started.slice(1).sort()).toEqual([
      'GET employee Bearer fresh',
      'GET subscription Bearer fresh',
    ]),
  );
  expect(open).toBe(2);
  release();
  await expect(check).resolves.toBe(true);
  expect(started[0]).toBe('GET refresh');
  expect(maxOpen).toBe(2);
  expect(store.getState().auth).toMatchObject({ status: 'authenticated', token: 'fresh' });
  // The guard's query is answered by that request: no third one.
  const guard = store.dispatch(subscriptionApi.endpoints.getCurrentSubscription.initiate());
  await expect(guard.unwrap()).resolves.toBeNull();
  guard.unsubscribe();
  expect(started).toHaveLength(3);
});

it('clears the session when the employee cannot be loaded', async () => {
  employeeStatus = 401;
  const store = storeWithToken('stored');
  await expect(store.dispatch(initializeSession()).unwrap()).resolves.toBe(false);
  expect(store.getState().auth).toMatchObject({ status: 'anonymous', token: null, user: null });
});

it('asks nothing without a stored token', async () => {
  const store = storeWithToken(null);
  expect(store.getState().auth.status).toBe('anonymous');
  await expect(store.dispatch(initializeSession()).unwrap()).resolves.toBe(false);
  expect(started).toEqual([]);
});

/** Runs `request` to the end on Jest's fake clock (the base query's retries back off). */
async function settle<T>(request: Promise<T>): Promise<T> {
  let done = false;
  void request.finally(() => {
    done = true;
  });
  while (!done) await jest.advanceTimersByTimeAsync(250);
  return request;
}

it('clears the session when the employee comes without uuid', async () => {
  employeeBody = { ...employee, uuid: '' };
  const store = storeWithToken('stored');
  await expect(store.dispatch(initializeSession()).unwrap()).resolves.toBe(false);
  expect(store.getState().auth).toMatchObject({ status: 'anonymous', token: null });
});

it('keeps the token when the employee answers 503 after its retries, and the next check signs in', async () => {
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  employeeStatus = 503;
  const store = storeWithToken('stored');
  await expect(settle(store.dispatch(initializeSession()).unwrap())).resolves.toBe(false);
  expect(started.filter((line) => line.startsWith('GET employee'))).toHaveLength(3);
  expect(store.getState().auth).toMatchObject({
    status: 'unknown',
    token: 'fresh',
    unreachable: true,
  });
  employeeStatus = 200;
  await expect(settle(store.dispatch(initializeSession()).unwrap())).resolves.toBe(true);
  expect(store.getState().auth).toMatchObject({
    status: 'authenticated',
    unreachable: false,
    user: { uuid: 'e-1' },
  });
});

it('keeps the token when the refresh meets a network error, and never retries the refresh by itself', async () => {
  jest.useFakeTimers();
  refreshFails = true;
  const store = storeWithToken('stored');
  await expect(settle(store.dispatch(initializeSession()).unwrap())).resolves.toBe(false);
  expect(started).toEqual(['GET refresh']);
  expect(store.getState().auth).toMatchObject({
    status: 'unknown',
    token: 'stored',
    unreachable: true,
  });
});
