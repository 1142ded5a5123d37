/**
 * Spend (issue #9 point 4) over the simulated API at the stories' frozen instant: the spend
 * meter of the current billing period, the billing history with its URL filters and pages,
 * what an opening has cost so far, and their refresh when the `Payment` tag is invalidated
 * (a new charge) — without a reload.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEMO_EMPLOYEE_UUID } from '../../../mocks/seed';
import { api } from '../../../src/api/baseApi';
import { chatsApi } from '../../../src/api/chatsApi';
import { subscriptionApi } from '../../../src/api/subscriptionApi';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { OpeningSpend } from '../../../src/features/billing/OpeningSpend';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';
import { chatIdIn, openingUuid, WAREHOUSE } from '../chats/helpers';
import { DEMO, loggedInStore, setupAccountServer } from './helpers';

const mock = setupAccountServer();

type Store = Awaited<ReturnType<typeof loggedInStore>>;

let location = '';
function LocationProbe() {
  location = useLocation().search;
  return null;
}

function renderWith(store: Store, url: string, element: React.ReactNode, path: string) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language="en" timeZone="UTC">
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path={path}
                element={
                  <>
                    {element}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
}

const renderAccountAt = (store: Store, url = '/account-details') =>
  renderWith(store, url, <AccountDetailsPage />, '/account-details');

async function spendSection() {
  return within(await screen.findByRole('region', { name: 'Spending this period' }));
}

async function historySection() {
  return within(screen.getByRole('region', { name: 'Billing history' }));
}

/**
 * Runs `work` (dispatches from outside the rendered tree, as a charge made elsewhere would be)
 * inside act(), so that React flushes the updates it causes on screen before the test reads
 * them (no "not wrapped in act(...)" warning).
 */
async function fromOutside(work: () => Promise<unknown>) {
  await act(async () => {
    await work();
  });
}

/** The spoken value of the meter part named `kind`. */
function meterText(section: ReturnType<typeof within>, kind: string) {
  return section.getByRole('meter', { name: kind }).getAttribute('aria-valuetext');
}

describe('spend meter', () => {
  it('totals the current billing period by kind, with a meter per kind', async () => {
    renderAccountAt(await loggedInStore(DEMO));
    const spend = await spendSection();
    expect(await spend.findByText('$179.00')).toBeInTheDocument();
    expect(spend.getByText('Spent since April 27, 2026')).toBeInTheDocument();
    expect(meterText(spend, 'Monthly fees')).toBe('$99.00, 55% of $179.00');
    expect(meterText(spend, 'Checkouts')).toBe('$32.00, 18% of $179.00');
    expect(meterText(spend, 'Unlocks')).toBe('$48.00, 27% of $179.00');
    const unlocks = spend.getByRole('meter', { name: 'Unlocks' });
    expect(unlocks).toHaveAttribute('aria-valuenow', '4800');
    expect(unlocks).toHaveAttribute('aria-valuemax', '17900');
  });

  it('changes by the amounts of an unlock and a checkout once the Payment tag is invalidated', async () => {
    const store = await loggedInStore(DEMO);
    renderAccountAt(store);
    const spend = await spendSection();
    await spend.findByText('$179.00');

    const chatId = chatIdIn(mock.current, WAREHOUSE, 'pending');
    await fromOutside(async () => {
      await store
        .dispatch(
          chatsApi.endpoints.unlockChat.initiate({ chatId, idempotencyKey: 'unlock-test-1' }),
        )
        .unwrap();
      store.dispatch(api.util.invalidateTags(['Payment']));
    });
    await waitFor(() => expect(meterText(spend, 'Unlocks')).toMatch(/^\$60\.00, /));
    expect(spend.getByText('$191.00')).toBeInTheDocument();

    const opening = mock.current.db.tables.jobOpenings.find((o) => o.name === WAREHOUSE);
    const response = await fetch(
      `http://localhost/v1/employers/job-openings/${opening?.uuid}/candidates`,
      { headers: { Authorization: `Bearer ${store.getState().auth.token}` } },
    );
    const candidates = (await response.json()) as { data: Array<{ uuid: string }> };
    await fromOutside(async () => {
      await store
        .dispatch(
          chatsApi.endpoints.checkoutCandidates.initiate({
            jobOpeningId: opening?.uuid ?? '',
            candidate_uuids: candidates.data.slice(0, 2).map((c) => c.uuid),
            idempotencyKey: 'checkout-test-1',
          }),
        )
        .unwrap();
      store.dispatch(api.util.invalidateTags(['Payment']));
    });
    await waitFor(() => expect(meterText(spend, 'Checkouts')).toMatch(/^\$40\.00, /));
    expect(spend.getByText('$199.00')).toBeInTheDocument();
    expect(meterText(spend, 'Monthly fees')).toMatch(/^\$99\.00, /);
  });

  it('reads every page of a long period (per_page=100)', async () => {
    const { db } = mock.current;
    for (let i = 0; i < 230; i += 1) {
      db.tables.payments.push({
        id: 90_000 + i,
        employee_uuid: DEMO_EMPLOYEE_UUID,
        kind: 'unlock',
        job_opening_uuid: openingUuid(mock.current, WAREHOUSE),
        chat_id: 1,
        amount: 100,
        currency: 'usd',
        description: 'Contact details of a candidate',
        payment_method_id: 'pm_card_visa',
        created_at: '2026-05-10T10:00:00Z',
      });
    }
    renderAccountAt(await loggedInStore(DEMO));
    const spend = await spendSection();
    // 4 seeded unlocks ($48.00) + 230 × $1.00.
    await waitFor(() => expect(meterText(spend, 'Unlocks')).toMatch(/^\$278\.00, /));
  });

  it('is not shown without a running plan, and a new plan shows its first charge', async () => {
    const store = await loggedInStore('company@hireline.test');
    renderAccountAt(store);
    const history = await historySection();
    expect(await history.findByText('No charges yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spending this period' })).toBeNull();

    await fromOutside(() =>
      store
        .dispatch(
          subscriptionApi.endpoints.createSubscription.initiate({
            plan_id: 1,
            paymentMethodId: 'pm_card_visa',
            idempotencyKey: 'subscribe-test-1',
          }),
        )
        .unwrap(),
    );
    const spend = await spendSection();
    await waitFor(() => expect(meterText(spend, 'Monthly fees')).toBe('$49.00, 100% of $49.00'));
    expect(await history.findByText('Monthly fee')).toBeInTheDocument();
    expect(history.getByText('1 charge')).toBeInTheDocument();
  });
});

describe('billing history', () => {
  it('lists the charges newest first, ten a page, with the opening named and linked', async () => {
    renderAccountAt(await loggedInStore(DEMO));
    const history = await historySection();
    const table = await history.findByRole('table', { name: 'Charges, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(history.getByText('15 charges')).toBeInTheDocument();
    const first = within(rows[0]);
    expect(first.getByText('May 14, 2026')).toBeInTheDocument();
    expect(first.getByText('Unlock')).toBeInTheDocument();
    expect(
      first.getByText('Contact details of Ramiro Wyman for CDL Class A Truck Driver'),
    ).toBeInTheDocument();
    expect(first.getByText('$12.00')).toBeInTheDocument();
    const link = await first.findByRole('link', { name: 'CDL Class A Truck Driver' });
    expect(link).toHaveAttribute(
      'href',
      `/job-openings/${openingUuid(mock.current, 'CDL Class A Truck Driver')}/chats`,
    );
    const fee = within(rows.find((row) => row.textContent?.includes('Monthly fee')) as HTMLElement);
    expect(fee.getByText('No job opening')).toBeInTheDocument();
    expect(fee.getByText('$99.00')).toBeInTheDocument();
    expect(
      within(history.getByRole('navigation')).getByRole('button', { name: /2/ }),
    ).toBeVisible();
  });

  it('reads the kind and the page from the URL and sends them to the API', async () => {
    renderAccountAt(await loggedInStore(DEMO), '/account-details?kind=checkout&page=1');
    const history = await historySection();
    await history.findByText('3 charges');
    const rows = within(history.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^Checkout$/).textContent)).toHaveLength(3);
    expect(history.queryByText('Unlock')).toBeNull();
    expect(location).toBe('?kind=checkout&page=1');
  });

  it('says when no charge matches the filters and clears them', async () => {
    renderAccountAt(
      await loggedInStore(DEMO),
      '/account-details?kind=unlock&between_dates=2026-04-01,2026-04-20,created_at&page=1',
    );
    const history = await historySection();
    expect(await history.findByText('No charges match these filters')).toBeInTheDocument();
    const clear = history.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1]);
    expect(await history.findByText('15 charges')).toBeInTheDocument();
    await waitFor(() => expect(location).toBe('?page=1'));
  });
});

describe('OpeningSpend', () => {
  it("shows an opening's checkouts and unlocks so far, and the new total after an unlock", async () => {
    const store = await loggedInStore(DEMO);
    const uuid = openingUuid(mock.current, WAREHOUSE);
    renderWith(store, '/', <OpeningSpend jobOpeningUuid={uuid} />, '/');
    expect(await screen.findByText('Cost so far: $60.00')).toBeInTheDocument();
    expect(screen.getByText('Checkouts $24.00 · Unlocks $36.00')).toBeInTheDocument();

    const chatId = chatIdIn(mock.current, WAREHOUSE, 'pending');
    await fromOutside(async () => {
      await store
        .dispatch(
          chatsApi.endpoints.unlockChat.initiate({ chatId, idempotencyKey: 'unlock-test-2' }),
        )
        .unwrap();
      store.dispatch(api.util.invalidateTags(['Payment']));
    });
    expect(await screen.findByText('Cost so far: $72.00')).toBeInTheDocument();
  });

  it('says the cost is unavailable when the charges cannot be read', async () => {
    const { http, HttpResponse } = await import('msw');
    mock.current.server.use(
      http.get('*/v1/employers/payments', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
    renderWith(
      await loggedInStore(DEMO),
      '/',
      <OpeningSpend jobOpeningUuid={openingUuid(mock.current, WAREHOUSE)} />,
      '/',
    );
    expect(await screen.findByText('Cost unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
