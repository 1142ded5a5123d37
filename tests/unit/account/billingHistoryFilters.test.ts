/**
 * The billing history's URL filters (issue #9 point 4; SPEC §7): what /account-details keeps in
 * its query string, what reaches `listPayments`, and the way back from a URL to the filters.
 */
import {
  applyDefaults,
  betweenDates,
  buildQueryString,
  parseQueryString,
} from '../../../src/api/queryString';
import {
  BILLING_HISTORY_FILTER_DEFAULTS,
  BILLING_HISTORY_PAGE_SIZE,
  billingHistoryQuery,
  hasBillingFilters,
  kindFilter,
  type BillingHistoryFilters,
} from '../../../src/features/account/billingHistoryFilters';

/** What `useListFilters` reads from a URL for the billing history. */
const fromUrl = (search: string): BillingHistoryFilters =>
  applyDefaults(BILLING_HISTORY_FILTER_DEFAULTS, parseQueryString(search));

describe('billingHistoryQuery: the URL query → the listPayments API query', () => {
  it.each([
    ['', `per_page=${BILLING_HISTORY_PAGE_SIZE}`],
    ['page=1', 'page=1&per_page=10'],
    ['kind=unlock&page=1', 'kind=unlock&page=1&per_page=10'],
    [
      'kind=checkout&between_dates=2026-05-01,2026-05-15,created_at&page=2',
      'kind=checkout&between_dates=2026-05-01,2026-05-15,created_at&page=2&per_page=10',
    ],
    [
      'between_dates=2026-03-01,2026-03-31,created_at',
      'between_dates=2026-03-01,2026-03-31,created_at&per_page=10',
    ],
    // An unknown kind, a broken range or page would be a 422: they are not sent.
    ['kind=refund&page=1', 'page=1&per_page=10'],
    ['between_dates=2026-05-01&page=1', 'page=1&per_page=10'],
    ['page=0', 'per_page=10'],
    ['page=two', 'per_page=10'],
    // The API's own parameters in the URL do not override the screen's.
    ['per_page=100&job_opening_uuid=x&page=3', 'page=3&per_page=10'],
  ])('%j → %j', (url, api) => {
    expect(billingHistoryQuery(url)).toBe(api);
  });
});

describe('the URL ↔ the filters', () => {
  it('reads a shared URL into the filters the screen shows', () => {
    const filters = fromUrl('?kind=unlock&between_dates=2026-05-01,2026-05-15,created_at&page=2');
    expect(filters).toEqual({
      kind: 'unlock',
      between_dates: betweenDates('2026-05-01', '2026-05-15', 'created_at', { dateOnly: true }),
      page: 2,
    });
    expect(kindFilter(filters)).toBe('unlock');
    expect(hasBillingFilters(filters)).toBe(true);
  });

  it('writes the filters back as the same URL, and that URL as the same API query', () => {
    const url = 'kind=checkout&between_dates=2026-04-01,2026-04-30,created_at&page=1';
    const filters = fromUrl(url);
    expect(buildQueryString(filters)).toBe(url);
    expect(billingHistoryQuery(buildQueryString(filters))).toBe(`${url}&per_page=10`);
  });

  it('keeps a half-chosen period in the URL but does not send it', () => {
    const filters: BillingHistoryFilters = {
      ...BILLING_HISTORY_FILTER_DEFAULTS,
      between_dates: betweenDates('2026-05-01', undefined, 'created_at', { dateOnly: true }),
    };
    expect(hasBillingFilters(filters)).toBe(true);
    expect(billingHistoryQuery(buildQueryString(filters))).toBe('page=1&per_page=10');
  });

  it('shows every kind, with no filter, for an empty URL or an unknown kind', () => {
    expect(fromUrl('')).toEqual(BILLING_HISTORY_FILTER_DEFAULTS);
    expect(buildQueryString(BILLING_HISTORY_FILTER_DEFAULTS)).toBe('page=1');
    const unknown = fromUrl('?kind=refund');
    expect(kindFilter(unknown)).toBeUndefined();
    expect(hasBillingFilters(unknown)).toBe(false);
  });
});
