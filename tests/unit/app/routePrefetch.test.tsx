/**
 * Route data prefetched during the start-up check (issue #7 point 4, /job-openings LCP): with a
 * stored token, the openings list the screen shows first is requested with the refreshed token
 * beside the employee call (SPEC §4 keeps refresh → employee sequential), and the screen then
 * reads that request's cache entry instead of asking again.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AppContent, startSessionCheck } from '../../../src/app/App';
import { AppProviders } from '../../../src/app/AppProviders';
import { startRoute } from '../../../src/app/AppRoutes';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { demoToken, requestLine, setupChatsServer, WAREHOUSE } from '../chats/helpers';

const mock = setupChatsServer();

/** `METHOD path?query Bearer token`, in the order the requests started. */
const started: string[] = [];
const record = ({ request }: { request: Request }) => started.push(requestLine(request));

beforeEach(() => {
  started.length = 0;
  mock.current.server.events.on('request:start', record);
});
afterEach(() => mock.current.server.events.removeAllListeners());

function renderStartUp(url: string, token: string) {
  const store = makeTestStore({
    auth: initialAuthState(token),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[url]}>
        <AppContent />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

it('asks for the openings with the refreshed token before the employee has answered, once', async () => {
  const stored = await demoToken();
  started.length = 0;
  // The employee's answer is held until the test releases it: in a chain (openings after
  // the employee) the openings would never be asked meanwhile.
  let releaseEmployee: () => void = () => undefined;
  const employeeHeld = new Promise<void>((resolve) => {
    releaseEmployee = resolve;
  });
  mock.current.server.use(
    http.get('*/v1/employers/auth/employee', async () => {
      await employeeHeld;
      return undefined; // on to the simulated API's own handler
    }),
  );
  const store = renderStartUp('/job-openings?search=night', stored);
  try {
    await waitFor(
      () => expect(started.filter((line) => line.includes('/job-openings'))).toHaveLength(1),
      { timeout: 5000 },
    );
    expect(started.filter((line) => line.includes('/auth/employee'))).toHaveLength(1);
    expect(store.getState().auth.status).toBe('unknown');
  } finally {
    releaseEmployee();
  }

  expect(await screen.findByRole('heading', { name: WAREHOUSE }, { timeout: 5000 })).toBeVisible();
  const token = store.getState().auth.token;
  expect(token).not.toBe(stored);
  expect(started[0]).toMatch(/^GET \/v1\/employers\/auth\/refresh /);
  // One request, with the new token, for the query string the screen reads.
  expect(started.filter((line) => line.includes('/v1/employers/job-openings'))).toEqual([
    `GET /v1/employers/job-openings?search=night&page=1 Bearer ${token}`,
  ]);
  // The first render of the app loads its screens' modules: slow on a busy machine.
}, 20_000);

it('started by the entry before the first render (src/main.tsx): one refresh, the list with its token, read by the screen', async () => {
  const stored = await demoToken();
  started.length = 0;
  const store = makeTestStore({
    auth: initialAuthState(stored),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  startSessionCheck(store.dispatch);
  startRoute(store, { pathname: '/job-openings', search: '?search=night' });
  // Asked before anything renders.
  await waitFor(
    () =>
      expect(started.filter((line) => line.includes('/v1/employers/job-openings'))).toHaveLength(1),
    { timeout: 5000 },
  );
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();

  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={['/job-openings?search=night']}>
        <AppContent />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { name: WAREHOUSE }, { timeout: 5000 })).toBeVisible();
  const token = store.getState().auth.token;
  expect(token).not.toBe(stored);
  // The app's own start-up (SessionBootstrap) started no second check (SPEC §4: one refresh).
  expect(started.filter((line) => line.includes('/auth/refresh'))).toHaveLength(1);
  expect(started.filter((line) => line.includes('/v1/employers/job-openings'))).toEqual([
    `GET /v1/employers/job-openings?search=night&page=1 Bearer ${token}`,
  ]);
}, 20_000);

it('asks for nothing of the screen when the stored token cannot be refreshed', async () => {
  renderStartUp('/job-openings', 'not-a-token');
  expect(await screen.findByRole('heading', { name: 'Log in to Hireline' })).toBeVisible();
  expect(started.filter((line) => line.includes('/job-openings'))).toEqual([]);
});

/** Passes `ms` of Jest's fake time, letting React render what it brings. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** Passes fake time in steps of 50 ms until `done()` holds (5 s of fake time at most). */
async function advanceUntil(done: () => boolean) {
  for (let waited = 0; waited < 5000 && !done(); waited += 50) await advance(50);
  expect(done()).toBe(true);
}

/**
 * Holds the openings list's answer until `release()` (then the simulated API answers it);
 * `startedAt` is the fake clock's time when it was asked (with the refreshed token, which
 * starts the guard's wait for it).
 */
function holdOpenings() {
  const held = { release: () => undefined as void, startedAt: NaN };
  const gate = new Promise<void>((resolve) => {
    held.release = resolve;
  });
  mock.current.server.use(
    http.get('*/v1/employers/job-openings', async () => {
      held.startedAt = Date.now();
      await gate;
      return undefined;
    }),
  );
  return held;
}

describe('while the list is on its way (fake clock)', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('mounts the screen once with its list: the session overlay stays, with nothing under it, until the list is in', async () => {
    const stored = await demoToken();
    // The openings answer a while after the employee: the screen's own list spinner would
    // show meanwhile if the screen mounted with the employee.
    const openings = holdOpenings();
    const spinnerSeen: boolean[] = [];
    const observer = new MutationObserver(() =>
      spinnerSeen.push(Boolean(screen.queryByText('Loading job openings…'))),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    const store = renderStartUp('/job-openings?search=night', stored);

    try {
      // Only the overlay from the start: the header comes with the screen (issue #20 point 6).
      expect(screen.getByText('Checking your session…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      await advanceUntil(() => store.getState().auth.status === 'authenticated');
      // 800 ms after the employee, well inside the guard's 1.5 s, the list not yet in.
      await advance(800);
      expect(Date.now() - openings.startedAt).toBeLessThan(1500);
      expect(screen.getByText('Checking your session…')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create job opening' })).not.toBeInTheDocument();
      expect(screen.queryByText('Loading job openings…')).not.toBeInTheDocument();
    } finally {
      openings.release();
    }

    await advanceUntil(() => screen.queryByRole('heading', { name: WAREHOUSE }) !== null);
    expect(screen.getByRole('heading', { name: WAREHOUSE })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create job opening' })).toBeVisible();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    observer.disconnect();
    expect(spinnerSeen).not.toContain(true);
  });

  it('waits at most 1.5 s for that list: on a slow network the screen shows its own loading state', async () => {
    const stored = await demoToken();
    const openings = holdOpenings();
    const store = renderStartUp('/job-openings?search=night', stored);
    try {
      await advanceUntil(
        () => store.getState().auth.status === 'authenticated' && !Number.isNaN(openings.startedAt),
      );
      // Just before 1.5 s from the list's request: still the overlay.
      await advance(openings.startedAt + 1400 - Date.now());
      expect(screen.getByText('Checking your session…')).toBeInTheDocument();
      expect(screen.queryByText('Loading job openings…')).not.toBeInTheDocument();
      // Past it: the screen, with its own loading state.
      await advance(200);
      expect(screen.getByText('Loading job openings…')).toBeVisible();
      expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create job opening' })).toBeVisible();
    } finally {
      openings.release();
    }
    await advanceUntil(() => screen.queryByRole('heading', { name: WAREHOUSE }) !== null);
    expect(screen.getByRole('heading', { name: WAREHOUSE })).toBeVisible();
    expect(screen.queryByText('Loading job openings…')).not.toBeInTheDocument();
  });
});
