/**
 * English texts of card payments: the card form, payment errors, 3-D Secure, checkout, one
 * descriptor per message id. `npm run i18n:extract` writes `src/i18n/locales/en/billing.json`
 * from this module (never edit that file by hand); the Spanish texts are in the matching `es`
 * catalog. Call sites use the ids alone, so the English text ships once, in the catalog (README
 * "Translations").
 */
import { defineMessages } from 'react-intl';

export const billingMessages = defineMessages({
  'billing.form.label': { id: 'billing.form.label', defaultMessage: 'Payment details' },
  'billing.form.card': { id: 'billing.form.card', defaultMessage: 'Card' },
  'billing.form.billing': { id: 'billing.form.billing', defaultMessage: 'Billing details' },
  'billing.form.secure': {
    id: 'billing.form.secure',
    defaultMessage:
      'Card details go straight to our payment provider. Hireline never sees or stores them.',
  },
  'billing.card.number': { id: 'billing.card.number', defaultMessage: 'Card number' },
  'billing.card.expiry': { id: 'billing.card.expiry', defaultMessage: 'Expiration date' },
  'billing.card.cvc': { id: 'billing.card.cvc', defaultMessage: 'CVV' },
  'billing.card.numberPlaceholder': {
    id: 'billing.card.numberPlaceholder',
    defaultMessage: '1234 1234 1234 1234',
  },
  'billing.card.expiryPlaceholder': {
    id: 'billing.card.expiryPlaceholder',
    defaultMessage: 'MM / YY',
  },
  'billing.card.cvcPlaceholder': { id: 'billing.card.cvcPlaceholder', defaultMessage: '123' },
  'billing.card.demoHint': {
    id: 'billing.card.demoHint',
    defaultMessage:
      'Demo mode, no real charge: use the test card 4242 4242 4242 4242 with any future date and any CVV.',
  },
  'billing.card.loading': {
    id: 'billing.card.loading',
    defaultMessage: 'Loading the secure card form…',
  },
  'billing.card.error.incompleteNumber': {
    id: 'billing.card.error.incompleteNumber',
    defaultMessage: 'Your card number is incomplete.',
  },
  'billing.card.error.invalidNumber': {
    id: 'billing.card.error.invalidNumber',
    defaultMessage: 'Your card number is invalid.',
  },
  'billing.card.error.incompleteExpiry': {
    id: 'billing.card.error.incompleteExpiry',
    defaultMessage: "Your card's expiration date is incomplete.",
  },
  'billing.card.error.invalidExpiryMonth': {
    id: 'billing.card.error.invalidExpiryMonth',
    defaultMessage: "Your card's expiration month is invalid.",
  },
  'billing.card.error.invalidExpiryYear': {
    id: 'billing.card.error.invalidExpiryYear',
    defaultMessage: "Your card's expiration year is invalid.",
  },
  'billing.card.error.expiryPast': {
    id: 'billing.card.error.expiryPast',
    defaultMessage: "Your card's expiration date is in the past.",
  },
  'billing.card.error.incompleteCvc': {
    id: 'billing.card.error.incompleteCvc',
    defaultMessage: "Your card's security code is incomplete.",
  },
  'billing.card.error.invalid': {
    id: 'billing.card.error.invalid',
    defaultMessage: 'Your card details are invalid. Check them and try again.',
  },
  'billing.field.cardholderName': {
    id: 'billing.field.cardholderName',
    defaultMessage: 'Cardholder name',
  },
  'billing.field.address': { id: 'billing.field.address', defaultMessage: 'Billing address' },
  'billing.field.state': { id: 'billing.field.state', defaultMessage: 'State' },
  'billing.field.city': { id: 'billing.field.city', defaultMessage: 'City' },
  'billing.field.cityHint': {
    id: 'billing.field.cityHint',
    defaultMessage: 'Choose a state first.',
  },
  'billing.field.zip': { id: 'billing.field.zip', defaultMessage: 'Zip code' },
  'billing.attribute.cardholderName': {
    id: 'billing.attribute.cardholderName',
    defaultMessage: 'cardholder name',
  },
  'billing.attribute.address': {
    id: 'billing.attribute.address',
    defaultMessage: 'billing address',
  },
  'billing.attribute.state': { id: 'billing.attribute.state', defaultMessage: 'state' },
  'billing.attribute.city': { id: 'billing.attribute.city', defaultMessage: 'city' },
  'billing.attribute.zip': { id: 'billing.attribute.zip', defaultMessage: 'zip code' },
  'billing.validation.zip': {
    id: 'billing.validation.zip',
    defaultMessage: 'The zip code must have 5 digits (or 5 + 4, like 77002-1234).',
  },
  'billing.pay': { id: 'billing.pay', defaultMessage: 'Pay {amount}' },
  'billing.paying': { id: 'billing.paying', defaultMessage: 'Processing payment…' },
  'billing.paid': { id: 'billing.paid', defaultMessage: 'Payment of {amount} complete.' },
  'billing.processing': {
    id: 'billing.processing',
    defaultMessage: 'Your payment is being processed. Please do not refresh or close this page.',
  },
  'billing.error.title': {
    id: 'billing.error.title',
    defaultMessage: "Your payment didn't go through",
  },
  'billing.error.serverTitle': {
    id: 'billing.error.serverTitle',
    defaultMessage: "We couldn't complete the payment",
  },
  'billing.error.card.declined': {
    id: 'billing.error.card.declined',
    defaultMessage:
      'Your card was declined. Nothing was charged. Use another card or contact your bank.',
  },
  'billing.error.card.insufficientFunds': {
    id: 'billing.error.card.insufficientFunds',
    defaultMessage: 'Your card has insufficient funds. Nothing was charged. Use another card.',
  },
  'billing.error.card.expired': {
    id: 'billing.error.card.expired',
    defaultMessage: 'Your card has expired. Nothing was charged. Use another card.',
  },
  'billing.error.card.incorrectCvc': {
    id: 'billing.error.card.incorrectCvc',
    defaultMessage: "Your card's security code (CVV) is incorrect. Check it and try again.",
  },
  'billing.error.card.incorrectNumber': {
    id: 'billing.error.card.incorrectNumber',
    defaultMessage: 'Your card number is incorrect. Check it and try again.',
  },
  'billing.error.card.invalidExpiry': {
    id: 'billing.error.card.invalidExpiry',
    defaultMessage: "Your card's expiration date is invalid. Check it and try again.",
  },
  'billing.error.card.processing': {
    id: 'billing.error.card.processing',
    defaultMessage:
      'An error occurred while processing your card. Nothing was charged. Try again in a moment.',
  },
  'billing.error.card.authenticationRequired': {
    id: 'billing.error.card.authenticationRequired',
    defaultMessage:
      "Your bank needs you to confirm this payment, and it wasn't confirmed. Try again and complete the confirmation, or use another card.",
  },
  'billing.error.card.testModeLiveCard': {
    id: 'billing.error.card.testModeLiveCard',
    defaultMessage:
      "This isn't a test card. In demo mode, use a test card such as 4242 4242 4242 4242.",
  },
  'billing.error.authenticationFailed': {
    id: 'billing.error.authenticationFailed',
    defaultMessage:
      "We couldn't confirm the payment with your bank. Nothing was charged. Try again or use another card.",
  },
  'billing.error.invalidRequest': {
    id: 'billing.error.invalidRequest',
    defaultMessage:
      'The payment request was invalid, so nothing was charged. Check your card details and try again.',
  },
  'billing.error.api': {
    id: 'billing.error.api',
    defaultMessage:
      'Our payment provider had a temporary problem. Nothing was charged. Try again in a few minutes.',
  },
  'billing.error.authentication': {
    id: 'billing.error.authentication',
    defaultMessage:
      "Our payment provider couldn't verify this request. Nothing was charged. Try again later or contact support.",
  },
  'billing.error.permission': {
    id: 'billing.error.permission',
    defaultMessage:
      "This payment isn't allowed. Nothing was charged. Contact support if this keeps happening.",
  },
  'billing.error.rateLimit': {
    id: 'billing.error.rateLimit',
    defaultMessage:
      'Too many payment attempts right now. Nothing was charged. Wait a moment and try again.',
  },
  'billing.error.apiConnection': {
    id: 'billing.error.apiConnection',
    defaultMessage:
      "We couldn't reach our payment provider. Nothing was charged. Check your connection and try again.",
  },
  'billing.error.idempotency': {
    id: 'billing.error.idempotency',
    defaultMessage:
      'This payment was already submitted with different details, so it was stopped. Nothing else was charged. Try again.',
  },
  'billing.threeDS.title': { id: 'billing.threeDS.title', defaultMessage: 'Confirm your payment' },
  'billing.threeDS.text': {
    id: 'billing.threeDS.text',
    defaultMessage:
      "Your bank asks you to confirm this payment (3-D Secure). This is the demo's test confirmation page: complete it to pay, or fail it to see what happens when your bank refuses.",
  },
  'billing.threeDS.complete': {
    id: 'billing.threeDS.complete',
    defaultMessage: 'Complete authentication',
  },
  'billing.threeDS.fail': { id: 'billing.threeDS.fail', defaultMessage: 'Fail authentication' },
  'billing.stripe.loadFailed.title': {
    id: 'billing.stripe.loadFailed.title',
    defaultMessage: "The secure card form didn't load",
  },
  'billing.stripe.loadFailed.text': {
    id: 'billing.stripe.loadFailed.text',
    defaultMessage:
      "We couldn't reach our payment provider. Check your connection and reopen this step.",
  },
  'billing.checkout.title': {
    id: 'billing.checkout.title',
    defaultMessage: 'Pay for candidates for {name}',
  },
  'billing.checkout.back': { id: 'billing.checkout.back', defaultMessage: 'Back to candidates' },
  'billing.checkout.perCandidate': {
    id: 'billing.checkout.perCandidate',
    defaultMessage: '{amount} per candidate',
  },
  'billing.checkout.totalOf': { id: 'billing.checkout.totalOf', defaultMessage: 'Total {amount}' },
  'billing.checkout.summary': { id: 'billing.checkout.summary', defaultMessage: 'Order summary' },
  'billing.checkout.line': {
    id: 'billing.checkout.line',
    defaultMessage: '{count, plural, one {# candidate} other {# candidates}} × {amount}',
  },
  'billing.checkout.for': { id: 'billing.checkout.for', defaultMessage: '{candidates} · {name}' },
  'billing.checkout.total': { id: 'billing.checkout.total', defaultMessage: 'Total' },
  'billing.checkout.success': {
    id: 'billing.checkout.success',
    defaultMessage: 'Payment complete',
  },
  'billing.checkout.successDetail': {
    id: 'billing.checkout.successDetail',
    defaultMessage: '{count, plural, one {# chat opened} other {# chats opened}} for {name}.',
  },
  // The card on file, offered first at checkout (issue #19 point 3).
  'billing.cardOnFile.legend': {
    id: 'billing.cardOnFile.legend',
    defaultMessage: 'Payment method',
  },
  'billing.cardOnFile.option': {
    id: 'billing.cardOnFile.option',
    defaultMessage: 'Pay with {brand} •••• {last4}, expires {expiry}',
  },
  'billing.cardOnFile.hint': {
    id: 'billing.cardOnFile.hint',
    defaultMessage: 'The card on file of your plan',
  },
  'billing.cardOnFile.another': {
    id: 'billing.cardOnFile.another',
    defaultMessage: 'Use another card',
  },
  'billing.cardOnFile.anotherHint': {
    id: 'billing.cardOnFile.anotherHint',
    defaultMessage: 'Enter a card and its billing details for this payment',
  },
  // Kinds of charge (contract Payment.kind; issue #9 point 4).
  'billing.kind.subscription': { id: 'billing.kind.subscription', defaultMessage: 'Monthly fee' },
  'billing.kind.checkout': { id: 'billing.kind.checkout', defaultMessage: 'Checkout' },
  'billing.kind.unlock': { id: 'billing.kind.unlock', defaultMessage: 'Unlock' },
  'billing.kinds.subscription': {
    id: 'billing.kinds.subscription',
    defaultMessage: 'Monthly fees',
  },
  'billing.kinds.checkout': { id: 'billing.kinds.checkout', defaultMessage: 'Checkouts' },
  'billing.kinds.unlock': { id: 'billing.kinds.unlock', defaultMessage: 'Unlocks' },
  // What an opening has cost so far, in the chats screen header (issue #9 point 4).
  'billing.openingSpend.value': {
    id: 'billing.openingSpend.value',
    defaultMessage: 'Cost so far: {amount}',
  },
  'billing.openingSpend.detail': {
    id: 'billing.openingSpend.detail',
    defaultMessage: 'Checkouts {checkout} · Unlocks {unlock}',
  },
  'billing.openingSpend.loading': {
    id: 'billing.openingSpend.loading',
    defaultMessage: 'Loading what this job opening has cost…',
  },
  'billing.openingSpend.error': {
    id: 'billing.openingSpend.error',
    defaultMessage: 'Cost unavailable',
  },
});
