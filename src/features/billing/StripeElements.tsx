/**
 * The Stripe implementation's React part (production; contract "Payments"): Elements with
 * CardNumberElement, CardExpiryElement and CardCvcElement, the PaymentMethod created from
 * them with the billing details, and 3-D Secure through `stripe.confirmCardPayment`. This
 * module is loaded lazily by stripePaymentProvider.tsx (so `@stripe/react-stripe-js` stays
 * out of the main chunk) and loads Stripe.js itself through {@link loadStripeOnce}.
 */
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type {
  StripeCardCvcElementChangeEvent,
  StripeCardExpiryElementChangeEvent,
  StripeCardNumberElementChangeEvent,
  StripeElementStyle,
  StripeError,
} from '@stripe/stripe-js';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { CardFieldsGrid } from './CardFieldsLayout';
import { CardSessionContext } from './cardSession';
import type { CardField } from './cardValidation';
import { cardFieldErrorMessageId, type PaymentProviderError } from './paymentErrors';
import type {
  BillingDetails,
  CardFieldsProps,
  CardSession,
  ConfirmCardPaymentResult,
  CreatePaymentMethodResult,
} from './paymentProvider';
import { loadStripeOnce } from './stripeLoader';

type ElementChange =
  | StripeCardNumberElementChangeEvent
  | StripeCardExpiryElementChangeEvent
  | StripeCardCvcElementChangeEvent;

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

interface StripeFieldsState {
  loadFailed: boolean;
  /** Errors shown under the fields: a Stripe error code and its message. */
  shown: Partial<Record<CardField, { code: string; message?: string }>>;
  onChange: (field: CardField, event: ElementChange) => void;
  onBlur: (field: CardField) => void;
}

const StripeFieldsContext = createContext<StripeFieldsState | null>(null);

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

const StyledFrame = styled.div<{ $focused: boolean; $invalid: boolean; $disabled?: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm + 2}px ${theme.space.md}px`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $disabled }) =>
    $disabled ? theme.colors.surfaceMuted : theme.colors.surface};
  ${({ theme, $focused }) =>
    $focused &&
    `outline: 2px solid ${theme.colors.focus}; outline-offset: 0; border-color: ${theme.colors.focus};`}
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function useElementStyle(): StripeElementStyle {
  const theme = useTheme();
  return useMemo(
    () => ({
      base: {
        color: theme.colors.text,
        fontFamily: theme.fonts.body,
        fontSize: '16px',
        iconColor: theme.colors.textMuted,
        '::placeholder': { color: theme.colors.placeholder },
      },
      invalid: { color: theme.colors.danger, iconColor: theme.colors.danger },
    }),
    [theme],
  );
}

function StripeField({
  field,
  labelId,
  disabled,
  children,
}: {
  field: CardField;
  labelId: string;
  disabled?: boolean;
  children: (handlers: {
    onFocus: () => void;
    onBlur: () => void;
    onChange: (event: ElementChange) => void;
  }) => ReactNode;
}) {
  const intl = useIntl();
  const state = useContext(StripeFieldsContext);
  const [focused, setFocused] = useState(false);
  if (!state) throw new Error('Stripe card fields must be rendered inside the Stripe Scope');
  const shown = state.shown[field];
  // Our catalog's text for Stripe's validation codes; Stripe's localised one for others.
  const error = shown
    ? cardFieldErrorMessageId(shown.code) === 'billing.card.error.invalid' && shown.message
      ? shown.message
      : intl.formatMessage({ id: cardFieldErrorMessageId(shown.code) })
    : undefined;
  const id = `stripe-card-${field}`;
  return (
    <Field id={id} label={<FormattedMessage id={labelId} />} labelAsText required error={error}>
      <StyledFrame $focused={focused} $invalid={Boolean(error)} $disabled={disabled}>
        {children({
          onFocus: () => setFocused(true),
          onBlur: () => {
            setFocused(false);
            state.onBlur(field);
          },
          onChange: (event) => state.onChange(field, event),
        })}
      </StyledFrame>
    </Field>
  );
}

/** Stripe's card number, expiration date and CVC Elements, themed and labelled. */
export function StripeCardFields({ disabled }: CardFieldsProps) {
  const intl = useIntl();
  const style = useElementStyle();
  const state = useContext(StripeFieldsContext);
  const stripe = useStripe();
  if (state?.loadFailed) {
    return (
      <Alert variant="error" title={<FormattedMessage id="billing.stripe.loadFailed.title" />}>
        <FormattedMessage id="billing.stripe.loadFailed.text" />
      </Alert>
    );
  }
  const common = { style, disabled };
  return (
    <>
      {!stripe && (
        <StyledLoading>
          <Spinner size="sm" decorative />
          <FormattedMessage id="billing.card.loading" />
        </StyledLoading>
      )}
      <CardFieldsGrid aria-busy={!stripe}>
        <StripeField field="number" labelId="billing.card.number" disabled={disabled}>
          {(handlers) => (
            <CardNumberElement
              id="stripe-card-number"
              options={{
                ...common,
                showIcon: true,
                placeholder: intl.formatMessage({ id: 'billing.card.numberPlaceholder' }),
              }}
              {...handlers}
            />
          )}
        </StripeField>
        <StripeField field="expiry" labelId="billing.card.expiry" disabled={disabled}>
          {(handlers) => (
            <CardExpiryElement
              id="stripe-card-expiry"
              options={{
                ...common,
                placeholder: intl.formatMessage({ id: 'billing.card.expiryPlaceholder' }),
              }}
              {...handlers}
            />
          )}
        </StripeField>
        <StripeField field="cvc" labelId="billing.card.cvc" disabled={disabled}>
          {(handlers) => (
            <CardCvcElement
              id="stripe-card-cvc"
              options={{
                ...common,
                placeholder: intl.formatMessage({ id: 'billing.card.cvcPlaceholder' }),
              }}
              {...handlers}
            />
          )}
        </StripeField>
      </CardFieldsGrid>
    </>
  );
}
