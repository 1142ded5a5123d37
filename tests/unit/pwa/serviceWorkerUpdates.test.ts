/**
 * The update taken at the next in-app navigation (issue #31 point 3;
 * src/app/serviceWorkerUpdates.ts): which navigations count, the waiting worker told to take
 * over and the reload when it has, the stale tab (another tab took the update) reloaded at its
 * own next navigation, and the navigations seen through the Navigation API or history.
 */
import { UPDATED_KEY } from '../../../src/app/chunkReload';
import {
  isPageChange,
  updateAtNavigation,
  watchNavigations,
} from '../../../src/app/serviceWorkerUpdates';

const ORIGIN = 'https://hireline.test';
const at = (path: string) => `${ORIGIN}${path}`;

describe('isPageChange', () => {
  it('counts a push or back/forward to another path, never a query change or a replace', () => {
    expect(isPageChange(at('/account-details'), at('/job-openings'), 'push')).toBe(true);
    expect(isPageChange(at('/inbox'), at('/job-openings?page=2'), 'traverse')).toBe(true);
    expect(isPageChange(at('/inbox'), at('/inbox?chat=7'), 'push')).toBe(false);
    expect(isPageChange(at('/job-openings'), at('/job-openings#top'), 'push')).toBe(false);
    expect(isPageChange(at('/sign-up/'), at('/sign-up/plans'), 'replace')).toBe(false);
  });
});

/** A service worker container, registration and worker the test drives. */
function fakeWorkers({ controlled = true, waiting = true, afterUpdate = false } = {}) {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = controlled ? {} : null;
  const worker = { postMessage: jest.fn() };
  const registration: { waiting: ServiceWorker | null } = {
    waiting: waiting ? (worker as unknown as ServiceWorker) : null,
  };
  const reload = jest.fn();
  let online = true;
  const onNavigate = updateAtNavigation({
    container: container as unknown as ServiceWorkerContainer,
    registration,
    reload,
    storage: sessionStorage,
    online: () => online,
    afterUpdate,
  });
  /** The waiting worker took over: the browser's `controllerchange`. */
  const takeOver = () => {
    registration.waiting = null;
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
  };
  return {
    registration,
    worker,
    reload,
    onNavigate,
    takeOver,
    goOffline: () => (online = false),
  };
}

describe('updateAtNavigation', () => {
  it('reloads onto the new build at a page change, with the notice, and asks no take-over', () => {
    const { worker, reload, onNavigate } = fakeWorkers();
    onNavigate(at('/account-details'), at('/account-details?tab=billing'), 'push');
    onNavigate(at('/account-details'), at('/job-openings'), 'replace');
    expect(reload).not.toHaveBeenCalled();

    onNavigate(at('/account-details'), at('/job-openings'), 'push');
    expect(sessionStorage.getItem(UPDATED_KEY)).toBe('1');
    expect(reload).toHaveBeenCalledTimes(1);
    // The take-over is the reloaded page's to ask, once it runs the new build.
    expect(worker.postMessage).not.toHaveBeenCalled();

    // Once: another navigation while the reload starts asks nothing more.
    onNavigate(at('/job-openings'), at('/inbox'), 'push');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the reload onto an update tells a worker still waiting to take over, and expects it', () => {
    const { worker, reload, onNavigate, takeOver } = fakeWorkers({ afterUpdate: true });
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // Until it has, a page change asks nothing more: the page already runs that build.
    onNavigate(at('/job-openings'), at('/inbox'), 'push');
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    takeOver();
    expect(reload).not.toHaveBeenCalled();
    // Its taking control made the page neither stale nor due for a reload.
    onNavigate(at('/inbox'), at('/account-details'), 'push');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the reload onto an update with no worker waiting asks nothing', () => {
    const { worker, reload, onNavigate, takeOver } = fakeWorkers({
      afterUpdate: true,
      waiting: false,
    });
    expect(worker.postMessage).not.toHaveBeenCalled();
    // A later take-over is another tab's update: stale, reloaded at the next page change.
    takeOver();
    onNavigate(at('/inbox'), at('/account-details'), 'push');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes nothing without a waiting worker, offline, or on a page no worker controls', () => {
    const idle = fakeWorkers({ waiting: false });
    idle.onNavigate(at('/inbox'), at('/job-openings'), 'push');
    expect(idle.reload).not.toHaveBeenCalled();

    const offline = fakeWorkers();
    offline.goOffline();
    offline.onNavigate(at('/inbox'), at('/job-openings'), 'push');
    expect(offline.reload).not.toHaveBeenCalled();

    const uncontrolled = fakeWorkers({ controlled: false });
    uncontrolled.onNavigate(at('/inbox'), at('/job-openings'), 'push');
    expect(uncontrolled.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATED_KEY)).toBeNull();
  });

  it('the first install taking control is no update: no reload, now or at the next navigation', () => {
    const { reload, onNavigate, takeOver, registration } = fakeWorkers({
      controlled: false,
      waiting: false,
    });
    takeOver();
    expect(reload).not.toHaveBeenCalled();
    onNavigate(at('/inbox'), at('/job-openings'), 'push');
    expect(reload).not.toHaveBeenCalled();
    expect(registration.waiting).toBeNull();
  });

  it('a tab whose controller another tab replaced reloads at its own next page change, not before', () => {
    const { reload, onNavigate, takeOver } = fakeWorkers({ waiting: false });
    takeOver();
    expect(reload).not.toHaveBeenCalled();
    onNavigate(at('/inbox'), at('/inbox?unread=1'), 'push');
    expect(reload).not.toHaveBeenCalled();
    onNavigate(at('/inbox'), at('/account-details'), 'traverse');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(UPDATED_KEY)).toBe('1');
  });
});

describe('watchNavigations', () => {
  it('reports the Navigation API’s entry changes with their kind', () => {
    const navigation = new EventTarget() as EventTarget & { currentEntry: { url: string } };
    navigation.currentEntry = { url: at('/job-openings') };
    const seen = jest.fn();
    watchNavigations({ navigation } as unknown as Window, seen);
    const change = (kind: string | null, from: string) =>
      navigation.dispatchEvent(
        Object.assign(new Event('currententrychange'), {
          navigationType: kind,
          from: { url: from },
        }),
      );
    change('push', at('/account-details'));
    change('reload', at('/job-openings'));
    change('traverse', at('/inbox'));
    expect(seen.mock.calls).toEqual([
      [at('/account-details'), at('/job-openings'), 'push'],
      [at('/inbox'), at('/job-openings'), 'traverse'],
    ]);
  });

  it('without it, wraps pushState and replaceState and listens to popstate', () => {
    const seen = jest.fn();
    const { pushState, replaceState } = window.history;
    try {
      window.history.replaceState(null, '', '/account-details');
      watchNavigations(window, seen);
      const origin = window.location.origin;
      window.history.pushState(null, '', '/job-openings');
      window.history.replaceState(null, '', '/job-openings?page=2');
      window.history.pushState(null, '', '/job-openings?page=2');
      expect(window.location.pathname).toBe('/job-openings');
      // Back: the browser moves the URL itself (the unwrapped call stands in), then popstate.
      replaceState.call(window.history, null, '', '/inbox');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(seen.mock.calls).toEqual([
        [`${origin}/account-details`, `${origin}/job-openings`, 'push'],
        [`${origin}/job-openings`, `${origin}/job-openings?page=2`, 'replace'],
        [`${origin}/job-openings?page=2`, `${origin}/inbox`, 'traverse'],
      ]);
    } finally {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
    }
  });
});
