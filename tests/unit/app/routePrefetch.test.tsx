/**
 * Route data prefetched during the start-up check (issue #7 point 4, /job-openings LCP): with a
 * stored token, the openings list the screen shows first is requested with the refreshed token
 * beside the employee call (SPEC §4 keeps refresh → employee sequential), and the screen then
 * reads that request's cache entry instead of asking again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AppContent } from '../../../src/app/App';
import { AppProviders } from '../../../src/app/AppProviders';
import { makeStore } from '../../../src/store';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { demoToken, setupChatsServer, WAREHOUSE } from '../chats/helpers';

const mock = setupChatsServer();

/** `METHOD path?query Bearer token`, in the order the requests started. */
const started: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  started.push(
    `${request.method} ${url.pathname}${url.search} ${request.headers.get('authorization')}`,
  );
};

beforeEach(() => {
  started.length = 0;
  mock.current.server.events.on('request:start', record);
});
afterEach(() => mock.current.server.events.removeAllListeners());

function renderStartUp(url: string, token: string) {
  const store = makeStore({
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
  // The employee answers only once the openings request has started, or after 3 s: in a
  // chain (openings after the employee) it would give up waiting.
  let openingsBeforeEmployee: boolean | undefined;
  const openingsStarted = () => started.some((line) => line.includes('/job-openings'));
  mock.current.server.use(
    http.get('*/v1/employers/auth/employee', async () => {
      const deadline = Date.now() + 3000;
      while (!openingsStarted() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      openingsBeforeEmployee = openingsStarted();
      return undefined; // on to the simulated API's own handler
    }),
  );
  const store = renderStartUp('/job-openings?search=night', stored);

  expect(await screen.findByRole('heading', { name: WAREHOUSE }, { timeout: 5000 })).toBeVisible();
  const token = store.getState().auth.token;
  expect(token).not.toBe(stored);
  expect(openingsBeforeEmployee).toBe(true);
  expect(started[0]).toMatch(/^GET \/v1\/employers\/auth\/refresh /);
  // One request, with the new token, for the query string the screen reads.
  expect(started.filter((line) => line.includes('/v1/employers/job-openings'))).toEqual([
    `GET /v1/employers/job-openings?search=night&page=1 Bearer ${token}`,
  ]);
});

it('asks for nothing of the screen when the stored token cannot be refreshed', async () => {
  renderStartUp('/job-openings', 'not-a-token');
  expect(await screen.findByRole('heading', { name: 'Log in to Hireline' })).toBeVisible();
  expect(started.filter((line) => line.includes('/job-openings'))).toEqual([]);
});

it('mounts the screen once with its list: the session overlay stays over the header until the list is in', async () => {
  const stored = await demoToken();
  // The openings answer 400 ms after the employee: the screen's own list spinner would show
  // meanwhile if the screen mounted with the employee.
  let employeeAnswered = 0;
  mock.current.server.use(
    http.get('*/v1/employers/auth/employee', () => {
      employeeAnswered = Date.now();
      return undefined;
    }),
    http.get('*/v1/employers/job-openings', async () => {
      while (!employeeAnswered) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 400));
      return undefined;
    }),
  );
  const spinnerSeen: boolean[] = [];
  const observer = new MutationObserver(() =>
    spinnerSeen.push(Boolean(screen.queryByText('Loading job openings…'))),
  );
  observer.observe(document.body, { childList: true, subtree: true });
  const store = renderStartUp('/job-openings?search=night', stored);

  // The header is drawn from the start, under the overlay.
  expect(screen.getByRole('heading', { level: 1, name: 'Job Openings' })).toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
  expect(screen.getByText('Checking your session…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create job opening' })).not.toBeInTheDocument();

  expect(await screen.findByRole('heading', { name: WAREHOUSE }, { timeout: 5000 })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Create job opening' })).toBeVisible();
  expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
  observer.disconnect();
  expect(spinnerSeen).not.toContain(true);
});

it('waits at most 1.5 s for that list: on a slow network the screen shows its own loading state', async () => {
  const stored = await demoToken();
  mock.current.server.use(
    http.get('*/v1/employers/job-openings', async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return undefined;
    }),
  );
  renderStartUp('/job-openings?search=night', stored);
  expect(await screen.findByText('Loading job openings…', {}, { timeout: 2500 })).toBeVisible();
  expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create job opening' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: WAREHOUSE }, { timeout: 3000 })).toBeVisible();
}, 10_000);
