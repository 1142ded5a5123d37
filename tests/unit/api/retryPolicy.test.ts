/**
 * The one retry policy of the base query (issue #18 point 3; src/api/baseApi.ts
 * `RETRY_POLICY`): queries and keyed mutations retry network errors, 502/503/504 and 429
 * (after `Retry-After`) with exponential backoff and jitter, at most 3 attempts; 4xx are
 * final; unkeyed mutations and the refresh call are never repeated by themselves; a request
 * that needs a bearer never leaves without one. Timers are Jest's fake ones: no test waits.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authApi } from '../../../src/api/authApi';
import { abortRequestsInFlight, api, backoffDelayMs, RETRY_POLICY } from '../../../src/api/baseApi';
import { parseRetryAfter } from '../../../src/api/errors';
import { makeTestStore } from '../testStore';
import { notificationForAction } from '../../../src/store/apiNotifications';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<{ ok: boolean }, void>({ query: () => '/v1/probe' }),
    probeWrite: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/v1/probe', method: 'POST', body: {} }),
    }),
    probeKeyedWrite: build.mutation<{ ok: boolean }, string>({
      query: (key) => ({
        url: '/v1/probe',
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': key },
      }),
    }),
  }),
});

interface Call {
  method: string;
  key: string | null;
  bearer: string | null;
  at: number;
}
const calls: Call[] = [];
let answers: Array<() => Response> = [];
const server = setupServer(
  http.all('*/v1/probe', ({ request }) => {
    calls.push({
      method: request.method,
      key: request.headers.get('Idempotency-Key'),
      bearer: request.headers.get('Authorization'),
      at: Date.now(),
    });
    return (answers.shift() ?? (() => HttpResponse.json({ ok: true })))();
  }),
  http.get('*/v1/employers/auth/refresh', () => {
    calls.push({ method: 'REFRESH', key: null, bearer: null, at: Date.now() });
    return HttpResponse.json({ message: 'Service Unavailable', errors: [] }, { status: 503 });
  }),
);
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ message: `status ${code}`, errors: [] }, { status: code, headers });
const networkError = () => () => HttpResponse.error();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-05-15T12:00:00Z') });
  // Jitter factor 0.5 + 0.5 = 1: the backoff is exactly 1 s, then 2 s.
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  calls.length = 0;
  answers = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function store(token: string | null = 't') {
  return makeTestStore({
    auth: token ? { ...initialAuthState(token), status: 'authenticated' } : initialAuthState(),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

/** Runs `request` to the end, moving the fake clock through its backoffs. */
async function settle<T>(request: Promise<T>): Promise<T> {
  let done = false;
  void request.finally(() => {
    done = true;
  });
  while (!done) await jest.advanceTimersByTimeAsync(100);
  return request;
}

const offsets = () => calls.map((c) => c.at - calls[0].at);

it('backs off exponentially with jitter: 0.5–1.5 s, then 1–3 s', () => {
  jest.restoreAllMocks();
  expect(backoffDelayMs(1, () => 0)).toBe(500);
  expect(backoffDelayMs(1, () => 0.999)).toBe(1499);
  expect(backoffDelayMs(2, () => 0)).toBe(1000);
  expect(backoffDelayMs(2, () => 0.999)).toBe(2998);
  expect(RETRY_POLICY.maxAttempts).toBe(3);
});

it('retries a GET on 503, 502 and 504 and gives the data of the attempt that succeeds', async () => {
  answers = [status(503), status(502)];
  const result = await settle(store().dispatch(probe.endpoints.probeRead.initiate()));
  expect(result.data).toEqual({ ok: true });
  expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'GET']);
  expect(offsets()).toEqual([0, 1000, 3000]);
  answers = [status(504)];
  calls.length = 0;
  const again = await settle(
    store().dispatch(probe.endpoints.probeRead.initiate(undefined, { forceRefetch: true })),
  );
  expect(again.data).toEqual({ ok: true });
  expect(calls).toHaveLength(2);
});

it('stops after 3 attempts on network errors, with status 0', async () => {
  answers = [networkError(), networkError(), networkError(), networkError()];
  const result = await settle(store().dispatch(probe.endpoints.probeRead.initiate()));
  expect(calls).toHaveLength(3);
  expect(result.error).toMatchObject({ status: 0 });
});

it('waits Retry-After on a 429 before the retry, and gives up when it is longer than 5 s', async () => {
  answers = [status(429, { 'Retry-After': '2' })];
  const result = await settle(store().dispatch(probe.endpoints.probeRead.initiate()));
  expect(result.data).toEqual({ ok: true });
  expect(offsets()).toEqual([0, 2000]);

  calls.length = 0;
  answers = [status(429, { 'Retry-After': '7' })];
  const limited = await settle(
    store().dispatch(probe.endpoints.probeRead.initiate(undefined, { forceRefetch: true })),
  );
  expect(calls).toHaveLength(1);
  expect(limited.error).toMatchObject({ status: 429, retryAfter: 7 });
});

it('treats every other 4xx as final', async () => {
  for (const code of [400, 403, 404, 409, 422]) {
    calls.length = 0;
    answers = [status(code)];
    const result = await settle(
      store().dispatch(probe.endpoints.probeRead.initiate(undefined, { forceRefetch: true })),
    );
    expect(calls).toHaveLength(1);
    expect(result.error).toMatchObject({ status: code });
  }
});

it('retries a keyed mutation with the same Idempotency-Key, never an unkeyed one', async () => {
  answers = [networkError(), status(503)];
  const keyed = await settle(
    store().dispatch(probe.endpoints.probeKeyedWrite.initiate('key-0001-abcd')),
  );
  expect(keyed).toMatchObject({ data: { ok: true } });
  expect(calls.map((c) => c.key)).toEqual(['key-0001-abcd', 'key-0001-abcd', 'key-0001-abcd']);

  calls.length = 0;
  answers = [status(503)];
  const unkeyed = await settle(store().dispatch(probe.endpoints.probeWrite.initiate()));
  expect(calls).toHaveLength(1);
  expect(unkeyed).toMatchObject({ error: { status: 503 } });
});

it('never retries the refresh call by itself (SPEC §4)', async () => {
  const result = await settle(store().dispatch(authApi.endpoints.refreshToken.initiate()));
  expect(calls.map((c) => c.method)).toEqual(['REFRESH']);
  expect(result).toMatchObject({ error: { status: 503 } });
});

it('sends no request that needs a bearer when there is no token', async () => {
  const result = await settle(store(null).dispatch(probe.endpoints.probeRead.initiate()));
  expect(calls).toHaveLength(0);
  expect(result.error).toMatchObject({ status: 401 });
});

it('keeps the status of an error page that is not JSON (a proxy’s 502)', async () => {
  answers = [
    () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }),
    () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }),
    () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }),
  ];
  const result = await settle(store().dispatch(probe.endpoints.probeRead.initiate()));
  expect(calls).toHaveLength(3);
  expect(result.error).toMatchObject({ status: 502 });
});

it('tells, in the interface language, when to try a mutation again after a 429 or a 503', () => {
  for (const code of [429, 503]) {
    const notification = notificationForAction({
      type: 'api/executeMutation/rejected',
      payload: { status: code, message: 'Too many attempts.', errors: [], retryAfter: 42 },
      meta: {
        arg: { endpointName: 'probeWrite', type: 'mutation' },
        rejectedWithValue: true,
        requestId: 'r',
        requestStatus: 'rejected',
      },
      error: { message: 'Rejected' },
    });
    expect(notification).toEqual({
      kind: 'error',
      summary: expect.objectContaining({
        id: code === 429 ? 'common.error.rateLimited' : 'common.error.unavailable',
      }),
      detail: expect.objectContaining({ id: 'common.error.retryIn', values: { seconds: 42 } }),
    });
  }
});

it('drops the requests in flight when they are aborted (logout): no retry, no notification', async () => {
  // An answer that never comes.
  answers = [() => new Promise<Response>(() => undefined) as never];
  const request = store().dispatch(probe.endpoints.probeKeyedWrite.initiate('key-abort-0001'));
  await jest.advanceTimersByTimeAsync(10);
  expect(calls).toHaveLength(1);
  abortRequestsInFlight();
  const result = await settle(request);
  expect(result).toMatchObject({ error: { aborted: true } });
  expect(calls).toHaveLength(1);
  expect(
    notificationForAction({
      type: 'api/executeMutation/rejected',
      payload: (result as { error: unknown }).error,
      meta: {
        arg: { endpointName: 'probeKeyedWrite', type: 'mutation' },
        rejectedWithValue: true,
        requestId: 'r',
        requestStatus: 'rejected',
      },
      error: { message: 'Rejected' },
    }),
  ).toBeNull();
});

it('reads Retry-After as seconds or as an HTTP date', () => {
  expect(parseRetryAfter('42')).toBe(42);
  expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('2015-10-21T07:28:00Z'))).toBe(
    10,
  );
  expect(parseRetryAfter(null)).toBeUndefined();
  expect(parseRetryAfter('soon')).toBeUndefined();
});
