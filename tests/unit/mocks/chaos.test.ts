/**
 * @jest-environment node
 */
/**
 * Network faults of `npm run api:serve -- --chaos RATE` (issue #7 point 7): the seeded
 * decision (`mocks/chaos.ts`), the command line, and each kind of fault against a real
 * started server — `unavailable` (503 before the handler), `lost_response` (the handler
 * runs, the answer is lost), `reset` (nothing runs), `slow` — switched at run time through
 * the programmatic API and the control endpoint `/__chaos`, with the request log.
 */
import {
  CHAOS_KINDS,
  ChaosConfigError,
  createChaos,
  parseChaosArgs,
  type ChaosKind,
  type ChaosRecord,
  type ChaosRequest,
} from '../../../mocks/chaos';
import { main, startApiServer, type ApiServer } from '../../../mocks/server';

const ORIGIN = 'http://127.0.0.1:8080';
const PASSWORD = 'Password123!';

/** 200 requests: GETs and POSTs over /v1 paths, and a few outside /v1. */
const REQUESTS: ChaosRequest[] = Array.from({ length: 200 }, (_, i) => ({
  method: i % 3 === 0 ? 'POST' : 'GET',
  path: i % 7 === 0 ? '/health' : `/v1/employers/job-openings/${i}`,
}));

function faults(seed: number, rate: number, requests = REQUESTS): (ChaosKind | null)[] {
  const chaos = createChaos({ seed, rate });
  return requests.map((r) => chaos.decide(r));
}

describe('the decision', () => {
  it('is the same for the same seed and request sequence, and another for another seed', () => {
    expect(faults(42, 0.3)).toEqual(faults(42, 0.3));
    expect(faults(43, 0.3)).not.toEqual(faults(42, 0.3));
    const failed = faults(42, 0.3).filter(Boolean).length;
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(80);
  });

  it('fails none at rate 0, every eligible request at rate 1, more at a higher rate', () => {
    expect(faults(7, 0).every((f) => f === null)).toBe(true);
    const all = faults(7, 1);
    REQUESTS.forEach((r, i) => expect(all[i] === null).toBe(r.path === '/health'));
    expect(new Set(all.filter(Boolean))).toEqual(new Set(CHAOS_KINDS));
    const low = faults(7, 0.2);
    const high = faults(7, 0.6);
    low.forEach((f, i) => {
      if (f) expect(high[i]).toBe(f);
    });
  });

  it('never fails a preflight; methods, paths and kinds narrow it', () => {
    const chaos = createChaos({ rate: 1, methods: ['post'] as never, kinds: ['reset'] });
    expect(chaos.decide({ method: 'OPTIONS', path: '/v1/employers/auth/login' })).toBeNull();
    expect(chaos.decide({ method: 'GET', path: '/v1/employers/job-openings' })).toBeNull();
    expect(chaos.decide({ method: 'post', path: '/v1/employers/auth/login' })).toBe('reset');
    chaos.set({ paths: '^/v1/employers/chat/' });
    expect(chaos.decide({ method: 'POST', path: '/v1/employers/auth/login' })).toBeNull();
    expect(chaos.decide({ method: 'POST', path: '/v1/employers/chat/3/messages' })).toBe('reset');
  });

  it('stops after `limit` faults, and setting the limit again restarts the count', () => {
    const chaos = createChaos({ rate: 1, kinds: ['lost_response'], limit: 1 });
    const post = { method: 'POST', path: '/v1/employers/chat/3/unlock' };
    expect(chaos.decide(post)).toBe('lost_response');
    expect(chaos.decide(post)).toBeNull();
    expect(chaos.decide(post)).toBeNull();
    chaos.set({ limit: 2 });
    expect([chaos.decide(post), chaos.decide(post), chaos.decide(post)]).toEqual([
      'lost_response',
      'lost_response',
      null,
    ]);
    chaos.set({ limit: null });
    expect(chaos.decide(post)).toBe('lost_response');
    expect(() => chaos.set({ limit: -1 })).toThrow('limit must be null or an integer');
  });

  it('is not shifted by requests outside the filters', () => {
    const posts = REQUESTS.filter((r) => r.method === 'POST');
    const onlyPosts = createChaos({ seed: 5, rate: 0.5, methods: ['POST'] });
    const mixed = createChaos({ seed: 5, rate: 0.5, methods: ['POST'] });
    const expected = posts.map((r) => onlyPosts.decide(r));
    const got = REQUESTS.map((r) => mixed.decide(r)).filter(
      (_, i) => REQUESTS[i].method === 'POST',
    );
    expect(got).toEqual(expected);
  });

  it('restarts its sequence when the seed is set, and rejects an invalid change whole', () => {
    const chaos = createChaos({ seed: 9, rate: 0.5 });
    const first = REQUESTS.map((r) => chaos.decide(r));
    chaos.set({ seed: 9 });
    expect(REQUESTS.map((r) => chaos.decide(r))).toEqual(first);
    expect(() => chaos.set({ rate: 2, kinds: [] })).toThrow(ChaosConfigError);
    expect(() => chaos.set({ paths: '(' })).toThrow(ChaosConfigError);
    expect(() => chaos.set({ rat: 1 } as never)).toThrow(/unknown field "rat"/);
    expect(chaos.config()).toMatchObject({
      seed: 9,
      rate: 0.5,
      kinds: CHAOS_KINDS,
      paths: '^/v1/',
    });
  });
});

describe('the command line', () => {
  it('reads the flags, and their variables when a flag is absent', () => {
    expect(
      parseChaosArgs(
        [
          '--chaos',
          '0.3',
          '--chaos-kinds',
          'unavailable,lost_response',
          '--chaos-seed=42',
          '--chaos-methods',
          'post,PUT',
        ],
        { API_CHAOS_SLOW_MS: '500', API_CHAOS_SEED: '7' },
      ),
    ).toEqual({
      config: {
        rate: 0.3,
        kinds: ['unavailable', 'lost_response'],
        seed: 42,
        methods: ['post', 'PUT'],
        slowMs: 500,
      },
      control: true,
    });
    expect(
      parseChaosArgs([], { API_CHAOS_RATE: '1', API_CHAOS_PATHS: '^/v1/employers/chat' }),
    ).toEqual({ config: { rate: 1, paths: '^/v1/employers/chat' }, control: true });
  });

  it('keeps chaos mode off without any chaos setting; API_CHAOS_CONTROL=1 turns it on', () => {
    expect(parseChaosArgs([], {})).toEqual({ config: {}, control: false });
    expect(parseChaosArgs([], { API_CHAOS_CONTROL: '0' })).toEqual({ config: {}, control: false });
    expect(parseChaosArgs([], { API_CHAOS_CONTROL: '1' })).toEqual({ config: {}, control: true });
    expect(parseChaosArgs(['--chaos-control'], {})).toEqual({ config: {}, control: true });
  });

  it('rejects unknown arguments, missing values and bad values', () => {
    expect(() => parseChaosArgs(['--chaoss', '1'])).toThrow(/unknown argument "--chaoss"/);
    expect(() => parseChaosArgs(['--chaos'])).toThrow(/--chaos needs a value/);
    expect(() => parseChaosArgs(['--chaos', '--chaos-seed', '1'])).toThrow(/needs a value/);
    expect(() => parseChaosArgs(['--chaos', 'lots'])).toThrow(/--chaos \(API_CHAOS_RATE\)/);
    expect(() => parseChaosArgs([], { API_CHAOS_KINDS: 'timeout' })).toThrow(/kinds/);
    expect(() => parseChaosArgs(['--chaos-seed', '1.5'])).toThrow(/integer/);
  });
});

describe('a server in chaos mode', () => {
  let api: ApiServer;
  let emails = 0;

  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      corsOrigin: ORIGIN,
      replyDelayMs: null,
      chaos: { rate: 0, seed: 3 },
    });
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));
  beforeEach(() => {
    api.chaos.set({
      rate: 0,
      kinds: [...CHAOS_KINDS],
      methods: null,
      paths: '^/v1/',
      slowMs: 3000,
    });
    api.chaos.clearLog();
  });

  const newEmail = () => `chaos${(emails += 1)}@hireline.test`;
  const register = (email: string) =>
    fetch(`${api.url}/v1/employers/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({
        name: 'Chaos Tester',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    });
  const login = (email: string) =>
    fetch(`${api.url}/v1/employers/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  const registered = (email: string) => api.db.tables.employees.some((e) => e.email === email);
  const lastRecord = (): ChaosRecord | undefined => api.chaos.log().at(-1);

  it('unavailable: a 503 with the error body, Retry-After and CORS; nothing applied', async () => {
    api.chaos.set({ rate: 1, kinds: ['unavailable'] });
    const email = newEmail();
    const response = await register(email);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service Unavailable', errors: [] });
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(lastRecord()).toMatchObject({ fault: 'unavailable', status: 503 });

    api.chaos.set({ rate: 0 });
    expect((await login(email)).status).toBe(401);
    expect(registered(email)).toBe(false);
  });

  it('lost_response: the request fails, but the change was applied', async () => {
    api.chaos.set({ rate: 1, kinds: ['lost_response'] });
    const email = newEmail();
    await expect(register(email)).rejects.toThrow();
    expect(lastRecord()).toMatchObject({
      method: 'POST',
      path: '/v1/employers/auth/register',
      fault: 'lost_response',
      status: null,
    });

    api.chaos.set({ rate: 0 });
    expect((await login(email)).status).toBe(200);
    expect((await register(email)).status).toBe(422); // the e-mail is taken
  });

  it('reset: the request fails and nothing was applied', async () => {
    api.chaos.set({ rate: 1, kinds: ['reset'] });
    const email = newEmail();
    await expect(register(email)).rejects.toThrow();
    expect(lastRecord()).toMatchObject({ fault: 'reset', status: null });

    api.chaos.set({ rate: 0 });
    expect((await login(email)).status).toBe(401);
    expect(registered(email)).toBe(false);
  });

  it('slow: waits slowMs, then answers normally', async () => {
    api.chaos.set({ rate: 1, kinds: ['slow'], slowMs: 50 });
    const email = newEmail();
    const response = await register(email);
    expect(response.status).toBe(201);
    expect(lastRecord()).toMatchObject({ fault: 'slow', status: 201 });
    expect(registered(email)).toBe(true);
  });

  it('never faults a preflight, nor a path or method outside the filters', async () => {
    api.chaos.set({ rate: 1, kinds: ['reset'], methods: ['POST'] });
    const preflight = await fetch(`${api.url}/v1/employers/auth/register`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect((await fetch(`${api.url}/v1/employers/job-openings`)).status).toBe(401);
    expect(api.chaos.log().map((r) => [r.method, r.fault, r.status])).toEqual([
      ['OPTIONS', null, 204],
      ['GET', null, 401],
    ]);
  });

  it('logs every request with its method, path, Idempotency-Key, fault and status', async () => {
    const seen = await login('demo@hireline.test');
    const { access_token: token } = (await seen.json()) as { access_token: string };
    api.chaos.set({ rate: 1, kinds: ['unavailable'], paths: '^/v1/employers/subscriptions' });
    const subscribe = await fetch(`${api.url}/v1/employers/subscriptions?x=1`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'key-123',
      },
      body: '{}',
    });
    expect(subscribe.status).toBe(503);
    const log = api.chaos.log();
    expect(log).toEqual([
      {
        seq: expect.any(Number),
        method: 'POST',
        path: '/v1/employers/auth/login',
        idempotencyKey: null,
        fault: null,
        status: 200,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      {
        seq: log[0].seq + 1,
        method: 'POST',
        path: '/v1/employers/subscriptions',
        idempotencyKey: 'key-123',
        fault: 'unavailable',
        status: 503,
        at: expect.any(String),
      },
    ]);
    expect(api.chaos.log(log[0].seq)).toEqual([log[1]]);
  });

  it('is switched at run time through the control endpoint', async () => {
    const control = (path: string, init?: RequestInit) => fetch(`${api.url}/__chaos${path}`, init);
    const put = (body: string) =>
      control('', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });

    const on = await put(JSON.stringify({ rate: 1, kinds: ['unavailable'], methods: ['GET'] }));
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ rate: 1, kinds: ['unavailable'], methods: ['GET'] });
    expect(await (await control('')).json()).toMatchObject({ rate: 1, seed: 3, slowMs: 3000 });
    expect((await fetch(`${api.url}/v1/employers/job-openings`)).status).toBe(503);
    expect((await login('demo@hireline.test')).status).toBe(200); // POST: not in methods

    const invalid = await put(JSON.stringify({ rate: 2, kind: 'reset' }));
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: string[] }).errors).toHaveLength(2);
    expect((await put('not json')).status).toBe(422);

    expect((await put('{"rate":0}')).status).toBe(200);
    expect((await fetch(`${api.url}/v1/employers/job-openings`)).status).toBe(401);

    const log = (await (await control('/log')).json()) as { data: ChaosRecord[] };
    expect(log.data.map((r) => [r.method, r.fault, r.status])).toEqual([
      ['GET', 'unavailable', 503],
      ['POST', null, 200],
      ['GET', null, 401],
    ]);
    const since = await control(`/log?since=${log.data[1].seq}`);
    expect(((await since.json()) as { data: ChaosRecord[] }).data).toEqual([log.data[2]]);
    expect((await control('/log', { method: 'DELETE' })).status).toBe(204);
    expect(await (await control('/log')).json()).toEqual({ data: [] });
    expect((await control('/log', { method: 'PUT' })).status).toBe(405);
  });
});

it('has no control endpoint outside chaos mode', async () => {
  const api = await startApiServer({ port: 0, replyDelayMs: null });
  try {
    expect((await fetch(`${api.url}/__chaos`)).status).toBe(404);
    expect((await fetch(`${api.url}/__chaos/log`)).status).toBe(404);
    // The programmatic switch still works (jest tests without the endpoint).
    api.chaos.set({ rate: 1, kinds: ['unavailable'] });
    expect((await fetch(`${api.url}/v1/employers/job-openings`)).status).toBe(503);
  } finally {
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
  }
});

it('starts from the command line (npm run api:serve -- --chaos 1 …) in chaos mode', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const api = await main({ API_PORT: '0', API_CHAOS_SEED: '4' }, [
    '--chaos',
    '1',
    '--chaos-kinds=unavailable',
  ]);
  try {
    expect(info.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
      /chaos: rate 1, kinds unavailable, .*seed 4.*control at http:\/\/127\.0\.0\.1:\d+\/__chaos/,
    );
    expect((await fetch(`${api.url}/v1/employers/job-openings`)).status).toBe(503);
    const config = await fetch(`${api.url}/__chaos`);
    expect(config.headers.get('connection')).toBe('close');
    expect(await config.json()).toMatchObject({ rate: 1, kinds: ['unavailable'], seed: 4 });
  } finally {
    info.mockRestore();
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
  }
});
