/**
 * The Stripe provider with Stripe.js and React Stripe.js replaced by fakes: Stripe.js is
 * loaded only when a payment form mounts (memoized), the PaymentMethod is created from the
 * CardNumberElement with the billing details, 3-D Secure goes through
 * `stripe.confirmCardPayment(client_secret)` and the same request is repeated with the same
 * key, and Stripe.js errors go through the same translated messages.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createMockServer, type MockServer } from '../../../mocks/node';
import type { PaidRequest } from '../../../src/api/chatsApi';
import type { Employee } from '../../../src/contract/types';
import { CardPaymentForm } from '../../../src/features/billing/CardPaymentForm';
import { PaymentProviderProvider } from '../../../src/features/billing/PaymentProviderContext';
import { createStripePaymentProvider } from '../../../src/features/billing/stripePaymentProvider';
import { loadStripeOnce } from '../../../src/features/billing/stripeLoader';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { makeTestStore } from '../testStore';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { lightTheme } from '../../../src/theme/themes';

jest.setTimeout(20_000);

const cardNumberElement = { kind: 'cardNumber element' };
const fakeStripe = {
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
};

jest.mock('../../../src/features/billing/stripeLoader', () => ({
  loadStripeOnce: jest.fn(() => Promise.resolve(fakeStripe)),
}));

jest.mock('@stripe/react-stripe-js', () => {
  type ChangeHandler = (event: { empty: boolean; complete: boolean; error?: unknown }) => void;
  const fakeElement =
    (label: string) =>
    ({ onChange, onBlur }: { onChange?: ChangeHandler; onBlur?: () => void }) => (
      <input
        aria-label={label}
        onBlur={onBlur}
        onChange={(event) =>
          onChange?.({ empty: event.target.value === '', complete: event.target.value === 'ok' })
        }
      />
    );
  const CardNumberElement = fakeElement('Stripe card number');
  return {
    Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
    useStripe: () => fakeStripe,
    useElements: () => ({
      getElement: (type: unknown) => (type === CardNumberElement ? cardNumberElement : null),
    }),
    CardNumberElement,
    CardExpiryElement: fakeElement('Stripe expiry'),
    CardCvcElement: fakeElement('Stripe CVC'),
  };
});

const houston = {
  state: { id: 44, name: 'Texas', code: 'TX' },
  city: { id: 4401, name: 'Houston', state_id: 44 },
};

let mock: MockServer;
beforeEach(() => {
  mock = createMockServer();
  mock.server.listen({ onUnhandledRequest: 'error' });
  fakeStripe.createPaymentMethod.mockReset();
  fakeStripe.confirmCardPayment.mockReset();
  (loadStripeOnce as jest.Mock).mockClear();
});
afterEach(() => mock.server.close());

function renderForm(send: (request: PaidRequest) => Promise<string>, onPaid = jest.fn()) {
  const store = makeTestStore({
    auth: {
      status: 'authenticated',
      token: 'token',
      user: { uuid: 'u1', company: { location: houston } } as unknown as Employee,
    },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  const provider = createStripePaymentProvider({ publishableKey: 'pk_test_123' });
  render(
    <Provider store={store}>
      <I18nProvider language="en" timeZone="UTC">
        <ThemeProvider theme={lightTheme}>
          <PaymentProviderProvider provider={provider}>
            <CardPaymentForm<string>
              amount={1200}
              currency="usd"
              purchaseKey="p"
              send={send}
              onPaid={onPaid}
            />
          </PaymentProviderProvider>
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  return { onPaid, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Stripe card number' }), 'ok');
  await user.type(screen.getByRole('textbox', { name: 'Stripe expiry' }), 'ok');
  await user.type(screen.getByRole('textbox', { name: 'Stripe CVC' }), 'ok');
  await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Dana Demo');
  await user.type(screen.getByRole('textbox', { name: 'Billing address' }), '1200 Main St');
  await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '77002');
}

const BILLING = {
  name: 'Dana Demo',
  address: {
    line1: '1200 Main St',
    postal_code: '77002',
    state: 'TX',
    city: 'Houston',
    country: 'US',
  },
};

describe('Stripe payment provider', () => {
  it('loads Stripe.js with the publishable key only when the payment form mounts', async () => {
    createStripePaymentProvider({ publishableKey: 'pk_test_123' });
    expect(loadStripeOnce).not.toHaveBeenCalled();
    renderForm(jest.fn());
    await screen.findByRole('textbox', { name: 'Stripe card number' });
    expect(loadStripeOnce).toHaveBeenCalledWith('pk_test_123');
  });

  it('creates the PaymentMethod from the CardNumberElement with the billing details and sends its id', async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_123' } });
    const send = jest.fn(async () => 'paid');
    const { user, onPaid } = renderForm(send);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('paid'));
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: cardNumberElement,
      billing_details: BILLING,
    });
    expect(send).toHaveBeenCalledWith({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      paymentMethodId: 'pm_123',
    });
  });

  it('confirms 3-D Secure with stripe.confirmCardPayment and repeats with the same key', async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_3ds' } });
    fakeStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const send = jest
      .fn()
      .mockRejectedValueOnce({
        status: 402,
        message: 'Your bank needs you to confirm this payment.',
        errors: [],
        paymentError: {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: null,
          requires_action: true,
          client_secret: 'pi_1_secret_2',
          payment_intent_id: 'pi_1',
        },
      })
      .mockResolvedValueOnce('paid');
    const { user, onPaid } = renderForm(send);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('paid'));
    expect(fakeStripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toEqual(send.mock.calls[0][0]);
  });

  it('shows a Stripe.js error through the same translated messages and sends nothing', async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    const send = jest.fn();
    const { user } = renderForm(send);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(
      await screen.findByText(
        'Your card has insufficient funds. Nothing was charged. Use another card.',
      ),
    ).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows incomplete Elements as field errors without calling Stripe', async () => {
    const { user } = renderForm(jest.fn());
    await screen.findByRole('textbox', { name: 'Stripe card number' });
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeVisible();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeVisible();
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
  });
});
