import { useEffect } from 'react';
import { isFromDevice } from '../../api/deviceCopy';

/**
 * What a query-backed region shows (issue #18 point 5, "screens degrade, never blank"):
 *
 * | kind | when | the region shows |
 * |---|---|---|
 * | `loading` | nothing to show yet, no failure | its spinner |
 * | `error` | the last request of this query failed and it has no answer of its own | the error with Retry (`LoadErrorRetry`) |
 * | `stale` | it has an answer, and the last request to refresh it failed — or the answer is the device's copy of the last visit (`lastVisit`, issue #31 point 2), refreshing or not refreshed yet | that answer, under a quiet `StaleNote` (`lastVisit`: "from your last visit") |
 * | `ready` | an answer (possibly the previous arguments' one while the new ones load) | the data |
 */
export type QueryStatusKind = 'loading' | 'error' | 'stale' | 'ready';

/** The kind of a query-backed region and the error of its last failed request. */
export interface QueryStatus {
  kind: QueryStatusKind;
  /** The last request's error (`NormalizedError` from the base query) for `error` and `stale`. */
  error: unknown;
  /**
   * The answer shown is the device's copy of the last visit (issue #31 point 2), not yet
   * replaced by this visit's: `StaleNote`'s `lastVisit` says so.
   */
  lastVisit: boolean;
}

/**
 * The fields of an RTK Query hook result that {@link queryStatusOf} reads (any `useXxxQuery`
 * result has them).
 */
export interface QueryResultLike {
  /** The last answer of any arguments (RTK keeps it while other arguments load or fail). */
  data?: unknown;
  /** The answer of these arguments, kept by the cache when a later request of them fails. */
  currentData?: unknown;
  /**
   * The error of the last settled request of these arguments; RTK Query keeps it on the cache
   * entry while a new request runs and clears it on success.
   */
  error?: unknown;
  /** A request is under way. */
  isFetching?: boolean;
  /** Asks again (the hook's `refetch`). */
  refetch?: () => unknown;
  /**
   * When the answer shown arrived (ms since the epoch); the device's copy of the last visit
   * carries `DEVICE_COPY_TIMESTAMP` (src/api/deviceCopy.ts) until this visit's answer replaces it.
   */
  fulfilledTimeStamp?: number;
}

/**
 * How long a `stale` region waits before asking again by itself, in ms (each ask is the base
 * query's up to three attempts, `RETRY_POLICY`), so that it recovers when the API is back.
 */
export const STALE_RETRY_MS = 30_000;

/** Options of {@link useQueryStatus}. */
export interface QueryStatusOptions {
  /**
   * Ask again this long after a refresh failed, while the region is `stale`, in ms (default
   * {@link STALE_RETRY_MS}); `false` for a polled query, whose poll already does.
   */
  retryStaleEveryMs?: number | false;
}

/**
 * The {@link QueryStatus} of an RTK Query hook result. `stale` is this query's own answer
 * (`currentData`, a `null` answer included) with a failed last request (`error`): the answer
 * of other arguments never counts, so a list whose new filters fail shows the error, not the
 * rows of the old filters. A failed request stays `error` or `stale` while it is retried. The
 * device's copy of the last visit is `stale` with `lastVisit` until this visit's answer comes.
 */
export function queryStatusOf(result: QueryResultLike): QueryStatus {
  const { data, currentData, error } = result;
  const lastVisit = currentData !== undefined && isFromDevice(result.fulfilledTimeStamp);
  if (error !== undefined) {
    return { kind: currentData === undefined ? 'error' : 'stale', error, lastVisit };
  }
  if (lastVisit) return { kind: 'stale', error: undefined, lastVisit };
  if (currentData === undefined && data === undefined) {
    return { kind: 'loading', error: undefined, lastVisit };
  }
  return { kind: 'ready', error: undefined, lastVisit };
}

/**
 * {@link queryStatusOf} of `result`, and while it is `stale` a refetch every
 * `retryStaleEveryMs` after the last request ended (the note says "Retrying…"): the region
 * returns to `ready`, and its note goes away, by itself once the API answers again.
 *
 * @example
 * const result = useListPaymentsQuery(query);
 * const { kind, error } = useQueryStatus(result);
 */
export function useQueryStatus(
  result: QueryResultLike,
  { retryStaleEveryMs = STALE_RETRY_MS }: QueryStatusOptions = {},
): QueryStatus {
  const status = queryStatusOf(result);
  const { isFetching = false, refetch } = result;
  const waiting = status.kind === 'stale' && !isFetching;
  useEffect(() => {
    if (!waiting || retryStaleEveryMs === false || !refetch) return undefined;
    const timer = setTimeout(() => void refetch(), retryStaleEveryMs);
    return () => clearTimeout(timer);
  }, [waiting, retryStaleEveryMs, refetch]);
  return status;
}
