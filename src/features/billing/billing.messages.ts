/**
 * Messages shared by several modules of src/features/billing (the card fields): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import { defineMessages } from '../../i18n/defineMessages';

export const billingMessages = defineMessages({
  cardCvc: { id: 'billing.card.cvc', defaultMessage: 'CVV' },
  cardCvcPlaceholder: { id: 'billing.card.cvcPlaceholder', defaultMessage: '123' },
  cardErrorInvalid: {
    id: 'billing.card.error.invalid',
    defaultMessage: 'Your card details are invalid. Check them and try again.',
  },
  cardExpiry: { id: 'billing.card.expiry', defaultMessage: 'Expiration date' },
  cardExpiryPlaceholder: {
    id: 'billing.card.expiryPlaceholder',
    defaultMessage: 'MM / YY',
  },
  cardLoading: {
    id: 'billing.card.loading',
    defaultMessage: 'Loading the secure card form…',
  },
  cardNumber: { id: 'billing.card.number', defaultMessage: 'Card number' },
  cardNumberPlaceholder: {
    id: 'billing.card.numberPlaceholder',
    defaultMessage: '1234 1234 1234 1234',
  },
});
