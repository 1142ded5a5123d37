import type { IntlShape } from 'react-intl';
import type { Message } from '../../i18n/defineMessages';
import type { PaymentErrorDetail } from '../../contract/types';
import type { CardFieldErrorCode } from './cardValidation';
import { billingMessages } from './billing.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  cardErrorExpiryPast: {
    id: 'billing.card.error.expiryPast',
    defaultMessage: "Your card's expiration date is in the past.",
  },
  cardErrorIncompleteCvc: {
    id: 'billing.card.error.incompleteCvc',
    defaultMessage: "Your card's security code is incomplete.",
  },
  cardErrorIncompleteExpiry: {
    id: 'billing.card.error.incompleteExpiry',
    defaultMessage: "Your card's expiration date is incomplete.",
  },
  cardErrorIncompleteNumber: {
    id: 'billing.card.error.incompleteNumber',
    defaultMessage: 'Your card number is incomplete.',
  },
  cardErrorInvalidExpiryMonth: {
    id: 'billing.card.error.invalidExpiryMonth',
    defaultMessage: "Your card's expiration month is invalid.",
  },
  cardErrorInvalidExpiryYear: {
    id: 'billing.card.error.invalidExpiryYear',
    defaultMessage: "Your card's expiration year is invalid.",
  },
  cardErrorInvalidNumber: {
    id: 'billing.card.error.invalidNumber',
    defaultMessage: 'Your card number is invalid.',
  },
  errorApi: {
    id: 'billing.error.api',
    defaultMessage:
      'Our payment provider had a temporary problem. Nothing was charged. Try again in a few minutes.',
  },
  errorApiConnection: {
    id: 'billing.error.apiConnection',
    defaultMessage:
      "We couldn't reach our payment provider. Nothing was charged. Check your connection and try again.",
  },
  errorAuthentication: {
    id: 'billing.error.authentication',
    defaultMessage:
      "Our payment provider couldn't verify this request. Nothing was charged. Try again later or contact support.",
  },
  errorAuthenticationFailed: {
    id: 'billing.error.authenticationFailed',
    defaultMessage:
      "We couldn't confirm the payment with your bank. Nothing was charged. Try again or use another card.",
  },
  errorCardAuthenticationRequired: {
    id: 'billing.error.card.authenticationRequired',
    defaultMessage:
      "Your bank needs you to confirm this payment, and it wasn't confirmed. Try again and complete the confirmation, or use another card.",
  },
  errorCardDeclined: {
    id: 'billing.error.card.declined',
    defaultMessage:
      'Your card was declined. Nothing was charged. Use another card or contact your bank.',
  },
  errorCardExpired: {
    id: 'billing.error.card.expired',
    defaultMessage: 'Your card has expired. Nothing was charged. Use another card.',
  },
  errorCardIncorrectCvc: {
    id: 'billing.error.card.incorrectCvc',
    defaultMessage: "Your card's security code (CVV) is incorrect. Check it and try again.",
  },
  errorCardIncorrectNumber: {
    id: 'billing.error.card.incorrectNumber',
    defaultMessage: 'Your card number is incorrect. Check it and try again.',
  },
  errorCardInsufficientFunds: {
    id: 'billing.error.card.insufficientFunds',
    defaultMessage: 'Your card has insufficient funds. Nothing was charged. Use another card.',
  },
  errorCardInvalidExpiry: {
    id: 'billing.error.card.invalidExpiry',
    defaultMessage: "Your card's expiration date is invalid. Check it and try again.",
  },
  errorCardProcessing: {
    id: 'billing.error.card.processing',
    defaultMessage:
      'An error occurred while processing your card. Nothing was charged. Try again in a moment.',
  },
  errorCardTestModeLiveCard: {
    id: 'billing.error.card.testModeLiveCard',
    defaultMessage:
      "This isn't a test card. In demo mode, use a test card such as 4242 4242 4242 4242.",
  },
  errorIdempotency: {
    id: 'billing.error.idempotency',
    defaultMessage:
      'This payment was already submitted with different details, so it was stopped. Nothing else was charged. Try again.',
  },
  errorInvalidRequest: {
    id: 'billing.error.invalidRequest',
    defaultMessage:
      'The payment request was invalid, so nothing was charged. Check your card details and try again.',
  },
  errorPermission: {
    id: 'billing.error.permission',
    defaultMessage:
      "This payment isn't allowed. Nothing was charged. Contact support if this keeps happening.",
  },
  errorRateLimit: {
    id: 'billing.error.rateLimit',
    defaultMessage:
      'Too many payment attempts right now. Nothing was charged. Wait a moment and try again.',
  },
});

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

/** The messages of the card field errors, by Stripe `validation_error` code. */
const CARD_FIELD_ERROR_MESSAGES: Readonly<Record<CardFieldErrorCode, Message>> = {
  incomplete_number: messages.cardErrorIncompleteNumber,
  invalid_number: messages.cardErrorInvalidNumber,
  incomplete_expiry: messages.cardErrorIncompleteExpiry,
  invalid_expiry_month: messages.cardErrorInvalidExpiryMonth,
  invalid_expiry_year: messages.cardErrorInvalidExpiryYear,
  invalid_expiry_year_past: messages.cardErrorExpiryPast,
  incomplete_cvc: messages.cardErrorIncompleteCvc,
};

/** The message of a card field error code; unknown codes get the generic invalid-card text. */
export function cardFieldErrorMessage(code: string | null | undefined): Message {
  return (
    (code && CARD_FIELD_ERROR_MESSAGES[code as CardFieldErrorCode]) ||
    billingMessages.cardErrorInvalid
  );
}

/** Card errors told apart by `decline_code` (checked first) … */
const DECLINE_CODE_MESSAGES: Readonly<Record<string, Message>> = {
  insufficient_funds: messages.errorCardInsufficientFunds,
  expired_card: messages.errorCardExpired,
  incorrect_cvc: messages.errorCardIncorrectCvc,
  incorrect_number: messages.errorCardIncorrectNumber,
  processing_error: messages.errorCardProcessing,
  test_mode_live_card: messages.errorCardTestModeLiveCard,
};

/** … then by `code`. Lost, stolen and fraudulent cards get the generic decline on purpose. */
const CARD_CODE_MESSAGES: Readonly<Record<string, Message>> = {
  expired_card: messages.errorCardExpired,
  incorrect_cvc: messages.errorCardIncorrectCvc,
  invalid_cvc: messages.errorCardIncorrectCvc,
  incorrect_number: messages.errorCardIncorrectNumber,
  invalid_number: messages.errorCardIncorrectNumber,
  invalid_expiry_month: messages.errorCardInvalidExpiry,
  invalid_expiry_year: messages.errorCardInvalidExpiry,
  processing_error: messages.errorCardProcessing,
  authentication_required: messages.errorCardAuthenticationRequired,
};

/** One message per kind for everything without a more precise text. */
const TYPE_MESSAGES: Readonly<Record<PaymentErrorType, Message>> = {
  card_error: messages.errorCardDeclined,
  invalid_request_error: messages.errorInvalidRequest,
  api_error: messages.errorApi,
  authentication_error: messages.errorAuthentication,
  permission_error: messages.errorPermission,
  rate_limit_error: messages.errorRateLimit,
  api_connection_error: messages.errorApiConnection,
  idempotency_error: messages.errorIdempotency,
};

/**
 * The message that tells the employer what went wrong with a payment and what to do
 * (SPEC §8 payment error kinds; contract `PaymentErrorDetail`). Pure. Card errors are told
 * apart by `decline_code`, then `code` (insufficient funds, expired card, incorrect CVC,
 * incorrect number, processing error, failed authentication, a non-test card in demo mode),
 * else the generic decline; a failed 3-D Secure (`payment_intent_authentication_failure`)
 * has its own text; Stripe.js `validation_error`s use the card field texts; unknown kinds
 * fall back to the api_error text.
 */
export function paymentErrorMessage(error: PaymentProviderError): Message {
  const code = error.code ?? undefined;
  const declineCode = error.decline_code ?? undefined;
  if (code === 'payment_intent_authentication_failure') return messages.errorAuthenticationFailed;
  switch (error.type) {
    case 'validation_error':
      return cardFieldErrorMessage(code);
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

/** The translated text of {@link paymentErrorMessage} in `intl`'s language. */
export function formatPaymentError(intl: IntlShape, error: PaymentProviderError): string {
  return intl.formatMessage(paymentErrorMessage(error));
}

/** The provider error inside an API 402 body's `payment_error` (contract `PaymentErrorDetail`). */
export function paymentErrorFromDetail(detail: PaymentErrorDetail): PaymentProviderError {
  return { type: detail.type, code: detail.code, decline_code: detail.decline_code };
}
