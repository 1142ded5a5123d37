import type { IntlShape } from 'react-intl';

/**
 * A money amount for display in `intl`'s locale, e.g. `formatAmount(intl, 1200, 'usd')` →
 * "$12.00". `cents` is in the currency's minor unit (the contract's `unit_amount`,
 * `Payment.amount`); `currency` an ISO 4217 code in any case (the API sends `usd`).
 */
export function formatAmount(intl: IntlShape, cents: number, currency: string): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: currency.toUpperCase() });
}
