/**
 * Test helpers for the simulated API: a node msw server over a fresh db with a fixed clock,
 * and a small fetch wrapper for `http://localhost/v1/...`.
 */
import type { DbStorage } from '../../../mocks/db';
import { createMockServer, type MockServer, type MockServerOptions } from '../../../mocks/node';

/** The frozen "now" of the mock tests. */
export const NOW = new Date('2025-06-15T12:00:00Z');

/** A started mock server for one test file (listen in beforeAll, close in afterAll). */
export function setupMockServer(options: MockServerOptions = {}): { current: MockServer } {
  const holder = {} as { current: MockServer };
  beforeAll(() => {
    holder.current = createMockServer({ now: NOW, ...options });
    holder.current.server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => holder.current.server.close());
  return holder;
}

/** A JSON body whose shape the test asserts at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by expect()
export type Json = any;

/** A parsed response. */
export interface ApiResult<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the simulated API. */
export async function api<T = Json>(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    lang?: string;
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.lang) headers['Accept-Language'] = init.lang;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`http://localhost${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** Logs in and returns the access token. */
export async function login(email: string, password = 'Password123!'): Promise<string> {
  const res = await api('/v1/employers/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.access_token as string;
}

/** An in-memory Storage for the demo database's snapshots (`data`: its items by key). */
export function memoryStorage(): DbStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
