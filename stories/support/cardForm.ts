import { within } from 'storybook/test';
import { press, typeInto } from './keyboard';

/** Test cards of the demo payment provider (src/features/billing/testCards.ts). */
export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  invalidRequestError: '4000009900000012',
  apiError: '4000009900000020',
  authenticationError: '4000009900000038',
  permissionError: '4000009900000046',
  rateLimitError: '4000009900000053',
  apiConnectionError: '4000009900000061',
  idempotencyError: '4000009900000079',
} as const;

/**
 * Fills the card payment form (card number, expiry 12/34, CVV, cardholder name, address, zip;
 * state and city as they are) with `card` and clicks "Pay …". `t` translates message ids in
 * the story's language.
 */
export async function fillCardFormAndPay(
  body: ReturnType<typeof within>,
  t: (id: string, values?: Record<string, string>) => string,
  card: string,
) {
  await typeInto(body.getByRole('textbox', { name: t('billing.card.number') }), card);
  await typeInto(body.getByRole('textbox', { name: t('billing.card.expiry') }), '1234');
  await typeInto(body.getByRole('textbox', { name: t('billing.card.cvc') }), '123');
  await typeInto(
    body.getByRole('textbox', { name: t('billing.field.cardholderName') }),
    'Dana Demo',
  );
  await typeInto(body.getByRole('textbox', { name: t('billing.field.address') }), '1200 Main St');
  await typeInto(body.getByRole('textbox', { name: t('billing.field.zip') }), '77002');
  await press(
    body.getByRole('button', { name: new RegExp(`^${t('billing.pay', { amount: '' })}`) }),
  );
}
