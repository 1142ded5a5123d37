/**
 * The price per candidate of a checkout (issue #9 point 2): the plan's
 * `communication_request_amount` and currency when the current subscription is known, the
 * suggestions' `meta` (`unit_amount`, `currency`) until then.
 */
import { checkoutPrice } from '../../../src/features/jobOpenings/checkoutPrice';

const META = { unit_amount: 400, currency: 'usd' };

describe('checkoutPrice', () => {
  it("uses the plan's communication_request_amount and currency when the plan is known", () => {
    expect(checkoutPrice({ communication_request_amount: 600, currency: 'eur' }, META)).toEqual({
      unitAmount: 600,
      currency: 'eur',
      source: 'plan',
    });
  });

  it('falls back to the suggestions meta while loading (undefined) or without a plan (null)', () => {
    const fallback = { unitAmount: 400, currency: 'usd', source: 'suggestions' };
    expect(checkoutPrice(undefined, META)).toEqual(fallback);
    expect(checkoutPrice(null, META)).toEqual(fallback);
  });

  it('keeps a free plan (0 cents) rather than falling back', () => {
    expect(checkoutPrice({ communication_request_amount: 0, currency: 'usd' }, META)).toEqual({
      unitAmount: 0,
      currency: 'usd',
      source: 'plan',
    });
  });

  it('falls back when the plan has no usable amount or currency', () => {
    expect(checkoutPrice({ communication_request_amount: NaN, currency: 'usd' }, META).source).toBe(
      'suggestions',
    );
    expect(checkoutPrice({ communication_request_amount: 600, currency: '' }, META).source).toBe(
      'suggestions',
    );
  });
});
