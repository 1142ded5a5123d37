import {
  buildQueryString,
  DEFAULT_PAGE,
  isSpecialFilter,
  parseQueryString,
  type BetweenDatesFilter,
  type FilterValue,
} from '../../api/queryString';
import type { PaymentKind } from '../../contract/types';
import { isPaymentKind } from '../billing/spendTotals';

/**
 * What the billing history keeps in the URL query string of /account-details (issue #9
 * point 4; SPEC §7 format, via `useListFilters`): one kind of charge, a `created_at` date range
 * (UTC days) and the page, e.g.
 * `/account-details?kind=unlock&between_dates=2026-05-01,2026-05-15,created_at&page=1`.
 * A reload or a shared link shows the same charges.
 */
export interface BillingHistoryFilters {
  /** `subscription`, `checkout` or `unlock`; `undefined` = every kind. */
  kind: string | undefined;
  /** The period (both ends `yyyy-MM-dd`); sent to the API only once both ends are chosen. */
  between_dates: BetweenDatesFilter | undefined;
  page: number;
}

/** The defaults of {@link BillingHistoryFilters}: every kind, any date, page 1. */
export const BILLING_HISTORY_FILTER_DEFAULTS: BillingHistoryFilters = {
  kind: undefined,
  between_dates: undefined,
  page: DEFAULT_PAGE,
};

/** Charges per page of the billing history (contract `per_page`, at most 100). */
export const BILLING_HISTORY_PAGE_SIZE = 10;

/** The kind filter when it names a known kind, else `undefined` (a bad URL shows every kind). */
export function kindFilter(filters: Pick<BillingHistoryFilters, 'kind'>): PaymentKind | undefined {
  return isPaymentKind(filters.kind) ? filters.kind : undefined;
}

/** `true` when a filter narrows the history (a known kind, or either end of a period). */
export function hasBillingFilters(
  filters: Pick<BillingHistoryFilters, 'kind' | 'between_dates'>,
): boolean {
  return Boolean(kindFilter(filters) || filters.between_dates?.start || filters.between_dates?.end);
}

/**
 * The `listPayments` API query (SPEC §7 format, no leading `?`) from the debounced URL query
 * string of `useListFilters` on /account-details (issue #9 point 4): the page when it is a
 * positive integer, the `kind` when it is a contract kind, the `between_dates` range when it is
 * one (a malformed value would be a 422), then `per_page=`{@link BILLING_HISTORY_PAGE_SIZE}.
 * Anything else in the URL is not sent.
 *
 * @example billingHistoryQuery('kind=unlock&between_dates=2026-05-01,2026-05-15,created_at&page=2')
 * // 'kind=unlock&between_dates=2026-05-01,2026-05-15,created_at&page=2&per_page=10'
 * @example billingHistoryQuery('kind=refund&page=0') // 'per_page=10'
 */
export function billingHistoryQuery(urlQueryString: string): string {
  const kept: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(parseQueryString(urlQueryString))) {
    if (key === 'kind' && isPaymentKind(value)) kept.kind = value;
    else if (key === 'between_dates' && isSpecialFilter(value) && value.$filter === 'betweenDates')
      kept.between_dates = value;
    else if (key === 'page' && typeof value === 'string' && /^[1-9]\d*$/.test(value))
      kept.page = Number(value);
  }
  kept.per_page = BILLING_HISTORY_PAGE_SIZE;
  return buildQueryString(kept);
}
