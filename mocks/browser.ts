/**
 * The demo-mode backend in the browser (DESIGN.md "Two runtimes"): an MSW service worker
 * serving the simulated API over a database persisted in localStorage. Loaded by the app
 * with a dynamic `import()` only in demo mode, so no mock code enters the production bundle.
 */
import { setupWorker } from 'msw/browser';
import { createDb } from './db';
import { createHandlers } from './handlers';

/**
 * Starts the MSW worker (`/mockServiceWorker.js`, unhandled requests bypassed, quiet) over a
 * localStorage-persisted db (`DEFAULT_STORAGE_KEY`, `hireline-demo-db-v<DB_VERSION>`), with a realistic 150–400 ms latency
 * and candidate replies 2–6 s after an employer message. Demo e-mails (verification code
 * `123456`, password reset links) are logged to the console.
 * @returns once the worker is active
 */
export async function startDemoWorker(): Promise<void> {
  const db = createDb({ storage: window.localStorage });
  const worker = setupWorker(
    ...createHandlers(db, {
      delayMs: [150, 400],
      onEmail: (email) =>
        console.info(`[demo e-mail to ${email.to}] ${email.subject}: ${email.text}`),
    }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
