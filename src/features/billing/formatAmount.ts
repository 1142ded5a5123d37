import type { IntlShape } from 'react-intl';

/**
 * The number of minor-unit digits of an ISO 4217 currency (2 for USD, 0 for JPY, 3 for KWD),
 * as the platform's Intl data knows it.
 */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * A money amount for display in `intl`'s locale, e.g. `formatAmount(intl, 1200, 'usd')` →
 * "$12.00", `formatAmount(intl, 1200, 'jpy')` → "¥1,200". `cents` is in the currency's minor
 * unit (the contract's `unit_amount`, `Payment.amount`: cents for USD, yen for JPY); `currency`
 * an ISO 4217 code in any case (the API sends `usd`).
 */
export function formatAmount(intl: IntlShape, cents: number, currency: string): string {
  const code = currency.toUpperCase();
  return intl.formatNumber(cents / 10 ** minorUnitDigits(code), {
    style: 'currency',
    currency: code,
  });
}
