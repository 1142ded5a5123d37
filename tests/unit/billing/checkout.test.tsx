/**
 * The candidate checkout against the simulated API (msw/node), rendered with the real store,
 * translations, theme and router and the default (demo) payment provider: a double submit
 * sends one checkout request, a decline creates nothing and the retry uses a new
 * Idempotency-Key, 3-D Secure repeats the request with the same key, and the beforeunload
 * guard exists only while the payment is processed. The demo employer has a card on file:
 * the payment step preselects it and pays without `payment_method_id`; "Use another card"
 * shows the card form (issue #19 point 3).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { DEMO_EMPLOYEE_UUID } from '../../../mocks/seed';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
import type { CheckoutResult, JobOpening } from '../../../src/contract/types';
import { logIn } from '../../../src/features/auth/session';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { lightTheme } from '../../../src/theme/themes';

jest.setTimeout(30_000);

const DEMO = { email: 'demo@hireline.test', password: 'Password123!' };
const CHECKOUT_PATH = /\/v1\/employers\/job-openings\/[^/]+\/checkout$/;
const PROCESSING = 'Your payment is being processed. Please do not refresh or close this page.';

let mock: MockServer;
/** Idempotency-Key of every checkout POST, in order. */
let checkoutKeys: string[];
/** JSON body of every checkout POST, in order (pushed once read). */
let checkoutBodies: Record<string, unknown>[];

beforeEach(() => {
  mock = createMockServer({ now: new Date('2026-05-15T12:00:00Z') });
  checkoutKeys = [];
  checkoutBodies = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && CHECKOUT_PATH.test(new URL(request.url).pathname)) {
      checkoutKeys.push(request.headers.get('Idempotency-Key') ?? '');
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => checkoutBodies.push(body));
    }
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => mock.server.close());

/** A store logged in as the demo employer through the real login flow, and its newest opening. */
async function loggedIn() {
  const store = makeTestStore({
    auth: initialAuthState(null),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  await store.dispatch(logIn(DEMO)).unwrap();
  const list = await store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate('')).unwrap();
  return { store, opening: list.data[0] };
}

/**
 * Renders the checkout of the demo employer's newest opening and continues to payment; with
 * `anotherCard` (the default) it then picks "Use another card", so the card form shows.
 */
async function renderCheckout({ anotherCard = true }: { anotherCard?: boolean } = {}) {
  const { store, opening } = await loggedIn();
  const onCheckedOut = jest.fn<void, [CheckoutResult]>();
  render(
    <Provider store={store}>
      <I18nProvider language="en" timeZone="UTC">
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter>
            <CheckoutFlow opening={opening} onClose={() => undefined} onCheckedOut={onCheckedOut} />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  const list = await screen.findByRole(
    'list',
    { name: 'Suggested candidates' },
    { timeout: 10_000 },
  );
  // The candidates preselected by the minimum match (issue #19 point 15), paid for as they are.
  const candidates = within(list).getAllByRole('checkbox', { checked: true }).length;
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  // The payment provider's module loads on the first payment step: allow it the time.
  await screen.findByRole('button', { name: /^Pay \$/ }, { timeout: 10_000 });
  if (anotherCard) await user.click(screen.getByRole('radio', { name: 'Use another card' }));
  return { user, store, opening, onCheckedOut, candidates };
}

/** The demo employer's subscription row (its card on file: Visa •••• 4242, `pm_card_visa`). */
function demoSubscription() {
  const row = mock.db.tables.subscriptions.find((s) => s.employee_uuid === DEMO_EMPLOYEE_UUID);
  if (!row) throw new Error('the seed has no demo subscription');
  return row;
}

/** The card the simulated API recorded for the checkout payments of `opening`. */
function chargedCards(opening: JobOpening) {
  return mock.db.tables.payments
    .filter((p) => p.kind === 'checkout' && p.job_opening_uuid === opening.uuid)
    .map((p) => p.payment_method_id);
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const card = screen.getByRole('textbox', { name: 'Card number' });
  await user.clear(card);
  await user.type(card, number);
  const expiry = screen.getByRole('textbox', { name: 'Expiration date' });
  if (!(expiry as HTMLInputElement).value) await user.type(expiry, '1234');
  const cvc = screen.getByRole('textbox', { name: 'CVV' });
  if (!(cvc as HTMLInputElement).value) await user.type(cvc, '123');
  const name = screen.getByRole('textbox', { name: 'Cardholder name' });
  if (!(name as HTMLInputElement).value) {
    await user.type(name, 'Dana Demo');
    await user.type(screen.getByRole('textbox', { name: 'Billing address' }), '1200 Main St');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '77002');
  }
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$/ });

function chatsOf(opening: JobOpening) {
  return mock.db.tables.chats.filter((chat) => chat.job_opening_uuid === opening.uuid).length;
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('candidate checkout (issue #3 point 1)', () => {
  it('prices the selection: unit_amount × selected, formatted in the currency', async () => {
    const { candidates: count } = await renderCheckout();
    expect(count).toBeGreaterThan(0);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(
      within(summary).getByText(new RegExp(`^${count} candidates? × \\$4\\.00$`)),
    ).toBeVisible();
    expect(payButton()).toHaveTextContent(`Pay $${(count * 4).toFixed(2)}`);
  });

  it('sends exactly one checkout request for a double click (userEvent)', async () => {
    const { user, onCheckedOut, opening } = await renderCheckout();
    await fillCard(user, '4242424242424242');
    await user.dblClick(payButton());
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(checkoutKeys).toHaveLength(1);
    const result = onCheckedOut.mock.calls[0][0];
    expect(result.job_opening.uuid).toBe(opening.uuid);
    expect(result.data.length).toBeGreaterThan(0);
    expect(chatsOf(opening)).toBe(result.data.length);
  });

  it('sends exactly one checkout request for two synchronous submits (ref guard, not state)', async () => {
    const { user, onCheckedOut } = await renderCheckout();
    await fillCard(user, '4242424242424242');
    const button = payButton();
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(checkoutKeys).toHaveLength(1);
  });

  it('shows a declined card, keeps the values, creates nothing, and retries with a NEW key', async () => {
    const { user, onCheckedOut, opening } = await renderCheckout();
    const before = chatsOf(opening);
    await fillCard(user, '4000000000000002');
    await user.click(payButton());
    expect(
      await screen.findByText(
        'Your card was declined. Nothing was charged. Use another card or contact your bank.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    // Where the employer looks: the failure holds the focus (issue #30 point 4).
    expect(document.activeElement).toHaveTextContent('Your card was declined.');
    expect(document.activeElement).toHaveAttribute('data-payment-failure');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('textbox', { name: 'Cardholder name' })).toHaveValue('Dana Demo');
    expect(onCheckedOut).not.toHaveBeenCalled();
    expect(chatsOf(opening)).toBe(before);
    expect(checkoutKeys).toHaveLength(1);

    await user.click(payButton());
    await screen.findByText(
      'Your card was declined. Nothing was charged. Use another card or contact your bank.',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(checkoutKeys).toHaveLength(2));
    expect(checkoutKeys[1]).not.toBe(checkoutKeys[0]);

    await fillCard(user, '4242424242424242');
    await user.click(payButton());
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(new Set(checkoutKeys).size).toBe(3);
  });

  it('confirms 3-D Secure in a visible step, then repeats the request with the SAME key', async () => {
    const { user, onCheckedOut } = await renderCheckout();
    await fillCard(user, '4000002760003184');
    await user.click(payButton());
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Confirm your payment' },
      { timeout: 10_000 },
    );
    expect(checkoutKeys).toHaveLength(1);
    expect(screen.getByText(PROCESSING)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(checkoutKeys).toHaveLength(2);
    expect(checkoutKeys[1]).toBe(checkoutKeys[0]);
  });

  it('sets the beforeunload guard and the processing notice only while paying', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.server.use(
      http.post('*/v1/employers/job-openings/:id/checkout', async () => {
        await gate;
        return undefined; // fall through to the simulated API
      }),
    );
    const { user, onCheckedOut } = await renderCheckout();
    await fillCard(user, '4242424242424242');
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(payButton());
    expect(await screen.findByText(PROCESSING, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(checkoutKeys).toHaveLength(1), { timeout: 10_000 });
    expect(beforeUnloadPrevented()).toBe(true);
    expect(screen.getByRole('button', { name: /Processing payment/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('removes the guard after a decline too', async () => {
    const { user } = await renderCheckout();
    await fillCard(user, '4000000000009995');
    await user.click(payButton());
    expect(
      await screen.findByText(
        'Your card has insufficient funds. Nothing was charged. Use another card.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(beforeUnloadPrevented()).toBe(false);
    expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('shows the card field errors and sends nothing for an incomplete card', async () => {
    const { user } = await renderCheckout();
    await user.click(payButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeVisible();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeVisible();
    expect(screen.getByText('The cardholder name field is required.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await user.tab();
    expect(await screen.findByText('Your card number is invalid.')).toBeVisible();
    expect(checkoutKeys).toHaveLength(0);
  });
});

describe('the card on file at checkout (issue #19 point 3)', () => {
  const CARD_ON_FILE = 'Pay with Visa •••• 4242, expires 08/28';

  it('preselects the card on file (brand, last four, expiry) and pays with it once, without payment_method_id', async () => {
    const { user, onCheckedOut, opening } = await renderCheckout({ anotherCard: false });
    const onFile = screen.getByRole('radio', { name: CARD_ON_FILE });
    expect(onFile).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Use another card' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cardholder name' })).not.toBeInTheDocument();

    await user.dblClick(payButton());
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(checkoutKeys).toHaveLength(1);
    await waitFor(() => expect(checkoutBodies).toHaveLength(1));
    expect(Object.keys(checkoutBodies[0]).sort()).toEqual(['candidate_uuids', 'job_opening_uuid']);
    expect(checkoutBodies[0].job_opening_uuid).toBe(opening.uuid);
    // The simulated API charged the default card, the subscription's.
    expect(chargedCards(opening)).toEqual(['pm_card_visa']);
    expect(onCheckedOut.mock.calls[0][0].job_opening.uuid).toBe(opening.uuid);
  });

  it('confirms 3-D Secure for the card on file, then repeats the request with the SAME key', async () => {
    demoSubscription().payment_method_id = 'pm_card_authenticationRequired';
    const { user, onCheckedOut, opening } = await renderCheckout({ anotherCard: false });
    await user.click(payButton());
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Confirm your payment' },
      { timeout: 10_000 },
    );
    expect(screen.getByText(PROCESSING)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(checkoutKeys).toHaveLength(2);
    expect(checkoutKeys[1]).toBe(checkoutKeys[0]);
    await waitFor(() => expect(checkoutBodies).toHaveLength(2));
    expect(checkoutBodies.map((body) => 'payment_method_id' in body)).toEqual([false, false]);
    expect(chargedCards(opening)).toEqual(['pm_card_authenticationRequired']);
  });

  it('after a decline of the card on file, "Use another card" shows the card form and sends its payment_method_id', async () => {
    demoSubscription().payment_method_id = 'pm_card_chargeDeclined';
    const { user, onCheckedOut, opening } = await renderCheckout({ anotherCard: false });
    await user.click(payButton());
    expect(
      await screen.findByText(
        'Your card was declined. Nothing was charged. Use another card or contact your bank.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(chargedCards(opening)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Use another card' }));
    expect(screen.getByRole('radio', { name: CARD_ON_FILE })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Billing address' })).toBeVisible();
    await fillCard(user, '5555555555554444');
    await user.click(payButton());
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await waitFor(() => expect(checkoutBodies).toHaveLength(2));
    expect('payment_method_id' in checkoutBodies[0]).toBe(false);
    expect(checkoutBodies[1].payment_method_id).toBe('pm_card_mastercard');
    expect(checkoutKeys[1]).not.toBe(checkoutKeys[0]);
    expect(chargedCards(opening)).toEqual(['pm_card_mastercard']);
  });

  it('without a card on file the card form shows directly, with no choice of card', async () => {
    demoSubscription().payment_method = null;
    const { user, onCheckedOut, opening } = await renderCheckout({ anotherCard: false });
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await fillCard(user, '4242424242424242');
    await user.click(payButton());
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await waitFor(() => expect(checkoutBodies).toHaveLength(1));
    expect(checkoutBodies[0].payment_method_id).toBe('pm_card_visa');
    expect(chargedCards(opening)).toEqual(['pm_card_visa']);
  });

  it('when the subscription could not be loaded the card form shows directly', async () => {
    mock.server.use(
      http.get('*/v1/employers/current-subscription', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
    await renderCheckout({ anotherCard: false });
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
