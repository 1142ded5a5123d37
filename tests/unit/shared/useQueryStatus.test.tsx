/**
 * `useQueryStatus` (issue #18 point 5, "screens degrade, never blank"): what a query-backed
 * region shows — loading, error (with Retry), stale (the answer kept, with a quiet note) or
 * ready — from an RTK Query hook result, and the refetch a stale region makes by itself every
 * `STALE_RETRY_MS` until the API answers. Timers are Jest's fake ones: no test waits.
 */
import { renderHook } from '@testing-library/react';
import { DEVICE_COPY_TIMESTAMP } from '../../../src/api/deviceCopy';
import {
  queryStatusOf,
  STALE_RETRY_MS,
  useQueryStatus,
  type QueryResultLike,
} from '../../../src/features/shared/useQueryStatus';

const failure = { status: 503, message: 'Service Unavailable', errors: [] };
const rows = { data: [{ id: 1 }] };

describe('queryStatusOf', () => {
  it('is loading with nothing to show and no failure', () => {
    expect(queryStatusOf({})).toEqual({ kind: 'loading', error: undefined, lastVisit: false });
    expect(queryStatusOf({ isFetching: true })).toEqual({
      kind: 'loading',
      error: undefined,
      lastVisit: false,
    });
  });

  it("is ready with an answer of its own, or the previous arguments' one while loading", () => {
    expect(queryStatusOf({ data: rows, currentData: rows })).toEqual({
      kind: 'ready',
      error: undefined,
      lastVisit: false,
    });
    expect(queryStatusOf({ data: rows, currentData: undefined, isFetching: true }).kind).toBe(
      'ready',
    );
  });

  it('is error when the request failed and these arguments have no answer', () => {
    expect(queryStatusOf({ error: failure })).toEqual({
      kind: 'error',
      error: failure,
      lastVisit: false,
    });
    // The rows of other arguments (e.g. the filters before) are not this query's answer.
    expect(queryStatusOf({ data: rows, currentData: undefined, error: failure })).toEqual({
      kind: 'error',
      error: failure,
      lastVisit: false,
    });
  });

  it('is stale when the answer is kept and the last request to refresh it failed', () => {
    expect(queryStatusOf({ data: rows, currentData: rows, error: failure })).toEqual({
      kind: 'stale',
      error: failure,
      lastVisit: false,
    });
    // A `null` answer (no subscription, 204) is an answer too.
    expect(queryStatusOf({ data: null, currentData: null, error: failure }).kind).toBe('stale');
  });

  it('is stale, from the last visit, while the answer is the device’s copy (issue #31 point 2)', () => {
    const copy = { data: rows, currentData: rows, fulfilledTimeStamp: DEVICE_COPY_TIMESTAMP };
    expect(queryStatusOf({ ...copy, isFetching: true })).toEqual({
      kind: 'stale',
      error: undefined,
      lastVisit: true,
    });
    // Its refresh failed (offline): still the last visit's, with the error.
    expect(queryStatusOf({ ...copy, error: failure })).toEqual({
      kind: 'stale',
      error: failure,
      lastVisit: true,
    });
    // This visit's answer replaced it.
    expect(queryStatusOf({ ...copy, fulfilledTimeStamp: Date.now() }).lastVisit).toBe(false);
  });

  it('stays error or stale while the failed request is asked again', () => {
    expect(queryStatusOf({ error: failure, isFetching: true }).kind).toBe('error');
    expect(
      queryStatusOf({ data: rows, currentData: rows, error: failure, isFetching: true }).kind,
    ).toBe('stale');
  });
});

describe('useQueryStatus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 30 s (STALE_RETRY_MS) before asking again', () => {
    expect(STALE_RETRY_MS).toBe(30_000);
  });

  it('asks again STALE_RETRY_MS after a failed refresh, and again after each failure', () => {
    const refetch = jest.fn();
    const stale: QueryResultLike = { data: rows, currentData: rows, error: failure, refetch };
    const { result, rerender } = renderHook((props: QueryResultLike) => useQueryStatus(props), {
      initialProps: stale,
    });
    expect(result.current).toEqual({ kind: 'stale', error: failure, lastVisit: false });
    jest.advanceTimersByTime(STALE_RETRY_MS - 1);
    expect(refetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);

    // While that request runs, nothing more; its failure starts the wait again.
    rerender({ ...stale, isFetching: true });
    jest.advanceTimersByTime(STALE_RETRY_MS * 2);
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ ...stale, isFetching: false });
    jest.advanceTimersByTime(STALE_RETRY_MS);
    expect(refetch).toHaveBeenCalledTimes(2);

    // Answered: ready, and no more asking.
    rerender({ data: rows, currentData: rows, refetch });
    expect(result.current.kind).toBe('ready');
    jest.advanceTimersByTime(STALE_RETRY_MS * 3);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('never asks by itself for loading, error or ready', () => {
    const refetch = jest.fn();
    const { rerender } = renderHook((props: QueryResultLike) => useQueryStatus(props), {
      initialProps: { refetch } as QueryResultLike,
    });
    jest.advanceTimersByTime(STALE_RETRY_MS * 2);
    rerender({ error: failure, refetch });
    jest.advanceTimersByTime(STALE_RETRY_MS * 2);
    rerender({ data: rows, currentData: rows, refetch });
    jest.advanceTimersByTime(STALE_RETRY_MS * 2);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('takes another wait, or none (a polled query), from retryStaleEveryMs', () => {
    const refetch = jest.fn();
    const stale: QueryResultLike = { data: rows, currentData: rows, error: failure, refetch };
    const { unmount } = renderHook(() => useQueryStatus(stale, { retryStaleEveryMs: 5000 }));
    jest.advanceTimersByTime(5000);
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    jest.advanceTimersByTime(STALE_RETRY_MS);
    expect(refetch).toHaveBeenCalledTimes(1);

    renderHook(() => useQueryStatus(stale, { retryStaleEveryMs: false }));
    jest.advanceTimersByTime(STALE_RETRY_MS * 3);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
