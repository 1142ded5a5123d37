import type { Payment, PaymentKind } from '../../contract/types';

/** The kinds of charge in the order the spend meter and the billing history show them. */
export const PAYMENT_KINDS: readonly PaymentKind[] = ['subscription', 'checkout', 'unlock'];

/** `true` when `value` is one of the contract's `Payment.kind` values. */
export function isPaymentKind(value: unknown): value is PaymentKind {
  return typeof value === 'string' && (PAYMENT_KINDS as readonly string[]).includes(value);
}

/**
 * What was spent, by kind of charge (issue #9 point 4 "Spend"): every amount in cents (the
 * minor unit) of `currency`.
 */
export interface SpendTotals {
  /** ISO 4217 code, lowercase as the contract sends it (`usd`). */
  currency: string;
  /** Monthly fees (`kind: subscription`), cents. */
  subscription: number;
  /** Checkouts of candidates (`kind: checkout`), cents. */
  checkout: number;
  /** Chat unlocks (`kind: unlock`), cents. */
  unlock: number;
  /** The three together, cents. */
  total: number;
  /** How many charges were counted. */
  count: number;
}

/** The fields of a Payment that {@link sumPaymentsByKind} reads. */
export type SummedPayment = Pick<Payment, 'kind' | 'amount' | 'currency'>;

/**
 * Sums charges by kind (issue #9 point 4: the spend meter's monthly fee, checkouts and unlocks
 * of the current billing period; an opening's cost so far). Pure.
 *
 * Only charges in `currency` (compared case-insensitively) are counted: amounts in different
 * currencies cannot be added, and an employer is charged in their plan's currency. Charges of an
 * unknown kind, or whose amount is not a non-negative integer number of cents, are left out.
 *
 * @param payments - `listPayments` rows (`amount` in cents, `currency` ISO 4217).
 * @param currency - the currency to total in, e.g. the plan's `usd`.
 * @returns the totals in cents, `currency` lowercased; all zero for no charges.
 * @example sumPaymentsByKind([{ kind: 'unlock', amount: 1200, currency: 'usd' }], 'usd')
 * // { currency: 'usd', subscription: 0, checkout: 0, unlock: 1200, total: 1200, count: 1 }
 */
export function sumPaymentsByKind(
  payments: readonly SummedPayment[],
  currency: string,
): SpendTotals {
  const code = currency.toLowerCase();
  const totals: SpendTotals = {
    currency: code,
    subscription: 0,
    checkout: 0,
    unlock: 0,
    total: 0,
    count: 0,
  };
  for (const payment of payments) {
    if (payment.currency.toLowerCase() !== code || !isPaymentKind(payment.kind)) continue;
    if (!Number.isSafeInteger(payment.amount) || payment.amount < 0) continue;
    totals[payment.kind] += payment.amount;
    totals.total += payment.amount;
    totals.count += 1;
  }
  return totals;
}
