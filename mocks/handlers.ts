/**
 * The msw request handlers of the simulated employers API: every operation of
 * `src/contract/openapi.yaml`, with paths prefixed by a `*` wildcard so they match any base URL.
 */
import { http, type HttpHandler } from 'msw';
import type { Db } from './db';
import { accountRoutes } from './handlers/account';
import { authRoutes } from './handlers/auth';
import { catalogRoutes } from './handlers/catalogs';
import { chatRoutes } from './handlers/chats';
import { jobOpeningRoutes } from './handlers/jobOpenings';
import { paymentRoutes } from './handlers/payments';
import { DEMO_REPLY_DELAY_MS } from './handlers/replies';
import {
  ApiFailure,
  json,
  type Ctx,
  type DemoEmail,
  type ReplyRule,
  type ResolvedHandlerOptions,
  type RouteDef,
} from './http';
import { langOf, t } from './i18n';
import { deliverDueReplies } from './model';

export type { DemoEmail };
export { DEMO_REPLY_DELAY_MS };

/** Options of {@link createHandlers}. */
export interface HandlerOptions {
  /**
   * Latency added before every response, in ms: a fixed number or a `[min, max]` range
   * (uniform). Default 0 (node, jest, Storybook); the browser demo uses `[150, 400]`.
   */
  delayMs?: number | readonly [number, number];
  /**
   * When a candidate answers an employer message (and the first question of a checkout), in
   * ms on the db clock: `[min, max]` (default {@link DEMO_REPLY_DELAY_MS}, 20–90 s; issue #21
   * point 5), `0` immediately, `null` never.
   */
  replyDelayMs?: readonly [number, number] | 0 | null;
  /**
   * Which employer messages a candidate answers ({@link ReplyRule}): `'some'` (default: every
   * question, a seeded third of the other messages, one reply at a time per chat) or
   * `'every'`.
   */
  replyTo?: ReplyRule;
  /** Receives the e-mails the demo backend "sends" (verification code, reset link). */
  onEmail?: (email: DemoEmail) => void;
  /**
   * Runs one request's work on the database (read what another holder saved, the operation,
   * save) alone: the browser demo passes a Web Lock, so that the tabs sharing one stored
   * database never interleave (issue #29). Default: the work runs at once.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Every route of the contract (30 operations). */
export const ROUTES: readonly RouteDef[] = [
  ...authRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...jobOpeningRoutes,
  ...chatRoutes,
  ...catalogRoutes,
];

function pickDelay(delay: number | readonly [number, number]): number {
  if (typeof delay === 'number') return delay;
  const [min, max] = delay;
  return min + Math.random() * Math.max(0, max - min);
}

/**
 * Creates the msw handlers over a database (see `createDb`). Each request: optional latency,
 * then, alone (`exclusive`): what another tab saved taken (`db.sync`), delivery of due
 * candidate replies, the operation (errors thrown as `ApiFailure` become their responses;
 * anything unexpected a 500 with the contract's error shape), then the db saved when a storage
 * is configured.
 * @returns one `http` handler per contract operation, then a catch-all 404 for other `/v1` paths
 */
export function createHandlers(db: Db, options: HandlerOptions = {}): HttpHandler[] {
  const resolved: ResolvedHandlerOptions = {
    delayMs: options.delayMs ?? 0,
    replyDelayMs: options.replyDelayMs === undefined ? DEMO_REPLY_DELAY_MS : options.replyDelayMs,
    replyTo: options.replyTo ?? 'some',
    onEmail: options.onEmail ?? (() => undefined),
    exclusive: options.exclusive ?? ((work) => work()),
  };
  const handlers = ROUTES.map((route) =>
    http[route.method](`*${route.path}`, async ({ request, params }) => {
      const wait = pickDelay(resolved.delayMs);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const lang = langOf(request.headers.get('Accept-Language'));
      const ctx: Ctx = { request, url: new URL(request.url), params, db, lang, options: resolved };
      return resolved.exclusive(async () => {
        // What another tab saved meanwhile comes first (one database for every tab).
        db.sync();
        let response: Response;
        try {
          deliverDueReplies(db);
          response = await route.handler(ctx);
        } catch (error) {
          if (error instanceof ApiFailure) response = error.response;
          else {
            console.error('[demo API]', error);
            response = json({ message: t(lang, 'serverError'), errors: [] }, 500);
          }
        }
        db.save();
        return response;
      });
    }),
  );
  // Any other /v1 path: the contract's 404 body (as the real API answers unknown routes).
  handlers.push(
    http.all('*/v1/*', ({ request }) =>
      json(
        { message: t(langOf(request.headers.get('Accept-Language')), 'notFound'), errors: [] },
        404,
      ),
    ),
  );
  return handlers;
}
