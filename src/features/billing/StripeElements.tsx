/**
 * The Stripe implementation's React part (production; contract "Payments"): Elements with
 * CardNumberElement, CardExpiryElement and CardCvcElement, the PaymentMethod created from
 * them with the billing details, and 3-D Secure through `stripe.confirmCardPayment`. This
 * module is loaded lazily by stripePaymentProvider.tsx (so `@stripe/react-stripe-js` stays
 * out of the main chunk) and loads Stripe.js itself through {@link loadStripeOnce}. It holds
 * the scope (Elements and the card session); the card fields are StripeCardFields.tsx,
 * re-exported here so that this module stays the lazy chunk's one entry.
 */
import { CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeError } from '@stripe/stripe-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardSessionContext } from './cardSession';
import type { CardField } from './cardValidation';
import type { PaymentProviderError } from './paymentErrors';
import type {
  BillingDetails,
  CardSession,
  ConfirmCardPaymentResult,
  CreatePaymentMethodResult,
} from './paymentProvider';
import {
  StripeFieldsContext,
  type ElementChange,
  type StripeFieldsState,
} from './stripeFieldsContext';
import { loadStripeOnce } from './stripeLoader';

/** Stripe's card fields, for the lazy chunk's users (stripePaymentProvider.tsx). */
export { StripeCardFields } from './StripeCardFields';

/** What the scope knows of each Element from its change events. */
interface ElementState {
  empty: boolean;
  complete: boolean;
  /** Stripe's validation_error code and (localised) message, while the input is invalid. */
  error?: { code: string; message: string };
}

const INCOMPLETE: Record<CardField, string> = {
  number: 'incomplete_number',
  expiry: 'incomplete_expiry',
  cvc: 'incomplete_cvc',
};

const INITIAL: Record<CardField, ElementState> = {
  number: { empty: true, complete: false },
  expiry: { empty: true, complete: false },
  cvc: { empty: true, complete: false },
};

/** Any Stripe.js error as a provider error (same kinds as the API's `payment_error`). */
function fromStripeError(error: StripeError): PaymentProviderError {
  return {
    type: error.type,
    code: error.code ?? null,
    decline_code: error.decline_code ?? null,
    message: error.message ?? null,
  };
}

const UNREACHABLE: PaymentProviderError = { type: 'api_connection_error', code: null };

function StripeSession({ loadFailed, children }: { loadFailed: boolean; children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const states = useRef<Record<CardField, ElementState>>({ ...INITIAL });
  const [shown, setShown] = useState<StripeFieldsState['shown']>({});
  const [revision, setRevision] = useState(0);

  const onChange = useCallback((field: CardField, event: ElementChange) => {
    const error = event.error
      ? { code: event.error.code, message: event.error.message }
      : undefined;
    states.current = {
      ...states.current,
      [field]: { empty: event.empty, complete: event.complete, error },
    };
    setShown((current) => {
      const next = { ...current };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
    setRevision((r) => r + 1);
  }, []);

  const onBlur = useCallback((field: CardField) => {
    const state = states.current[field];
    if (state.empty || state.complete || state.error) return;
    setShown((current) => ({ ...current, [field]: { code: INCOMPLETE[field] } }));
  }, []);

  const session = useMemo<CardSession>(
    () => ({
      ready: Boolean(stripe && elements),
      revision,
      validate() {
        const next: StripeFieldsState['shown'] = {};
        for (const field of ['number', 'expiry', 'cvc'] as const) {
          const state = states.current[field];
          if (state.error) next[field] = state.error;
          else if (!state.complete) next[field] = { code: INCOMPLETE[field] };
        }
        setShown(next);
        return Object.keys(next).length === 0;
      },
      async createPaymentMethod(billing: BillingDetails): Promise<CreatePaymentMethodResult> {
        const card = elements?.getElement(CardNumberElement);
        if (!stripe || !card) return { error: UNREACHABLE };
        try {
          const result = await stripe.createPaymentMethod({
            type: 'card',
            card,
            billing_details: billing,
          });
          if (result.error) return { error: fromStripeError(result.error) };
          return { paymentMethodId: result.paymentMethod.id };
        } catch {
          return { error: { type: 'api_error', code: null } };
        }
      },
      async confirmCardPayment(clientSecret: string): Promise<ConfirmCardPaymentResult> {
        if (!stripe) return { error: UNREACHABLE };
        try {
          const result = await stripe.confirmCardPayment(clientSecret);
          return result.error ? { error: fromStripeError(result.error) } : {};
        } catch {
          return { error: { type: 'api_error', code: null } };
        }
      },
    }),
    [stripe, elements, revision],
  );

  const fields = useMemo<StripeFieldsState>(
    () => ({ loadFailed, shown, onChange, onBlur }),
    [loadFailed, shown, onChange, onBlur],
  );

  return (
    <CardSessionContext.Provider value={session}>
      <StripeFieldsContext.Provider value={fields}>{children}</StripeFieldsContext.Provider>
    </CardSessionContext.Provider>
  );
}

/**
 * The Stripe scope: starts loading Stripe.js (memoized) when it mounts, wraps its children
 * in Elements (localised to the interface language) and provides the card session.
 */
export function StripeScope({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [stripePromise] = useState(() => loadStripeOnce(publishableKey).catch(() => null));
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    void stripePromise.then((stripe) => {
      if (alive && !stripe) setLoadFailed(true);
    });
    return () => {
      alive = false;
    };
  }, [stripePromise]);
  const locale = intl.locale.toLowerCase().startsWith('es') ? 'es' : 'en';
  return (
    <Elements stripe={stripePromise} options={{ locale }}>
      <StripeSession loadFailed={loadFailed}>{children}</StripeSession>
    </Elements>
  );
}
