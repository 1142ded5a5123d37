/**
 * @jest-environment node
 */
/**
 * `npm run api:serve` (issue #7 point 1): the simulated API's handlers behind a real HTTP
 * server on 127.0.0.1 — CORS for the app's origin (preflight, exposed Retry-After), the
 * contract's answers over the network (login, a token-guarded call, 429 with Retry-After),
 * the contract's 404 for unknown paths, and a fresh seeded database per start.
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
