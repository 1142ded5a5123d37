/**
 * The one direction between src/store and src/api (DESIGN.md "Layers"; issue #20 point 3):
 * the api imports nothing from the store, and the store follows the api — a 401 on an
 * authenticated call (the base query's `sessionRejected`) ends the session like a logout, and
 * the employee answered by `verifyEmail` and the company answered by `updateCompany` replace
 * the current ones (the auth slice matches those endpoints). Real store, MSW answers.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authApi } from '../../../src/api/authApi';
import { abortRequestsInFlight, api } from '../../../src/api/baseApi';
import { companyApi } from '../../../src/api/companyApi';
import { sessionRejected } from '../../../src/api/session';
import { makeTestStore } from '../testStore';
import { company, employeeWith } from './fixtures';
import { userLoaded } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { messageQueued } from '../../../src/store/outboxSlice';
import { STORAGE_KEYS } from '../../../src/store/storage';
import { initialThemeState } from '../../../src/store/themeSlice';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    apiToStoreProbe: build.query<{ ok: boolean }, void>({ query: () => '/v1/api-to-store' }),
  }),
});

const employee = employeeWith({ email_verified_at: null, company });

const NOW_ISO = '2025-05-03T09:00:00Z';
let probeStatus = 200;
const server = setupServer(
  http.get('*/v1/api-to-store', () =>
    probeStatus === 200
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ message: 'Unauthenticated.', errors: [] }, { status: probeStatus }),
  ),
  http.post('*/v1/employers/auth/email-verification', () =>
    HttpResponse.json({ ...employee, email_verified_at: '2025-05-03T09:00:00Z' }),
  ),
  http.put('*/v1/employers/companies/:id', async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json({ ...company, name });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  abortRequestsInFlight();
  localStorage.clear();
  probeStatus = 200;
});
afterAll(() => server.close());

/** A signed-in store: token `t1` (also in localStorage), the employee loaded. */
function signedIn() {
  localStorage.setItem(STORAGE_KEYS.token, 't1');
  const store = makeTestStore({
    auth: { status: 'unknown', token: 't1', user: null },
    theme: initialThemeState(null),
    language: initialLanguageState('en'),
  });
  store.dispatch(userLoaded(employee));
  return store;
}

it('ends the session on a 401 of an authenticated call: token, user and the outbox in memory go', async () => {
  const store = signedIn();
  store.dispatch(
    messageQueued({ key: 'k1', chatId: 7, kind: 'free', body: 'Hello', createdAt: NOW_ISO }),
  );
  expect(store.getState().outbox.entries).toHaveLength(1);
  probeStatus = 401;
  const result = await store.dispatch(probe.endpoints.apiToStoreProbe.initiate());
  expect(result.error).toMatchObject({ status: 401 });
  expect(store.getState().auth).toEqual({
    status: 'anonymous',
    token: null,
    user: null,
    unreachable: false,
  });
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(store.getState().outbox.entries).toEqual([]);
});

it('dispatches the api’s own sessionRejected action, which the auth slice handles', () => {
  const store = signedIn();
  expect(store.getState().auth.status).toBe('authenticated');
  store.dispatch(sessionRejected());
  expect(sessionRejected.type).toBe('api/sessionRejected');
  expect(store.getState().auth).toMatchObject({ status: 'anonymous', token: null, user: null });
});

it('keeps the session on a 401 of a call that needs no token (wrong credentials)', async () => {
  const store = signedIn();
  server.use(
    http.post('*/v1/employers/auth/login', () =>
      HttpResponse.json({ message: 'Invalid credentials.', errors: [] }, { status: 401 }),
    ),
  );
  const result = await store.dispatch(
    authApi.endpoints.login.initiate({ email: 'sarah@example.com', password: 'wrong' }),
  );
  expect(result.error).toMatchObject({ status: 401 });
  expect(store.getState().auth).toMatchObject({ status: 'authenticated', token: 't1' });
});

it('replaces the current user with the employee verifyEmail answers', async () => {
  const store = signedIn();
  expect(store.getState().auth.user?.email_verified_at).toBeNull();
  await store.dispatch(authApi.endpoints.verifyEmail.initiate({ code: '123456' })).unwrap();
  expect(store.getState().auth.user?.email_verified_at).toBe('2025-05-03T09:00:00Z');
});

it('replaces the current user’s company with the company updateCompany answers', async () => {
  const store = signedIn();
  await store
    .dispatch(
      companyApi.endpoints.updateCompany.initiate({
        id: company.id,
        name: 'Lone Star Freight LLC',
        phone_number: '7135550100',
        state_id: 10,
        city_id: 100,
        company_size_id: 2,
        company_industry_id: 3,
        customer_since: '2024-01-01',
      }),
    )
    .unwrap();
  expect(store.getState().auth.user?.company).toMatchObject({
    id: 42,
    name: 'Lone Star Freight LLC',
  });
});
