/**
 * The one table of test cards (issue #20 point 2; DESIGN.md `src/domain`): card number → the
 * PaymentMethod id it becomes and what charging it does. The ids are Stripe's documented test
 * PaymentMethods (https://docs.stripe.com/testing), the ones the simulated API charges
 * (contract "Payments"). Read by the demo payment provider (src/features/billing), the
 * simulated API (mocks/payments.ts `DEMO_TEST_CARDS`), the e2e Stripe.js fake (given the
 * table by tests/e2e/browser.ts) and the README's list. No React, no Redux.
 *
 * | card number | PaymentMethod id | outcome |
 * |---|---|---|
 * | 4242 4242 4242 4242 | pm_card_visa | succeeds |
 * | 4000 0566 5566 5556 | pm_card_visa_debit | succeeds (Visa debit) |
 * | 5555 5555 5555 4444 | pm_card_mastercard | succeeds (Mastercard) |
 * | 3782 822463 10005 | pm_card_amex | succeeds (American Express, CVV 4 digits) |
 * | 6011 1111 1111 1117 | pm_card_discover | succeeds (Discover) |
 * | 4000 0000 0000 0002 | pm_card_chargeDeclined | card_error, generic decline |
 * | 4000 0000 0000 9995 | pm_card_chargeDeclinedInsufficientFunds | card_error, insufficient funds |
 * | 4000 0000 0000 9987 | pm_card_chargeDeclinedLostCard | card_error, lost card |
 * | 4000 0000 0000 9979 | pm_card_chargeDeclinedStolenCard | card_error, stolen card |
 * | 4100 0000 0000 0019 | pm_card_chargeDeclinedFraudulent | card_error, fraudulent |
 * | 4000 0000 0000 0069 | pm_card_chargeDeclinedExpiredCard | card_error, expired card |
 * | 4000 0000 0000 0127 | pm_card_chargeDeclinedIncorrectCvc | card_error, incorrect CVC |
 * | 4000 0000 0000 0119 | pm_card_chargeDeclinedProcessingError | card_error, processing error |
 * | 4000 0027 6000 3184 | pm_card_authenticationRequired | 3-D Secure, then succeeds |
 * | 4000 0025 0000 3155 | pm_card_authenticationRequired | 3-D Secure, then succeeds |
 * | 4000 0000 0000 3220 | pm_card_threeDSecureRequired | 3-D Secure, then succeeds |
 * | 4000 0099 0000 0012 | pm_demo_invalidRequestError | invalid_request_error (demo only) |
 * | 4000 0099 0000 0020 | pm_demo_apiError | api_error (demo only) |
 * | 4000 0099 0000 0038 | pm_demo_authenticationError | authentication_error (demo only) |
 * | 4000 0099 0000 0046 | pm_demo_permissionError | permission_error (demo only) |
 * | 4000 0099 0000 0053 | pm_demo_rateLimitError | rate_limit_error (demo only) |
 * | 4000 0099 0000 0061 | pm_demo_apiConnectionError | api_connection_error (demo only) |
 * | 4000 0099 0000 0079 | pm_demo_idempotencyError | idempotency_error (demo only) |
 *
 * Any expiry in the future and any CVV work. A number that passes the checks but is not in
 * the table is declined like a live card in Stripe test mode (`test_mode_live_card`).
 */

/** What charging a test card does (see the table above). */
type TestCardOutcome =
  | 'succeeded'
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'fraudulent'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'requires_action'
  | 'invalid_request_error'
  | 'api_error'
  | 'authentication_error'
  | 'permission_error'
  | 'rate_limit_error'
  | 'api_connection_error'
  | 'idempotency_error';

/** One test card: its digits, the PaymentMethod id it becomes and what charging it does. */
export interface TestCard {
  /** Card number, digits only. */
  number: string;
  /** Stripe test PaymentMethod id (`pm_...`), or a `pm_demo_...` id of the simulated API. */
  paymentMethodId: string;
  outcome: TestCardOutcome;
  /** Not a Stripe test card: a number the demo adds for an error kind Stripe cannot trigger from a card. */
  demoOnly?: true;
}

/** Every test card of the demo provider, in the order of the table above. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethodId: 'pm_card_visa', outcome: 'succeeded' },
  { number: '4000056655665556', paymentMethodId: 'pm_card_visa_debit', outcome: 'succeeded' },
  { number: '5555555555554444', paymentMethodId: 'pm_card_mastercard', outcome: 'succeeded' },
  { number: '378282246310005', paymentMethodId: 'pm_card_amex', outcome: 'succeeded' },
  { number: '6011111111111117', paymentMethodId: 'pm_card_discover', outcome: 'succeeded' },
  {
    number: '4000000000000002',
    paymentMethodId: 'pm_card_chargeDeclined',
    outcome: 'card_declined',
  },
  {
    number: '4000000000009995',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    outcome: 'insufficient_funds',
  },
  {
    number: '4000000000009987',
    paymentMethodId: 'pm_card_chargeDeclinedLostCard',
    outcome: 'lost_card',
  },
  {
    number: '4000000000009979',
    paymentMethodId: 'pm_card_chargeDeclinedStolenCard',
    outcome: 'stolen_card',
  },
  {
    number: '4100000000000019',
    paymentMethodId: 'pm_card_chargeDeclinedFraudulent',
    outcome: 'fraudulent',
  },
  {
    number: '4000000000000069',
    paymentMethodId: 'pm_card_chargeDeclinedExpiredCard',
    outcome: 'expired_card',
  },
  {
    number: '4000000000000127',
    paymentMethodId: 'pm_card_chargeDeclinedIncorrectCvc',
    outcome: 'incorrect_cvc',
  },
  {
    number: '4000000000000119',
    paymentMethodId: 'pm_card_chargeDeclinedProcessingError',
    outcome: 'processing_error',
  },
  {
    number: '4000002760003184',
    paymentMethodId: 'pm_card_authenticationRequired',
    outcome: 'requires_action',
  },
  {
    number: '4000002500003155',
    paymentMethodId: 'pm_card_authenticationRequired',
    outcome: 'requires_action',
  },
  {
    number: '4000000000003220',
    paymentMethodId: 'pm_card_threeDSecureRequired',
    outcome: 'requires_action',
  },
  {
    number: '4000009900000012',
    paymentMethodId: 'pm_demo_invalidRequestError',
    outcome: 'invalid_request_error',
    demoOnly: true,
  },
  {
    number: '4000009900000020',
    paymentMethodId: 'pm_demo_apiError',
    outcome: 'api_error',
    demoOnly: true,
  },
  {
    number: '4000009900000038',
    paymentMethodId: 'pm_demo_authenticationError',
    outcome: 'authentication_error',
    demoOnly: true,
  },
  {
    number: '4000009900000046',
    paymentMethodId: 'pm_demo_permissionError',
    outcome: 'permission_error',
    demoOnly: true,
  },
  {
    number: '4000009900000053',
    paymentMethodId: 'pm_demo_rateLimitError',
    outcome: 'rate_limit_error',
    demoOnly: true,
  },
  {
    number: '4000009900000061',
    paymentMethodId: 'pm_demo_apiConnectionError',
    outcome: 'api_connection_error',
    demoOnly: true,
  },
  {
    number: '4000009900000079',
    paymentMethodId: 'pm_demo_idempotencyError',
    outcome: 'idempotency_error',
    demoOnly: true,
  },
];

/** Test card digits → PaymentMethod id (the shape of the simulated API's `DEMO_TEST_CARDS`). */
export const TEST_CARD_PAYMENT_METHODS: Readonly<Record<string, string>> = Object.fromEntries(
  TEST_CARDS.map((card) => [card.number, card.paymentMethodId]),
);

/** The PaymentMethod id of a test card number (spaces allowed), or `undefined` for other numbers. */
export function testPaymentMethodId(cardNumber: string): string | undefined {
  return TEST_CARD_PAYMENT_METHODS[cardNumber.replace(/\D+/g, '')];
}
