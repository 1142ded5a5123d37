/** The provider is chosen at the edge (DESIGN.md): demo mode → demo, production → Stripe. */
import { render, screen } from '@testing-library/react';
import {
  lazyDemoPaymentProvider,
  lazyStripePaymentProvider,
  paymentProviderFor,
  PaymentProviderProvider,
  usePaymentProvider,
} from '../../../src/features/billing/PaymentProviderContext';

function Kind() {
  return <span>{usePaymentProvider().kind}</span>;
}

describe('payment provider choice', () => {
  it('is the demo provider in demo mode and Stripe otherwise', () => {
    expect(paymentProviderFor({ apiMocking: true })).toBe(lazyDemoPaymentProvider);
    expect(paymentProviderFor({ apiMocking: false })).toBe(lazyStripePaymentProvider);
    expect(lazyDemoPaymentProvider.kind).toBe('demo');
    expect(lazyStripePaymentProvider.kind).toBe('stripe');
  });

  it('defaults to the demo provider without a PaymentProviderProvider (stories need nothing)', () => {
    render(<Kind />);
    expect(screen.getByText('demo')).toBeInTheDocument();
  });

  it('gives screens the injected provider', () => {
    render(
      <PaymentProviderProvider provider={lazyStripePaymentProvider}>
        <Kind />
      </PaymentProviderProvider>,
    );
    expect(screen.getByText('stripe')).toBeInTheDocument();
  });
});
