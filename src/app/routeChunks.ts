/**
 * The chunks of the routes (issue #20 point 6): each screen's chunk and, for the screens whose
 * first paint needs data, the module that requests it; the layouts' chunk of the employer's own
 * pages. Apart from the router (src/app/AppRoutes.tsx), which renders them, so that the entry
 * can start loading the current route's chunks as soon as it starts running
 * (src/app/startUp.ts, {@link preloadRoute}), before the rest of the app has been evaluated.
 * Imports nothing heavy — the route table and dynamic imports, not the router — so that it
 * does not move the router ahead of the start-up refresh (src/app/startUp.ts).
 */
import type { ComponentType } from 'react';
import type { AppDispatch } from '../store';
import type * as Layouts from './layouts';
import { ROUTES, type RouteLayout, type RouteScreen } from './routeTable';

/** A screen's chunk: its component. */
type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * Requests a screen's first data into the API cache for the URL query `search` (`?a=1`);
 * resolves (never rejects) once it has settled.
 */
type ScreenPrefetch = (dispatch: AppDispatch, search: string) => Promise<void>;

/*
 * The screens load on demand (their own chunks: forms, selects, date picker, virtual lists,
 * payments), so every page starts with the app shell alone. Login is one of them (issue #20
 * point 6: its form, Formik and Yup are no longer JavaScript that /job-openings loads). The
 * loaders are kept so that a screen's chunk starts loading when the app starts, beside the
 * session check ({@link preloadRoute}).
 */
const LOADERS: Partial<Record<RouteScreen, () => ScreenModule>> = {
  login: () => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
  jobOpenings: () =>
    import('../features/jobOpenings/JobOpeningsPage').then((m) => ({
      default: m.JobOpeningsPage,
    })),
  chats: () => import('../features/chats/ChatsPage').then((m) => ({ default: m.ChatsPage })),
  inbox: () => import('../features/chats/InboxPage').then((m) => ({ default: m.InboxPage })),
  accountDetails: () =>
    import('../features/account/AccountDetailsPage').then((m) => ({
      default: m.AccountDetailsPage,
    })),
  signUp: () => import('../features/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })),
  passwordRecoveryRequest: () =>
    import('../features/auth/PasswordRecoveryPages').then((m) => ({
      default: m.PasswordRecoveryRequestPage,
    })),
  passwordRecoveryConfirmation: () =>
    import('../features/auth/PasswordRecoveryPages').then((m) => ({
      default: m.PasswordRecoveryConfirmationPage,
    })),
  passwordRecovery: () =>
    import('../features/auth/PasswordRecoveryPages').then((m) => ({
      default: m.PasswordRecoveryPage,
    })),
  emailVerification: () =>
    import('../features/signUp/EmailVerificationStep').then((m) => ({
      default: m.EmailVerificationStep,
    })),
  companyInformation: () =>
    import('../features/signUp/CompanyInformationStep').then((m) => ({
      default: m.CompanyInformationStep,
    })),
  plans: () => import('../features/signUp/PlansStep').then((m) => ({ default: m.PlansStep })),
  checkout: () =>
    import('../features/signUp/SubscriptionCheckoutStep').then((m) => ({
      default: m.SubscriptionCheckoutStep,
    })),
};

/**
 * The screens whose first paint needs data: the module that requests it, apart from the
 * screen's chunk, so that the request leaves as soon as the token is refreshed, not when the
 * whole screen has arrived.
 */
const DATA_LOADERS: Partial<Record<RouteScreen, () => Promise<ScreenPrefetch>>> = {
  jobOpenings: () =>
    import('../features/jobOpenings/jobOpeningsList').then((m) => m.prefetchJobOpenings),
  inbox: () => import('../features/chats/inboxList').then((m) => m.prefetchInbox),
};

/** Each screen's data module ({@link DATA_LOADERS}), loading or loaded. */
const dataLoading = new Map<RouteScreen, Promise<ScreenPrefetch>>();

/** Starts loading `screen`'s data module, once; `undefined` for a screen without one. */
export function loadScreenPrefetch(screen: RouteScreen): Promise<ScreenPrefetch> | undefined {
  const loader = DATA_LOADERS[screen];
  if (!loader) return undefined;
  let promise = dataLoading.get(screen);
  if (!promise) {
    promise = loader();
    // A failed import may be retried (a new deployment, a network blip).
    promise.catch(() => dataLoading.delete(screen));
    dataLoading.set(screen, promise);
  }
  return promise;
}

/** Each screen's chunk, loading or loaded (one import per screen). */
const loading = new Map<RouteScreen, ScreenModule>();
/** The screens whose chunk has arrived, to render without suspending. */
const loaded = new Map<RouteScreen, ComponentType>();

/**
 * Starts loading `screen`'s chunk, once (again after a failure); resolves with its component
 * (the module's `default`), rejects when the chunk could not be loaded. `screen` must have a
 * chunk ({@link hasScreenChunk}).
 */
export function loadScreen(screen: RouteScreen): ScreenModule {
  let promise = loading.get(screen);
  if (!promise) {
    // The screen's chunk carries its English texts (the `defaultMessage` of its descriptors).
    promise = (LOADERS[screen] as () => ScreenModule)().then((module) => {
      loaded.set(screen, module.default);
      return module;
    });
    // A failed import may be retried (a new deployment, a network blip).
    promise.catch(() => loading.delete(screen));
    loading.set(screen, promise);
  }
  return promise;
}

/**
 * Starts loading `screen`'s chunk (no-op for a screen without a loader). Used when the app
 * starts and while the session check runs, so that the chunk and the check travel in parallel
 * instead of one after the other.
 */
export function preloadScreen(screen: RouteScreen | undefined): void {
  if (!screen || !LOADERS[screen]) return;
  loadScreen(screen).catch(() => {
    // Rendering loads it again and shows the route's error screen on failure.
  });
}

/** The layouts of the employer's own pages (src/app/layouts.tsx). */
type LayoutsModule = typeof Layouts;

/*
 * The layouts of the employer's own pages — the dashboard (top bar, navigation, the unread
 * badge) and the sign-up steps (stepper) — are a chunk of their own (issue #20 point 6): the
 * login page and the other public pages, which draw their own shell, do not load them. On a
 * page with one of them the chunk starts loading when the app starts ({@link preloadRoute}),
 * beside the session check, whose overlay (src/app/App.tsx) shows meanwhile; the page's frame
 * and header then appear under it. A login or a sign-up starts loading it beside its request
 * (`AppRoutes`, src/app/AppRoutes.tsx).
 */
let layouts: LayoutsModule | undefined;
let layoutsLoading: Promise<LayoutsModule> | undefined;

/**
 * Starts loading the layouts' chunk, once (again after a failure); resolves with the module once
 * it is in, rejects when it failed. Also for hosts that render the routes at once (Storybook's
 * preview loads it before every story).
 */
export function loadLayouts(): Promise<LayoutsModule> {
  if (!layoutsLoading) {
    const promise = import('./layouts').then((module) => {
      layouts = module;
      return module;
    });
    // A failed import may be retried (a new deployment, a network blip).
    promise.catch(() => {
      if (layoutsLoading === promise) layoutsLoading = undefined;
    });
    layoutsLoading = promise;
  }
  return layoutsLoading;
}

/** The layouts that come with the layouts' chunk ({@link loadLayouts}). */
const CHUNK_LAYOUTS: ReadonlySet<RouteLayout> = new Set(['dashboard', 'signUp']);

/** The layouts' module when its chunk has arrived ({@link loadLayouts}), else `undefined`. */
export function loadedLayouts(): LayoutsModule | undefined {
  return layouts;
}

/** Whether `screen` has a chunk of its own ({@link loadScreen}). */
export function hasScreenChunk(screen: RouteScreen): boolean {
  return Boolean(LOADERS[screen]);
}

/** `screen`'s component when its chunk has arrived ({@link loadScreen}), else `undefined`. */
export function loadedScreen(screen: RouteScreen): ComponentType | undefined {
  return loaded.get(screen);
}

/**
 * Whether `pathname` is a URL of the route table's `pattern` as the router matches it for the
 * table's own patterns: the whole path, segment by segment, case-insensitive, a `:param`
 * standing for any one segment, `*` for any path. A hint only: the router decides what
 * renders; at worst a page would load its chunks when it renders rather than at start.
 */
function matchesPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const have = pathname.toLowerCase().split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/** The route table's row with a screen that `pathname` matches ({@link matchesPath}), if any. */
function screenRouteAt(pathname: string) {
  return ROUTES.find((candidate) => candidate.screen && matchesPath(candidate.path, pathname));
}

/**
 * The call the start-up check makes after the refresh (SPEC §4: the employee, contract
 * operation `getCurrentEmployee`), whatever the page.
 */
const SESSION_CALLS: readonly string[] = ['/v1/employers/auth/employee'];

/**
 * The call every sign-up-guarded page makes next (the sign-up position, operation
 * `getCurrentSubscription`; `SignUpGuard`, src/app/AppRoutes.tsx).
 */
const ONBOARDING_CALLS: readonly string[] = ['/v1/employers/current-subscription'];

/**
 * A screen's first list as the screen asks for it at start for the URL query `search`, when
 * that request is known without the app's query-string code: with no filter in the URL
 * (operations `listJobOpenings` and `listChats`, first page). Kept equal to the screen's own request by
 * tests/unit/api/startUpRequests.test.ts.
 */
const FIRST_DATA_CALLS: Partial<Record<RouteScreen, (search: string) => string | undefined>> = {
  jobOpenings: (search) => (search === '' ? '/v1/employers/job-openings?page=1' : undefined),
  // Operation `listChats`, first page of 50; `?chat=<id>` (a chat opened) asks the same list.
  inbox: (search) =>
    [...new URLSearchParams(search).keys()].every((key) => key === 'chat')
      ? '/v1/employers/chats?per_page=50&page=1'
      : undefined,
};

/**
 * The GETs (contract paths with their query) the app makes first after the start-up refresh on
 * the page at `pathname` + `search` (`?a=1`), in order: the employee; on a sign-up-guarded page
 * the current subscription; the screen's first list where {@link FIRST_DATA_CALLS} knows it.
 * src/app/startUp.ts sends them as soon as the refresh has answered
 * (`sendStartUpRequests`, src/api/startUpRequests.ts), while the entry is still downloading
 * (issue #20 point 6). A hint: a call the app does not make is an answer nobody takes.
 */
export function startUpCalls(pathname: string, search: string): string[] {
  const route = screenRouteAt(pathname);
  if (!route?.access) return [...SESSION_CALLS];
  const firstData = route.screen ? FIRST_DATA_CALLS[route.screen]?.(search) : undefined;
  return [
    ...SESSION_CALLS,
    ...(route.onboarding ? ONBOARDING_CALLS : []),
    ...(firstData ? [firstData] : []),
  ];
}

/**
 * Starts loading what the page at `pathname` draws first, once (later calls share the same
 * loads): the layouts' chunk when the page has one of its layouts (the dashboard, the sign-up
 * steps; also for a redirect row), then the screen's data module ({@link loadScreenPrefetch}:
 * its first list then leaves with the employee call, not after the whole screen has arrived)
 * and the screen's chunk — a guarded screen's only with a stored token (`hasToken`: an
 * anonymous visitor goes to the login page). Failures are left to rendering, which loads a
 * chunk again.
 */
export function preloadRoute(pathname: string, hasToken: boolean): void {
  const row = ROUTES.find((candidate) => matchesPath(candidate.path, pathname));
  if (row && CHUNK_LAYOUTS.has(row.layout)) void loadLayouts().catch(() => undefined);
  const route = screenRouteAt(pathname);
  const screen = route?.screen;
  if (!screen || (route.access && !hasToken)) return;
  void loadScreenPrefetch(screen)?.catch(() => undefined);
  preloadScreen(screen);
}
