/**
 * Screens degrade, never blank (issue #18 point 5; DESIGN.md "When the network fails"),
 * against the simulated API over the demo seed: every query-backed region outside the chats
 * screens that loaded, then fails to refresh (coming back online while the API answers 503,
 * through the base query's three attempts), keeps what it showed under the quiet "Couldn't
 * refresh. Retrying…" note instead of its error; it asks again by itself every
 * `STALE_RETRY_MS`, the note staying while it does, and once the API is back the note goes
 * away by itself. Jest's fake timers pass the backoff and the waits (Math.random at 0.5: the
 * backoff is exactly 1 s, then 2 s): no test sleeps. And the sign-up guard keeps a set-up
 * employer on their screen when the current subscription fails to refresh.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { STALE_RETRY_MS } from '../../../src/features/shared/useQueryStatus';
import { PlansStep } from '../../../src/features/signUp/PlansStep';
import { SubscriptionCheckoutStep } from '../../../src/features/signUp/SubscriptionCheckoutStep';
import { messages } from '../../../src/i18n/messages';
import { DEMO, loggedInStore, NOW } from '../account/helpers';
import { setupChatsServer, warehouseOpening } from '../chats/helpers';

jest.setTimeout(30_000);

const mock = setupChatsServer();

/** `id` in English. */
function text(id: string): string {
  const message = messages.en[id];
  if (typeof message !== 'string') throw new Error(`no message ${id}`);
  return message;
}

const NOTE = text('common.stale.note');

/** The spend meter's all-pages reads (`per_page=100`); the billing history asks for 10. */
const isSpendRead = (request: Request) =>
  new URL(request.url).searchParams.get('per_page') === '100';

/** A region: where it lives, the GET that feeds it, and what it shows once loaded. */
interface Region {
  name: string;
  path: string;
  routePath: string;
  element: () => ReactElement;
  /** The GET (msw path) that fails to refresh, and which of its requests. */
  request: string;
  matches?: (request: Request) => boolean;
  /** The region once loaded, or null. */
  find: () => HTMLElement | null;
  /** What the region shows that must stay (its rows, its figures). */
  content: (region: HTMLElement) => string;
  /** Message id of the region's load error (never shown over data). */
  errorId: string;
  /** What the employer did before the refresh, which must stay done (e.g. a selection). */
  prepare?: (region: HTMLElement) => void;
}

const byName = (role: string, nameId: string) => () =>
  screen.queryByRole(role, { name: text(nameId) });

const REGIONS: Region[] = [
  {
    name: 'job openings list',
    path: '/job-openings',
    routePath: '/job-openings',
    element: () => <JobOpeningsPage />,
    request: '*/v1/employers/job-openings',
    find: () => byName('list', 'jobOpenings.list.label')()?.parentElement ?? null,
    content: (region) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h2, h3')?.textContent ?? item.textContent)
        .join('|'),
    errorId: 'jobOpenings.loadError.title',
  },
  {
    name: 'account current plan',
    path: '/account-details',
    routePath: '/account-details',
    element: () => <AccountDetailsPage />,
    request: '*/v1/employers/current-subscription',
    find: () => {
      const region = byName('region', 'account.plan.title')();
      return region && within(region).queryByText('Growth plan') ? region : null;
    },
    content: (region) => within(region).getByText('Growth plan').textContent ?? '',
    errorId: 'account.plan.loadError',
  },
  {
    name: 'account billing history',
    path: '/account-details',
    routePath: '/account-details',
    element: () => <AccountDetailsPage />,
    request: '*/v1/employers/payments',
    matches: (request) => !isSpendRead(request),
    // Loaded once the table names the charged openings: the names come from a second query
    // (until then a row reads "View job opening"), which could otherwise land after `before`.
    find: () => {
      const region = byName('region', 'account.history.title')();
      return region &&
        within(region).queryByRole('table') &&
        within(region).queryAllByText(text('account.history.openingLink')).length === 0
        ? region
        : null;
    },
    content: (region) =>
      within(region)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .join('|'),
    errorId: 'account.history.loadError',
  },
  {
    name: 'account spend meter',
    path: '/account-details',
    routePath: '/account-details',
    element: () => <AccountDetailsPage />,
    request: '*/v1/employers/payments',
    matches: isSpendRead,
    find: () => {
      const region = byName('region', 'account.spend.title')();
      return region && within(region).queryAllByRole('meter').length > 0 ? region : null;
    },
    content: (region) =>
      within(region)
        .getAllByRole('meter')
        .map((meter) => meter.getAttribute('aria-valuetext'))
        .join('|'),
    errorId: 'account.spend.loadError',
  },
  {
    name: 'sign-up plans',
    path: '/sign-up/plans',
    routePath: '/sign-up/plans',
    element: () => <PlansStep />,
    request: '*/v1/employers/plans',
    find: () => {
      const choose = screen.queryAllByRole('button', { name: /^Choose / });
      return choose.length > 0 ? document.body : null;
    },
    content: (region) =>
      within(region)
        .getAllByRole('button', { name: /^Choose / })
        .map((button) => button.textContent)
        .join('|'),
    errorId: 'signUp.plans.failed',
  },
  {
    name: 'sign-up checkout (its plans)',
    path: '/sign-up/checkout?plan=2',
    routePath: '/sign-up/checkout',
    element: () => <SubscriptionCheckoutStep />,
    request: '*/v1/employers/plans',
    find: () =>
      screen.queryByRole('textbox', { name: text('billing.card.number') }) ? document.body : null,
    content: (region) =>
      (
        within(region).getByRole('textbox', {
          name: text('billing.card.number'),
        }) as HTMLInputElement
      ).value,
    errorId: 'signUp.plans.failed',
    // A card number typed: the form is kept, with what was typed in it.
    prepare: (region) => {
      fireEvent.change(within(region).getByRole('textbox', { name: text('billing.card.number') }), {
        target: { value: '4242 4242 4242 4242' },
      });
    },
  },
  {
    name: 'suggested candidates',
    path: '/job-openings',
    routePath: '/job-openings',
    element: () => (
      <CheckoutFlow
        opening={warehouseOpening(mock.current)}
        onClose={() => {}}
        onCheckedOut={() => {}}
      />
    ),
    request: '*/v1/employers/job-openings/:id/candidates',
    find: () => (byName('list', 'candidates.list.label')() ? screen.getByRole('dialog') : null),
    content: (region) =>
      within(within(region).getByRole('list', { name: text('candidates.list.label') }))
        .getAllByRole('checkbox')
        .map(
          (box) =>
            `${box.getAttribute('aria-label') ?? ''}:${String((box as HTMLInputElement).checked)}`,
        )
        .join('|'),
    errorId: 'candidates.loadError',
    // One candidate deselected: the selection survives the failed refresh.
    prepare: (region) => {
      fireEvent.click(within(region).getAllByRole('checkbox')[0]);
    },
  },
];

/** Passes `ms` of fake time, letting React render what arrived. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** Passes fake time in small steps until `find` returns the region (5 s at most). */
async function loaded(find: () => HTMLElement | null): Promise<HTMLElement> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const region = find();
    if (region) return region;
    await advance(50);
  }
  throw new Error('the region never loaded');
}

/** The note, in the region or anywhere on the page. */
function note(): HTMLElement | null {
  return screen.queryByText(NOTE);
}

beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0.5));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe.each(REGIONS)('$name', (region) => {
  it('keeps its data under the note when a refresh fails, and drops the note once the API is back', async () => {
    const store = await loggedInStore(DEMO);
    jest.useFakeTimers({
      now: NOW,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    let down = false;
    let failures = 0;
    mock.current.server.use(
      http.get(region.request, ({ request }) => {
        if (!down || (region.matches && !region.matches(request))) return undefined;
        failures += 1;
        return HttpResponse.json({ message: 'Service Unavailable', errors: [] }, { status: 503 });
      }),
    );
    render(
      <AppProviders store={store} timeZone="UTC">
        <MemoryRouter initialEntries={[region.path]}>
          <Routes>
            <Route path={region.routePath} element={region.element()} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const shown = await loaded(region.find);
    if (region.prepare) {
      region.prepare(shown);
      await advance(50);
    }
    const before = region.content(shown);
    expect(before).not.toBe('');
    expect(note()).toBeNull();

    // The API goes down; coming back online refreshes the screen's queries.
    down = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(100);
    expect(failures).toBe(1);
    // Still retrying (1 s, then 2 s of backoff): the data shows, no note yet, no error.
    await advance(1000);
    expect(failures).toBe(2);
    expect(note()).toBeNull();
    await advance(2000);
    expect(failures).toBe(3);
    await advance(100);
    expect(note()).not.toBeNull();
    expect(region.content(region.find() ?? document.body)).toBe(before);
    expect(screen.queryByText(text(region.errorId))).toBeNull();
    expect(within(region.find() ?? document.body).getByText(NOTE)).toBeVisible();

    // Asked again by itself after STALE_RETRY_MS; still down, the note and the data stay.
    await advance(STALE_RETRY_MS - 200);
    expect(failures).toBe(3);
    await advance(200);
    expect(failures).toBe(4);
    expect(note()).not.toBeNull();
    await advance(3100);
    expect(failures).toBe(6);
    expect(note()).not.toBeNull();
    expect(region.content(region.find() ?? document.body)).toBe(before);

    // The API is back: the next ask succeeds and the note goes away by itself.
    down = false;
    await advance(STALE_RETRY_MS + 100);
    expect(note()).toBeNull();
    expect(failures).toBe(6);
    expect(region.content(region.find() ?? document.body)).toBe(before);
    expect(screen.queryByText(text(region.errorId))).toBeNull();
  });
});

describe('the sign-up guard', () => {
  it('keeps a set-up employer on /job-openings when the subscription fails to refresh', async () => {
    const store = await loggedInStore(DEMO);
    const seen: string[] = [];
    function LocationProbe() {
      seen.push(useLocation().pathname);
      return null;
    }
    render(
      <AppProviders store={store} timeZone="UTC">
        <MemoryRouter initialEntries={['/job-openings']}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByRole('list', { name: text('jobOpenings.list.label') }, { timeout: 5000 });
    let failures = 0;
    mock.current.server.use(
      http.get('*/v1/employers/current-subscription', () => {
        failures += 1;
        return HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 });
      }),
    );
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(failures).toBe(1));
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).find(
          (entry) => entry?.endpointName === 'getCurrentSubscription',
        )?.status,
      ).toBe('rejected'),
    );
    // The render that follows the rejection has settled (no timer: act flushes it).
    await act(async () => {});
    expect(seen.at(-1)).toBe('/job-openings');
    expect(seen).not.toContain('/sign-up/plans');
    expect(screen.getByRole('list', { name: text('jobOpenings.list.label') })).toBeVisible();
  });
});
