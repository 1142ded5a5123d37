import type { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Where the card form is: the whole screen, or `within(dialog)`. */
type Scope = Pick<typeof screen, 'getByRole'>;

/** The billing details typed when the form has none yet (the cardholder's name empty). */
export interface BillingDetails {
  holder: string;
  address: string;
  zip: string;
}

/**
 * Fills the card payment form in `scope` as an employer would — card number `card`, expiry
 * 12/34, CVV 123, and `billing` when the cardholder's name is still empty — and presses its
 * "Pay $…" button, whose label starts with `payLabel` (e.g. /^Pay \$49\.00/).
 */
export async function payByCard(
  scope: Scope,
  card: string,
  payLabel: RegExp,
  billing: BillingDetails,
): Promise<void> {
  const user = userEvent.setup();
  for (const [name, value] of [
    ['Card number', card],
    ['Expiration date', '1234'],
    ['CVV', '123'],
  ] as const) {
    const box = scope.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.clear(box);
    await user.type(box, value);
  }
  const name = scope.getByRole('textbox', { name: /^Cardholder name/ });
  if (!(name as HTMLInputElement).value) {
    await user.type(name, billing.holder);
    await user.type(scope.getByRole('textbox', { name: /^Billing address/ }), billing.address);
    await user.type(scope.getByRole('textbox', { name: /^Zip code/ }), billing.zip);
  }
  await user.click(scope.getByRole('button', { name: payLabel }));
}
