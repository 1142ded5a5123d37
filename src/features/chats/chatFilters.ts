import {
  buildQueryString,
  DEFAULT_PAGE,
  parseQueryString,
  type FilterValue,
} from '../../api/queryString';
import type { ChatStatus } from '../../contract/types';
import { isChatStatus } from './chatStatus';

/**
 * What the chats screen keeps in the URL query string (SPEC §2 "chats per opening, filtered by
 * search and status", §7 format, via `useListFilters`): the search text, one status (the status
 * tabs), the "Unread" toggle (issue #9 point 3, contract filter `unread=1`), the page of the
 * list and the selected chat's numeric id, e.g.
 * `/job-openings/<uuid>/chats?search=ana&status=pending&unread=1&page=1&chat=1292`.
 * A reload or a shared link reopens the same list and the same thread.
 */
export interface ChatFilters {
  search: string;
  /** One of `pending`, `unlocked`, `expired`, `hired`, `rejected`; `undefined` = every status. */
  status: string | undefined;
  /** `'1'`: only chats with unread candidate messages; anything else = every chat. */
  unread: string | undefined;
  page: number;
  /** The selected chat (`Chat.id`, as text in the URL); not sent to the API. */
  chat: string | undefined;
}

/** The defaults of {@link ChatFilters}: no search, every status, page 1, no chat selected. */
export const CHAT_FILTER_DEFAULTS: ChatFilters = {
  search: '',
  status: undefined,
  unread: undefined,
  page: DEFAULT_PAGE,
  chat: undefined,
};

/** Chats per page requested from the API (contract: `per_page` at most 100). */
export const CHAT_LIST_PAGE_SIZE = 50;

/** The status filter when it names a known status, else `undefined` (a bad URL shows every status). */
export function statusFilter(filters: Pick<ChatFilters, 'status'>): ChatStatus | undefined {
  return isChatStatus(filters.status) ? filters.status : undefined;
}

/** `true` when the "Unread" toggle is on (`unread=1` in the URL). */
export function unreadOnly(filters: Pick<ChatFilters, 'unread'>): boolean {
  return filters.unread === '1';
}

/** The selected chat id of the URL as a number, or `undefined` when absent or not a positive integer. */
export function selectedChatId(filters: Pick<ChatFilters, 'chat'>): number | undefined {
  if (!filters.chat) return undefined;
  const id = Number(filters.chat);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The chat list API query (SPEC §7 format, no leading `?`) from the debounced URL query string
 * of `useListFilters`: the selected `chat` is dropped (choosing a chat must not refetch the
 * list), an unknown `status` and an `unread` other than `1` are dropped (the API would answer
 * 422, or list every chat), and `per_page=`{@link CHAT_LIST_PAGE_SIZE} is added.
 *
 * @example chatListQuery('search=ana&status=pending&page=1&chat=1292')
 * // 'search=ana&status=pending&page=1&per_page=50'
 */
export function chatListQuery(urlQueryString: string): string {
  const kept: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(parseQueryString(urlQueryString))) {
    if (key === 'chat' || key === 'per_page') continue;
    if (key === 'status' && !isChatStatus(value)) continue;
    if (key === 'unread' && String(value) !== '1') continue;
    kept[key] = value;
  }
  kept.per_page = CHAT_LIST_PAGE_SIZE;
  return buildQueryString(kept);
}

/**
 * Whether the chat list asked with `apiQuery` (a {@link chatListQuery} or `inboxQuery` string)
 * was filtered: a search, a status, unread only or one job opening. An empty answer to such a
 * query means "no chats match", never "no chats yet". Judged on the query the answer was asked
 * with, not on the filters shown: while a search just cleared waits for its debounce (SPEC §9,
 * 250 ms), the answer shown is still the search's, and taking it for "no chats yet" would
 * replace the list — and the search box being typed in — with that notice (issue #30 point 1).
 */
export function isFilteredListQuery(apiQuery: string): boolean {
  const query = parseQueryString(apiQuery);
  return ['search', 'status', 'unread', 'job_opening_uuid'].some(
    (key) => String(query[key] ?? '').trim() !== '',
  );
}
