import { api } from './baseApi';
import { buildQueryString, parseQueryString } from './queryString';
import type { PaymentList } from '../contract/types';

/** The contract's largest `per_page` of `listPayments` (charges per request). */
const PAYMENTS_MAX_PER_PAGE = 100;

/**
 * Most pages {@link paymentsApi} `listAllPayments` reads for one query (100 × 100 = 10,000
 * charges): a bound so that a server whose `last_page` keeps growing cannot keep it reading.
 */
export const PAYMENTS_MAX_PAGES = 100;

/** `/v1/employers/payments` with an optional §7 query string (no leading `?`). */
function paymentsUrl(queryString: string): string {
  return queryString ? `/v1/employers/payments?${queryString}` : '/v1/employers/payments';
}

/**
 * The §7 query of page `page` of `queryString` at {@link PAYMENTS_MAX_PER_PAGE} charges per
 * page: `page=n` first, the filters, then `per_page=100` (any `page` or `per_page` of
 * `queryString` is replaced).
 *
 * @example allPagesQuery('kind=unlock', 2) // 'page=2&kind=unlock&per_page=100'
 */
function allPagesQuery(queryString: string, page: number): string {
  const filters = { ...parseQueryString(queryString) };
  delete filters.page;
  delete filters.per_page;
  return buildQueryString({ ...filters, per_page: PAYMENTS_MAX_PER_PAGE }, { page });
}

/**
 * The page after page `page` of an all-pages read, whose answer was `list`, or `undefined`
 * when `page` was the last one: `page` or its `meta.current_page` reached `meta.last_page`
 * (contract `listPayments` pagination), it came back empty, or it was page
 * {@link PAYMENTS_MAX_PAGES} (a server whose `last_page` keeps growing cannot keep it reading).
 */
export function nextPaymentsPage(list: PaymentList, page: number): number | undefined {
  const { current_page: current, last_page: last } = list.meta;
  const read = Math.max(page, current);
  if (list.data.length === 0 || read >= last || page >= PAYMENTS_MAX_PAGES) return undefined;
  return page + 1;
}

/**
 * The employer's charges (issue #9 point 4 "Spend"; contract operation `listPayments`, tag
 * Billing, `GET /v1/employers/payments`): monthly fees, checkouts of candidates and chat
 * unlocks, newest first. Both endpoints provide the `Payment` tag; the paid mutations
 * (`createSubscription`, `checkoutCandidates`, `unlockChat`) invalidate it, so the billing
 * history, the spend meter and an opening's cost refetch after a charge without a reload.
 * Never polled and never refetched on window focus (SPEC §9; the api's default).
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /v1/employers/payments?{queryString}` (`listPayments`) → one page of charges
     * (`PaymentList`: `data` newest first, `meta` pagination). Keyed by the SPEC §7 query
     * string without a leading `?`: `page`, `per_page` (≤ 100, default 15), `kind`
     * (`subscription | checkout | unlock`), `between_dates=start,end,created_at`,
     * `job_opening_uuid`. Amounts are in cents of each charge's `currency`.
     * Errors (normalised): 401 no session, 422 a malformed filter, 429 rate limited.
     */
    listPayments: build.query<PaymentList, string>({
      query: (queryString) => paymentsUrl(queryString),
      providesTags: ['Payment'],
    }),
    /**
     * Every charge matching `queryString` (SPEC §7 filters of `listPayments`, without `page`
     * or `per_page`) as an infinite query: one cached page per `listPayments` read at
     * `per_page=100`, the page param being the page number (1, 2, …; see
     * {@link nextPaymentsPage}). `fetchNextPage` until `hasNextPage` is false reads them all
     * (`useAllPayments` in src/features/billing does, and merges the pages newest first, each
     * charge once). For totals over a period or an opening (the spend meter, an opening's
     * cost). A refetch (the `Payment` tag, Retry) reads the cached pages again from page 1.
     * Errors (normalised) as `listPayments`; a failing page fails the read with its error.
     */
    listAllPayments: build.infiniteQuery<PaymentList, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          nextPaymentsPage(lastPage, lastPageParam),
      },
      query: ({ queryArg, pageParam }) => paymentsUrl(allPagesQuery(queryArg, pageParam)),
      providesTags: ['Payment'],
    }),
  }),
});

export const { useListPaymentsQuery, useListAllPaymentsInfiniteQuery } = paymentsApi;
