/**
 * Many tabs (issue #29; README "Many tabs"): what another tab changes in localStorage reaches
 * this tab's store through `storage` events ({@link startCrossTabSync}). The stored token
 * removed (or the storage cleared) ends the session here as "signed out in another tab", with
 * requests in flight aborted and the API cache dropped; replaced, it is adopted with no refresh;
 * set while signed out, this tab takes that session and loads its employee with it. `mode` and
 * `lang` follow (an invalid value is ignored), the signed-in employer's drafts follow (another
 * employer's never), and the function returned stops following. A real store (the app's
 * reducers and listeners) against msw/node, which records every request.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authApi } from '../../../src/api/authApi';
import { subscriptionApi } from '../../../src/api/subscriptionApi';
import { startCrossTabSync } from '../../../src/app/crossTabSync';
import { initialAuthState, userLoaded, type AuthState } from '../../../src/store/authSlice';
import { draftsStorageKey } from '../../../src/store/draftsSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { STORAGE_KEYS } from '../../../src/store/storage';
import { initialThemeState } from '../../../src/store/themeSlice';
import { employeeWith } from '../store/fixtures';
import { makeTestStore } from '../testStore';

/** The employer of this tab's session; the one another tab signs in with. */
const SARAH = employeeWith();
const OTHER = employeeWith({
  uuid: '0e5d2a8b-6f1c-4b3e-8a9d-7c4f1e2b3a55',
  name: 'Omar Diaz',
  email: 'omar@example.com',
});

/** Which employee each token belongs to on the simulated API; any other token is refused. */
const EMPLOYEE_OF: Record<string, typeof SARAH> = {
  mine: SARAH,
  'mine-refreshed': SARAH,
  theirs: OTHER,
};

/** `METHOD path Bearer token Accept-Language` of every request, in the order they started. */
const received: string[] = [];
/** While set, the subscription's answer waits for it (a request held in flight). */
let hold: Promise<void> | null = null;
/** Whether the held subscription request had been aborted when its answer came. */
let heldAborted: boolean | null = null;

const bearer = (request: Request) => request.headers.get('authorization')?.slice(7) ?? '';
const server = setupServer(
  http.get('*/v1/employers/auth/employee', ({ request }) => {
    const employee = EMPLOYEE_OF[bearer(request)];
    return employee
      ? HttpResponse.json(employee)
      : HttpResponse.json({ message: 'Unauthenticated.', errors: [] }, { status: 401 });
  }),
  http.get('*/v1/employers/current-subscription', async ({ request }) => {
    if (!EMPLOYEE_OF[bearer(request)]) {
      return HttpResponse.json({ message: 'Unauthenticated.', errors: [] }, { status: 401 });
    }
    if (hold) {
      await hold;
      heldAborted = request.signal.aborted;
    }
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/v1/employers/auth/refresh', () =>
    HttpResponse.json({ access_token: 'refreshed', token_type: 'bearer' }),
  ),
);
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  received.push(
    `${request.method} ${pathname} ${request.headers.get('authorization')} ${request.headers.get('accept-language')}`,
  );
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received.length = 0;
  hold = null;
  heldAborted = null;
});
afterAll(() => server.close());

/** A store as this tab has it: `auth` given (signed in as Sarah by default), English, light. */
function storeWith(auth: AuthState = { status: 'authenticated', token: 'mine', user: SARAH }) {
  return makeTestStore({ auth, theme: initialThemeState(), language: initialLanguageState() });
}

/**
 * A window stand-in: the `storage` listeners added to it, and `fire`, which delivers what a
 * browser delivers to the other tabs when one writes (`key` null: the storage was cleared).
 */
function fakeWindow() {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    listeners,
    addEventListener(type: string, listener: (event: StorageEvent) => void) {
      if (type === 'storage') listeners.add(listener);
    },
    removeEventListener(type: string, listener: (event: StorageEvent) => void) {
      if (type === 'storage') listeners.delete(listener);
    },
    fire(key: string | null, newValue: string | null) {
      const event = new StorageEvent('storage', { key, newValue });
      for (const listener of [...listeners]) listener(event);
    },
  } as Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    listeners: Set<(event: StorageEvent) => void>;
    fire(key: string | null, newValue: string | null): void;
  };
}

/** Caches the employee of the session (something the API cache holds). */
async function cacheEmployee(store: ReturnType<typeof storeWith>) {
  const request = store.dispatch(authApi.endpoints.getCurrentEmployee.initiate());
  await request.unwrap();
  // Not `request` itself: a thenable, which `await` would unwrap.
  return { unsubscribe: () => request.unsubscribe() };
}

describe('the stored token', () => {
  it('removed while signed in: the session ends as signed out in another tab, the in-flight request aborted, the API cache dropped', async () => {
    const store = storeWith();
    const tab = fakeWindow();
    startCrossTabSync(store, tab);
    const employee = await cacheEmployee(store);
    expect(Object.keys(store.getState().api.queries)).toEqual(['getCurrentEmployee(undefined)']);
    let answered!: () => void;
    hold = new Promise((resolve) => {
      answered = resolve;
    });
    const inFlight = store.dispatch(subscriptionApi.endpoints.getCurrentSubscription.initiate());
    await waitFor(() => expect(received).toHaveLength(2));

    tab.fire(STORAGE_KEYS.token, null);

    expect(store.getState().auth).toEqual({
      status: 'anonymous',
      token: null,
      user: null,
      unreachable: false,
      endedInAnotherTab: true,
    });
    expect(store.getState().api.queries).toEqual({});
    answered();
    // Its answer lands nowhere: the request was aborted, the cache stays empty.
    const outcome = await inFlight;
    expect(outcome.data).toBeUndefined();
    await waitFor(() => expect(heldAborted).toBe(true));
    expect(store.getState().api.queries).toEqual({});
    // Nothing was sent after the end: these are the two requests made before it.
    expect(received).toEqual([
      'GET /v1/employers/auth/employee Bearer mine en',
      'GET /v1/employers/current-subscription Bearer mine en',
    ]);
    inFlight.unsubscribe();
    employee.unsubscribe();
  });

  it('the whole storage cleared (key null) while signed in: as removed', async () => {
    const store = storeWith();
    const tab = fakeWindow();
    startCrossTabSync(store, tab);
    const employee = await cacheEmployee(store);

    tab.fire(null, null);

    expect(store.getState().auth).toMatchObject({
      status: 'anonymous',
      token: null,
      user: null,
      endedInAnotherTab: true,
    });
    expect(store.getState().api.queries).toEqual({});
    employee.unsubscribe();
  });

  it('removed while already signed out: nothing changes (no "signed out in another tab")', () => {
    const store = storeWith(initialAuthState(null));
    const tab = fakeWindow();
    startCrossTabSync(store, tab);

    tab.fire(STORAGE_KEYS.token, null);
    tab.fire(null, null);

    expect(store.getState().auth).toEqual({ status: 'anonymous', token: null, user: null });
    expect(received).toEqual([]);
  });

  it('replaced while signed in: the new token is adopted as it is (no refresh), and the next request carries it', async () => {
    const store = storeWith();
    const tab = fakeWindow();
    startCrossTabSync(store, tab);

    tab.fire(STORAGE_KEYS.token, 'mine-refreshed');

    expect(store.getState().auth).toEqual({
      status: 'authenticated',
      token: 'mine-refreshed',
      user: SARAH,
    });
    expect(received).toEqual([]);
    // The listener writes nothing back: the token is the other tab's, stored already.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    const employee = await cacheEmployee(store);
    expect(received).toEqual(['GET /v1/employers/auth/employee Bearer mine-refreshed en']);
    employee.unsubscribe();
  });

  it('set to the token this tab holds already: nothing happens', () => {
    const store = storeWith();
    const tab = fakeWindow();
    startCrossTabSync(store, tab);

    tab.fire(STORAGE_KEYS.token, 'mine');

    expect(store.getState().auth).toEqual({ status: 'authenticated', token: 'mine', user: SARAH });
    expect(received).toEqual([]);
  });

  it('set while signed out: this tab takes that session and loads its employee with it, no refresh', async () => {
    // This tab was signed out by another one, whose employer then signed in again.
    const store = storeWith({ ...initialAuthState(null), endedInAnotherTab: true });
    const tab = fakeWindow();
    startCrossTabSync(store, tab);
    localStorage.setItem(STORAGE_KEYS.token, 'theirs');

    tab.fire(STORAGE_KEYS.token, 'theirs');

    expect(store.getState().auth.token).toBe('theirs');
    await waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
    expect(store.getState().auth).toEqual({
      status: 'authenticated',
      token: 'theirs',
      user: OTHER,
      unreachable: false,
    });
    expect([...received].sort()).toEqual([
      'GET /v1/employers/auth/employee Bearer theirs en',
      'GET /v1/employers/current-subscription Bearer theirs en',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('theirs');
  });

  it('set while signed out to a token the API refuses: this tab stays signed out, with no refresh', async () => {
    const store = storeWith({ ...initialAuthState(null), endedInAnotherTab: true });
    const tab = fakeWindow();
    startCrossTabSync(store, tab);
    localStorage.setItem(STORAGE_KEYS.token, 'unknown');

    tab.fire(STORAGE_KEYS.token, 'unknown');

    expect(store.getState().auth.token).toBe('unknown');
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth).toMatchObject({
      status: 'anonymous',
      user: null,
      endedInAnotherTab: true,
    });
    expect([...received].sort()).toEqual([
      'GET /v1/employers/auth/employee Bearer unknown en',
      'GET /v1/employers/current-subscription Bearer unknown en',
    ]);
  });
});

describe('the preferences', () => {
  it('`mode`: the theme follows; an invalid value is ignored', () => {
    const store = storeWith();
    const tab = fakeWindow();
    startCrossTabSync(store, tab);

    tab.fire(STORAGE_KEYS.mode, 'dark');
    expect(store.getState().theme.mode).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    tab.fire(STORAGE_KEYS.mode, 'purple');
    tab.fire(STORAGE_KEYS.mode, null);
    expect(store.getState().theme.mode).toBe('dark');

    tab.fire(STORAGE_KEYS.mode, 'light');
    expect(store.getState().theme.mode).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('`lang`: the language follows through switchLanguage (the employee reloaded in it); an invalid value is ignored', async () => {
    const store = storeWith();
    const tab = fakeWindow();
    startCrossTabSync(store, tab);

    tab.fire(STORAGE_KEYS.lang, 'fr');
    expect(store.getState().language.lang).toBe('en');
    expect(received).toEqual([]);

    tab.fire(STORAGE_KEYS.lang, 'es');
    expect(store.getState().language.lang).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() =>
      expect(received).toEqual(['GET /v1/employers/auth/employee Bearer mine es']),
    );
    // The same language again (this tab's own write echoed): nothing reloaded.
    tab.fire(STORAGE_KEYS.lang, 'es');
    expect(received).toHaveLength(1);
  });
});

describe('the drafts', () => {
  it('the signed-in employer’s saved drafts replace the ones here; another employer’s are ignored', () => {
    const store = storeWith();
    store.dispatch(userLoaded(SARAH));
    const tab = fakeWindow();
    startCrossTabSync(store, tab);

    tab.fire(
      draftsStorageKey(SARAH.uuid),
      JSON.stringify({ 12: { text: 'See you at 9' }, 14: { text: 'Sent one', sentKey: 'k-1' } }),
    );
    expect(store.getState().drafts).toEqual({
      owner: SARAH.uuid,
      byChat: { 12: { text: 'See you at 9' }, 14: { text: 'Sent one', sentKey: 'k-1' } },
    });

    tab.fire(draftsStorageKey(OTHER.uuid), JSON.stringify({ 99: { text: 'Not mine' } }));
    expect(store.getState().drafts.byChat).toEqual({
      12: { text: 'See you at 9' },
      14: { text: 'Sent one', sentKey: 'k-1' },
    });

    // The drafts removed there (sent, or a logout there) go here too.
    tab.fire(draftsStorageKey(SARAH.uuid), null);
    expect(store.getState().drafts).toEqual({ owner: SARAH.uuid, byChat: {} });
  });
});

it('stops following once the returned function is called', () => {
  const store = storeWith();
  store.dispatch(userLoaded(SARAH));
  const tab = fakeWindow();
  const stop = startCrossTabSync(store, tab);
  expect(tab.listeners.size).toBe(1);

  stop();

  expect(tab.listeners.size).toBe(0);
  tab.fire(STORAGE_KEYS.mode, 'dark');
  tab.fire(STORAGE_KEYS.lang, 'es');
  tab.fire(draftsStorageKey(SARAH.uuid), JSON.stringify({ 12: { text: 'Too late' } }));
  tab.fire(STORAGE_KEYS.token, null);
  expect(store.getState().theme.mode).toBe('light');
  expect(store.getState().language.lang).toBe('en');
  expect(store.getState().drafts.byChat).toEqual({});
  expect(store.getState().auth).toMatchObject({ status: 'authenticated', token: 'mine' });
  expect(received).toEqual([]);
});
