/**
 * The start-up check (SPEC §4; issue #7 point 4): refresh first, then the employee and the
 * current subscription side by side — the sign-up guard reads the subscription next, so a
 * guarded screen waits one round trip less — and a failed check clears the session.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initializeSession } from '../../../src/features/auth/session';
import { makeStore } from '../../../src/store';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { subscriptionApi } from '../../../src/api/subscriptionApi';

/** Requests as `METHOD path`, in the order they started; `open` those not answered yet. */
const started: string[] = [];
let open = 0;
let maxOpen = 0;
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
  await new Promise((resolve) => setTimeout(resolve, 20));
  open -= 1;
  return respond();
}
let employeeStatus = 200;
const server = setupServer(
  http.get('*/v1/employers/auth/refresh', () =>
    answer('GET refresh', () => HttpResponse.json({ access_token: 'fresh', token_type: 'bearer' })),
  ),
  http.get('*/v1/employers/auth/employee', ({ request }) =>
    answer(`GET employee ${request.headers.get('authorization')}`, () =>
      employeeStatus === 200
        ? HttpResponse.json(employee)
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
  started.length = 0;
  maxOpen = 0;
  employeeStatus = 200;
});
afterAll(() => server.close());

const storeWithToken = (token: string | null) =>
  makeStore({
    auth: initialAuthState(token),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });

it('refreshes, then loads the employee and the subscription at the same time with the new token', async () => {
  const store = storeWithToken('stored');
  await expect(store.dispatch(initializeSession()).unwrap()).resolves.toBe(true);
  expect(started[0]).toBe('GET refresh');
  expect(started.slice(1).sort()).toEqual([
    'GET employee Bearer fresh',
    'GET subscription Bearer fresh',
  ]);
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
