import { useEffect, useState } from 'react';
import { isNormalizedError, type NormalizedError } from '../../api/errors';
import { jobOpeningsApi, useListJobOpeningsQuery } from '../../api/jobOpeningsApi';
import type { JobOpening } from '../../contract/types';
import type { RootState } from '../../store';
import { useAppSelector } from '../../store/hooks';

/** Openings per request when looking one up by uuid (contract: `per_page` at most 100). */
const OPENING_LOOKUP_PAGE_SIZE = 100;

/** The §7 query of page `page` of the lookup list: `per_page=100`, then `page=2&per_page=100`… */
export function openingLookupQuery(page: number): string {
  return page > 1
    ? `page=${page}&per_page=${OPENING_LOOKUP_PAGE_SIZE}`
    : `per_page=${OPENING_LOOKUP_PAGE_SIZE}`;
}

/** The opening `uuid` in any cached job openings list (the screen's pages, the lookup pages). */
export function selectCachedOpening(
  state: RootState,
  uuid: string,
  preferQuery?: string,
): JobOpening | undefined {
  const args = jobOpeningsApi.util.selectCachedArgsForQuery(state, 'listJobOpenings');
  const ordered = preferQuery === undefined ? args : [preferQuery, ...args];
  for (const queryString of ordered) {
    const found = jobOpeningsApi.endpoints.listJobOpenings
      .select(queryString)(state)
      .data?.data.find((opening) => opening.uuid === uuid);
    if (found) return found;
  }
  return undefined;
}

/** What {@link useJobOpening} returns. */
export interface JobOpeningLookup {
  /** The opening, once found (kept current by the cache merges: checkout, hire). */
  opening: JobOpening | undefined;
  /** Still looking: nothing cached and the lookup pages are loading. */
  isLoading: boolean;
  /** Every page was read and no opening has this uuid (another employer's, or a bad link). */
  notFound: boolean;
  /** The lookup failed (normalised error). */
  error: NormalizedError | undefined;
  /** Repeats the failed lookup. */
  refetch: () => void;
}

/**
 * One job opening by uuid for the chats screen header (SPEC §2, §3: name, location, hired
 * count / total) and the inbox's opening filter (issue #21 point 1: its unread count). The
 * contract has no GET for a single opening, so:
 *
 * 1. the opening is read from any cached job openings list at once (coming from the job
 *    openings screen it is already there: no wait, no request needed to show it);
 * 2. in any case the list endpoint is queried with `per_page=100` (the contract's maximum) and
 *    kept subscribed, so a deep link or a reload works and the header stays in the cache while
 *    the screen is open; when the uuid is not on that page the next pages are read
 *    (`page=2&per_page=100`, …) until it is found, `last_page` is reached or a page comes
 *    back empty (the list has ended, whatever `last_page` said).
 *
 * `hireCandidate` and `checkoutCandidates` update `hired_count` and `total` in every cached
 * list page (chatsApi), so the header shows them without a refetch.
 *
 * `uuid` `undefined` (no opening chosen): only the first lookup page is read (it is the
 * inbox's opening choices with nothing typed); nothing is looked for, nothing is missing.
 * Another `uuid` starts the lookup again from the first page.
 */
export function useJobOpening(uuid: string | undefined): JobOpeningLookup {
  // The page read for `uuid`: another uuid starts again at page 1.
  const [reading, setReading] = useState({ uuid, page: 1 });
  const page = reading.uuid === uuid ? reading.page : 1;
  const queryString = openingLookupQuery(page);
  const query = useListJobOpeningsQuery(queryString);
  const opening = useAppSelector((state) =>
    uuid === undefined ? undefined : selectCachedOpening(state, uuid, queryString),
  );
  const data = query.currentData;
  // An empty page ends the list whatever `last_page` claims: never read on forever.
  const lastPage = data && data.data.length > 0 ? data.meta.last_page : page;
  const missingHere =
    uuid !== undefined && Boolean(data) && !data?.data.some((o) => o.uuid === uuid);

  useEffect(() => {
    if (!opening && missingHere && page < lastPage) setReading({ uuid, page: page + 1 });
  }, [opening, missingHere, page, lastPage, uuid]);

  const { refetch } = query;
  return {
    opening,
    isLoading:
      !opening && (query.isLoading || query.isFetching || (missingHere && page < lastPage)),
    notFound: !opening && missingHere && page >= lastPage,
    error: !opening && isNormalizedError(query.error) ? query.error : undefined,
    refetch: () => void refetch(),
  };
}
