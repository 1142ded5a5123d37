import type { Chat, ChatCounts, ChatList, ChatStatus, JobOpeningList } from '../contract/types';
import { isFinalStatus } from '../domain/chatLifecycle';

/** What of a chat its opening's `chat_counts` depends on: its `status` and `unread_count`. */
export type CountedChat = Pick<Chat, 'status' | 'unread_count'>;

/** A chat as last seen in the cache: its counted fields and when it last changed. */
export type SeenChat = CountedChat & Pick<Chat, 'updated_at'>;

/** The five statuses counted by `ChatCounts` (contract "Chat lifecycle"), lifecycle order. */
export const COUNTED_STATUSES: readonly ChatStatus[] = [
  'pending',
  'unlocked',
  'expired',
  'hired',
  'rejected',
];

/**
 * The opening's `chat_counts` after one of its chats changed from `before` to `after`
 * (issue #9 point 3, contract `ChatCounts`; DESIGN.md cache rules: merge, don't refetch):
 * the old status loses one, the new one gains one, and `unread` (chats with `unread_count`
 * above zero) follows the chat's unread state. A counter never goes below zero, so a merge
 * against counts that were already stale cannot show a negative number.
 *
 * @example applyChatChange(counts, { status: 'pending', unread_count: 0 }, { status: 'rejected', unread_count: 0 })
 * // pending − 1, rejected + 1
 * @returns a new object when something changed, `counts` itself otherwise.
 */
export function applyChatChange(
  counts: ChatCounts,
  before: CountedChat,
  after: CountedChat,
): ChatCounts {
  const next = { ...counts };
  let changed = false;
  if (before.status !== after.status) {
    next[before.status] = Math.max(0, next[before.status] - 1);
    next[after.status] += 1;
    changed = true;
  }
  const wasUnread = before.unread_count > 0;
  const isUnread = after.unread_count > 0;
  if (wasUnread !== isUnread) {
    next.unread = Math.max(0, next.unread + (isUnread ? 1 : -1));
    changed = true;
  }
  return changed ? next : counts;
}

/** A chat that changed: its opening, and the counted fields before and after. */
export interface ChatChange {
  jobOpeningUuid: string;
  before: CountedChat;
  after: CountedChat;
}

/**
 * The chats of a new chat list page (e.g. a 10 s poll, SPEC §9) whose status or unread state
 * differs from their last known state, `lastSeen(chat.id)` (the cache before the page
 * replaces it). Chats never seen are left out: they came from a checkout, whose response
 * already carried the opening's new counts. So are answers older than what the cache holds: an
 * earlier `updated_at`, or a chat the cache knows as hired or rejected shown otherwise — both
 * are final (contract "Chat lifecycle"), so that answer left before the action's (within the
 * same second, `updated_at` alike); counted, it would move the chat back, and the next poll
 * would count the hire a second time.
 */
export function chatListChanges(
  lastSeen: (chatId: number) => SeenChat | undefined,
  next: readonly Chat[],
): ChatChange[] {
  const changes: ChatChange[] = [];
  for (const chat of next) {
    const before = lastSeen(chat.id);
    if (!before) continue;
    // An answer older than what the cache already holds (a poll that left before a hire
    // answered) says nothing new: counting it would undo the action's merge.
    if (Date.parse(before.updated_at) > Date.parse(chat.updated_at)) continue;
    if (isFinalStatus(before.status) && chat.status !== before.status) continue;
    if (before.status === chat.status && before.unread_count > 0 === chat.unread_count > 0)
      continue;
    changes.push({ jobOpeningUuid: chat.job_opening_uuid, before, after: chat });
  }
  return changes;
}

/** Total chats of `counts` (the five statuses; equals the opening's `total`). */
export function countedTotal(counts: ChatCounts): number {
  return COUNTED_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

/** The part of the store {@link selectUnreadChats} reads: RTK Query's cache entries. */
interface CacheShape {
  auth: { token: string | null };
  api: {
    queries: Record<
      string,
      { endpointName?: string; data?: unknown; fulfilledTimeStamp?: number } | undefined
    >;
  };
}

/** The chat list endpoints, each answering contract `ChatListMeta` with `unread_chats`. */
const CHAT_LIST_ENDPOINTS = new Set(['listJobOpeningChats', 'listChats', 'listUnreadChats']);

/** The newest page of a cached chat list entry (an infinite query's last page loaded). */
function newestPage(data: unknown): ChatList | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if ('pages' in data) {
    const pages = (data as { pages: ChatList[] }).pages;
    return pages[pages.length - 1];
  }
  return data as ChatList;
}

/**
 * How many of the employer's chats have unread candidate messages, across every job opening
 * (issue #21 point 2: the navigation badge, the document title's `(2)`, the favicon): the
 * contract's `meta.unread_chats` of the chat list answered last — an opening's chats, the
 * inbox or the badge's light poll, whichever screen is open. chatsApi lowers it in every
 * cached list the moment a thread with unread messages is read. Before any chat list has
 * answered, the sum of the cached openings' `chat_counts.unread` (each opening once). 0 when
 * logged out. Reads the cache entries directly, so that the app shell (entry chunk) need not
 * load the endpoint definitions.
 */
export function selectUnreadChats(state: CacheShape): number {
  if (!state.auth.token) return 0;
  let latest: { at: number; unread: number } | undefined;
  const seen = new Set<string>();
  let fromOpenings = 0;
  for (const entry of Object.values(state.api.queries)) {
    if (!entry?.data || !entry.endpointName) continue;
    if (CHAT_LIST_ENDPOINTS.has(entry.endpointName)) {
      const page = newestPage(entry.data);
      const at = entry.fulfilledTimeStamp ?? 0;
      if (page?.meta && (!latest || at >= latest.at))
        latest = { at, unread: page.meta.unread_chats };
    } else if (entry.endpointName === 'listJobOpenings') {
      for (const opening of (entry.data as JobOpeningList).data) {
        if (seen.has(opening.uuid)) continue;
        seen.add(opening.uuid);
        fromOpenings += opening.chat_counts.unread;
      }
    }
  }
  return latest ? latest.unread : fromOpenings;
}
