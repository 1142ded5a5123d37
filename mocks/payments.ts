/**
 * Demo payments: what the simulated API does with a `payment_method_id` (contract
 * "Payments"; SPEC §8 payment error kinds). The ids mirror Stripe's test PaymentMethods
 * (https://docs.stripe.com/testing), so a demo payment provider in the front end can turn
 * test card numbers into them (see {@link DEMO_TEST_CARDS}: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined with a card error).
 *
 * | payment_method_id | outcome |
 * |---|---|
 * | `pm_card_visa` (and any other `pm_…` id not below) | success, Visa •••• 4242 |
 * | `pm_card_visa_debit` / `pm_card_mastercard` / `pm_card_amex` / `pm_card_discover` | success with that brand |
 * | `pm_card_chargeDeclined` | 402 card_error card_declined / generic_decline |
 * | `pm_card_chargeCustomerFail` (card on file of `pastdue@`, Visa •••• 0341) | 402 card_error card_declined / generic_decline |
 * | `pm_card_chargeDeclinedInsufficientFunds` | 402 card_error card_declined / insufficient_funds |
 * | `pm_card_chargeDeclinedLostCard` | 402 card_error card_declined / lost_card |
 * | `pm_card_chargeDeclinedStolenCard` | 402 card_error card_declined / stolen_card |
 * | `pm_card_chargeDeclinedFraudulent` | 402 card_error card_declined / fraudulent |
 * | `pm_card_chargeDeclinedExpiredCard` | 402 card_error expired_card |
 * | `pm_card_chargeDeclinedIncorrectCvc` | 402 card_error incorrect_cvc |
 * | `pm_card_chargeDeclinedProcessingError` | 402 card_error processing_error |
 * | `pm_card_authenticationRequired` / `pm_card_threeDSecureRequired` | 402 requires_action (3-D Secure); repeating the same request with the same Idempotency-Key succeeds |
 * | `pm_demo_invalidRequestError` | 402 invalid_request_error resource_missing |
 * | `pm_demo_apiError` | 402 api_error |
 * | `pm_demo_authenticationError` | 402 authentication_error |
 * | `pm_demo_permissionError` | 402 permission_error |
 * | `pm_demo_rateLimitError` | 402 rate_limit_error |
 * | `pm_demo_apiConnectionError` | 402 api_connection_error |
 * | `pm_demo_idempotencyError` | 402 idempotency_error |
 */
import type { CardSummary, PaymentErrorDetail } from './contract';
import type { Lang } from './i18n';
import { TEST_CARD_PAYMENT_METHODS } from '../src/domain/testCards';

/** A successful demo charge with this card. */
export interface DemoPaymentSuccess {
  kind: 'success';
  card: Omit<CardSummary, 'cardholder_name' | 'exp_month' | 'exp_year'>;
}

/** A failed demo charge (402). */
export interface DemoPaymentFailure {
  kind: 'failure';
  /** Stripe error type. */
  type: PaymentErrorDetail['type'];
  code: string | null;
  decline_code: string | null;
  /** 3-D Secure: not final; repeating with the same Idempotency-Key confirms it. */
  requires_action: boolean;
  /** Human-readable detail (the `errors` entry) per language. */
  detail: Record<Lang, string>;
}

/** What a demo payment method does. */
export type DemoPaymentOutcome = DemoPaymentSuccess | DemoPaymentFailure;

const declined = (decline_code: string, en: string, es: string): DemoPaymentFailure => ({
  kind: 'failure',
  type: 'card_error',
  code: 'card_declined',
  decline_code,
  requires_action: false,
  detail: { en, es },
});

const cardError = (code: string, en: string, es: string): DemoPaymentFailure => ({
  kind: 'failure',
  type: 'card_error',
  code,
  decline_code: null,
  requires_action: false,
  detail: { en, es },
});

const apiFailure = (
  type: PaymentErrorDetail['type'],
  code: string | null,
  en: string,
  es: string,
): DemoPaymentFailure => ({
  kind: 'failure',
  type,
  code,
  decline_code: null,
  requires_action: false,
  detail: { en, es },
});

const threeDSecure: DemoPaymentFailure = {
  kind: 'failure',
  type: 'card_error',
  code: 'authentication_required',
  decline_code: null,
  requires_action: true,
  detail: {
    en: 'Your bank needs you to confirm this payment.',
    es: 'Tu banco necesita que confirmes este pago.',
  },
};

/** The demo payment method ids and what each one does (see the table above). */
export const DEMO_PAYMENT_METHODS: Readonly<Record<string, DemoPaymentOutcome>> = {
  pm_card_visa: { kind: 'success', card: { brand: 'visa', last4: '4242' } },
  pm_card_visa_debit: { kind: 'success', card: { brand: 'visa', last4: '5556' } },
  pm_card_mastercard: { kind: 'success', card: { brand: 'mastercard', last4: '4444' } },
  pm_card_amex: { kind: 'success', card: { brand: 'amex', last4: '8431' } },
  pm_card_discover: { kind: 'success', card: { brand: 'discover', last4: '1117' } },
  pm_card_chargeDeclined: declined(
    'generic_decline',
    'Your card was declined.',
    'Tu tarjeta fue rechazada.',
  ),
  // Stripe's 4000 0000 0000 0341: attaching it succeeds, charging it fails (the card on
  // file of the past-due demo account). Not a test card of the card form.
  pm_card_chargeCustomerFail: declined(
    'generic_decline',
    'Your card was declined.',
    'Tu tarjeta fue rechazada.',
  ),
  pm_card_chargeDeclinedInsufficientFunds: declined(
    'insufficient_funds',
    'Your card has insufficient funds.',
    'Tu tarjeta no tiene fondos suficientes.',
  ),
  pm_card_chargeDeclinedLostCard: declined(
    'lost_card',
    'Your card was reported lost.',
    'Tu tarjeta fue reportada como extraviada.',
  ),
  pm_card_chargeDeclinedStolenCard: declined(
    'stolen_card',
    'Your card was reported stolen.',
    'Tu tarjeta fue reportada como robada.',
  ),
  pm_card_chargeDeclinedFraudulent: declined(
    'fraudulent',
    'Your card was declined.',
    'Tu tarjeta fue rechazada.',
  ),
  pm_card_chargeDeclinedExpiredCard: cardError(
    'expired_card',
    'Your card has expired.',
    'Tu tarjeta está vencida.',
  ),
  pm_card_chargeDeclinedIncorrectCvc: cardError(
    'incorrect_cvc',
    "Your card's security code is incorrect.",
    'El código de seguridad de tu tarjeta es incorrecto.',
  ),
  pm_card_chargeDeclinedProcessingError: cardError(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
    'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo en un momento.',
  ),
  pm_card_authenticationRequired: threeDSecure,
  pm_card_threeDSecureRequired: threeDSecure,
  pm_demo_invalidRequestError: apiFailure(
    'invalid_request_error',
    'resource_missing',
    'No such PaymentMethod.',
    'No existe ese método de pago.',
  ),
  pm_demo_apiError: apiFailure(
    'api_error',
    null,
    'The payment provider had a problem. Try again later.',
    'El proveedor de pagos tuvo un problema. Inténtalo más tarde.',
  ),
  pm_demo_authenticationError: apiFailure(
    'authentication_error',
    null,
    'The payment provider could not authenticate the request.',
    'El proveedor de pagos no pudo autenticar la solicitud.',
  ),
  pm_demo_permissionError: apiFailure(
    'permission_error',
    null,
    'This payment is not permitted.',
    'Este pago no está permitido.',
  ),
  pm_demo_rateLimitError: apiFailure(
    'rate_limit_error',
    'rate_limit',
    'Too many payment requests. Try again in a moment.',
    'Demasiadas solicitudes de pago. Inténtalo en un momento.',
  ),
  pm_demo_apiConnectionError: apiFailure(
    'api_connection_error',
    null,
    'Could not reach the payment provider.',
    'No se pudo conectar con el proveedor de pagos.',
  ),
  pm_demo_idempotencyError: apiFailure(
    'idempotency_error',
    'idempotency_key_in_use',
    'This payment was already attempted with different parameters.',
    'Este pago ya se intentó con parámetros distintos.',
  ),
};

/**
 * Stripe test card numbers → demo payment method ids: the one table of src/domain/testCards.ts
 * (issue #20 point 2), which the demo payment provider and the e2e Stripe.js fake read too.
 */
export const DEMO_TEST_CARDS: Readonly<Record<string, string>> = TEST_CARD_PAYMENT_METHODS;

/**
 * The outcome of charging a demo payment method. Ids not in {@link DEMO_PAYMENT_METHODS}
 * succeed as a Visa ending 4242, so any `pm_…` id a demo provider makes up works.
 */
export function paymentOutcome(paymentMethodId: string): DemoPaymentOutcome {
  return (
    DEMO_PAYMENT_METHODS[paymentMethodId] ?? {
      kind: 'success',
      card: { brand: 'visa', last4: '4242' },
    }
  );
}

/** A fake PaymentIntent id (`pi_…`) for error bodies and support. */
export function paymentIntentId(random: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = 'pi_3Demo';
  for (let i = 0; i < 16; i += 1) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/**
 * The 402 body of a failed demo payment (contract `PaymentError`): message "Your card was
 * declined." for card errors ("Your bank needs you to confirm this payment." for 3-D
 * Secure), the outcome's detail in `errors`, the Stripe-like `payment_error`.
 */
export function paymentErrorBody(failure: DemoPaymentFailure, lang: Lang, intentId: string) {
  const message = failure.requires_action
    ? failure.detail[lang]
    : failure.type === 'card_error'
      ? lang === 'es'
        ? 'Tu tarjeta fue rechazada.'
        : 'Your card was declined.'
      : lang === 'es'
        ? 'No se pudo procesar el pago.'
        : 'The payment could not be processed.';
  return {
    message,
    errors: failure.requires_action ? [] : [failure.detail[lang]],
    payment_error: {
      type: failure.type,
      code: failure.code,
      decline_code: failure.decline_code,
      requires_action: failure.requires_action,
      client_secret: failure.requires_action ? `${intentId}_secret_demo` : null,
      payment_intent_id: intentId,
    } satisfies PaymentErrorDetail,
  };
}
