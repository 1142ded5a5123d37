/**
 * The simulated API for jest (msw/node): a fresh in-memory db per call, no latency.
 */
import { setupServer, type SetupServerApi } from 'msw/node';
import { createDb, type Db, type DbOptions } from './db';
import { createHandlers, type HandlerOptions } from './handlers';

/** Options of {@link createMockServer}. */
export interface MockServerOptions
  extends Pick<DbOptions, 'storage' | 'storageKey' | 'seed'>, Omit<HandlerOptions, 'delayMs'> {
  /** Freeze (a Date) or drive (a function) the clock; default real time. */
  now?: Date | (() => Date);
}

/** A node server and the database behind it (inspect or mutate it in tests). */
export interface MockServer {
  server: SetupServerApi;
  db: Db;
}

/**
 * Creates an msw `setupServer` over a fresh db (demo seed). No delay; candidate replies
 * default to none (`replyDelayMs: null`) so threads stay as the test writes them.
 * Call `server.listen()` / `server.close()` in the test lifecycle.
 */
export function createMockServer(options: MockServerOptions = {}): MockServer {
  const { now, storage, storageKey, seed, ...handlerOptions } = options;
  const clock = now instanceof Date ? () => now : now;
  const db = createDb({ now: clock, storage, storageKey, seed });
  const server = setupServer(
    ...createHandlers(db, { replyDelayMs: null, ...handlerOptions, delayMs: 0 }),
  );
  return { server, db };
}
