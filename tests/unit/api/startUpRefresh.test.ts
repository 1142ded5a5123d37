/**
 * The start-up refresh sent as the entry starts running (src/api/startUpRefresh.ts, issue #20
 * point 6): still the one refresh of SPEC §4 — the start-up check takes its answer instead of
 * sending another — and only for that very request.
 */
import { sendStartUpRefresh, takeStartUpRefresh } from '../../../src/api/startUpRefresh';
import { makeStore } from '../../../src/app/store';
import { env } from '../../../src/env';
import { initializeSession } from '../../../src/features/auth/session';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { demoToken, setupChatsServer } from '../chats/helpers';

const mock = setupChatsServer();
const REFRESH_URL = `${env.apiBaseUrl}/v1/employers/auth/refresh`;

/** `METHOD path Bearer token` of every request the simulated API received, in order. */
const received: string[] = [];
const record = ({ request }: { request: Request }) => {
  received.push(
    `${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`,
  );
};

beforeEach(() => {
  // The jest environment is demo mode (tests/unit/env.mock.ts), where nothing is sent early.
  env.apiMocking = false;
  received.length = 0;
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
  const store = makeStore({
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
