import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { Button } from '../components/Button';
import { FullScreenOverlay } from '../components/FullScreenOverlay';
import { OfflineNotice } from '../components/OfflineNotice';
import { initializeSession } from '../features/auth/session';
import type { AppStore } from './store';
import type { AppDispatch, RootState } from '../store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { firstNotification } from '../store/notifier';
import { AppProviders } from './AppProviders';
import { AppRoutes, startRoute } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { afterFirstScreenPaint } from './firstPaint';
import { useOnlineStatus } from './useOnlineStatus';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';
import { useFocusRescue } from './useFocusRescue';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import { appMessages } from './app.messages';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  unreachableRetry: { id: 'app.unreachable.retry', defaultMessage: 'Try again' },
  unreachableText: {
    id: 'app.unreachable.text',
    defaultMessage:
      "You are still signed in. Check your connection; we'll try again when it's back or when you return to this tab.",
    description: 'Full-screen state when the start-up session check met a network error or a 5xx.',
  },
  unreachableTitle: { id: 'app.unreachable.title', defaultMessage: "Can't reach Hireline" },
});

/** The stores (by their `dispatch`) whose start-up check has been started. */
const checked = new WeakSet<AppDispatch>();

/**
 * Starts the start-up authentication check of SPEC §4 ({@link initializeSession}: one refresh,
 * never retried by itself, then the employee) once per store; later calls do nothing. The
 * entry (src/main.tsx) calls it as soon as the store exists, before the first render, so the
 * check's round trips overlap the app's start (issue #20 point 6); {@link App} calls it on
 * mounting for a host that did not. Returns `true` when this call started it.
 */
export function startSessionCheck(dispatch: AppDispatch): boolean {
  if (checked.has(dispatch)) return false;
  checked.add(dispatch);
  void dispatch(initializeSession());
  return true;
}

/**
 * Starts the start-up check ({@link startSessionCheck}) when mounted, if not yet started, and
 * with it what the current route needs ({@link startRoute}), as the entry does: the screen's
 * first data then leaves with the refreshed token even when the route's layout is still
 * loading.
 */
function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (startSessionCheck(dispatch)) {
      void startRoute(
        { dispatch, getState: store.getState, subscribe: store.subscribe },
        { pathname, search },
      );
    }
  }, [dispatch, store, pathname, search]);
  return null;
}

/**
 * "Can't reach Hireline" (issue #18 point 4; DESIGN.md "When the network fails"): the start-up
 * check met a network error, a timeout or a 5xx. The token and the URL are kept; Try again
 * runs the check again, and so do coming back online and focusing the window.
 */
function SessionUnreachable({ variant }: { variant?: 'fullScreen' | 'banner' }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const recheck = () => void dispatch(initializeSession());
    window.addEventListener('online', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [dispatch]);
  return (
    <OfflineNotice
      variant={variant}
      title={intl.formatMessage(messages.unreachableTitle)}
      description={intl.formatMessage(messages.unreachableText)}
      action={
        <Button onClick={() => void dispatch(initializeSession())}>
          {intl.formatMessage(messages.unreachableRetry)}
        </Button>
      }
    />
  );
}

/**
 * `true` while the employer's pages are on screen: signed in, or started from the device's copy
 * of the last visit while the start-up check runs (`resumed`, issue #31 point 2). The network
 * notices are then a banner above the page, which stays readable (issue #31 point 3), rather
 * than a full screen over it.
 */
function useEmployerPagesShown(): boolean {
  return useAppSelector(
    (state) =>
      state.auth.status === 'authenticated' ||
      (state.auth.status === 'unknown' && state.auth.resumed === true),
  );
}

/**
 * Global states over every route (SPEC §2): the full-screen spinner while authentication
 * is checked, "can't reach Hireline" when that check could not reach the API, and the
 * no-internet notice while the browser is offline — full screen, or a banner above the
 * employer's last-seen page (issue #31 point 3: readable offline).
 */
export function GlobalStatus() {
  const intl = useIntl();
  const online = useOnlineStatus();
  const pagesShown = useEmployerPagesShown();
  const checking = useAppSelector((state) => state.auth.status === 'unknown');
  const unreachable = useAppSelector((state) => state.auth.unreachable === true);
  const variant = pagesShown ? 'banner' : 'fullScreen';
  if (!online) return <OfflineNotice variant={variant} />;
  if (checking && unreachable) return <SessionUnreachable variant={variant} />;
  // Not over a screen painted from the device's copy of the last visit (issue #31 point 2).
  if (checking && !pagesShown) {
    return <FullScreenOverlay label={intl.formatMessage(appMessages.checkingAuth)} />;
  }
  return null;
}

/**
 * The app under the full-screen notices (issue #19 point 7): while the no-internet notice or
 * "can't reach Hireline" covers it, it is `inert` — nothing in it takes focus, clicks or
 * typing (a message box hidden behind the notice cannot send). Messages written before going
 * offline wait in the outbox. Under the banner of a signed-in employer (issue #31 point 3)
 * nothing is hidden, and the page stays in use. `display: contents`: no box of its own, the
 * layout is unchanged.
 */
export function InertBehindNotice({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  const unreachable = useAppSelector(
    (state) => state.auth.status === 'unknown' && state.auth.unreachable === true,
  );
  // Under the banner (issue #31 point 3) the page is not covered: readable, and in use (a
  // message written offline waits in the outbox).
  const pagesShown = useEmployerPagesShown();
  const covered = (!online || unreachable) && !pagesShown;
  return (
    <div style={{ display: 'contents' }} inert={covered} data-covered={covered || undefined}>
      {children}
    </div>
  );
}

/** The routed application inside the providers; the router is given by the caller. */
export function AppContent() {
  useScrollToTopOnNavigate();
  useFocusHeadingOnNavigate();
  useFocusRescue();
  return (
    <ErrorBoundary>
      <SessionBootstrap />
      <GlobalStatus />
      <InertBehindNotice>
        <AppRoutes />
      </InertBehindNotice>
    </ErrorBoundary>
  );
}

/**
 * When the app's toasts load: after its first screen has painted (`afterFirstScreenPaint`),
 * not beside that screen's calls, and only once there is a notification to show (issue #31
 * point 1: react-toastify and the toasts are 9 KB gzipped most visits never need; the
 * notifications raised before wait in the notifier's queue, src/store/notifier.ts).
 */
function toastsAfter(): Promise<void> {
  return afterFirstScreenPaint().then(firstNotification);
}

/**
 * The whole app (DESIGN.md `src/app`): providers, router, session check, routes. `extras`
 * render inside the router after the routes (demo mode passes the demo inbox). The toasts load
 * once there is one to show ({@link toastsAfter}).
 */
export function App({ store, extras }: { store: AppStore; extras?: ReactNode }) {
  return (
    <AppProviders store={store} toastsAfter={toastsAfter}>
      <BrowserRouter>
        <AppContent />
        {extras}
      </BrowserRouter>
    </AppProviders>
  );
}
