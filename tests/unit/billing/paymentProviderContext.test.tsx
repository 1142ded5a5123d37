/** The provider is chosen at the edge (DESIGN.md): demo mode → demo, production → Stripe. */
import { render, screen } from '@testing-library/react';
import {
  paymentProviderFor,
  PaymentProviderProvider,
  usePaymentProvider,
} from '../../../src/features/billing/PaymentProviderContext';
import { demoPaymentProvider } from '../../../src/features/billing/demoPaymentProvider';
import { stripePaymentProvider } from '../../../src/features/billing/stripePaymentProvider';

function Kind() {
  return <span>{usePaymentProvider().kind}</span>;
}

describe('payment provider choice', () => {
  it('is the demo provider in demo mode and Stripe otherwise', () => {
    expect(paymentProviderFor({ apiMocking: true })).toBe(demoPaymentProvider);
    expect(paymentProviderFor({ apiMocking: false })).toBe(stripePaymentProvider);
  });

  it('defaults to the demo provider without a PaymentProviderProvider (stories need nothing)', () => {
    render(<Kind />);
    expect(screen.getByText('demo')).toBeInTheDocument();
  });

  it('gives screens the injected provider', () => {
    render(
      <PaymentProviderProvider provider={stripePaymentProvider}>
        <Kind />
      </PaymentProviderProvider>,
    );
    expect(screen.getByText('stripe')).toBeInTheDocument();
  });
});
