/**
 * Storybook preview: every story renders inside the same providers as the app, with a
 * frozen clock, a fresh simulated API and no motion, so screenshots are deterministic.
 *
 * CONVENTIONS FOR STORIES
 *
 * Globals (toolbar, or per story): `globals: { theme: 'dark', locale: 'es' }` renders the
 *   story in the dark theme / in Spanish ("in dark", "in Spanish" variants of screens).
 *   A story made for a width names the product's preset (viewports.ts: phone 375, tablet 768,
 *   desktop 1280): `globals: { viewport: { value: 'phone', isRotated: false } }` — the
 *   Storybook UI opens it at that width and the test-runner sizes its page from it.
 *
 * Providers: every story renders inside the app's `AppProviders` (store, intl with
 *   timeZone UTC, theme + GlobalStyle, toasts) — stories do not add their own.
 *
 * parameters.store: a `Partial<RootState>` merged, slice by slice, over the defaults
 *   `{ auth: anonymous, theme: <toolbar theme>, language: <toolbar locale> }`. A fresh store
 *   (`makeStore`) is built for every story. E.g. an authenticated employer:
 *     parameters: { store: { auth: { status: 'authenticated', token: 'demo-token', user } } }
 *   Theme and language of the providers follow the store, so a theme/language switch inside
 *   the story works like in the app.
 *
 * parameters.router: the story is wrapped in a MemoryRouter.
 *   - `initialEntries` (default `['/']`): the history, e.g. `['/job-openings?search=dev']`.
 *   - `path`: renders `<Routes><Route path={path} element={<Story/>}/></Routes>`, so route
 *     params work, e.g. `{ path: '/auth/password-recovery/:token',
 *     initialEntries: ['/auth/password-recovery/abc'] }`.
 *   - `routes: 'app'`: the app's route table (`AppRoutes`: layouts, guards, titles) is
 *     rendered at `initialEntries` instead of the story's own render — a whole-screen story
 *     is then just a URL + a store + handlers.
 *   - `disable: true`: no router from the preview; the story brings its own (e.g.
 *     `<MemoryRouter initialEntries={…}><AppContent/></MemoryRouter>` for the app with its
 *     start-up session check).
 *
 * MSW (msw-storybook-addon 3): before each story the preview installs the default handlers
 *   `createHandlers(createDb({ now: fixedNow }), { delayMs: 0 })` on a NEW database, so no
 *   state leaks between stories. A story overrides or adds handlers in either way (both end
 *   up in front of the defaults, so they win):
 *     beforeEach({ msw }) { msw.use(http.get('*\/v1/employers/job-openings', () => ...)) }
 *     parameters: { msw: { handlers: [http.get(...)] } }      (or an array)
 *   The preferred form is `beforeEach({ msw })`; `parameters.msw` is kept for CSF3 habits.
 *   A story that needs its own seeded database can build one the same way:
 *     beforeEach({ msw }) { msw.use(...createHandlers(createDb({ now: fixedNow, ... }))) }
 *
 * Clock: `Date` is frozen (mockdate) at FIXED_NOW = 2026-05-15T12:00:00Z; import
 *   `FIXED_NOW` / `fixedNow` from `.storybook/fixedNow`. Timers (setTimeout) still run.
 *   Browser storage (localStorage, sessionStorage, cookies) is cleared before each story;
 *   a story that needs a stored value sets it in its own `beforeEach`.
 *
 * Visual tests (test-runner, `.storybook/test-runner.ts`):
 *   - the page is the story's viewport preset (`globals.viewport`; default desktop 1280×800);
 *   - parameters.visual: `false` → no screenshot; `{ waitForNetwork: false }` → do not
 *     wait for the story's requests (a handler that never answers); `{ height: { desktop: 900 } }` →
 *     the page's height at that preset instead of the preset's (a long page shot whole);
 *   - parameters.a11y: axe fails the story on serious/critical violations (default
 *     `test: 'error'`); `{ test: 'todo' }` → reported only; `{ disable: true }` or
 *     `{ test: 'off' }` → no axe check; `{ config: { rules: [{ id, enabled: false }] } }`
 *     → rules off for the story (say why in a comment).
 *   Stories are captured after render + play, once requests, images and fonts are settled.
 *   The screenshot is the viewport (1280×800 by default), animations and caret disabled.
 *   Baselines: tests/visual/__image_snapshots__/<story-id>.png (plus <story-id>--dark, --es,
 *   --768, --375: the axes of test-runner.ts, switched through the store exposed below), 0-pixel threshold;
 *   `npm run test:storybook:update` rewrites them.
 *
 * Clock caveat: code that measures elapsed time with `Date.now()` (debounce/throttle
 *   helpers built on it) sees no time pass; use timers or `performance.now()` instead.
 */
import './freezeClock';
import '../src/theme/fonts';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { useSelector } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { configure } from 'storybook/test';
import { createDb, createHandlers } from '../mocks';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/AppRoutes';
import { loadVirtualChatList } from '../src/features/chats/ChatList';
import { loadLayouts } from '../src/app/routeChunks';
import { loadCatalog } from '../src/i18n/catalogs';
import { isLanguage, type Language } from '../src/i18n/languages';
import { abortRequestsInFlight } from '../src/api/baseApi';
import { ModalContainerContext } from '../src/components';
import { switchLanguage } from '../src/features/preferences/switchLanguage';
import { makeStore } from '../src/app/store';
import type { RootState } from '../src/store';
import { applyDocumentLanguage } from '../src/store/languageSlice';
import { outboxCleared } from '../src/store/outboxSlice';
import { applyThemeClass } from '../src/store/themeSlice';
import { isThemeMode, themes, type ThemeMode } from '../src/theme/themes';
import { keepDocsPageStill } from './docsFrameFocus';
import { fixedNow } from './fixedNow';
import { freezeClock } from './freezeClock';
import type { HirelineParameters, StoryMswParameters, StoryStoreParameters } from './parameters';
import { installQuietTracker, installSettleTracker, startStoryRequests } from './settle';
import { forDesigners, resolveArgTypeLinks, resolveTsdocLinks } from './tsdocLinks';
import { VIEWPORT_OPTIONS } from './viewports';
// The app loads these screens lazily (src/app/AppRoutes.tsx). Loaded here up front, so a story
// that navigates to one (e.g. checkout success → chats) renders it at once instead of showing
// the loading fallback at screenshot time.
import '../src/features/account/AccountDetailsPage';
import '../src/features/chats/ChatsPage';
import '../src/features/chats/InboxPage';
import '../src/features/jobOpenings/JobOpeningsPage';
import '../src/features/signUp/CompanyInformationStep';
import '../src/features/signUp/EmailVerificationStep';
import '../src/features/signUp/PlansStep';
import '../src/features/signUp/SubscriptionCheckoutStep';

installSettleTracker();
installQuietTracker();
// findBy… and waitFor in play functions wait up to 10 s (Testing Library's default is 1 s): on a
// busy machine a screen can take longer than a second to show its data, and a web-first wait
// returns as soon as the element is there, so only a story that fails waits the full time.
configure({ asyncUtilTimeout: 10_000 });
keepDocsPageStill();

/** The font faces stories use: loaded before any story renders (no late reflow). */
const FONT_WEIGHTS = [400, 500, 600, 700];

/** Under the test-runner (Playwright sets navigator.webdriver) axe runs in postVisit. */
const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;

function themeOf(context: StoryContext): ThemeMode {
  const value: unknown = context.globals.theme;
  return isThemeMode(value) ? value : 'light';
}

function languageOf(context: StoryContext): Language {
  const value: unknown = context.globals.locale;
  return isLanguage(value) ? value : 'en';
}

function paramsOf(context: StoryContext): HirelineParameters {
  return context.parameters as HirelineParameters;
}

/** Story-level handlers from `parameters.msw` (array, or `{ handlers }` array/record). */
function mswHandlersOf(parameter: StoryMswParameters | undefined) {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers } = parameter;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter(Boolean);
}

function clearBrowserStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* storage blocked: nothing to clear */
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  }
}

/** Preloaded state: defaults from the toolbar, then `parameters.store` slice by slice. */
function preloadedState(context: StoryContext): Partial<RootState> {
  const defaults: Partial<RootState> = {
    auth: { status: 'anonymous', token: null, user: null },
    theme: { mode: themeOf(context) },
    language: { lang: languageOf(context) },
  };
  const overrides: StoryStoreParameters = paramsOf(context).store ?? {};
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key];
    merged[key] =
      base && typeof base === 'object' && value && typeof value === 'object'
        ? { ...base, ...value }
        : value;
  }
  return merged as Partial<RootState>;
}

/**
 * The page around the story: `dark`/`light` and `no-motion` classes on <html>, the canvas
 * background of the theme (the `backgrounds` parameter has no effect in Storybook 10) and
 * `<html lang>`, applied before paint and following the store like the app does.
 */
function StoryCanvas({ children }: { children: ReactNode }) {
  const mode = useSelector((state: RootState) => state.theme.mode);
  const lang = useSelector((state: RootState) => state.language.lang);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const { background } = themes[mode].colors;
    applyThemeClass(mode, root);
    root.classList.add('no-motion');
    root.style.backgroundColor = background;
    document.body.style.backgroundColor = background;
  }, [mode]);
  useLayoutEffect(() => applyDocumentLanguage(lang), [lang]);
  return <>{children}</>;
}

/**
 * (a) theme + (b) intl + (c) store: a fresh store per story, inside the app's own providers
 * (`AppProviders`: Redux Provider, I18nProvider with `timeZone="UTC"`, styled-components
 * ThemeProvider + GlobalStyle from the store's theme, the toast host and the notification
 * bridge). Stories must not wrap themselves in AppProviders again.
 */
function StoryProviders({ context, children }: { context: StoryContext; children: ReactNode }) {
  const [store] = useState(() => {
    const created = makeStore(preloadedState(context));
    // The test-runner switches theme and language in place through the store, as the app's
    // own switches do (.storybook/test-runner.ts, "axes"): the language through the app's
    // switchLanguage, which also reloads what the server wrote in the previous language (a
    // poll landing during the Spanish shots would otherwise bring Spanish texts into the next
    // English ones).
    if (automated) {
      const story = window as {
        __HIRELINE_STORY_STORE__?: unknown;
        __HIRELINE_SWITCH_LANGUAGE__?: (lang: Language) => void;
      };
      story.__HIRELINE_STORY_STORE__ = created;
      story.__HIRELINE_SWITCH_LANGUAGE__ = (lang) => void created.dispatch(switchLanguage(lang));
    }
    return created;
  });
  // A story that is left takes its requests with it: a pending one (e.g. an endless msw delay)
  // would otherwise time out during the next story and show its notification there. Its
  // outbox goes too: a message still being retried would otherwise be saved again for the
  // same demo employer after the storage was cleared, and sent by the next story.
  useEffect(
    () => () => {
      abortRequestsInFlight();
      store.dispatch(outboxCleared());
    },
    [store],
  );
  return (
    <AppProviders store={store} timeZone="UTC">
      <StoryCanvas>{children}</StoryCanvas>
    </AppProviders>
  );
}

/** (d) router: MemoryRouter from `parameters.router` (inner decorator). */
const withRouter: Decorator = (Story, context) => {
  const router = paramsOf(context).router ?? {};
  if (router.disable) return <Story />;
  const initialEntries = router.initialEntries ?? ['/'];
  if (router.routes === 'app') {
    return (
      <MemoryRouter initialEntries={initialEntries}>
        <AppRoutes />
      </MemoryRouter>
    );
  }
  return (
    <MemoryRouter initialEntries={initialEntries}>
      {router.path ? (
        <Routes>
          <Route path={router.path} element={<Story />} />
        </Routes>
      ) : (
        <Story />
      )}
    </MemoryRouter>
  );
};

/**
 * The box a story's dialogs show in on a docs page (`parameters.docs.dialogBox`: its height,
 * a CSS length; issue #32 point 2): a `Modal` renders inside it (ModalContainerContext), its
 * backdrop covering the box (the transform contains `position: fixed`), so the dialogs of a
 * docs page sit in their examples instead of opening over the page, and the page scrolls.
 */
function DocsDialogBox({ height, children }: { height: string; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setBox}
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        minHeight: height,
        overflow: 'hidden',
      }}
    >
      {box && (
        <ModalContainerContext.Provider value={box}>{children}</ModalContainerContext.Provider>
      )}
    </div>
  );
}

/** (e) dialogs held in their example on docs pages (innermost decorator), see DocsDialogBox. */
const withDocsDialogBox: Decorator = (Story, context) => {
  const height = paramsOf(context).docs?.dialogBox;
  if (context.viewMode !== 'docs' || !height) return <Story />;
  return (
    <DocsDialogBox height={height}>
      <Story />
    </DocsDialogBox>
  );
};

/** Store, theme and intl (outer decorator); re-created per story and toolbar change. */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    key={`${context.id}|${themeOf(context)}|${languageOf(context)}`}
    context={context}
  >
    <Story />
  </StoryProviders>
);

/**
 * msw-storybook-addon's annotations with the worker script at a RELATIVE URL: the published
 * Storybook may be served from a sub-path (GitHub Pages: /<repo>/), where the addon's default
 * `/mockServiceWorker.js` would be a 404. Registered here instead of in main.ts `addons`.
 */
const msw = createPreviewAnnotations(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    // Storybook's own files, fonts and scripts go to the network untouched.
    onUnhandledRequest: 'bypass',
  });
  return worker;
});

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    locale: 'en',
    // Under the test-runner axe runs once, in postVisit (axe-playwright), not also here.
    a11y: { manual: automated },
  },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // The product's widths in the viewport menu, instead of Storybook's generic devices.
    viewport: { options: VIEWPORT_OPTIONS },
    docs: {
      // A component's description is its TSDoc comment: its `{@link X}`s read as text, worded
      // for designers (no SPEC sections, issue numbers, file paths or ARIA wiring).
      extractComponentDescription: (component: unknown) =>
        forDesigners(resolveTsdocLinks(extractComponentDescription(component as never))),
    },
  },
  argTypesEnhancers: [resolveArgTypeLinks],
  // Listed innermost first: the providers wrap the router, which wraps the story.
  decorators: [withDocsDialogBox, withRouter, withProviders],
  loaders: [
    // Spanish is its own chunk in the app (loaded when chosen); every story has it at once.
    // English needs no loading (each descriptor's defaultMessage).
    async () => {
      await loadCatalog('es');
      return {};
    },
    // The dashboard's and the sign-up steps' layouts are their own chunk in the app (loaded with
    // the page); every story that renders the app's routes has them at once.
    async () => {
      await loadLayouts();
      return {};
    },
    // The chat lists' virtualization is its own chunk in the app (loaded once their first rows
    // are drawn); every story has it at once, so a list is virtual from its first render.
    async () => {
      await loadVirtualChatList();
      return {};
    },
    async () => {
      await Promise.all(
        FONT_WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px Inter`, 'Aaá')),
      );
      return {};
    },
  ],
  async beforeEach(context) {
    freezeClock();
    clearBrowserStorage();
    startStoryRequests();
    // Starts the worker once, puts it on `context.msw`; the cleanup resets its handlers.
    const resetHandlers = await msw.beforeEach(context);
    const worker = context.msw;
    if (!worker) throw new Error('[preview] the MSW worker did not start');
    worker.use(...createHandlers(createDb({ now: fixedNow }), { delayMs: 0 }));
    const storyHandlers = mswHandlersOf(paramsOf(context).msw);
    if (storyHandlers.length > 0) worker.use(...storyHandlers);
    return resetHandlers;
  },
};

export default preview;
