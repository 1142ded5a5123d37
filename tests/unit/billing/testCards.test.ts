/**
 * The one test-card table (src/domain/testCards.ts, issue #20 point 2) is what the simulated
 * API (mocks/payments.ts) charges by: every card maps to a payment method it knows, with the
 * outcome the table says.
 */
import { DEMO_PAYMENT_METHODS, DEMO_TEST_CARDS, paymentOutcome } from '../../../mocks/payments';
import { luhnValid, validateCardNumber } from '../../../src/features/billing/cardValidation';
import {
  TEST_CARD_PAYMENT_METHODS,
  TEST_CARDS,
  testPaymentMethodId,
} from '../../../src/domain/testCards';

describe('test card table', () => {
  it('is the simulated API’s table, with the README’s 3-D Secure card', () => {
    expect(DEMO_TEST_CARDS).toBe(TEST_CARD_PAYMENT_METHODS);
    expect(DEMO_TEST_CARDS['4000002760003184']).toBe('pm_card_authenticationRequired');
  });

  it('maps only to payment methods the simulated API knows', () => {
    for (const card of TEST_CARDS) {
      expect({ number: card.number, known: card.paymentMethodId in DEMO_PAYMENT_METHODS }).toEqual({
        number: card.number,
        known: true,
      });
    }
  });

  it('describes each card with what the simulated API does with its id', () => {
    for (const card of TEST_CARDS) {
      const outcome = paymentOutcome(card.paymentMethodId);
      if (card.outcome === 'succeeded') {
        expect(outcome.kind).toBe('success');
        continue;
      }
      expect(outcome.kind).toBe('failure');
      if (outcome.kind !== 'failure') continue;
      if (card.outcome === 'requires_action') expect(outcome.requires_action).toBe(true);
      else if (card.outcome === 'card_declined')
        expect(outcome.decline_code).toBe('generic_decline');
      else if (
        ['insufficient_funds', 'lost_card', 'stolen_card', 'fraudulent'].includes(card.outcome)
      )
        expect(outcome.decline_code).toBe(card.outcome);
      else if (['expired_card', 'incorrect_cvc', 'processing_error'].includes(card.outcome))
        expect(outcome.code).toBe(card.outcome);
      else expect(outcome.type).toBe(card.outcome);
    }
  });

  it('names the cards of the brief', () => {
    expect(testPaymentMethodId('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethodId('4000 0000 0000 0002')).toBe('pm_card_chargeDeclined');
    expect(testPaymentMethodId('4000 0000 0000 9995')).toBe(
      'pm_card_chargeDeclinedInsufficientFunds',
    );
    expect(testPaymentMethodId('4000 0000 0000 0069')).toBe('pm_card_chargeDeclinedExpiredCard');
    expect(testPaymentMethodId('4000 0000 0000 0127')).toBe('pm_card_chargeDeclinedIncorrectCvc');
    expect(paymentOutcome(testPaymentMethodId('4000 0027 6000 3184') ?? '')).toMatchObject({
      requires_action: true,
    });
    expect(testPaymentMethodId('4111 1111 1111 1111')).toBeUndefined();
  });

  it('has a demo-only card for each error kind Stripe cannot trigger from a card number', () => {
    const kinds = TEST_CARDS.filter((card) => card.demoOnly)
      .map((card) => card.outcome)
      .sort();
    expect(kinds).toEqual(
      [
        'api_connection_error',
        'api_error',
        'authentication_error',
        'idempotency_error',
        'invalid_request_error',
        'permission_error',
        'rate_limit_error',
      ].sort(),
    );
  });

  it('lists only numbers the demo card fields accept (Luhn, brand length), each once', () => {
    for (const card of TEST_CARDS) {
      expect({
        number: card.number,
        luhn: luhnValid(card.number),
        error: validateCardNumber(card.number),
      }).toEqual({
        number: card.number,
        luhn: true,
        error: null,
      });
    }
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
  });
});
