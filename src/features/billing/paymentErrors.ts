import type { IntlShape } from 'react-intl';
import type { PaymentErrorDetail } from '../../api/types';
import type { CardFieldErrorCode } from './cardValidation';

/**
 * The eight payment provider error kinds (SPEC §8: card, invalid request, api,
 * authentication, permission, rate limit, connection, idempotency), spelt as Stripe spells
 * them (contract `PaymentErrorDetail.type`).
 */
export type PaymentErrorType = PaymentErrorDetail['type'];

/** All eight kinds, in the order of SPEC §8. */
export const PAYMENT_ERROR_TYPES: readonly PaymentErrorType[] = [
  'card_error',
  'invalid_request_error',
  'api_error',
  'authentication_error',
  'permission_error',
  'rate_limit_error',
  'api_connection_error',
  'idempotency_error',
];

/**
 * A payment provider error, whichever side reported it: Stripe.js itself
 * (`createPaymentMethod`, `confirmCardPayment`: a `StripeError`, which may also be a
 * `validation_error` of the card fields) or the API's 402 `payment_error`.
 */
export interface PaymentProviderError {
  /** One of the eight kinds, or Stripe.js' `validation_error` (card fields incomplete or invalid). */
  type: PaymentErrorType | 'validation_error';
  /** Stripe's error code, e.g. `card_declined`, `expired_card`, `incorrect_cvc`, `incomplete_number`. */
  code?: string | null;
  /** Stripe's decline code of a declined card, e.g. `insufficient_funds`. */
  decline_code?: string | null;
  /** The provider's own (untranslated) text; kept for logs, never shown instead of the catalog's. */
  message?: string | null;
}

/** Message ids of the card field errors, by Stripe `validation_error` code. */
export const CARD_FIELD_ERROR_MESSAGE_IDS: Readonly<Record<CardFieldErrorCode, string>> = {
  incomplete_number: 'billing.card.error.incompleteNumber',
  invalid_number: 'billing.card.error.invalidNumber',
  incomplete_expiry: 'billing.card.error.incompleteExpiry',
  invalid_expiry_month: 'billing.card.error.invalidExpiryMonth',
  invalid_expiry_year: 'billing.card.error.invalidExpiryYear',
  invalid_expiry_year_past: 'billing.card.error.expiryPast',
  incomplete_cvc: 'billing.card.error.incompleteCvc',
};

/** The message id of a card field error code; unknown codes get the generic invalid-card text. */
export function cardFieldErrorMessageId(code: string | null | undefined): string {
  return (
    (code && CARD_FIELD_ERROR_MESSAGE_IDS[code as CardFieldErrorCode]) ||
    'billing.card.error.invalid'
  );
}

/** Card errors told apart by `decline_code` (checked first) … */
const DECLINE_CODE_MESSAGES: Readonly<Record<string, string>> = {
  insufficient_funds: 'billing.error.card.insufficientFunds',
  expired_card: 'billing.error.card.expired',
  incorrect_cvc: 'billing.error.card.incorrectCvc',
  incorrect_number: 'billing.error.card.incorrectNumber',
  processing_error: 'billing.error.card.processing',
  test_mode_live_card: 'billing.error.card.testModeLiveCard',
};

/** … then by `code`. Lost, stolen and fraudulent cards get the generic decline on purpose. */
const CARD_CODE_MESSAGES: Readonly<Record<string, string>> = {
  expired_card: 'billing.error.card.expired',
  incorrect_cvc: 'billing.error.card.incorrectCvc',
  invalid_cvc: 'billing.error.card.incorrectCvc',
  incorrect_number: 'billing.error.card.incorrectNumber',
  invalid_number: 'billing.error.card.incorrectNumber',
  invalid_expiry_month: 'billing.error.card.invalidExpiry',
  invalid_expiry_year: 'billing.error.card.invalidExpiry',
  processing_error: 'billing.error.card.processing',
  authentication_required: 'billing.error.card.authenticationRequired',
};

/** One message per kind for everything without a more precise text. */
const TYPE_MESSAGES: Readonly<Record<PaymentErrorType, string>> = {
  card_error: 'billing.error.card.declined',
  invalid_request_error: 'billing.error.invalidRequest',
  api_error: 'billing.error.api',
  authentication_error: 'billing.error.authentication',
  permission_error: 'billing.error.permission',
  rate_limit_error: 'billing.error.rateLimit',
  api_connection_error: 'billing.error.apiConnection',
  idempotency_error: 'billing.error.idempotency',
};

/**
 * The message id that tells the employer what went wrong with a payment and what to do
 * (SPEC §8 payment error kinds; contract `PaymentErrorDetail`). Pure. Card errors are told
 * apart by `decline_code`, then `code` (insufficient funds, expired card, incorrect CVC,
 * incorrect number, processing error, failed authentication, a non-test card in demo mode),
 * else the generic decline; a failed 3-D Secure (`payment_intent_authentication_failure`)
 * has its own text; Stripe.js `validation_error`s use the card field texts; unknown kinds
 * fall back to the api_error text.
 */
export function paymentErrorMessageId(error: PaymentProviderError): string {
  const code = error.code ?? undefined;
  const declineCode = error.decline_code ?? undefined;
  if (code === 'payment_intent_authentication_failure') return 'billing.error.authenticationFailed';
  switch (error.type) {
    case 'validation_error':
      return cardFieldErrorMessageId(code);
    case 'card_error':
      return (
        (declineCode && DECLINE_CODE_MESSAGES[declineCode]) ||
        (code && CARD_CODE_MESSAGES[code]) ||
        TYPE_MESSAGES.card_error
      );
    default:
      return TYPE_MESSAGES[error.type] ?? TYPE_MESSAGES.api_error;
  }
}

/** The translated text of {@link paymentErrorMessageId} in `intl`'s language. */
export function formatPaymentError(intl: IntlShape, error: PaymentProviderError): string {
  return intl.formatMessage({ id: paymentErrorMessageId(error) });
}

/** The provider error inside an API 402 body's `payment_error` (contract `PaymentErrorDetail`). */
export function paymentErrorFromDetail(detail: PaymentErrorDetail): PaymentProviderError {
  return { type: detail.type, code: detail.code, decline_code: detail.decline_code };
}
