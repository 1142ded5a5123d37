import type { InfiniteData, SkipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useListAllPaymentsInfiniteQuery } from '../../api/paymentsApi';
import type { Payment, PaymentList } from '../../contract/types';

/**
 * The charges of every page of an all-pages read, in page order (each page newest first), each
 * charge once: a charge made between two page reads shifts the later pages, and its repeat is
 * dropped by `id` (the first sighting is kept).
 */
export function mergePaymentPages(data: InfiniteData<PaymentList, number>): Payment[] {
  const byId = new Map<number, Payment>();
  for (const page of data.pages) {
    for (const payment of page.data) if (!byId.has(payment.id)) byId.set(payment.id, payment);
  }
  return [...byId.values()];
}

/** What {@link useAllPayments} returns: the fields `useQueryStatus` reads, over whole reads. */
export interface AllPaymentsResult {
  /** Every charge of this query, once all its pages are read (kept while a refresh runs). */
  currentData: Payment[] | undefined;
  /** The last whole read of any query (this one's, or the previous query's while it loads). */
  data: Payment[] | undefined;
  /**
   * The normalised error of the last failed page read; kept while a new read runs and cleared
   * when one succeeds (as RTK Query keeps it).
   */
  error: unknown;
  /** A page read failed (see `error`). */
  isError: boolean;
  /** A page is being read. */
  isFetching: boolean;
  /** Reads the cached pages again from page 1, then the rest (the infinite query's `refetch`). */
  refetch: () => unknown;
}

/**
 * Every charge matching the SPEC §7 `listPayments` filter `query` (issue #9 point 4 "Spend"):
 * subscribes to the `listAllPayments` infinite query and asks for the next page while
 * `hasNextPage` is true and the last read did not fail, so the spend meter and an opening's
 * cost sum all pages (`per_page=100`). `currentData` is set only once the last page is read —
 * never a partial sum — and a refresh (the `Payment` tag after a charge, Retry, the stale
 * retry) keeps the previous whole read until the new one is whole. A failed page stops the
 * reading with `error` until `refetch`. `skipToken` reads nothing.
 *
 * @param query - the filter (no leading `?`, no `page`/`per_page`), or `skipToken`.
 */
export function useAllPayments(query: string | SkipToken): AllPaymentsResult {
  const result = useListAllPaymentsInfiniteQuery(query);
  const { currentData, hasNextPage, isFetching, isError, error, fetchNextPage, refetch } = result;

  // Runs again for every page read: the flags alone can look the same before and after one.
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [currentData, hasNextPage, isFetching, isError, fetchNextPage]);

  const whole = useMemo(
    () => (currentData && !hasNextPage ? mergePaymentPages(currentData) : undefined),
    [currentData, hasNextPage],
  );
  // The last whole read and its query, kept while a refresh reads its pages again.
  const [kept, setKept] = useState<{ query: string; rows: Payment[] }>();
  if (whole && typeof query === 'string' && (kept?.rows !== whole || kept.query !== query)) {
    setKept({ query, rows: whole });
  }
  const own = whole ?? (kept && kept.query === query ? kept.rows : undefined);
  return {
    currentData: own,
    data: own ?? kept?.rows,
    error,
    isError,
    isFetching,
    refetch,
  };
}
