import { addListener, isAnyOf } from '@reduxjs/toolkit';
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { selectUnreadChats } from '../api/chatCounts';
import { subscriptionApi } from '../api/subscriptionApi';
import { FullScreenOverlay } from '../components/FullScreenOverlay';
import { Spinner } from '../components/Spinner';
import { logIn, returnPathAfterLogin, signUp } from '../features/auth/session';
import { ErrorPage, NotFoundPage } from '../features/errors/ErrorPages';
import {
  forgetPageAfterSetUp,
  pageAfterSetUp,
  rememberPageAfterSetUp,
} from '../features/signUp/pageAfterSetUp';
import { PLAN_PARAM } from '../features/signUp/signUpProgress';
import { subscriptionMatters, useSignUpProgress } from '../features/signUp/useSignUpProgress';
import type { AppDispatch, RootState } from '../store';
import { tokenReceived } from '../store/authSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { screenShown } from './firstPaint';
import type { AppStore } from './store';
import {
  hasScreenChunk,
  loadedLayouts,
  loadedScreen,
  loadLayouts,
  loadScreen,
  loadScreenPrefetch,
  preloadRoute,
  preloadScreen,
} from './routeChunks';
import {
  decideAccess,
  decideSignUpStep,
  documentTitle,
  ROUTES,
  type AppRoute,
  type RouteLayout,
  type RouteScreen,
} from './routeTable';
import { appMessages } from './app.messages';
import { commonMessages } from '../i18n/common.messages';
import { defineMessages } from '../i18n/defineMessages';

const texts = defineMessages({
  name: { id: 'app.name', defaultMessage: 'Hireline' },
});

/**
 * The component of a screen with a loader: rendered at once when its chunk has already
 * arrived (preloaded during the session check: no fallback, and none of the 300 ms React
 * waits before replacing a fallback it has shown), otherwise through `React.lazy`.
 */
function lazyScreen(screen: RouteScreen): ComponentType {
  const Lazy = lazy(() => loadScreen(screen));
  function Screen() {
    const Loaded = loadedScreen(screen);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Screen.displayName = `Screen(${screen})`;
  return Screen;
}

/**
 * Starts loading `screen`'s data ({@link loadScreenPrefetch}) once its data module is there:
 * called when the start-up check has refreshed the token, so that the screen's first list travels
 * beside the employee and subscription calls rather than after them (SPEC §4 keeps refresh →
 * employee sequential; the screen's data needs only the token). If the check then fails, the
 * session reset drops it with the rest of the cache. Resolves (never rejects) once that data
 * has settled, or at once for a screen without a data module.
 */
function prefetchScreenData(
  screen: RouteScreen | undefined,
  dispatch: AppDispatch,
  search: string,
): Promise<void> {
  const prefetch = screen && loadScreenPrefetch(screen);
  if (!prefetch) return Promise.resolve();
  return prefetch.then(
    (request) => request(dispatch, search),
    () => undefined, // the screen then asks for its data itself
  );
}

/**
 * Longest wait, in ms from the refreshed token, for a screen's prefetched data before the
 * guard lets the screen through anyway (it then shows its own loading state): the data
 * travels beside the employee call, so on a usual network it is in about when the check ends.
 */
const SCREEN_DATA_MAX_WAIT_MS = 1500;

/** The start-up data requests of each store (by its `dispatch`), by `<screen> <search>`. */
const startUpData = new WeakMap<AppDispatch, Map<string, Promise<void>>>();

/**
 * The start-up request of `screen`'s data for the URL query `search` ({@link
 * prefetchScreenData}), started on the first call for this store and URL (later calls share
 * it): resolves (never rejects) once the data has settled, or {@link SCREEN_DATA_MAX_WAIT_MS}
 * after the first call, whichever comes first.
 */
function startScreenData(
  dispatch: AppDispatch,
  screen: RouteScreen | undefined,
  search: string,
): Promise<void> {
  let requests = startUpData.get(dispatch);
  if (!requests) {
    requests = new Map();
    startUpData.set(dispatch, requests);
  }
  const key = `${screen} ${search}`;
  let settled = requests.get(key);
  if (!settled) {
    settled = Promise.race([
      prefetchScreenData(screen, dispatch, search),
      new Promise<void>((resolve) => setTimeout(resolve, SCREEN_DATA_MAX_WAIT_MS)),
    ]);
    requests.set(key, settled);
  }
  return settled;
}

/**
 * A layout of the layouts' chunk: rendered at once when the chunk has arrived, otherwise
 * through `React.lazy` (the router's Suspense boundary: a navigation, a transition, keeps the
 * previous page on display meanwhile). Which of the two is chosen when the layout mounts and
 * kept: switching later would mount the whole page again.
 */
function chunkLayout(name: 'DashboardLayout' | 'SignUpLayout'): ComponentType {
  const Lazy = lazy(() => loadLayouts().then((module) => ({ default: module[name] })));
  function Layout() {
    const [Component] = useState<ComponentType>(() => loadedLayouts()?.[name] ?? Lazy);
    return <Component />;
  }
  Layout.displayName = name;
  return Layout;
}

/** The layout of the public pages (auth, error, not found): each draws its own shell. */
function OwnShellLayout() {
  return <Outlet />;
}

/**
 * Resolves once the start-up session check (SPEC §4) has ended — the employee known, or the
 * session ended or found unreachable —; at once when none is running.
 */
function sessionChecked(store: Pick<AppStore, 'getState' | 'subscribe'>): Promise<void> {
  const checking = () => {
    const { auth } = store.getState();
    return auth.status === 'unknown' && !auth.unreachable;
  };
  if (!checking()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (checking()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The current subscription into the API cache (operation `getCurrentSubscription`), the call
 * `SignUpGuard` makes next for an employer whose sign-up position depends on it
 * ({@link subscriptionMatters}); resolves (never rejects) once it has settled, at once when it
 * does not matter.
 */
function prefetchSubscription(store: Pick<AppStore, 'dispatch' | 'getState'>): Promise<void> {
  if (!subscriptionMatters(store.getState().auth.user)) return Promise.resolve();
  const request = store.dispatch(
    subscriptionApi.endpoints.getCurrentSubscription.initiate(undefined, { subscribe: false }),
  );
  return request.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts, when the app starts (src/main.tsx, before its first render), what the screen at
 * `location` needs, instead of waiting for the first paint (issue #20 point 6): its chunks
 * ({@link preloadRoute}: the layouts', the screen's data module and the screen's; the start-up
 * script has usually started them already, src/app/startUp.ts), and the screen's first data as
 * soon as the start-up check has refreshed the token (SPEC §4; not for a token from a later
 * login; a guarded screen's only with a stored token) — the same request, cache entry and URL
 * query the screen reads, which the route's guard then waits for —, then, on a sign-up-guarded
 * page, the current subscription once the employee is known.
 *
 * Resolves (never rejects) once all that has settled: the session check ended and, if it
 * let the employer in, the screen's first data (at most {@link SCREEN_DATA_MAX_WAIT_MS}) and
 * the subscription. The entry renders when it has (or after a short wait): the start-up
 * script has usually received those answers while the entry was downloading, and the app's
 * first render is then the screen itself, once, not the check's overlay followed by each step.
 */
export function startRoute(
  store: Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const token = Boolean(store.getState().auth.token);
  // In the next task: the session check's refresh, started just before, is then the first
  // request on the wire, not queued behind the chunks' files (six connections per origin).
  // The entry has started them already (src/app/startUp.ts): then this does nothing.
  setTimeout(() => preloadRoute(pathname, token), 0);
  const route = ROUTES.find((candidate) => candidate.screen && matchPath(candidate.path, pathname));
  if (!route?.access || !token) return sessionChecked(store);
  const { dispatch } = store;
  let screenData: Promise<void> | undefined;
  dispatch(
    addListener({
      predicate: (action, state) =>
        tokenReceived.match(action) && (state as RootState).auth.status === 'unknown',
      effect: (_action, listenerApi) => {
        listenerApi.unsubscribe();
        screenData = startScreenData(dispatch, route.screen, search);
      },
    }),
  );
  return sessionChecked(store).then(async () => {
    if (store.getState().auth.status !== 'authenticated') return;
    await Promise.all([screenData, route.onboarding ? prefetchSubscription(store) : undefined]);
  });
}

/**
 * Resolves (never rejects) once the chunks the page at `pathname` draws have arrived — the
 * layouts' chunk for a dashboard or sign-up page, and the screen's — or failed: what a first
 * render from the device's copy of the last visit waits for (issue #31 point 2, src/main.tsx),
 * so that the screen itself is the first thing painted, not the session check's overlay.
 */
export function routeChunksLoaded(pathname: string): Promise<void> {
  const route = ROUTES.find((candidate) => candidate.screen && matchPath(candidate.path, pathname));
  if (!route?.screen) return Promise.resolve();
  const layouts = route.layout === 'dashboard' || route.layout === 'signUp';
  return Promise.all([
    layouts ? loadLayouts() : undefined,
    hasScreenChunk(route.screen) ? loadScreen(route.screen) : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/** Tells {@link screenShown} that the route's screen (inside its Suspense) has committed. */
function ScreenShown() {
  useEffect(() => screenShown(), []);
  return null;
}

/** Shown while a screen's chunk loads. */
function ScreenLoading() {
  const intl = useIntl();
  return <Spinner size="lg" label={intl.formatMessage(commonMessages.loading)} />;
}

/** The component of each screen of the route table. */
const SCREENS: Record<RouteScreen, ComponentType> = {
  jobOpenings: lazyScreen('jobOpenings'),
  chats: lazyScreen('chats'),
  inbox: lazyScreen('inbox'),
  accountDetails: lazyScreen('accountDetails'),
  login: lazyScreen('login'),
  passwordRecoveryRequest: lazyScreen('passwordRecoveryRequest'),
  passwordRecoveryConfirmation: lazyScreen('passwordRecoveryConfirmation'),
  passwordRecovery: lazyScreen('passwordRecovery'),
  signUp: lazyScreen('signUp'),
  // The account exists once logged in: its guard always leads to the first unfinished step.
  accountCreation: ScreenLoading,
  emailVerification: lazyScreen('emailVerification'),
  companyInformation: lazyScreen('companyInformation'),
  plans: lazyScreen('plans'),
  checkout: lazyScreen('checkout'),
  error: ErrorPage,
  notFound: NotFoundPage,
};

/**
 * What stands in for a screen while it cannot render yet (the session check, its chunk, its
 * first data, the sign-up position): at start-up, the full-screen "Checking your session…"
 * overlay that SPEC §2 asks for, or nothing while the app's own overlay (GlobalStatus,
 * src/app/App.tsx) covers the session check. No page content under it (issue #20 point 6):
 * what the employer sees first of the page, and the page's largest contentful paint, is the
 * screen itself, uncovered. For a route entered once the session is known (`atStartUp`
 * false), the wait is an in-app navigation's or the payment's, not a session check: the
 * layout stays and the page's place shows a "Loading…" spinner (issue #30 point 8).
 */
function ScreenPreview({ overlay, atStartUp }: { overlay: boolean; atStartUp: boolean }) {
  const intl = useIntl();
  if (!overlay) return null;
  if (!atStartUp) return <ScreenLoading />;
  return <FullScreenOverlay label={intl.formatMessage(appMessages.checkingAuth)} />;
}

const LAYOUTS: Record<RouteLayout, ComponentType> = {
  dashboard: chunkLayout('DashboardLayout'),
  auth: OwnShellLayout,
  signUp: chunkLayout('SignUpLayout'),
  plain: OwnShellLayout,
};

/**
 * Sets `document.title` to `Hireline | <route title>` (SPEC §2), led by `(n)` while n chats
 * have unread candidate replies (issue #9 point 3, {@link selectUnreadChats}).
 */
function RouteTitle({ message }: { message?: MessageDescriptor }) {
  const intl = useIntl();
  const title = message ? intl.formatMessage(message) : undefined;
  const unread = useAppSelector(selectUnreadChats);
  useEffect(() => {
    document.title = documentTitle(intl.formatMessage(texts.name), title, unread);
  }, [intl, title, unread]);
  return null;
}

/**
 * Whether `screen`'s chunk is still on its way while `hold` is set (the chunk starts loading
 * when the app starts, beside the session check — {@link startRoute} — or on navigation). The
 * guard keeps its overlay meanwhile instead of handing over to the screen's Suspense fallback:
 * React keeps a fallback it has shown for at least 300 ms, which would hold the screen back
 * after its chunk is there.
 * A chunk that fails to load ends the wait too (rendering then shows the route's error).
 */
function useChunkPending(screen: RouteScreen | undefined, hold: boolean): boolean {
  const [arrived, setArrived] = useState(
    () => !screen || !hasScreenChunk(screen) || Boolean(loadedScreen(screen)),
  );
  useEffect(() => {
    if (!hold || arrived || !screen) return;
    let live = true;
    // A transition: the screen that this lets through mounts in slices (see Guard).
    const done = () => {
      if (live) startTransition(() => setArrived(true));
    };
    // Already on its way when the app started on this route (startRoute): the same request.
    loadScreen(screen).then(done, done);
    return () => {
      live = false;
    };
  }, [hold, arrived, screen]);
  return hold && !arrived;
}

/** Applies the route's access rule (SPEC §6) before rendering its screen. */
function Guard({ route, children }: { route: AppRoute; children: ReactNode }) {
  // Deferred: when the check ends, the screen (a whole page at once) mounts in a background
  // render that React splits into slices of a few ms, yielding to input between them, while
  // the preview stays up; a store update alone would render it in one blocking task.
  const liveAuth = useAppSelector((state) => state.auth);
  const auth = useDeferredValue(liveAuth);
  const location = useLocation();
  const decision = decideAccess(route, auth);
  const waiting = decision.kind === 'wait';
  // Entered while the session was being checked (the page's first route), or later (an
  // in-app navigation): what stands in for the screen meanwhile differs (ScreenPreview).
  const [atStartUp] = useState(liveAuth.status === 'unknown');
  // The session was on while this page was shown: when it ends here (a logout), the page
  // leads to the login page, as the logout does — not to the route's rule for a visitor who
  // never signed in (/account-details → sign-up), which a deferred render could apply after
  // the logout's own navigation.
  const [signedInHere, setSignedInHere] = useState(auth.status === 'authenticated');
  if (auth.status === 'authenticated' && !signedInHere) setSignedInHere(true);
  const dispatch = useAppDispatch();
  const search = location.search;
  // Held whenever the screen's chunk is not there yet: during the session check (it loads
  // beside the check), and on a navigation too, where React would otherwise keep the previous
  // screen on display and in use while the chunk loads (a navigation is a transition) — the
  // login form would take the keystrokes meant for the password-recovery form, which then
  // mounts empty (issue #18 point 6). The preview shows instead, and the screen mounts once.
  const chunkPending = useChunkPending(route.screen, true);
  // The screen's first data, requested during the check: the preview stays until it has
  // settled, so that the screen mounts once, whole, in one sliced render (a response landing
  // in the middle of that render would make React redo it as one blocking task) — for at most
  // SCREEN_DATA_MAX_WAIT_MS: on a slow network the screen then shows its own loading state.
  const [dataPending, setDataPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!waiting) return;
    const holdFor = (settled: Promise<void>) => {
      setDataPending(true);
      void settled.then(() => {
        if (mounted.current) startTransition(() => setDataPending(false));
      });
    };
    // Requested already: the app started on this URL (startRoute) and the token is refreshed.
    const started = startUpData.get(dispatch)?.get(`${route.screen} ${search}`);
    if (started) {
      holdFor(started);
      return;
    }
    // The start-up check's refreshed token (SPEC §4): the first moment the screen's data can
    // be requested. A token from a login never arrives here (the status is not `unknown`).
    return dispatch(
      addListener({
        actionCreator: tokenReceived,
        effect: (_action, listenerApi) => {
          listenerApi.unsubscribe();
          holdFor(startScreenData(dispatch, route.screen, search));
        },
      }),
    );
  }, [waiting, route.screen, dispatch, search]);
  // Waiting means the session is being checked: GlobalStatus (src/app/App.tsx) draws the
  // overlay over the whole app meanwhile; once the check has ended, until the deferred render
  // above catches up, the guard draws it.
  if (decision.kind === 'wait') {
    return (
      <ScreenPreview
        overlay={liveAuth.status !== 'unknown' || liveAuth.resumed === true}
        atStartUp={atStartUp}
      />
    );
  }
  if (decision.kind === 'redirect') {
    // A login page left because the session started (here, or in another tab: issue #29)
    // returns to the page the session had ended on.
    const from = (location.state as { from?: unknown } | null)?.from;
    let to = route.anonymousOnly && from ? returnPathAfterLogin(location.state) : decision.to;
    if (!route.anonymousOnly && signedInHere && auth.status === 'anonymous') to = '/auth/login';
    return <Navigate to={to} replace state={{ from: location }} />;
  }
  if (chunkPending || dataPending) return <ScreenPreview overlay atStartUp={atStartUp} />;
  if (route.onboarding) {
    return (
      <SignUpGuard route={route} atStartUp={atStartUp}>
        {children}
      </SignUpGuard>
    );
  }
  return <>{children}</>;
}

/**
 * Remembers the page shown now — path, query and hash — as the one `employer` reaches once the
 * account is set up ({@link rememberPageAfterSetUp}): a page that needs a finished account,
 * which the sign-up guard is leaving for the first unfinished step (issue #30 point 10: a link
 * followed through sign-in or sign-up ends there once the sign-up is done).
 */
function RememberPageAfterSetUp({ employer }: { employer: string | undefined }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (employer) rememberPageAfterSetUp(employer, `${pathname}${search}${hash}`);
  }, [employer, pathname, search, hash]);
  return null;
}

/** Forgets the page remembered by {@link RememberPageAfterSetUp}: it has been reached. */
function ForgetPageAfterSetUp() {
  useEffect(() => forgetPageAfterSetUp(), []);
  return null;
}

/**
 * Applies the sign-up rule of the route table ({@link decideSignUpStep}) for a logged-in
 * employer: waits (overlay) until the current subscription is known, then redirects to the
 * first unfinished step, to the app, to the account page's payment of an overdue month (a
 * `past_due` plan, issue #30 point 11), or renders the screen. A page of the app left for the
 * first unfinished step is remembered, and a sign-up step left because the account is now set
 * up goes to it rather than to the job openings (issue #30 point 10, src/features/signUp/
 * pageAfterSetUp.ts); once a set-up employer is shown a page of the app, it is forgotten.
 */
function SignUpGuard({
  route,
  atStartUp,
  children,
}: {
  route: AppRoute;
  /** Entered during the session check (see Guard): the overlay, else a spinner, while loading. */
  atStartUp: boolean;
  children: ReactNode;
}) {
  const progress = useSignUpProgress();
  const [params] = useSearchParams();
  const employer = useAppSelector((state) => state.auth.user?.uuid);
  // The screen mounts in a background render once the position is known (see Guard); a
  // position that is loading again shows the preview at once.
  const loadedDeferred = !useDeferredValue(progress.loading);
  useEffect(() => {
    if (progress.loading) preloadScreen(route.screen);
  }, [progress.loading, route.screen]);
  if (progress.loading || !loadedDeferred) return <ScreenPreview overlay atStartUp={atStartUp} />;
  const overdue = progress.subscription?.status === 'past_due';
  const decision = decideSignUpStep(route, {
    next: progress.next,
    planId: progress.subscription?.plan.id,
    planChosen: Boolean(params.get(PLAN_PARAM)),
    overdue,
  });
  if (decision.kind === 'redirect') {
    // A page of the app asked for before the account was ready is remembered, and reached
    // when a sign-up step is left because it now is (issue #30 point 10). Not for a past-due
    // employer, who pays on the account page and stays there (issue #30 point 11).
    const setUpNow = route.onboarding === 'step' && progress.next === null;
    return (
      <>
        {route.onboarding === 'finished' && !overdue && (
          <RememberPageAfterSetUp employer={employer} />
        )}
        <Navigate to={(setUpNow && pageAfterSetUp(employer)) || decision.to} replace />
      </>
    );
  }
  return (
    <>
      {route.onboarding === 'finished' && <ForgetPageAfterSetUp />}
      {children}
    </>
  );
}

function routeElement(route: AppRoute) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = SCREENS[route.screen as RouteScreen];
  // Keyed by the route: the router renders sibling routes at the same place without a key, so
  // React would hand one route's guard — its "chunk arrived" and "data pending" state — to the
  // next route of the same layout, which then skipped its own wait for its chunk (the previous
  // screen stayed up, in use, until the new one had loaded).
  return (
    <Guard key={route.path} route={route}>
      <Suspense fallback={<ScreenLoading />}>
        {/* Inside the boundary: the title's message may come with the screen's chunk. */}
        <RouteTitle message={route.title} />
        <Screen />
        <ScreenShown />
      </Suspense>
    </Guard>
  );
}

const LAYOUT_ORDER: RouteLayout[] = ['dashboard', 'auth', 'signUp', 'plain'];

/**
 * The router built from the route table (SPEC §2, DESIGN.md "Routes are data"): one
 * layout route per shell, one child per row, each behind its guard and setting the title.
 * The dashboard's and the sign-up steps' layouts come with their own chunk ({@link
 * loadLayouts}), which starts loading when a login or a sign-up is sent (their page comes
 * next); until it has arrived, the routes draw nothing on a first render (the session check's
 * overlay shows meanwhile, {@link startRoute}) and a navigation keeps the previous page.
 */
export function AppRoutes() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      dispatch(
        addListener({
          matcher: isAnyOf(logIn.pending, signUp.pending),
          effect: () => void loadLayouts().catch(() => undefined),
        }),
      ),
    [dispatch],
  );
  return (
    <Suspense fallback={null}>
      <Routes>
        {LAYOUT_ORDER.map((layout) => {
          const Layout = LAYOUTS[layout];
          return (
            <Route key={layout} element={<Layout />}>
              {ROUTES.filter((route) => route.layout === layout).map((route) => (
                <Route key={route.path} path={route.path} element={routeElement(route)} />
              ))}
            </Route>
          );
        })}
      </Routes>
    </Suspense>
  );
}
