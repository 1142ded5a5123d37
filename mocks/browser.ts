/**
 * The demo-mode backend in the browser (DESIGN.md "Two runtimes"): an MSW service worker
 * serving the simulated API over a database persisted in localStorage. Loaded by the app
 * with a dynamic `import()` only in demo mode, so no mock code enters the production bundle.
 */
import { setupWorker } from 'msw/browser';
import { createDb } from './db';
import { createHandlers } from './handlers';
import type { DemoEmail } from './http';

export type { DemoEmail };

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

/**
 * Starts the MSW worker (`/mockServiceWorker.js`, unhandled requests bypassed, quiet) over a
 * localStorage-persisted db (`DEFAULT_STORAGE_KEY`, `hireline-demo-db-v<DB_VERSION>`), with a
 * realistic 150–400 ms latency and candidate replies 2–6 s after an employer message. Demo
 * e-mails (verification code `123456`, password reset links) go to `options.onEmail` and to
 * the console.
 * @returns once the worker is active
 */
export async function startDemoWorker(options: DemoWorkerOptions = {}): Promise<void> {
  const db = createDb({ storage: window.localStorage });
  const worker = setupWorker(
    ...createHandlers(db, {
      delayMs: [150, 400],
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
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
