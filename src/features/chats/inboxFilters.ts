import { buildQueryString, parseQueryString, type FilterValue } from '../../api/queryString';
import type { ChatCounts, JobOpening, JobOpeningList } from '../../contract/types';
import { isChatStatus } from './chatStatus';
import { CHAT_LIST_PAGE_SIZE } from './chatFilters';

/**
 * What the inbox keeps in the URL query string (issue #21 point 1, SPEC §7 format, via
 * `useListFilters`): the search text, one status, the "Unread" toggle, one job opening (the
 * contract's `job_opening_uuid` filter of `listChats`) and the open chat's numeric id, e.g.
 * `/inbox?search=ana&status=unlocked&unread=1&job_opening_uuid=<uuid>&chat=1292`. No page:
 * the list loads further pages as it scrolls.
 */
export interface InboxFilters {
  search: string;
  /** One of the chat statuses; `undefined` = every status. */
  status: string | undefined;
  /** `'1'`: only chats with unread candidate messages. */
  unread: string | undefined;
  /** One job opening's chats (its `uuid`); `undefined` = every opening. */
  job_opening_uuid: string | undefined;
  /** The open chat (`Chat.id`, as text in the URL); not sent to the API. */
  chat: string | undefined;
}

/** The defaults of {@link InboxFilters}: every chat of every opening, none open. */
export const INBOX_FILTER_DEFAULTS: InboxFilters = {
  search: '',
  status: undefined,
  unread: undefined,
  job_opening_uuid: undefined,
  chat: undefined,
};

/** A uuid as the contract writes them (8-4-4-4-12 hex digits). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opening filter when it is a uuid, else `undefined` (the API would answer 422). */
export function openingFilter(filters: Pick<InboxFilters, 'job_opening_uuid'>): string | undefined {
  const value = filters.job_opening_uuid;
  return value && UUID.test(value) ? value : undefined;
}

/**
 * The inbox's API query (contract `listChats`, SPEC §7 format, no leading `?`, no `page`)
 * from the debounced URL query string of `useListFilters`: the open `chat` is dropped
 * (opening a chat must not reload the list), as are an unknown `status`, an `unread` other
 * than `1` and an opening that is not a uuid (each would be a 422 or a no-op); `per_page` is
 * {@link CHAT_LIST_PAGE_SIZE}.
 *
 * @example inboxQuery('search=ana&unread=1&chat=1292') // 'search=ana&unread=1&per_page=50'
 */
export function inboxQuery(urlQueryString: string): string {
  const kept: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(parseQueryString(urlQueryString))) {
    if (key === 'chat' || key === 'per_page' || key === 'page') continue;
    if (key === 'status' && !isChatStatus(value)) continue;
    if (key === 'unread' && String(value) !== '1') continue;
    if (key === 'job_opening_uuid' && !openingFilter({ job_opening_uuid: String(value) })) continue;
    kept[key] = value;
  }
  kept.per_page = CHAT_LIST_PAGE_SIZE;
  return buildQueryString(kept);
}

/** What the inbox's status tabs count: chats per status, and all of them ("All"). */
export interface InboxStatusCounts {
  counts: ChatCounts;
  total: number;
}

/**
 * The inbox's status tab counts (issue #30 point 12: the chats screen's tabs had counts, the
 * inbox's none). The contract counts chats by status only per job opening (`JobOpening.
 * chat_counts`, `total`; `listChats`'s `meta` has the pagination and `unread_chats`, no status
 * counts), so: with one opening chosen (`chosen`, the opening filter's record), that opening's
 * counts; with none, the sum over every opening of the employer — `openings`, the lookup page
 * of the openings list (`per_page=100`), when it holds all of them (`meta.total`). With more
 * openings than one page, or before the records are known, `undefined`: the tabs show no
 * count rather than a wrong one. The cache keeps the openings' counts current (hire, reject,
 * unlock, checkout, a poll that sees a change: chatsApi), so the tabs follow at once.
 */
export function inboxStatusCounts(
  openingUuid: string | undefined,
  chosen: JobOpening | undefined,
  openings: JobOpeningList | undefined,
): InboxStatusCounts | undefined {
  if (openingUuid !== undefined) {
    return chosen?.uuid === openingUuid
      ? { counts: chosen.chat_counts, total: chosen.total }
      : undefined;
  }
  if (!openings || openings.data.length < openings.meta.total) return undefined;
  const counts: ChatCounts = {
    pending: 0,
    unlocked: 0,
    expired: 0,
    hired: 0,
    rejected: 0,
    unread: 0,
  };
  let total = 0;
  for (const opening of openings.data) {
    for (const key of Object.keys(counts) as (keyof ChatCounts)[]) {
      counts[key] += opening.chat_counts[key];
    }
    total += opening.total;
  }
  return { counts, total };
}
