import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { env } from '../../env';
import type { CardFieldsProps, PaymentProvider, PaymentScopeProps } from './paymentProvider';
import { billingMessages } from './billing.messages';

/** Options of {@link createStripePaymentProvider}. */
export interface StripePaymentProviderOptions {
  /** Stripe publishable key (`pk_live_...` / `pk_test_...`). */
  publishableKey: string;
}

// The Elements part (and @stripe/react-stripe-js) is its own chunk, fetched when a payment
// screen first opens; it loads Stripe.js itself (stripeLoader.ts).
const loadElements = () => import('./StripeElements');
const LazyStripeScope = lazy(() => loadElements().then((m) => ({ default: m.StripeScope })));
const LazyStripeCardFields = lazy(() =>
  loadElements().then((m) => ({ default: m.StripeCardFields })),
);

const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

function ScopeFallback() {
  const intl = useIntl();
  return (
    <StyledCentered>
      <Spinner size="lg" label={intl.formatMessage(billingMessages.cardLoading)} />
    </StyledCentered>
  );
}

function StripeCardFields(props: CardFieldsProps) {
  return (
    <Suspense fallback={null}>
      <LazyStripeCardFields {...props} />
    </Suspense>
  );
}

/**
 * The production payment provider: Stripe Elements (card number, expiry, CVC), Stripe.js
 * loaded only when a payment screen opens (dynamic import, memoized per key), the
 * PaymentMethod created with `stripe.createPaymentMethod` and 3-D Secure confirmed with
 * `stripe.confirmCardPayment` (see paymentProvider.ts).
 */
export function createStripePaymentProvider({
  publishableKey,
}: StripePaymentProviderOptions): PaymentProvider {
  function StripeScope({ children }: PaymentScopeProps) {
    return (
      <Suspense fallback={<ScopeFallback />}>
        <LazyStripeScope publishableKey={publishableKey}>{children}</LazyStripeScope>
      </Suspense>
    );
  }
  return { kind: 'stripe', Scope: StripeScope, CardFields: StripeCardFields };
}

/** The Stripe provider with the build's publishable key (`VITE_STRIPE_PUBLISHABLE_KEY`, src/env.ts). */
export const stripePaymentProvider: PaymentProvider = createStripePaymentProvider({
  publishableKey: env.stripePublishableKey,
});
