import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { FullScreenOverlay } from '../components/FullScreenOverlay';
import { OfflineNotice } from '../components/OfflineNotice';
import { initializeSession } from '../features/auth/session';
import type { AppStore } from '../store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { afterFirstContentfulPaint, START_UP_MAX_WAIT_MS } from './firstPaint';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * Runs the start-up authentication check once (SPEC §4), from the first paint (the overlay
 * over the page's frame; at most {@link START_UP_MAX_WAIT_MS} ms after mounting): its
 * requests and their handling then never hold that paint back.
 */
function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void afterFirstContentfulPaint(START_UP_MAX_WAIT_MS).then(() => dispatch(initializeSession()));
  }, [dispatch]);
  return null;
}

/**
 * Global states over every route (SPEC §2): the full-screen spinner while authentication
 * is checked and the full-screen no-internet notice while the browser is offline.
 */
export function GlobalStatus() {
  const intl = useIntl();
  const online = useOnlineStatus();
  const checking = useAppSelector((state) => state.auth.status === 'unknown');
  if (!online) return <OfflineNotice />;
  if (checking) return <FullScreenOverlay label={intl.formatMessage({ id: 'app.checkingAuth' })} />;
  return null;
}

/** The routed application inside the providers; the router is given by the caller. */
export function AppContent() {
  return (
    <ErrorBoundary>
      <SessionBootstrap />
      <GlobalStatus />
      <AppRoutes />
    </ErrorBoundary>
  );
}

/**
 * The whole app (DESIGN.md `src/app`): providers, router, session check, routes. `extras`
 * render inside the router after the routes (demo mode passes the demo inbox).
 */
export function App({ store, extras }: { store: AppStore; extras?: ReactNode }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppContent />
        {extras}
      </BrowserRouter>
    </AppProviders>
  );
}
