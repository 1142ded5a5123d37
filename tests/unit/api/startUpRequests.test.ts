/**
 * The start-up requests sent by the start-up script while the entry downloads
 * (src/api/startUpRequests.ts, issue #20 point 6): still the one refresh of SPEC §4 and the
 * app's own first calls — the app takes their answers instead of sending them again — and only
 * for those very requests, while fresh.
 */
import {
  sendStartUpRequests as sendStartUpRefresh,
  START_UP_ANSWER_MAX_AGE_MS,
  startUpCallsSent,
  startUpRefreshSent,
  takeStartUpResponse as takeStartUpRefresh,
} from '../../../src/api/startUpRequests';
import { waitFor } from '@testing-library/react';
import { startRoute } from '../../../src/app/AppRoutes';
import { startUpCalls } from '../../../src/app/routeChunks';
import { makeTestStore } from '../testStore';
import { env } from '../../../src/env';
import { initializeSession } from '../../../src/features/auth/session';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { demoToken, requestLine, setupChatsServer } from '../chats/helpers';

const mock = setupChatsServer();
const REFRESH_URL = `${env.apiBaseUrl}/v1/employers/auth/refresh`;

/** `METHOD path?query Bearer token` of every request the simulated API received, in order. */
const received: string[] = [];
const record = ({ request }: { request: Request }) => received.push(requestLine(request));

beforeEach(() => {
  // The jest environment is demo mode (tests/unit/env.mock.ts), where nothing is sent early.
  env.apiMocking = false;
  received.length = 0;
  // The page's token is the stored one (src/app/startUp.ts reads it); none is left over from
  // another test (issue #29: the start-up refresh goes out with the token stored now).
  localStorage.clear();
  mock.current.server.events.on('request:start', record);
});
afterEach(() => {
  env.apiMocking = true;
  mock.current.server.events.removeAllListeners();
});

function refreshRequest(token: string, init: RequestInit = {}) {
  return new Request(REFRESH_URL, { ...init, headers: { Authorization: `Bearer ${token}` } });
}

it('sends one GET with the bearer token and the language, whose answer the same request takes once', async () => {
  const token = await demoToken();
  received.length = 0;
  sendStartUpRefresh(token, 'es');
  const other = takeStartUpRefresh(refreshRequest('another-token'));
  expect(other).toBeUndefined();
  const answer = await takeStartUpRefresh(refreshRequest(token));
  expect(answer?.status).toBe(200);
  expect(((await answer?.json()) as { access_token: string }).access_token).toEqual(
    expect.any(String),
  );
  expect(takeStartUpRefresh(refreshRequest(token))).toBeUndefined();
  expect(received).toEqual([`GET /v1/employers/auth/refresh Bearer ${token}`]);
});

it('rejects with the reason of the taking request’s signal when it aborts first (a timeout)', async () => {
  sendStartUpRefresh('some-token', 'en');
  const controller = new AbortController();
  const answer = takeStartUpRefresh(refreshRequest('some-token', { signal: controller.signal }));
  const reason = new DOMException('timed out', 'TimeoutError');
  controller.abort(reason);
  await expect(answer).rejects.toBe(reason);
});

it('tells when the refresh is on the wire: after its fetch, before its answer; at once when none is sent', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  let answered = false;
  try {
    // Sent once the cross-tab lock is granted: in a browser, in a task after this one.
    const calls = sendStartUpRefresh('made-up-token', 'en', ['/v1/employers/auth/employee']);
    void calls.then(() => {
      answered = true;
    });
    await startUpRefreshSent();
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toEqual([REFRESH_URL]);
    // The answer (a 401 for this made-up token) has not been read yet.
    expect(answered).toBe(false);
    await calls;
    fetchSpy.mockClear();
    sendStartUpRefresh(null, 'en');
    await startUpRefreshSent();
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    fetchSpy.mockRestore();
  }
});

it('sends nothing without a token, nor in demo mode', () => {
  // A request would start with a `fetch` call, synchronously: none is made.
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  try {
    sendStartUpRefresh(null, 'en');
    env.apiMocking = true;
    sendStartUpRefresh('some-token', 'en');
    expect(takeStartUpRefresh(refreshRequest('some-token'))).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    fetchSpy.mockRestore();
  }
});

it('is the start-up check’s one refresh (SPEC §4): the check takes it and goes on to the employee', async () => {
  const stored = await demoToken();
  received.length = 0;
  sendStartUpRefresh(stored, 'en');
  const store = makeTestStore({
    auth: initialAuthState(stored),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  await expect(store.dispatch(initializeSession()).unwrap()).resolves.toBe(true);
  const { token, status } = store.getState().auth;
  expect(status).toBe('authenticated');
  expect(token).not.toBe(stored);
  expect(received.filter((line) => line.includes('/auth/refresh'))).toEqual([
    `GET /v1/employers/auth/refresh Bearer ${stored}`,
  ]);
  expect(received).toContain(`GET /v1/employers/auth/employee Bearer ${token}`);
});

it.each([
  ['/job-openings', '/v1/employers/job-openings?page=1', 'listJobOpenings'],
  ['/inbox', '/v1/employers/chats?per_page=50&page=1', 'listChats'],
])(
  'sends the first calls of %s with the refreshed token, and the app’s start-up takes each: one request apiece',
  async (pathname, firstList, endpointName) => {
    const stored = await demoToken();
    received.length = 0;
    const calls = startUpCalls(pathname, '');
    expect(calls).toEqual([
      '/v1/employers/auth/employee',
      '/v1/employers/current-subscription',
      firstList,
    ]);
    const sent = sendStartUpRefresh(stored, 'en', calls);
    // The start-up script's chunks wait for these calls to be on the wire (src/app/startUpRoute.ts).
    await startUpCallsSent();
    expect(received).toHaveLength(4);
    await sent;
    // All four answered before the app starts (as while the entry downloads on a phone).
    await waitFor(() => expect(received).toHaveLength(4));
    const store = makeTestStore({
      auth: initialAuthState(stored),
      theme: initialThemeState(),
      language: initialLanguageState(),
    });
    const ready = startRoute(store, { pathname, search: '' });
    void store.dispatch(initializeSession());
    await ready;
    const { token, status } = store.getState().auth;
    expect(status).toBe('authenticated');
    // Each of the app's own calls (the same URL, the same token) was one of those four.
    expect(received).toEqual([
      `GET /v1/employers/auth/refresh Bearer ${stored}`,
      ...calls.map((path) => `GET ${path} Bearer ${token}`),
    ]);
    // …and the app has their data: the session, the subscription, the screen's list.
    expect(store.getState().auth.user?.email).toBe('demo@hireline.test');
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => [query?.endpointName, query?.status]).sort()).toEqual([
      ['getCurrentEmployee', 'fulfilled'],
      ['getCurrentSubscription', 'fulfilled'],
      [endpointName, 'fulfilled'],
    ]);
  },
);

it('sends nothing more when the refresh fails', async () => {
  // Resolves once it is known that nothing follows (the refresh answered 401).
  await sendStartUpRefresh('not-a-token', 'en', startUpCalls('/job-openings', ''));
  expect(received).toEqual(['GET /v1/employers/auth/refresh Bearer not-a-token']);
});

it('lets no answer be taken later than START_UP_ANSWER_MAX_AGE_MS after it was sent', async () => {
  const now = jest.spyOn(Date, 'now');
  try {
    sendStartUpRefresh('old-token', 'en');
    now.mockReturnValue(Date.now() + START_UP_ANSWER_MAX_AGE_MS + 1);
    expect(takeStartUpRefresh(refreshRequest('old-token'))).toBeUndefined();
  } finally {
    now.mockRestore();
  }
});

it('asks the screen’s first list only when it is known without the app’s query-string code', () => {
  expect(startUpCalls('/job-openings', '?search=night')).toEqual([
    '/v1/employers/auth/employee',
    '/v1/employers/current-subscription',
  ]);
  expect(startUpCalls('/auth/login', '')).toEqual(['/v1/employers/auth/employee']);
  // The inbox with a chat open asks the same first page; a filter needs the app's code.
  expect(startUpCalls('/inbox', '?chat=12').at(-1)).toBe('/v1/employers/chats?per_page=50&page=1');
  expect(startUpCalls('/inbox', '?unread=1')).toHaveLength(2);
});
