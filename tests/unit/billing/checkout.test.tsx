/**
 * The candidate checkout against the simulated API (msw/node), rendered with the real store,
 * translations, theme and router and the default (demo) payment provider: a double submit
 * sends one checkout request, a decline creates nothing and the retry uses a new
 * Idempotency-Key, 3-D Secure repeats the request with the same key, and the beforeunload
 * guard exists only while the payment is processed.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
import type { CheckoutResult, JobOpening } from '../../../src/api/types';
import { logIn } from '../../../src/features/auth/session';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { makeStore } from '../../../src/store';
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

beforeEach(() => {
  mock = createMockServer({ now: new Date('2026-05-15T12:00:00Z') });
  checkoutKeys = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && CHECKOUT_PATH.test(new URL(request.url).pathname))
      checkoutKeys.push(request.headers.get('Idempotency-Key') ?? '');
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => mock.server.close());

/** A store logged in as the demo employer through the real login flow, and its newest opening. */
async function loggedIn() {
  const store = makeStore({
    auth: initialAuthState(null),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  await store.dispatch(logIn(DEMO)).unwrap();
  const list = await store.dispatch(jobOpeningsApi.endpoints.listJobOpenings.initiate('')).unwrap();
  return { store, opening: list.data[0] };
}

async function renderCheckout() {
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
  const candidates = within(list).getAllByRole('checkbox').length;
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  return { user, store, opening, onCheckedOut, candidates };
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
    expect(screen.getByRole('button', { name: /Processing payment/ })).toBeDisabled();
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
