/**
 * The service worker of production builds (issue #31 point 3; vite.config.ts `pwa`): its
 * registration, the update taken at the next navigation (src/app/serviceWorkerUpdates.ts), and
 * the page's theme-color following the theme chosen in the app. A chunk of its own, loaded after
 * the first screen has painted (src/app/serviceWorkerStart.ts).
 */
import { sessionStore } from './chunkReload';
import { warmCodeCache } from './codeCacheWarmUp';
import { updateAtNavigation, watchNavigations } from './serviceWorkerUpdates';

/** How often an open tab asks whether a new deploy is out (ms), besides on coming back to it. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The top bar's colour per theme (`surface`, src/theme/themes.ts), as index.html's theme-color
 * metas give it per system scheme.
 */
const THEME_COLORS = { light: '#ffffff', dark: '#111827' } as const;

/**
 * Keeps index.html's theme-color metas on the theme the app shows (the `light` or `dark` class
 * of <html>, src/store/themeSlice.ts), which may differ from the system's scheme.
 */
function followTheme(): void {
  const root = document.documentElement;
  const apply = () => {
    const mode = root.classList.contains('dark')
      ? 'dark'
      : root.classList.contains('light')
        ? 'light'
        : null;
    if (!mode) return;
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', THEME_COLORS[mode]);
    }
  };
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['class'] });
}

/**
 * Registers /sw.js (scope /; the script itself never from the HTTP cache) and keeps the tab on
 * the current deploy: checks for an update every hour and whenever the tab becomes visible
 * again (online only), and takes a waiting one at the next in-app page change
 * ({@link updateAtNavigation}). `afterUpdate`: this page load is the reload onto a new deploy
 * (a worker still waiting is told to take over at once). Resolves once registered; rejects
 * when the browser refused the registration (the app works on without it).
 */
export async function registerServiceWorker({
  afterUpdate = false,
}: { afterUpdate?: boolean } = {}): Promise<void> {
  followTheme();
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  // No registration given back (service workers blocked by the browser's policy, as Playwright's
  // `serviceWorkers: 'block'` does): nothing to keep up to date.
  if (!registration) return;
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
  // The next visit's code cache, made now on a worker's thread (src/app/codeCacheWarmUp.ts).
  void warmCodeCache({
    ready: container.ready,
    entries: () => performance.getEntriesByType('resource') as PerformanceResourceTiming[],
    origin: window.location.origin,
    makeWorker: () =>
      new Worker(new URL('./codeCacheWarmUp.worker.ts', import.meta.url), {
        type: 'module',
        name: 'hireline-code-cache',
      }),
    whenIdle: (task) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
      else setTimeout(task, 1000);
    },
    mark: (name) => performance.mark(name),
  });
  watchNavigations(
    window,
    updateAtNavigation({
      container,
      registration,
      reload: () => window.location.reload(),
      storage: sessionStore(),
      online: () => navigator.onLine,
      afterUpdate,
    }),
  );
}
