/**
 * The demo-mode backend in the browser (DESIGN.md "Two runtimes"): an MSW service worker
 * serving the simulated API over a database persisted in localStorage. Loaded by the app
 * with a dynamic `import()` only in demo mode, so no mock code enters the production bundle.
 */
import { setupWorker } from 'msw/browser';
import { createDb } from './db';
import { createHandlers } from './handlers';
import type { DemoEmail } from './http';

/** Options of {@link startDemoWorker}. */
export interface DemoWorkerOptions {
  /**
   * Receives every e-mail the demo backend "sends" (`kind` `verification` with the code in
   * `secret`, or `passwordReset` with the token in `secret` and the path
   * `/auth/password-recovery/<token>` in `text`), right after the request that sent it.
   * They are also logged with `console.info`.
   */
  onEmail?: (email: DemoEmail) => void;
}

/** The Web Lock every tab's request takes before it touches the shared database. */
const DB_LOCK = 'hireline.demo-db';

/**
 * Runs `work` holding {@link DB_LOCK} (the Web Locks API), so that two tabs never read, change
 * and save the one stored database at once (issue #29); where the API is missing, at once.
 */
function exclusiveAcrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as { locks?: LockManager }).locks;
  return locks ? locks.request(DB_LOCK, work) : work();
}

/** Where the worker script is served (public/mockServiceWorker.js). */
const WORKER_URL = '/mockServiceWorker.js';

/**
 * The reload race of msw 2's worker, handled where it happens: the closing page tells the
 * worker it left and the worker unregisters itself when no client is left; the new page's
 * `start()` has already found that registration and calls `registration.update()` on it
 * without handling the rejection ("Failed to update a ServiceWorker … Not found"), an
 * unhandled page error. This listener takes that one rejection as handled and registers the
 * worker again, so the next load finds a live registration. Any other rejection is left
 * alone.
 */
function recoverFromWorkerUpdateRace(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  const message = reason instanceof Error || reason instanceof DOMException ? reason.message : '';
  if (!/^Failed to update a ServiceWorker/.test(message)) return;
  event.preventDefault();
  void navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
}

/**
 * Starts the MSW worker (`/mockServiceWorker.js`, unhandled requests bypassed, quiet) over a
 * localStorage-persisted db shared by every tab (each request under one Web Lock, what another
 * tab saved read first; issue #29) (`DEFAULT_STORAGE_KEY`, `hireline-demo-db-v<DB_VERSION>`), with a
 * realistic 150–400 ms latency and candidates who answer some employer messages 20–90 s later
 * (every question, a seeded third of the rest; `mocks/handlers/replies.ts`, issue #21 point 5). Demo
 * e-mails (verification code `123456`, password reset links) go to `options.onEmail` and to
 * the console.
 * @returns once the worker is active
 */
export async function startDemoWorker(options: DemoWorkerOptions = {}): Promise<void> {
  const db = createDb({ storage: window.localStorage });
  const worker = setupWorker(
    ...createHandlers(db, {
      delayMs: [150, 400],
      exclusive: exclusiveAcrossTabs,
      onEmail: (email) => {
        console.info(`[demo e-mail to ${email.to}] ${email.subject}: ${email.text}`);
        try {
          options.onEmail?.(email);
        } catch (error) {
          // A failing inbox must not fail the request that sent the e-mail.
          console.error('[demo e-mail]', error);
        }
      },
    }),
  );
  window.addEventListener('unhandledrejection', recoverFromWorkerUpdateRace);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: WORKER_URL },
    quiet: true,
  });
}
