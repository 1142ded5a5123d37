/**
 * Spend (issue #9 point 4): the totals of a period or an opening by kind of charge, and the
 * `listPayments` filters the spend meter and an opening's cost ask for.
 */
import type { Payment } from '../../../src/contract/types';
import { openingSpendQuery, periodSpendQuery } from '../../../src/features/billing/spendQueries';
import {
  isPaymentKind,
  sumPaymentsByKind,
  type SummedPayment,
} from '../../../src/features/billing/spendTotals';

const charge = (kind: Payment['kind'], amount: number, currency = 'usd'): SummedPayment => ({
  kind,
  amount,
  currency,
});

describe('sumPaymentsByKind', () => {
  it('is all zero for no charges, in the currency asked for (lowercase)', () => {
    expect(sumPaymentsByKind([], 'USD')).toEqual({
      currency: 'usd',
      subscription: 0,
      checkout: 0,
      unlock: 0,
      total: 0,
      count: 0,
    });
  });

  it('sums the seeded current period of the demo account: fee, two checkouts, four unlocks', () => {
    const period = [
      charge('unlock', 1200),
      charge('unlock', 1200),
      charge('checkout', 800),
      charge('unlock', 1200),
      charge('unlock', 1200),
      charge('checkout', 2400),
      charge('subscription', 9900),
    ];
    expect(sumPaymentsByKind(period, 'usd')).toEqual({
      currency: 'usd',
      subscription: 9900,
      checkout: 3200,
      unlock: 4800,
      total: 17900,
      count: 7,
    });
  });

  it('changes by exactly the new charge after an unlock and a checkout', () => {
    const before = sumPaymentsByKind([charge('subscription', 9900)], 'usd');
    const after = sumPaymentsByKind(
      [charge('unlock', 1200), charge('checkout', 400 * 3), charge('subscription', 9900)],
      'usd',
    );
    expect(after.unlock - before.unlock).toBe(1200);
    expect(after.checkout - before.checkout).toBe(1200);
    expect(after.subscription).toBe(before.subscription);
    expect(after.total - before.total).toBe(2400);
  });

  it('counts only charges in the currency asked for, whatever its case', () => {
    const totals = sumPaymentsByKind(
      [charge('checkout', 800, 'USD'), charge('checkout', 500, 'eur'), charge('unlock', 1200)],
      'usd',
    );
    expect(totals).toMatchObject({ checkout: 800, unlock: 1200, total: 2000, count: 2 });
  });

  it('leaves out unknown kinds and amounts that are not whole non-negative cents', () => {
    const odd = [
      { kind: 'refund', amount: 500, currency: 'usd' } as unknown as SummedPayment,
      charge('unlock', -1200),
      charge('unlock', 12.5),
      charge('unlock', Number.NaN),
      charge('unlock', 0),
      charge('subscription', 4900),
    ];
    expect(sumPaymentsByKind(odd, 'usd')).toMatchObject({
      subscription: 4900,
      unlock: 0,
      total: 4900,
      count: 2,
    });
  });

  it('keeps totals exact for large amounts (integer cents, no float drift)', () => {
    const many = Array.from({ length: 1000 }, () => charge('checkout', 10));
    expect(sumPaymentsByKind(many, 'usd').checkout).toBe(10_000);
  });

  it('knows the contract kinds', () => {
    expect(['subscription', 'checkout', 'unlock'].every(isPaymentKind)).toBe(true);
    expect([undefined, '', 'refund', 'Unlock', 1].some(isPaymentKind)).toBe(false);
  });
});

describe('periodSpendQuery: the current billing period as between_dates', () => {
  it('runs from the exact period start to the whole of today (UTC)', () => {
    expect(periodSpendQuery('2026-04-27T07:21:00Z', new Date('2026-05-15T12:00:00Z'))).toBe(
      'between_dates=2026-04-27T07%3A21%3A00Z,2026-05-15,created_at',
    );
  });

  it('takes today in UTC, not in the local zone', () => {
    expect(periodSpendQuery('2026-04-27T07:21:00Z', new Date('2026-05-15T23:30:00-05:00'))).toBe(
      'between_dates=2026-04-27T07%3A21%3A00Z,2026-05-16,created_at',
    );
  });

  it('never reverses the range when the period starts after now (clock skew)', () => {
    expect(periodSpendQuery('2026-05-16T01:00:00Z', new Date('2026-05-15T23:00:00Z'))).toBe(
      'between_dates=2026-05-16T01%3A00%3A00Z,2026-05-16,created_at',
    );
  });

  it('asks nothing for a start that is not a date', () => {
    expect(periodSpendQuery('soon', new Date('2026-05-15T12:00:00Z'))).toBeUndefined();
    expect(periodSpendQuery('2026-04-27T07:21:00Z', new Date(Number.NaN))).toBeUndefined();
  });
});

describe('openingSpendQuery', () => {
  it('filters by the opening uuid', () => {
    expect(openingSpendQuery('8303fe52-b2c4-4cad-b942-ac4b6de7b90a')).toBe(
      'job_opening_uuid=8303fe52-b2c4-4cad-b942-ac4b6de7b90a',
    );
  });
});
