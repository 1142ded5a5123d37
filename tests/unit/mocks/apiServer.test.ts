/**
 * @jest-environment node
 */
/**
 * `npm run api:serve` (issue #7 point 1): the simulated API's handlers behind a real HTTP
 * server on 127.0.0.1 — CORS for the app's origin (preflight, exposed Retry-After), the
 * contract's answers over the network (login, a token-guarded call, 429 with Retry-After),
 * the contract's 404 for unknown paths, a fresh seeded database per start, and its clock moved
 * on through the control endpoint (`POST /__clock`, chaos mode only).
 */
import type { Server } from 'node:http';
import { startApiServer } from '../../../mocks/server';

const ORIGIN = 'http://127.0.0.1:8080';
let server: Server;
let base: string;

beforeAll(async () => {
  const started = await startApiServer({ port: 0, corsOrigin: ORIGIN, replyDelayMs: null });
  server = started.server;
  base = started.url;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function login(): Promise<string> {
  const response = await fetch(`${base}/v1/employers/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ email: 'demo@hireline.test', password: 'Password123!' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  return ((await response.json()) as { access_token: string }).access_token;
}

it('answers the CORS preflight for the app origin with the headers the app sends', async () => {
  const response = await fetch(`${base}/v1/employers/subscriptions`, {
    method: 'OPTIONS',
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, idempotency-key, content-type',
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(response.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
  expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
});

it('logs in and serves token-guarded operations from the seeded database', async () => {
  const token = await login();
  const response = await fetch(`${base}/v1/employers/job-openings`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { name: string }[] };
  expect(body.data.length).toBeGreaterThan(0);
});

it('answers 401 without a token, and the contract 404 for unknown paths', async () => {
  expect((await fetch(`${base}/v1/employers/job-openings`)).status).toBe(401);
  const missing = await fetch(`${base}/v1/employers/nothing-here`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ message: expect.any(String), errors: [] });
});

it('sends Retry-After with a 429, readable cross-origin', async () => {
  const register = await fetch(`${base}/v1/employers/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'new@hireline.test', password: 'Password123!' }),
  });
  const { access_token: token } = (await register.json()) as { access_token: string };
  const resend = () =>
    fetch(`${base}/v1/employers/auth/email-verification/resend`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN },
    });
  expect((await resend()).status).toBe(202);
  const limited = await resend();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
});

it('starts every server on a fresh seeded database', async () => {
  const token = await login();
  await fetch(`${base}/v1/employers/current-subscription/cancel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const other = await startApiServer({ port: 0, replyDelayMs: null });
  try {
    const fresh = await fetch(`${other.url}/v1/employers/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hireline.test', password: 'Password123!' }),
    });
    const { access_token: otherToken } = (await fresh.json()) as { access_token: string };
    const subscription = await fetch(`${other.url}/v1/employers/current-subscription`, {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(
      ((await subscription.json()) as { cancel_at_period_end: boolean }).cancel_at_period_end,
    ).toBe(false);
  } finally {
    await new Promise<void>((resolve) => other.server.close(() => resolve()));
  }
});

it('moves its clock on through POST /__clock (chaos mode): a demo reply arrives without waiting', async () => {
  const api = await startApiServer({ port: 0, control: true });
  const call = (path: string, init: RequestInit = {}) => fetch(`${api.url}${path}`, init);
  const advance = (body: unknown) =>
    call('/__clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    const signIn = await call('/v1/employers/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hireline.test', password: 'Password123!' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const inbox = await call('/v1/employers/chats?status=unlocked', { headers: auth });
    const chatId = ((await inbox.json()) as { data: { id: number }[] }).data[0].id;
    const sent = await call(`/v1/employers/chat/${chatId}/free-messages`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ chat_id: chatId, body: 'Can you start on Monday?' }),
    });
    expect(sent.status).toBe(201);
    const lastSender = async () => {
      const thread = await call(`/v1/employers/chat/${chatId}/messages`, { headers: auth });
      return ((await thread.json()) as { data: { sender: string }[] }).data.at(-1)?.sender;
    };
    expect(await lastSender()).toBe('employer');

    // The demo candidate answers a question 20–90 s later: 90 s of the server's time pass at once.
    const moved = await advance({ advance_ms: 90_000 });
    expect(moved.status).toBe(200);
    const state = (await moved.json()) as { now: string; offset_ms: number };
    expect(state.offset_ms).toBe(90_000);
    expect(Date.parse(state.now) - Date.now()).toBeGreaterThan(85_000);
    expect(await lastSender()).toBe('candidate');

    expect(await (await call('/__clock')).json()).toMatchObject({ offset_ms: 90_000 });
    expect((await advance({ advance_ms: -1 })).status).toBe(422);
    expect((await advance({ advance_ms: 1.5 })).status).toBe(422);
    expect((await call('/__clock', { method: 'PUT' })).status).toBe(405);
    api.advanceClock(10_000);
    expect(await (await call('/__clock')).json()).toMatchObject({ offset_ms: 100_000 });
  } finally {
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
  }
});

it('has no clock control outside chaos mode', async () => {
  const api = await startApiServer({ port: 0, replyDelayMs: null });
  try {
    expect((await fetch(`${api.url}/__clock`)).status).toBe(404);
  } finally {
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
  }
});
