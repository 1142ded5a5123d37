import { api } from './baseApi';
import type { NormalizedError } from './errors';
import { buildQueryString, parseQueryString } from './queryString';
import type { Payment, PaymentList } from './types';

/** The contract's largest `per_page` of `listPayments` (charges per request). */
export const PAYMENTS_MAX_PER_PAGE = 100;

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
export function allPagesQuery(queryString: string, page: number): string {
  const filters = { ...parseQueryString(queryString) };
  delete filters.page;
  delete filters.per_page;
  return buildQueryString({ ...filters, per_page: PAYMENTS_MAX_PER_PAGE }, { page });
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
     * or `per_page`): reads `listPayments` page by page at `per_page=100` until `last_page`
     * (or an empty page, or {@link PAYMENTS_MAX_PAGES}), newest first, each charge once (a
     * charge made between two reads shifts the pages; its repeat is dropped by `id`). For
     * totals over a period or an opening (the spend meter, an opening's cost). The first
     * failing page fails the whole read with its normalised error.
     */
    listAllPayments: build.query<Payment[], string>({
      async queryFn(queryString, _queryApi, _extraOptions, baseQuery) {
        const byId = new Map<number, Payment>();
        for (let page = 1; page <= PAYMENTS_MAX_PAGES; page += 1) {
          const result = await baseQuery(paymentsUrl(allPagesQuery(queryString, page)));
          if (result.error) return { error: result.error as NormalizedError };
          const list = result.data as PaymentList;
          for (const payment of list.data) {
            if (!byId.has(payment.id)) byId.set(payment.id, payment);
          }
          if (list.data.length === 0 || page >= list.meta.last_page) break;
        }
        return { data: [...byId.values()] };
      },
      providesTags: ['Payment'],
    }),
  }),
});

export const { useListPaymentsQuery, useListAllPaymentsQuery } = paymentsApi;
