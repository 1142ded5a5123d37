/**
 * SPEC §8 payment error kinds → a clear, translated message (English and Spanish), whether
 * the error comes from Stripe.js or from the API's 402 `payment_error`.
 */
import { createIntl } from 'react-intl';
import {
  formatPaymentError,
  PAYMENT_ERROR_TYPES,
  paymentErrorFromDetail,
  paymentErrorMessage,
  type PaymentProviderError,
} from '../../../src/features/billing/paymentErrors';
import { messages } from '../../../src/i18n/messages';

const en = createIntl({ locale: 'en-US', messages: messages.en });
const es = createIntl({ locale: 'es-US', messages: messages.es });

type Row = [label: string, error: PaymentProviderError, english: string, spanish: string];

const KINDS: Row[] = [
  [
    'card_error (generic decline)',
    { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    'Your card was declined. Nothing was charged. Use another card or contact your bank.',
    'Tu tarjeta fue rechazada. No se cobró nada. Usa otra tarjeta o comunícate con tu banco.',
  ],
  [
    'invalid_request_error',
    { type: 'invalid_request_error', code: 'resource_missing', decline_code: null },
    'The payment request was invalid, so nothing was charged. Check your card details and try again.',
    'La solicitud de pago no era válida, así que no se cobró nada. Revisa los datos de tu tarjeta e inténtalo de nuevo.',
  ],
  [
    'api_error',
    { type: 'api_error', code: null, decline_code: null },
    'Our payment provider had a temporary problem. Nothing was charged. Try again in a few minutes.',
    'Nuestro proveedor de pagos tuvo un problema temporal. No se cobró nada. Inténtalo de nuevo en unos minutos.',
  ],
  [
    'authentication_error',
    { type: 'authentication_error', code: null, decline_code: null },
    "Our payment provider couldn't verify this request. Nothing was charged. Try again later or contact support.",
    'Nuestro proveedor de pagos no pudo verificar esta solicitud. No se cobró nada. Inténtalo más tarde o comunícate con soporte.',
  ],
  [
    'permission_error',
    { type: 'permission_error', code: null, decline_code: null },
    "This payment isn't allowed. Nothing was charged. Contact support if this keeps happening.",
    'Este pago no está permitido. No se cobró nada. Comunícate con soporte si vuelve a ocurrir.',
  ],
  [
    'rate_limit_error',
    { type: 'rate_limit_error', code: 'rate_limit', decline_code: null },
    'Too many payment attempts right now. Nothing was charged. Wait a moment and try again.',
    'Hay demasiados intentos de pago en este momento. No se cobró nada. Espera un momento e inténtalo de nuevo.',
  ],
  [
    'api_connection_error',
    { type: 'api_connection_error', code: null, decline_code: null },
    "We couldn't reach our payment provider. Nothing was charged. Check your connection and try again.",
    'No pudimos conectar con nuestro proveedor de pagos. No se cobró nada. Revisa tu conexión e inténtalo de nuevo.',
  ],
  [
    'idempotency_error',
    { type: 'idempotency_error', code: 'idempotency_key_in_use', decline_code: null },
    'This payment was already submitted with different details, so it was stopped. Nothing else was charged. Try again.',
    'Este pago ya se envió con otros datos, así que se detuvo. No se cobró nada más. Inténtalo de nuevo.',
  ],
];

const CARD_CASES: Row[] = [
  [
    'insufficient funds (decline_code)',
    { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    'Your card has insufficient funds. Nothing was charged. Use another card.',
    'Tu tarjeta no tiene fondos suficientes. No se cobró nada. Usa otra tarjeta.',
  ],
  [
    'expired card (code)',
    { type: 'card_error', code: 'expired_card', decline_code: null },
    'Your card has expired. Nothing was charged. Use another card.',
    'Tu tarjeta está vencida. No se cobró nada. Usa otra tarjeta.',
  ],
  [
    'incorrect CVC (code)',
    { type: 'card_error', code: 'incorrect_cvc', decline_code: null },
    "Your card's security code (CVV) is incorrect. Check it and try again.",
    'El código de seguridad (CVV) de tu tarjeta es incorrecto. Revísalo e inténtalo de nuevo.',
  ],
  [
    'processing error (code)',
    { type: 'card_error', code: 'processing_error', decline_code: null },
    'An error occurred while processing your card. Nothing was charged. Try again in a moment.',
    'Ocurrió un error al procesar tu tarjeta. No se cobró nada. Inténtalo de nuevo en un momento.',
  ],
  [
    'lost card → generic decline on purpose',
    { type: 'card_error', code: 'card_declined', decline_code: 'lost_card' },
    'Your card was declined. Nothing was charged. Use another card or contact your bank.',
    'Tu tarjeta fue rechazada. No se cobró nada. Usa otra tarjeta o comunícate con tu banco.',
  ],
  [
    'stolen card → generic decline on purpose',
    { type: 'card_error', code: 'card_declined', decline_code: 'stolen_card' },
    'Your card was declined. Nothing was charged. Use another card or contact your bank.',
    'Tu tarjeta fue rechazada. No se cobró nada. Usa otra tarjeta o comunícate con tu banco.',
  ],
  [
    '3-D Secure not completed (authentication_required)',
    { type: 'card_error', code: 'authentication_required', decline_code: null },
    "Your bank needs you to confirm this payment, and it wasn't confirmed. Try again and complete the confirmation, or use another card.",
    'Tu banco necesita que confirmes este pago y no se confirmó. Inténtalo de nuevo y completa la confirmación, o usa otra tarjeta.',
  ],
  [
    '3-D Secure failed (Stripe.js payment_intent_authentication_failure)',
    { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    "We couldn't confirm the payment with your bank. Nothing was charged. Try again or use another card.",
    'No pudimos confirmar el pago con tu banco. No se cobró nada. Inténtalo de nuevo o usa otra tarjeta.',
  ],
  [
    'a non-test card in test mode (Stripe.js)',
    { type: 'card_error', code: 'card_declined', decline_code: 'test_mode_live_card' },
    "This isn't a test card. In demo mode, use a test card such as 4242 4242 4242 4242.",
    'Esta no es una tarjeta de prueba. En modo demo, usa una tarjeta de prueba como 4242 4242 4242 4242.',
  ],
  [
    'Stripe.js validation_error (incomplete number)',
    {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    },
    'Your card number is incomplete.',
    'El número de tu tarjeta está incompleto.',
  ],
  [
    'Stripe.js validation_error with an unknown code',
    { type: 'validation_error', code: 'invalid_something' },
    'Your card details are invalid. Check them and try again.',
    'Los datos de tu tarjeta no son válidos. Revísalos e inténtalo de nuevo.',
  ],
];

describe('payment error messages (SPEC §8)', () => {
  it('covers all eight kinds, in the order of §8', () => {
    expect(KINDS.map(([, error]) => error.type)).toEqual([...PAYMENT_ERROR_TYPES]);
    expect(PAYMENT_ERROR_TYPES).toHaveLength(8);
  });

  it.each(KINDS)(
    '%s → one clear message per kind, in English and Spanish',
    (_label, error, english, spanish) => {
      expect(formatPaymentError(en, error)).toBe(english);
      expect(formatPaymentError(es, error)).toBe(spanish);
    },
  );

  it.each(CARD_CASES)('card and Stripe.js case: %s', (_label, error, english, spanish) => {
    expect(formatPaymentError(en, error)).toBe(english);
    expect(formatPaymentError(es, error)).toBe(spanish);
  });

  it('gives every kind its own text', () => {
    const ids = KINDS.map(([, error]) => paymentErrorMessage(error).id);
    expect(new Set(ids).size).toBe(8);
  });

  it('never shows the provider text instead of the catalog text', () => {
    const error: PaymentProviderError = { type: 'api_error', message: 'Stripe internal 500 blah' };
    expect(formatPaymentError(en, error)).not.toContain('blah');
  });

  it('falls back to the api_error text for an unknown kind', () => {
    const error = { type: 'brand_new_error' } as unknown as PaymentProviderError;
    expect(paymentErrorMessage(error).id).toBe('billing.error.api');
  });

  it('reads an API 402 payment_error the same way as a Stripe.js error', () => {
    const fromApi = paymentErrorFromDetail({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      requires_action: false,
      client_secret: null,
      payment_intent_id: 'pi_1',
    });
    expect(fromApi).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(formatPaymentError(en, fromApi)).toBe(
      'Your card has insufficient funds. Nothing was charged. Use another card.',
    );
  });

  it('has every message id it can return in both catalogs', () => {
    for (const [, error] of [...KINDS, ...CARD_CASES]) {
      const { id } = paymentErrorMessage(error);
      expect(messages.en[id]).toBeDefined();
      expect(messages.es[id]).toBeDefined();
    }
  });
});
