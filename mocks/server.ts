/**
 * The simulated employers API as a real HTTP server (DESIGN.md "a third way to run it";
 * issue #7 point 1): the same handlers and database code as the demo's service worker, behind
 * `node:http` on 127.0.0.1, with CORS for the app's origin. A fresh seeded in-memory database
 * per start. `npm run api:serve` builds and starts it.
 *
 * Environment: `API_PORT` (default 8787), `API_HOST` (default 127.0.0.1), `API_CORS_ORIGIN`
 * (the app's origin allowed by CORS, e.g. `http://127.0.0.1:8080`; default `*`),
 * `API_DELAY_MS` (latency per response in ms, default 0).
 *
 * Network faults (issue #7 point 7, `mocks/chaos.ts`): `npm run api:serve -- --chaos RATE`
 * (and `--chaos-kinds`, `--chaos-seed`, `--chaos-methods`, `--chaos-paths`,
 * `--chaos-slow-ms`, or their `API_CHAOS_*` variables) fails that share of the `/v1` requests.
 * Chaos mode (any of these given, or `API_CHAOS_CONTROL=1`) also serves control endpoints
 * outside `/v1`, for tests:
 * - `GET /__chaos`: the configuration (`ChaosConfig`);
 * - `PUT /__chaos`: merges a partial configuration (JSON; `{"rate":0}` switches faults off),
 *   answers the new one, or a 422 `{message, errors}` naming the invalid fields;
 * - `GET /__chaos/log[?since=SEQ]`: `{data: ChaosRecord[]}`, every request seen (preflights
 *   included, control requests not) with its fault and status;
 * - `DELETE /__chaos/log`: empties the log (204);
 * - `GET /__clock`: the database's clock, `{now, offset_ms}` (ISO instant; ms ahead of real time);
 * - `POST /__clock` with `{"advance_ms": N}` (a whole N ≥ 0): moves that clock N ms on and
 *   answers the same, so end-to-end tests move the demo's time (candidate replies 20–90 s
 *   after a message, issue #21 point 5) instead of waiting for it; a 422 `{message, errors}`
 *   otherwise.
 *
 * In chaos mode every answer carries `Connection: close`: browsers silently resend a request
 * whose reused keep-alive connection closes before any answer, which would hide a
 * `lost_response` or `reset` from the app (and run a lost request twice).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import {
  ChaosConfigError,
  createChaos,
  parseChaosArgs,
  type Chaos,
  type ChaosConfig,
  type ChaosPatch,
} from './chaos';
import { createDb, type Db } from './db';
import { createHandlers, type HandlerOptions } from './handlers';

/** Options of {@link startApiServer}. */
export interface ApiServerOptions extends Pick<
  HandlerOptions,
  'onEmail' | 'replyDelayMs' | 'replyTo'
> {
  port?: number;
  host?: string;
  /** The origin CORS allows (`Access-Control-Allow-Origin`); default `*`. */
  corsOrigin?: string;
  /** Latency added before every response, in ms (default 0). */
  delayMs?: number;
  /**
   * The initial fault configuration (see `mocks/chaos.ts`), merged into the defaults (rate 0).
   * Giving it turns chaos mode on (see `control`). Throws `ChaosConfigError` when invalid.
   */
  chaos?: ChaosPatch;
  /**
   * Chaos mode: serve the control endpoint `/__chaos` and close every connection after its
   * answer (see the module comment). Default: on when `chaos` is given, else off.
   */
  control?: boolean;
  /** Called with the new configuration after each accepted `PUT /__chaos`. */
  onChaosChange?: (config: ChaosConfig) => void;
}

/** A started server; see {@link startApiServer}. */
export interface ApiServer {
  /** The listening server; close it to stop. */
  server: Server;
  /** Its base URL, e.g. `http://127.0.0.1:8787`. */
  url: string;
  /** Its database (inspect or mutate it in tests). */
  db: Db;
  /**
   * Its faults and request log, whatever the mode (`chaos.set({ rate: 1 })`,
   * `chaos.log()`); the log records every request but those to `/__chaos` and `/__clock`.
   */
  chaos: Chaos;
  /**
   * Moves the database's clock `ms` on (whole ms ≥ 0), as `POST /__clock` does; the clock runs
   * on with real time from there.
   */
  advanceClock(ms: number): void;
}

/** Request headers the app sends cross-origin (preflight `Access-Control-Allow-Headers`). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key';
/** Response headers the app reads cross-origin. */
const EXPOSED_HEADERS = 'Retry-After';

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function toFetchRequest(req: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body =
    chunks.length && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : null;
  return new Request(new URL(req.url ?? '/', base), { method, headers, body });
}

async function send(res: ServerResponse, response: Response, extra: Record<string, string>) {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The 503 of an `unavailable` fault: the contract's error shape, retry after 1 s. */
function unavailable(): Response {
  return Response.json(
    { message: 'Service Unavailable', errors: [] },
    { status: 503, headers: { 'Retry-After': '1' } },
  );
}

/** Sends a JSON body (control endpoint). */
function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
) {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The database's clock, moved on by `POST /__clock` (see the module comment). */
interface ControlledClock {
  now(): Date;
  offsetMs(): number;
  advance(ms: number): void;
}

/** A clock that runs with real time, `advance` ms ahead. */
function controlledClock(): ControlledClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`advance_ms ${ms}`);
      offset += ms;
    },
  };
}

/** Reads a JSON request body; `undefined` when it is not JSON. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}

/** The control endpoints `/__chaos` and `/__clock` (see the module comment). */
async function control(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  chaos: Chaos,
  clock: ControlledClock,
  headers: Record<string, string>,
  onChange: (config: ChaosConfig) => void,
) {
  const method = req.method ?? 'GET';
  const notAllowed = (allow: string) =>
    sendJson(res, 405, { message: 'Method Not Allowed', errors: [] }, { ...headers, Allow: allow });
  if (url.pathname === '/__clock') {
    const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs() });
    if (method === 'GET') return sendJson(res, 200, state(), headers);
    if (method !== 'POST') return notAllowed('GET, POST');
    const body = await readJson(req);
    const advance = (body as { advance_ms?: unknown } | undefined)?.advance_ms;
    if (typeof advance !== 'number' || !Number.isSafeInteger(advance) || advance < 0) {
      const errors = ['advance_ms must be a whole number of milliseconds, 0 or more.'];
      return sendJson(res, 422, { message: 'Invalid clock change', errors }, headers);
    }
    clock.advance(advance);
    return sendJson(res, 200, state(), headers);
  }
  if (url.pathname === '/__chaos') {
    if (method === 'GET') return sendJson(res, 200, chaos.config(), headers);
    if (method !== 'PUT') return notAllowed('GET, PUT');
    const patch = await readJson(req);
    try {
      const config = chaos.set(patch as ChaosPatch);
      onChange(config);
      return sendJson(res, 200, config, headers);
    } catch (error) {
      if (!(error instanceof ChaosConfigError)) throw error;
      return sendJson(res, 422, { message: error.message, errors: error.errors }, headers);
    }
  }
  if (url.pathname === '/__chaos/log') {
    if (method === 'GET') {
      const since = Number(url.searchParams.get('since') ?? 0);
      return sendJson(res, 200, { data: chaos.log(Number.isFinite(since) ? since : 0) }, headers);
    }
    if (method !== 'DELETE') return notAllowed('GET, DELETE');
    chaos.clearLog();
    res.writeHead(204, headers);
    return res.end();
  }
  sendJson(res, 404, { message: 'Not Found', errors: [] }, headers);
}

/** The request's URL (`/` when it does not parse). */
function parseUrl(target: string | undefined, base: string): URL {
  try {
    return new URL(target ?? '/', base);
  } catch {
    return new URL('/', base);
  }
}

/** One line describing the faults, for the console. */
function describeChaos(config: ChaosConfig): string {
  if (config.rate === 0) return 'off (rate 0)';
  return [
    `rate ${config.rate}`,
    `kinds ${config.kinds.join(',')}`,
    `methods ${config.methods?.join(',') ?? 'all'}`,
    `paths ${config.paths}`,
    `seed ${config.seed}`,
    `slow ${config.slowMs} ms`,
  ].join(', ');
}

/**
 * Starts the HTTP server over a fresh seeded database. Each request: an `OPTIONS` preflight
 * is answered 204 (never a fault); `/__chaos` is the control endpoint in chaos mode; any
 * other request gets its fault decision (`mocks/chaos.ts`), then runs through the handlers
 * (the contract's 404 for unknown paths, a 500 with the contract's error shape when
 * something throws).
 * @returns the listening server, its base URL, its database and its faults
 * @throws ChaosConfigError when `options.chaos` is invalid
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const {
    port = 8787,
    host = '127.0.0.1',
    corsOrigin = '*',
    delayMs = 0,
    chaos: chaosConfig,
    control: controlOption,
    onChaosChange = () => undefined,
    ...handlerOptions
  } = options;
  const chaos = createChaos(chaosConfig);
  const chaosMode = controlOption ?? chaosConfig !== undefined;
  const clock = controlledClock();
  const db = createDb({ now: clock.now });
  const handlers = createHandlers(db, { ...handlerOptions, delayMs });
  const base = `http://${host}:${port}`;
  const cors = corsHeaders(corsOrigin);
  if (chaosMode) cors.Connection = 'close';
  const server = createServer((req, res) => {
    void (async () => {
      const url = parseUrl(req.url, base);
      const controlPath =
        url.pathname === '/__chaos' ||
        url.pathname.startsWith('/__chaos/') ||
        url.pathname === '/__clock';
      if (chaosMode && controlPath) {
        try {
          if (req.method === 'OPTIONS') {
            res.writeHead(204, cors);
            res.end();
          } else await control(req, res, url, chaos, clock, cors, onChaosChange);
        } catch (error) {
          console.error('[api:serve]', error);
          sendJson(res, 500, { message: 'Server Error', errors: [] }, cors);
        }
        return;
      }
      const header = req.headers['idempotency-key'];
      const ticket = chaos.begin({
        method: req.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: Array.isArray(header) ? header.join(', ') : header,
      });
      const { fault } = ticket;
      // Destroyed, or the client went away, before the whole answer was sent: no status.
      res.once('close', () => {
        if (!res.writableFinished) ticket.finish(null);
      });
      const answer = async (response: Response) => {
        if (res.destroyed) return;
        ticket.finish(response.status);
        await send(res, response, cors);
      };
      try {
        if (req.method === 'OPTIONS') return await answer(new Response(null, { status: 204 }));
        if (fault === 'reset') return void req.socket.resetAndDestroy();
        if (fault === 'unavailable') return await answer(unavailable());
        if (fault === 'slow') {
          await new Promise((resolve) => setTimeout(resolve, chaos.config().slowMs));
        }
        const request = await toFetchRequest(req, base);
        const response =
          (await getResponse(handlers, request)) ??
          Response.json({ message: 'Not Found', errors: [] }, { status: 404 });
        if (fault === 'lost_response') return void req.socket.destroy();
        await answer(response);
      } catch (error) {
        if (fault === 'lost_response') return void req.socket.destroy();
        console.error('[api:serve]', error);
        await answer(Response.json({ message: 'Server Error', errors: [] }, { status: 500 }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    db,
    chaos,
    advanceClock: (ms) => clock.advance(ms),
  };
}

/**
 * Reads the environment and the command line (see the module comment and
 * `CHAOS_USAGE` in mocks/chaos.ts) and starts the server.
 * @param argv the arguments after the script (`process.argv.slice(2)`)
 * @throws ChaosConfigError on an unknown argument or an invalid chaos setting
 */
export async function main(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = [],
): Promise<ApiServer> {
  const settings = parseChaosArgs(argv, env);
  const started = await startApiServer({
    port: Number(env.API_PORT ?? 8787),
    host: env.API_HOST ?? '127.0.0.1',
    corsOrigin: env.API_CORS_ORIGIN ?? '*',
    delayMs: Number(env.API_DELAY_MS ?? 0),
    chaos: settings.config,
    control: settings.control,
    onChaosChange: (config) => console.info(`[api:serve] chaos: ${describeChaos(config)}`),
    onEmail: (email) =>
      console.info(`[demo e-mail to ${email.to}] ${email.subject}: ${email.text}`),
  });
  console.info(`[api:serve] simulated employers API at ${started.url}`);
  if (settings.control) {
    const faults = describeChaos(started.chaos.config());
    console.info(`[api:serve] chaos: ${faults}; control at ${started.url}/__chaos`);
  }
  return started;
}
