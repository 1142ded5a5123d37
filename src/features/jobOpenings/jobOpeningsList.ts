/**
 * The job openings list's URL filters and its first request (SPEC §2, §7), apart from the
 * screen: the router loads this module alone at start-up to request the list with the
 * refreshed token (issue #20 point 6), before the screen's own, larger chunk has arrived.
 */
import { jobOpeningsApi } from '../../api/jobOpeningsApi';
import { DEFAULT_PAGE, type BetweenDatesFilter } from '../../api/queryString';
import type { AppDispatch } from '../../store';
import { initialListQueryString } from '../shared/useListFilters';

/** URL filters of the job openings list (SPEC §2, §7): search text, created_at range, page. */
export interface JobOpeningFilters {
  search: string;
  between_dates: BetweenDatesFilter | undefined;
  page: number;
}

/** The filters of /job-openings without a query string: every opening, first page. */
export const JOB_OPENING_FILTER_DEFAULTS: JobOpeningFilters = {
  search: '',
  between_dates: undefined,
  page: DEFAULT_PAGE,
};

/**
 * Requests the list the job openings screen shows first for the URL query `search` (`GET
 * /v1/employers/job-openings?{filters}`, operation `listJobOpenings`) into the API cache, so it
 * can travel beside the start-up check's employee call instead of after it. No request when
 * that entry is already cached; an error stays in the cache and the page's own subscription
 * retries. Resolves (never rejects) once the entry has settled, so that the router can mount
 * the page with its list in one go.
 */
export function prefetchJobOpenings(dispatch: AppDispatch, search: string): Promise<void> {
  const queryString = initialListQueryString(search, JOB_OPENING_FILTER_DEFAULTS);
  const request = dispatch(
    jobOpeningsApi.endpoints.listJobOpenings.initiate(queryString, { subscribe: false }),
  );
  return request.then(
    () => undefined,
    () => undefined,
  );
}
