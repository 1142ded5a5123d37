import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startSessionCheck } from './app/App';
import { startRoute } from './app/AppRoutes';
import { afterFirstScreenPaint } from './app/firstPaint';
import { env } from './env';
import { loadCatalog } from './i18n/catalogs';
import { makeStore } from './app/store';
import { applyDocumentLanguage } from './store/languageSlice';
import { applyThemeClass } from './store/themeSlice';
import { loadFonts } from './theme/loadFonts';

/**
 * Entry (DESIGN.md "Two runtimes, one code path"): in demo mode the simulated API starts
 * first, with the demo inbox that receives its e-mails (both imported dynamically, so a
 * production build holds no mock or demo code); then the store is built from what
 * localStorage holds, the start-up session check and the current route's chunk (then data)
 * start, and the app renders; the bundled fonts load after its
 * first screen has painted (src/theme/loadFonts.ts).
 */
async function main(): Promise<void> {
  // Compared literally so Vite folds it at build time: with mocking off, the import below
  // is dead code and no mock chunk is emitted (env.apiMocking reads the same variable).
  let extras: ReactNode = null;
  if (import.meta.env.VITE_API_MOCKING === 'true' && env.apiMocking) {
    const [{ startDemoWorker }, demoInbox, { DemoInbox }] = await Promise.all([
      import('../mocks/browser'),
      import('./features/demo/demoInbox'),
      import('./features/demo/DemoInbox'),
    ]);
    await startDemoWorker({ onEmail: demoInbox.receiveDemoEmail });
    extras = <DemoInbox />;
  }
  const store = makeStore();
  // The session check (SPEC §4), the route's chunk and then the route's data start now, while
  // the app renders its first screen, instead of after its first paint (issue #20 point 6).
  startSessionCheck(store.dispatch);
  startRoute(store, window.location);
  // A stored Spanish choice: load its catalog first, so the first paint is in Spanish.
  await loadCatalog(store.getState().language.lang).catch(() => undefined);
  applyThemeClass(store.getState().theme.mode);
  applyDocumentLanguage(store.getState().language.lang);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few ms, yielding between
  // them, instead of one long task that blocks input (Lighthouse TBT, issue #7 point 4).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} extras={extras} />
      </StrictMode>,
    );
  });
  void afterFirstScreenPaint().then(() => loadFonts());
}

void main();
