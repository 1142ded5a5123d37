/**
 * The inbox's first request (issue #21 point 1, contract `listChats`), apart from the screen:
 * the router loads this module alone at start-up to request the inbox's first page with the
 * refreshed token, before the screen's own, larger chunk has arrived (as the job openings list
 * does, issue #20 point 6).
 */
import { chatsApi } from '../../api/chatsApi';
import type { AppDispatch } from '../../store';
import { initialListQueryString } from '../shared/useListFilters';
import { INBOX_FILTER_DEFAULTS, inboxQuery } from './inboxFilters';

/**
 * Requests the inbox's first page for the URL query `search` (`GET
 * /v1/employers/chats?{filters}&per_page=50&page=1`) into the API cache entry the screen then
 * reads. No request when that entry is already cached; an error stays in the cache and the
 * screen's own subscription asks again. Resolves (never rejects) once the entry has settled.
 */
export function prefetchInbox(dispatch: AppDispatch, search: string): Promise<void> {
  const queryString = inboxQuery(initialListQueryString(search, INBOX_FILTER_DEFAULTS));
  const request = dispatch(
    chatsApi.endpoints.listChats.initiate(queryString, { subscribe: false }),
  );
  return request.then(
    () => undefined,
    () => undefined,
  );
}
