/**
 * The warm start (issue #31 point 2; README "Speed"): the device's copy of the last answers is
 * written per employer while signed in (IndexedDB through idb-keyval — fake-indexeddb here),
 * put back into the API cache when the app starts with a stored token (RTK Query's
 * `extractRehydrationInfo`), shown at once marked as the last visit's, and replaced by one
 * request made with the refreshed token. It is removed at logout, on a 401 that ends the
 * session and on a logout in another tab, and never shown to another employer. Against
 * msw/node, with Jest's fake clock for the save's delay: no test sleeps.
 */
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { jobOpeningsApi, useListJobOpeningsQuery } from '../../../src/api/jobOpeningsApi';
import { sessionEndedInAnotherTab } from '../../../src/api/session';
import { initializeSession } from '../../../src/features/auth/session';
import { useQueryStatus } from '../../../src/features/shared/useQueryStatus';
import { initialAuthState, sessionCleared, userLoaded } from '../../../src/store/authSlice';
import {
  clearDeviceCopy,
  DEVICE_COPY_POINTER_KEY,
  DEVICE_COPY_SAVE_DELAY_MS,
  readDeviceCopy,
  rehydrateDeviceCopy,
} from '../../../src/store/deviceCopy';
import { STORAGE_KEYS } from '../../../src/store/storage';
import { makeTestStore } from '../testStore';
import { employeeWith } from './fixtures';

const SARAH = employeeWith({ uuid: 'employer-sarah' });
const OMAR = employeeWith({ uuid: 'employer-omar', name: 'Omar Haddad' });

/** The employee the API answers for the token in use. */
let employee = SARAH;
/** The name of the one job opening the list answers. */
let openingName = 'Forklift Operator';
/** Every request, as `METHOD path Bearer-token`, in order. */
let requests: string[] = [];
/** While set, the refresh's answer waits for it. */
let refreshHeld: Promise<void> | null = null;
/** The list answers 401 (the token was refused). */
let listRefused = false;

function line(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname} ${request.headers.get('authorization') ?? '-'}`;
}

const server = setupServer(
  http.get('*/v1/employers/auth/refresh', async ({ request }) => {
    requests.push(line(request));
    if (refreshHeld) await refreshHeld;
    return HttpResponse.json({ access_token: 'fresh-token', token_type: 'bearer' });
  }),
  http.get('*/v1/employers/auth/employee', ({ request }) => {
    requests.push(line(request));
    return HttpResponse.json(employee);
  }),
  http.get('*/v1/employers/current-subscription', ({ request }) => {
    requests.push(line(request));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/v1/employers/job-openings', ({ request }) => {
    requests.push(line(request));
    if (listRefused) {
      return HttpResponse.json({ message: 'Unauthenticated.', errors: [] }, { status: 401 });
    }
    return HttpResponse.json({
      data: [{ uuid: 'opening-1', name: openingName }],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  employee = SARAH;
  openingName = 'Forklift Operator';
  requests = [];
  refreshHeld = null;
  listRefused = false;
  localStorage.clear();
  await clearDeviceCopy();
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});

/** A store as the app builds it from localStorage with `token` stored (no device copy). */
function coldStore(token = 'stored-token') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  return makeTestStore({ auth: initialAuthState(token) });
}

/**
 * A store as src/main.tsx builds it: the device's copy read for the stored token and, when there
 * is one, its employee preloaded and its answers rehydrated. Returns the store and the copy.
 */
async function warmStore(token = 'stored-token') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  const copy = await readDeviceCopy(token);
  const store = makeTestStore({ auth: initialAuthState(token, copy?.user ?? null) });
  if (copy) rehydrateDeviceCopy(store.dispatch, copy);
  return { store, copy };
}

/** Signs Sarah in (the start-up check), loads the job openings, and lets the copy be written. */
async function visitAsSarah() {
  const store = coldStore();
  await act(async () => {
    await store.dispatch(initializeSession());
  });
  await store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate(''));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(DEVICE_COPY_SAVE_DELAY_MS);
  });
  return store;
}

/** The job openings list with its status, as a screen reads them. */
function OpeningNames() {
  const result = useListJobOpeningsQuery('');
  const { kind, lastVisit } = useQueryStatus(result);
  return (
    <div data-testid="list" data-kind={kind} data-last-visit={String(lastVisit)}>
      {result.currentData?.data.map((opening) => opening.name).join(', ')}
    </div>
  );
}

it('writes the signed-in employer’s answers to the device, per employer', async () => {
  await visitAsSarah();
  expect(localStorage.getItem(DEVICE_COPY_POINTER_KEY)).toBe(SARAH.uuid);
  const copy = await readDeviceCopy('any-stored-token');
  expect(copy?.employer).toBe(SARAH.uuid);
  expect(copy?.user.name).toBe('Sarah Mitchell');
  const list = Object.values(copy?.entries.queries ?? {}).find(
    (entry) => entry.endpointName === 'listJobOpenings',
  );
  expect((list?.data as { data: Array<{ name: string }> }).data[0].name).toBe('Forklift Operator');
  // Without a stored token nothing is read.
  await expect(readDeviceCopy(null)).resolves.toBeNull();
});

it('paints a returning employer’s screen from the copy at once, then replaces it with one request made with the refreshed token', async () => {
  await visitAsSarah();
  requests = [];
  openingName = 'Forklift Operator (night shift)';
  let releaseRefresh: () => void = () => undefined;
  refreshHeld = new Promise((resolve) => {
    releaseRefresh = resolve;
  });

  const { store, copy } = await warmStore();
  expect(copy).not.toBeNull();
  expect(store.getState().auth).toMatchObject({ status: 'unknown', resumed: true });
  // As src/main.tsx: the check starts, then the app renders; the list's refresh waits for the
  // refreshed token.
  const check = store.dispatch(initializeSession());
  render(
    <Provider store={store}>
      <OpeningNames />
    </Provider>,
  );
  // The first render already shows the last visit's answer, marked as such.
  const list = screen.getByTestId('list');
  expect(list).toHaveTextContent('Forklift Operator');
  expect(list).toHaveAttribute('data-last-visit', 'true');
  expect(list).toHaveAttribute('data-kind', 'stale');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(requests).toEqual(['GET /v1/employers/auth/refresh Bearer stored-token']);

  await act(async () => {
    releaseRefresh();
    await check;
  });
  expect(await screen.findByText('Forklift Operator (night shift)')).toHaveAttribute(
    'data-last-visit',
    'false',
  );
  expect(screen.getByTestId('list')).toHaveAttribute('data-kind', 'ready');
  const listRequests = requests.filter((request) => request.includes('job-openings'));
  expect(listRequests).toEqual(['GET /v1/employers/job-openings Bearer fresh-token']);
  expect(store.getState().auth).toMatchObject({ status: 'authenticated' });
  expect(store.getState().auth.resumed).toBeUndefined();
});

it('removes the copy at logout', async () => {
  const store = await visitAsSarah();
  await act(async () => {
    store.dispatch(sessionCleared());
  });
  expect(localStorage.getItem(DEVICE_COPY_POINTER_KEY)).toBeNull();
  localStorage.setItem(DEVICE_COPY_POINTER_KEY, SARAH.uuid);
  await expect(readDeviceCopy('stored-token')).resolves.toBeNull();
});

it('removes the copy when a 401 ends the session', async () => {
  const store = await visitAsSarah();
  listRefused = true;
  await act(async () => {
    await store.dispatch(
      jobOpeningsApi.endpoints.listJobOpenings.initiate('', { forceRefetch: true }),
    );
  });
  expect(store.getState().auth.status).toBe('anonymous');
  localStorage.setItem(DEVICE_COPY_POINTER_KEY, SARAH.uuid);
  await expect(readDeviceCopy('stored-token')).resolves.toBeNull();
});

it('removes the copy when another tab logs out', async () => {
  const store = await visitAsSarah();
  await act(async () => {
    store.dispatch(sessionEndedInAnotherTab());
  });
  localStorage.setItem(DEVICE_COPY_POINTER_KEY, SARAH.uuid);
  await expect(readDeviceCopy('stored-token')).resolves.toBeNull();
});

it('never shows one employer’s copy to another employer on the same device', async () => {
  await visitAsSarah();
  // Omar signs in on this device: the pointer leaves Sarah at once, her copy is removed.
  const store = coldStore('omar-token');
  await act(async () => {
    store.dispatch(userLoaded(OMAR));
  });
  expect(localStorage.getItem(DEVICE_COPY_POINTER_KEY)).not.toBe(SARAH.uuid);
  localStorage.setItem(DEVICE_COPY_POINTER_KEY, SARAH.uuid);
  await expect(readDeviceCopy('omar-token')).resolves.toBeNull();
});

it('drops a copy the start-up check finds to be another employer’s from the cache at once', async () => {
  await visitAsSarah();
  // The stored token turns out to be Omar's (a copy left behind by a storage that failed).
  employee = OMAR;
  const { store, copy } = await warmStore('omar-token');
  expect(copy?.employer).toBe(SARAH.uuid);
  const cached = () =>
    jobOpeningsApi.endpoints.listJobOpenings.select('')(store.getState()).data?.data[0]?.name;
  expect(cached()).toBe('Forklift Operator');
  await act(async () => {
    await store.dispatch(initializeSession());
  });
  expect(store.getState().auth.user?.uuid).toBe(OMAR.uuid);
  expect(cached()).toBeUndefined();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  await expect(readDeviceCopy('omar-token')).resolves.toBeNull();
});
