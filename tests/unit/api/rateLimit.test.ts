/**
 * Rate limits (contract "Rate limits"; issue #7 point 6): a GET answered 429 waits its
 * `Retry-After` and is retried once; a mutation answered 429 is not repeated and its toast
 * says, in the interface language, when to try again; `Retry-After` dates and seconds parse.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from '../../../src/api/baseApi';
import { parseRetryAfter } from '../../../src/api/errors';
import { makeStore } from '../../../src/store';
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
  }),
});

const calls: string[] = [];
let answers: Array<() => Response> = [];
const server = setupServer(
  http.all('*/v1/probe', ({ request }) => {
    calls.push(request.method);
    return (answers.shift() ?? (() => HttpResponse.json({ ok: true })))();
  }),
);
const limited = (seconds: string) => () =>
  HttpResponse.json(
    { message: 'Too many attempts.', errors: [] },
    { status: 429, headers: { 'Retry-After': seconds } },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  answers = [];
  jest.useRealTimers();
});
afterAll(() => server.close());

function store() {
  return makeStore({
    auth: { ...initialAuthState('t'), status: 'authenticated' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

it('retries a GET once after Retry-After', async () => {
  answers = [limited('1')];
  const started = Date.now();
  const result = await store().dispatch(probe.endpoints.probeRead.initiate());
  expect(result.data).toEqual({ ok: true });
  expect(calls).toEqual(['GET', 'GET']);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
});

it('gives up after one retry', async () => {
  answers = [limited('0'), limited('7')];
  const result = await store().dispatch(probe.endpoints.probeRead.initiate());
  expect(calls).toEqual(['GET', 'GET']);
  expect(result.error).toMatchObject({ status: 429, retryAfter: 7 });
});

it('never repeats a mutation, and tells when to try again', async () => {
  answers = [limited('42')];
  const s = store();
  const result = await s.dispatch(probe.endpoints.probeWrite.initiate());
  expect(calls).toEqual(['POST']);
  expect(result).toMatchObject({ error: { status: 429, retryAfter: 42 } });
  const notification = notificationForAction({
    type: 'api/executeMutation/rejected',
    payload: { status: 429, message: 'Too many attempts.', errors: [], retryAfter: 42 },
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
    summary: { id: 'common.error.rateLimited' },
    detail: { id: 'common.error.retryIn', values: { seconds: 42 } },
  });
});

it('reads Retry-After as seconds or as an HTTP date', () => {
  expect(parseRetryAfter('42')).toBe(42);
  expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('2015-10-21T07:28:00Z'))).toBe(
    10,
  );
  expect(parseRetryAfter(null)).toBeUndefined();
  expect(parseRetryAfter('soon')).toBeUndefined();
});
