import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/TextField';
import { CardFieldsGrid } from './CardFieldsLayout';
import { CardSessionContext } from './cardSession';
import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCard,
  type CardField,
  type CardFieldErrors,
  type DemoCardValues,
} from './cardValidation';
import { cardFieldErrorMessage } from './paymentErrors';
import { ThreeDSecureDialog } from './ThreeDSecureDialog';
import type {
  CardFieldsProps,
  CardSession,
  ConfirmCardPaymentResult,
  CreatePaymentMethodResult,
  PaymentProvider,
  PaymentScopeProps,
} from './paymentProvider';
import { testPaymentMethodId } from '../../domain/testCards';
import { billingMessages } from './billing.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  cardDemoHint: {
    id: 'billing.card.demoHint',
    defaultMessage:
      'Demo mode, no real charge: use the test card 4242 4242 4242 4242 with any future date and any CVV.',
  },
});

/** Options of {@link createDemoPaymentProvider}. */
interface DemoPaymentProviderOptions {
  /** Simulated round trip of `createPaymentMethod` to the provider, in ms (default 300). */
  latencyMs?: number;
  /** The clock expiry dates are checked against (default: `new Date()`, frozen in stories). */
  now?: () => Date;
}

/** Default simulated provider latency, in ms. */
const DEMO_PROVIDER_LATENCY_MS = 300;

const EMPTY_CARD: DemoCardValues = { number: '', expiry: '', cvc: '' };

/** What the demo card fields share with their scope. */
interface DemoCardState {
  values: DemoCardValues;
  /** Errors shown on the fields (after a blur or a pay attempt). */
  errors: CardFieldErrors;
  change: (field: CardField, value: string) => void;
  blur: (field: CardField) => void;
}

const DemoCardContext = createContext<DemoCardState | null>(null);

interface Challenge {
  resolve: (result: ConfirmCardPaymentResult) => void;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * The demo scope: holds the card values, validates them like Stripe Elements, turns test
 * card numbers into Stripe's test PaymentMethod ids (testCards.ts) and plays the bank's
 * 3-D Secure page as a dialog ("Complete" / "Fail authentication").
 */
function createDemoScope({ latencyMs, now }: Required<DemoPaymentProviderOptions>) {
  return function DemoScope({ children }: PaymentScopeProps) {
    const [values, setValues] = useState<DemoCardValues>(EMPTY_CARD);
    const [errors, setErrors] = useState<CardFieldErrors>({});
    const [revision, setRevision] = useState(0);
    const [challenge, setChallenge] = useState<Challenge | null>(null);
    const valuesRef = useRef(values);

    const change = useCallback((field: CardField, value: string) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      // A shown error goes as soon as the field is right (Stripe clears it while typing).
      setErrors((shown) => {
        if (!shown[field]) return shown;
        const rest = { ...shown };
        const error = validateCard(next, now())[field];
        if (error) rest[field] = error;
        else delete rest[field];
        return rest;
      });
      setRevision((r) => r + 1);
    }, []);

    const blur = useCallback((field: CardField) => {
      const current = valuesRef.current;
      if (current[field] === '') return;
      const error = validateCard(current, now())[field];
      setErrors((shown) => {
        const rest = { ...shown };
        if (error) rest[field] = error;
        else delete rest[field];
        return rest;
      });
    }, []);

    const session = useMemo<CardSession>(
      () => ({
        ready: true,
        revision,
        validate() {
          const found = validateCard(valuesRef.current, now());
          setErrors(found);
          return Object.keys(found).length === 0;
        },
        async createPaymentMethod(): Promise<CreatePaymentMethodResult> {
          const card = valuesRef.current;
          await wait(latencyMs);
          const found = validateCard(card, now());
          const firstError = found.number ?? found.expiry ?? found.cvc;
          if (firstError) return { error: { type: 'validation_error', code: firstError } };
          const paymentMethodId = testPaymentMethodId(card.number);
          if (!paymentMethodId) {
            // Stripe test mode refuses real card numbers.
            return {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'test_mode_live_card',
              },
            };
          }
          return { paymentMethodId };
        },
        confirmCardPayment() {
          return new Promise<ConfirmCardPaymentResult>((resolve) => {
            setChallenge({ resolve });
          });
        },
      }),
      [revision],
    );

    const card = useMemo<DemoCardState>(
      () => ({ values, errors, change, blur }),
      [values, errors, change, blur],
    );

    const finish = (result: ConfirmCardPaymentResult) => {
      challenge?.resolve(result);
      setChallenge(null);
    };

    return (
      <CardSessionContext.Provider value={session}>
        <DemoCardContext.Provider value={card}>
          {children}
          {challenge && (
            <ThreeDSecureDialog
              onComplete={() => finish({})}
              onFail={() =>
                finish({
                  error: {
                    type: 'invalid_request_error',
                    code: 'payment_intent_authentication_failure',
                  },
                })
              }
            />
          )}
        </DemoCardContext.Provider>
      </CardSessionContext.Provider>
    );
  };
}

/**
 * The demo card fields: card number (grouped by 4), expiration date (MM / YY) and CVV, with
 * Stripe's validation and translated messages, and a hint naming the success test card.
 */
function DemoCardFields({ disabled }: CardFieldsProps) {
  const intl = useIntl();
  const card = useContext(DemoCardContext);
  if (!card) throw new Error('DemoCardFields must be rendered inside the demo provider Scope');
  const { values, errors, change, blur } = card;
  const brand = cardBrand(values.number);
  const error = (field: CardField) =>
    errors[field] ? intl.formatMessage(cardFieldErrorMessage(errors[field])) : undefined;
  const onExpiry = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    change('expiry', formatExpiry(event.target.value, inputType.startsWith('delete')));
  };
  return (
    <CardFieldsGrid>
      <TextField
        label={<FormattedMessage {...billingMessages.cardNumber} />}
        name="cardNumber"
        id="demo-card-number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={intl.formatMessage(billingMessages.cardNumberPlaceholder)}
        value={values.number}
        disabled={disabled}
        onChange={(event) => change('number', formatCardNumber(event.target.value))}
        onBlur={() => blur('number')}
        error={error('number')}
        hint={<FormattedMessage {...texts.cardDemoHint} />}
      />
      <TextField
        label={<FormattedMessage {...billingMessages.cardExpiry} />}
        name="cardExpiry"
        id="demo-card-expiry"
        required
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={intl.formatMessage(billingMessages.cardExpiryPlaceholder)}
        value={values.expiry}
        disabled={disabled}
        onChange={onExpiry}
        onBlur={() => blur('expiry')}
        error={error('expiry')}
      />
      <TextField
        label={<FormattedMessage {...billingMessages.cardCvc} />}
        name="cardCvc"
        id="demo-card-cvc"
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder={intl.formatMessage(billingMessages.cardCvcPlaceholder)}
        value={values.cvc}
        disabled={disabled}
        onChange={(event) => change('cvc', formatCvc(event.target.value, brand))}
        onBlur={() => blur('cvc')}
        error={error('cvc')}
      />
    </CardFieldsGrid>
  );
}

/**
 * A demo payment provider (demo mode, Storybook, tests) that behaves like Stripe test mode:
 * see testCards.ts for the numbers and what they do. Nothing leaves the browser but the
 * PaymentMethod id.
 */
function createDemoPaymentProvider(options: DemoPaymentProviderOptions = {}): PaymentProvider {
  const resolved = {
    latencyMs: options.latencyMs ?? DEMO_PROVIDER_LATENCY_MS,
    now: options.now ?? (() => new Date()),
  };
  return { kind: 'demo', Scope: createDemoScope(resolved), CardFields: DemoCardFields };
}

/** The demo provider with its defaults (300 ms latency, the real — or story-frozen — clock). */
export const demoPaymentProvider: PaymentProvider = createDemoPaymentProvider();
