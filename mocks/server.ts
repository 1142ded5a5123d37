/**
 * The simulated employers API as a real HTTP server (DESIGN.md "a third way to run it";
 * issue #7 point 1): the same handlers and database code as the demo's service worker, behind
 * `node:http` on 127.0.0.1, with CORS for the app's origin. A fresh seeded in-memory database
 * per start. `npm run api:serve` builds and starts it.
 *
 * Environment: `API_PORT` (default 8787), `API_HOST` (default 127.0.0.1), `API_CORS_ORIGIN`
 * (the app's origin allowed by CORS, e.g. `http://127.0.0.1:8080`; default `*`),
 * `API_DELAY_MS` (latency per response in ms, default 0).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createDb } from './db';
import { createHandlers, type HandlerOptions } from './handlers';

/** Options of {@link startApiServer}. */
export interface ApiServerOptions extends Pick<HandlerOptions, 'onEmail' | 'replyDelayMs'> {
  port?: number;
  host?: string;
  /** The origin CORS allows (`Access-Control-Allow-Origin`); default `*`. */
  corsOrigin?: string;
  /** Latency added before every response, in ms (default 0). */
  delayMs?: number;
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

/**
 * Starts the HTTP server over a fresh seeded database.
 * @returns the listening server (close it to stop) and its base URL
 */
export async function startApiServer(
  options: ApiServerOptions = {},
): Promise<{ server: Server; url: string }> {
  const {
    port = 8787,
    host = '127.0.0.1',
    corsOrigin = '*',
    delayMs = 0,
    ...handlerOptions
  } = options;
  const db = createDb();
  const handlers = createHandlers(db, { ...handlerOptions, delayMs });
  const base = `http://${host}:${port}`;
  const cors = corsHeaders(corsOrigin);
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, cors);
          res.end();
          return;
        }
        const request = await toFetchRequest(req, base);
        const response =
          (await getResponse(handlers, request)) ??
          Response.json({ message: 'Not Found', errors: [] }, { status: 404 });
        await send(res, response, cors);
      } catch (error) {
        console.error('[api:serve]', error);
        await send(
          res,
          Response.json({ message: 'Server Error', errors: [] }, { status: 500 }),
          cors,
        );
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actualPort}` };
}

/** Reads the environment (see the module comment) and starts the server. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { url } = await startApiServer({
    port: Number(env.API_PORT ?? 8787),
    host: env.API_HOST ?? '127.0.0.1',
    corsOrigin: env.API_CORS_ORIGIN ?? '*',
    delayMs: Number(env.API_DELAY_MS ?? 0),
    onEmail: (email) =>
      console.info(`[demo e-mail to ${email.to}] ${email.subject}: ${email.text}`),
  });
  console.info(`[api:serve] simulated employers API at ${url}`);
}
