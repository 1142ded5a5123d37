// First: the start-up requests and the page's chunks (the boot chunk, usually run already by its own
// early script), before the rest of the app is evaluated.
import './app/startUp';
import './app/startUpRoute';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_forceFrameRate } from 'scheduler';
import { App, startSessionCheck } from './app/App';
import { routeChunksLoaded, startRoute } from './app/AppRoutes';
import { afterStartUpSettled } from './app/firstPaint';
import { env } from './env';
import { loadCatalog } from './i18n/catalogs';
import { makeStore } from './app/store';
import { loadPersistedState } from './store';
import { readDeviceCopy, rehydrateDeviceCopy, type DeviceCopy } from './store/deviceCopy';
import { initialAuthState } from './store/authSlice';
import { startCrossTabSync } from './app/crossTabSync';
import { startServiceWorker } from './app/serviceWorkerStart';
import { applyDocumentLanguage } from './store/languageSlice';
import { applyThemeClass } from './store/themeSlice';
import { loadFonts } from './theme/loadFonts';

/**
 * Longest wait, in ms, for the start-up check and the screen's first data (`startRoute`)
 * before the first render without a device copy: their answers have usually arrived while this
 * entry downloaded (src/app/startUp.ts); on a slow network the session check's overlay shows
 * after it.
 */
const START_UP_WAIT_MS = 300;

/**
 * How often, in slices a second, React yields to the browser while it renders in a transition
 * (the first render of a cold start, see `main`): 83, i.e. slices of 12 ms (1000 / 83, rounded
 * down) instead of React's 5 ms. On the bench's phone profile (4× CPU) the dashboard's first
 * render was ~560 ms of 5 ms slices, each yield costing a task switch and the scheduler's
 * restart; with 12 ms slices, over 11 alternating rounds (issue #31 point 1), the first job
 * opening row painted at 2180 instead of 2388 ms (median); the inbox, cold and warm, did not
 * move beyond the noise (a second A/B of 7 rounds). Still short of a long task in
 * Lighthouse's trace (12 ms × its 4× CPU = 48 ms < 50 ms), and an input waits at most a slice.
 */
const RENDER_SLICE_FPS = 83;

/** Resolves when `promise` settles or after `ms` (ms), whichever comes first. */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Entry (DESIGN.md "Two runtimes, one code path"): in demo mode the simulated API starts
 * first, with the demo inbox that receives its e-mails (both imported dynamically, so a
 * production build holds no mock or demo code); then the store is built from what
 * localStorage holds and, with a stored token, the device's copy of the last visit (IndexedDB,
 * read meanwhile: issue #31 point 2 — its employee and answers, with which the screen paints at
 * once and then refreshes), the start-up session check (its refresh already sent by
 * src/app/startUp.ts, evaluated first) and the current route's chunk (then data) start (on the
 * dashboard and the sign-up steps, the layouts' chunk first: see `startRoute`), and the app
 * renders; the bundled fonts load after its first screen has painted and the start-up's idle
 * loads have settled (src/app/firstPaint.ts `afterStartUpSettled`, src/theme/loadFonts.ts).
 */
async function main(): Promise<void> {
  // Compared literally so Vite folds it at build time: with mocking off, the import below
  // is dead code and no mock chunk is emitted (env.apiMocking reads the same variable).
  let extras: ReactNode = null;
  const persisted = loadPersistedState();
  // The device's copy of the last visit (issue #31 point 2), read while the demo API starts.
  const deviceCopy: Promise<DeviceCopy | null> = readDeviceCopy(persisted.auth?.token ?? null);
  if (import.meta.env.VITE_API_MOCKING === 'true' && env.apiMocking) {
    const [{ startDemoWorker }, demoInbox, { DemoInbox }] = await Promise.all([
      import('../mocks/browser'),
      import('./features/demo/demoInbox'),
      import('./features/demo/DemoInbox'),
    ]);
    await startDemoWorker({ onEmail: demoInbox.receiveDemoEmail });
    extras = <DemoInbox />;
  }
  const copy = await deviceCopy;
  const token = persisted.auth?.token ?? null;
  const store = makeStore(
    copy ? { ...persisted, auth: initialAuthState(token, copy.user) } : persisted,
  );
  // Into the cache before the check and the screen's first requests: RTK Query does not put an
  // entry back over one in flight (its answer would then be dropped).
  if (copy) rehydrateDeviceCopy(store.dispatch, copy);
  // The other tabs' logout, login, refreshed token, theme and language (issue #29).
  startCrossTabSync(store);
  // The session check (SPEC §4), the route's chunk and then the route's data start now, while
  // the app renders its first screen, instead of after its first paint (issue #20 point 6).
  startSessionCheck(store.dispatch);
  const routeReady = startRoute(store, window.location);
  // A stored Spanish choice: load its catalog first, so the first paint is in Spanish. And
  // the check and the screen's data first (at most 300 ms more): the first render is then the
  // screen itself, in one pass, not the overlay and each step after it.
  // From the device's copy, the screen paints as soon as its chunks are here (its data is),
  // and not before: the boot splash stays until then, instead of giving way to the session
  // check's overlay for the moment a slow device takes to read them (routeChunksLoaded never
  // rejects, and a failed chunk ends the wait: its route then shows its error).
  await Promise.all([
    loadCatalog(store.getState().language.lang).catch(() => undefined),
    copy ? routeChunksLoaded(window.location.pathname) : within(routeReady, START_UP_WAIT_MS),
  ]);
  applyThemeClass(store.getState().theme.mode);
  applyDocumentLanguage(store.getState().language.lang);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App store={store} extras={extras} />
    </StrictMode>
  );
  // Nothing on the device (a first visit, signed in or not), a transition: React renders the
  // first screen in slices of a few ms, yielding between them, instead of one long task that
  // blocks input (Lighthouse TBT, issue #7 point 4). The login form too (issue #31 point 1):
  // its render was one 70 ms task on this machine, 290 ms at Lighthouse's 4× CPU; in slices,
  // Lighthouse's /auth/login Performance went from 0.78–0.92 (median 0.86, TBT 470 ms) to
  // 0.87–0.98 (median 0.93, TBT 190 ms) over 7 alternating runs each, with its LCP on the
  // bench's phone profile unchanged (1944 vs 1956 ms, 7 alternating rounds).
  // From the device's copy (a returning employer, issue #31 point 2) the screen is there to be
  // drawn at once: one task paints it sooner than slices that yield to the start-up's other
  // work (on the bench's phone profile the inbox's warm paint 0.90 × → 0.71 × the floor's LCP,
  // alternating A/B runs); Lighthouse's cold visits keep the transition.
  unstable_forceFrameRate(RENDER_SLICE_FPS);
  if (copy) root.render(app);
  else startTransition(() => root.render(app));
  void afterStartUpSettled().then(() => loadFonts());
}

// Only where there is a document: the code cache warm-up (src/app/codeCacheWarmUp.ts) evaluates
// this chunk in a worker, where the app must not start.
if (typeof document !== 'undefined') {
  startServiceWorker();
  void main();
}
