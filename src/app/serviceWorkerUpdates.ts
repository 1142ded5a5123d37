/**
 * A new deploy is taken at the next in-app navigation (issue #31 point 3): the updated service
 * worker waits (vite.config.ts `pwa`: no unconditional `skipWaiting`) until the employer moves to
 * another page of the app; then the page reloads at the URL it navigated to, onto the new build,
 * which says "Hireline was updated" (src/app/serviceWorkerStart.ts) and only then tells the
 * waiting worker to take over. Never in the middle of a page: a change of the query alone
 * (filters, the open chat) or a `replace` navigation (redirects, URL-kept state) does not count.
 *
 * Reload first, take-over after — not the other way round — because Chromium's take-over is
 * fragile while the page is busy (seen in CI; see also joCur/quorum#216): a fetch reaching the
 * outgoing worker as it is retired (the next page's chunk, a poll) parks the take-over, the new
 * worker left `installed` until the old one has been idle for a while, which a polling page
 * never is; and a navigation that sets a parked take-over going can be lost, the page left on a
 * reload that never comes. The reload needs no take-over to get the new build: while a newer
 * worker waits, the old one sends page navigations to the network (src/app/appShellNavigation.ts),
 * and the new build's hashed assets are not in its precache.
 * The reloaded page then asks the take-over (`afterUpdate`); parked or not, it already runs the
 * newest build, and the new worker's precache serves it once it has taken over.
 */
import { UPDATED_KEY } from './chunkReload';

/** How the URL changed: a new history entry, the current one replaced, or back/forward. */
export type NavigationKind = 'push' | 'replace' | 'traverse';

/** The parts of a {@link ServiceWorkerContainer} used here. */
type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/** The parts of a {@link ServiceWorkerRegistration} used here. */
type Registration = Pick<ServiceWorkerRegistration, 'waiting'>;

/** What {@link updateAtNavigation} needs. */
export interface UpdateAtNavigationOptions {
  /** `navigator.serviceWorker`. */
  container: Container;
  /** The app's registration (its `waiting` worker, if any, is the update). */
  registration: Registration;
  /** Reloads the page at its current URL. */
  reload: () => void;
  /** Where {@link UPDATED_KEY} is set before that reload (the tab's sessionStorage). */
  storage: Pick<Storage, 'setItem'> | null;
  /** Whether the browser is online (`navigator.onLine`): offline, nothing is taken. */
  online: () => boolean;
  /**
   * Whether this page load is the reload onto an update ({@link UPDATED_KEY} was set): it runs
   * the newest build, so a waiting worker is told at once to take over (`SKIP_WAITING`), and
   * its taking control is expected — neither a reload nor a stale page.
   */
  afterUpdate?: boolean;
}

/** Whether a navigation from `from` to `to` (URLs) moves to another page of the app. */
export function isPageChange(from: string, to: string, kind: NavigationKind): boolean {
  if (kind === 'replace') return false;
  return new URL(from).pathname !== new URL(to).pathname;
}

/**
 * Takes an update at the next page change. Returns the function to call on every in-app
 * navigation (from, to: absolute URLs; kind). At a page change ({@link isPageChange}), online,
 * the page reloads (once) onto the new build, {@link UPDATED_KEY} set, when
 * - a worker is waiting and the page is controlled (an update this tab found);
 * - the controller changed under this page earlier (another tab took the update: this page runs
 *   the previous build, whose precached chunks are gone).
 * A `controllerchange` this page did not ask for only marks it stale: the other tabs are left
 * alone until their own next navigation. The first install (no controller before) is no update.
 * After an update (`afterUpdate`), a waiting worker is told to take over (`SKIP_WAITING`, the
 * message src/app/sw.ts listens for), online or not (it is installed); its
 * `controllerchange` changes nothing, and until it comes page changes take nothing (that worker
 * is of the build this page already runs).
 */
export function updateAtNavigation({
  container,
  registration,
  reload,
  storage,
  online,
  afterUpdate = false,
}: UpdateAtNavigationOptions): (from: string, to: string, kind: NavigationKind) => void {
  let controlled = container.controller !== null;
  let reloading = false;
  let stale = false;
  let expected = false;
  if (afterUpdate && registration.waiting && container.controller) {
    expected = true;
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  }
  container.addEventListener('controllerchange', () => {
    if (expected) expected = false;
    else if (controlled) stale = true;
    controlled = true;
  });
  return (from, to, kind) => {
    if (reloading || expected || !isPageChange(from, to, kind) || !online()) return;
    if (!stale && !(registration.waiting && container.controller)) return;
    reloading = true;
    try {
      storage?.setItem(UPDATED_KEY, '1');
    } catch {
      // Storage refused: the new build shows no notice.
    }
    reload();
  };
}

/** The parts of the Navigation API (`window.navigation`, where supported) used here. */
interface NavigationLike {
  currentEntry: { url: string | null } | null;
  addEventListener(
    type: 'currententrychange',
    listener: (event: { navigationType: string | null; from: { url: string | null } }) => void,
  ): void;
}

/**
 * Calls `onNavigate(from, to, kind)` after each same-document navigation of `win` (the router's
 * `pushState`/`replaceState`, back and forward): through the Navigation API's
 * `currententrychange` where the browser has it, else by wrapping `history.pushState` and
 * `replaceState` and listening to `popstate`.
 */
export function watchNavigations(
  win: Window & { navigation?: NavigationLike },
  onNavigate: (from: string, to: string, kind: NavigationKind) => void,
): void {
  const navigation = win.navigation;
  if (navigation) {
    navigation.addEventListener('currententrychange', (event) => {
      const from = event.from.url;
      const to = navigation.currentEntry?.url;
      const kind = event.navigationType;
      if (!from || !to || (kind !== 'push' && kind !== 'replace' && kind !== 'traverse')) return;
      onNavigate(from, to, kind);
    });
    return;
  }
  let last = win.location.href;
  const changed = (kind: NavigationKind) => {
    const from = last;
    last = win.location.href;
    if (from !== last) onNavigate(from, last, kind);
  };
  const { history } = win;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    changed('push');
  };
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    replace(...args);
    changed('replace');
  };
  win.addEventListener('popstate', () => changed('traverse'));
}
