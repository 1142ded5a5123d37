/**
 * Which candidate replies to notify (issue #21 point 3), as pure functions over the chats the
 * RTK Query cache holds: the reply notifier (`ReplyNotifier`) calls them on every cache change.
 */
import type { Chat, ChatList } from '../../contract/types';

/** The chat list endpoints whose cache entries the notifier watches (reducerPath `api`). */
const CHAT_LIST_ENDPOINTS: ReadonlySet<string> = new Set([
  // One opening's chats (`ChatList`).
  'listJobOpeningChats',
  // The inbox, every opening's chats: an infinite query (`{ pages: ChatList[] }`); also the
  // notifier's follow-up, `?unread=1&per_page=<rise>` (`unreadFollowUpQuery`).
  'listChats',
  // The unread badge's light poll, `?unread=1&per_page=1` (`ChatList`).
  'listUnreadChats',
]);

/** A cache entry as `state.api.queries` holds it (the fields read here). */
export interface CacheEntry {
  endpointName?: string;
  data?: unknown;
}

/** The last message id of a chat, `null` for an empty thread. */
function lastMessageId(chat: Chat): number | null {
  return chat.last_message?.id ?? null;
}

/** The chat lists of one entry: its `ChatList`, or the pages of an infinite query. */
function listsOf(entry: CacheEntry): readonly ChatList[] {
  const data = entry.data as Partial<ChatList> & { pages?: unknown };
  if (Array.isArray(data.pages)) return data.pages as ChatList[];
  return Array.isArray(data.data) ? [data as ChatList] : [];
}

/**
 * Every chat held by the cache entries of {@link CHAT_LIST_ENDPOINTS}, once each (by `id`): of
 * the copies of a chat, the one with the latest last message (message ids increase with time).
 * Entries without data (loading, failed) are skipped.
 */
export function cachedChats(queries: Readonly<Record<string, CacheEntry | undefined>>): Chat[] {
  const byId = new Map<number, Chat>();
  for (const entry of Object.values(queries)) {
    if (!entry?.data || !entry.endpointName || !CHAT_LIST_ENDPOINTS.has(entry.endpointName))
      continue;
    for (const list of listsOf(entry)) {
      for (const chat of list?.data ?? []) {
        const known = byId.get(chat.id);
        if (!known || (lastMessageId(chat) ?? 0) > (lastMessageId(known) ?? 0))
          byId.set(chat.id, chat);
      }
    }
  }
  return [...byId.values()];
}

/** What {@link newCandidateReplies} finds. */
export interface NewReplies {
  /** The chats whose last message is a candidate message newer than the one seen before. */
  replies: Chat[];
  /** The seen map to keep for the next call: chat id → last message id (`null`: empty). */
  seen: Map<number, number | null>;
}

/**
 * The chats to notify, given what was seen before (`seen`: chat id → last message id) and the
 * chats the cache holds now: those whose `last_message` is from the candidate and newer (a
 * greater id) than the last message seen. The first observation of a chat only records it (no
 * notification for what was there before) — unless its last message is a candidate message
 * written at or after `since` (ms since the epoch: when the notifier started), a reply in a
 * chat no list on screen held (another opening's, found by the follow-up request). An employer or
 * system message is only recorded. A
 * chat's copy older than what was seen (a stale page) changes nothing. Pure: `seen` is not
 * changed; the returned map replaces it.
 */
export function newCandidateReplies(
  seen: ReadonlyMap<number, number | null>,
  chats: readonly Chat[],
  since: number = Number.POSITIVE_INFINITY,
): NewReplies {
  const next = new Map(seen);
  const replies: Chat[] = [];
  for (const chat of chats) {
    const current = lastMessageId(chat);
    if (!next.has(chat.id)) {
      next.set(chat.id, current);
      const last = chat.last_message;
      if (last?.sender === 'candidate' && Date.parse(last.created_at) >= since) replies.push(chat);
      continue;
    }
    const before = next.get(chat.id) ?? null;
    if (current === null || (before !== null && current <= before)) continue;
    next.set(chat.id, current);
    if (chat.last_message?.sender === 'candidate') replies.push(chat);
  }
  return { replies, seen: next };
}

/** The most unread chats one follow-up request asks for (contract `per_page` allows 100). */
export const FOLLOW_UP_MAX_CHATS = 20;

/**
 * The `listChats` query (SPEC §7, no leading `?`, no page) of the notifier's follow-up when the
 * unread count rose by `rise` while the tab was hidden: the `rise` latest chats with unread
 * replies (at least 1, at most {@link FOLLOW_UP_MAX_CHATS}), in one request — each chat that got
 * a reply since the last poll is among them, whichever opening it belongs to.
 *
 * @example unreadFollowUpQuery(3) // 'unread=1&per_page=3'
 * @example unreadFollowUpQuery(50) // 'unread=1&per_page=20'
 */
export function unreadFollowUpQuery(rise: number): string {
  const count = Math.min(FOLLOW_UP_MAX_CHATS, Math.max(1, Math.floor(rise)));
  return `unread=1&per_page=${count}`;
}

/** How many characters of a message a notification shows (issue #21 point 3). */
const EXCERPT_LENGTH = 80;

/**
 * The first `length` characters of a message for a notification: white space (line breaks
 * included) collapsed to single spaces, then, when longer, cut at `length` characters
 * (code points: an emoji is never split) with an ellipsis `…` appended.
 * @example excerpt('a'.repeat(100)) // 'a' × 80 + '…'
 */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** A notification of a reply: its title, body and tag (one notification per reply). */
export interface ReplyNotice {
  title: string;
  body: string;
  tag: string;
  chatId: number;
}

/**
 * The notification of a chat's new reply: title = the candidate's name as the chat gives it
 * (the server masks it while the chat is locked; no phone number or other contact detail is
 * ever added), body = `formatBody(opening name, excerpt of the message)`, tag
 * `chat-<chat id>-<message id>`: the same reply notified by several tabs of the browser is one
 * notification (issue #29 point 4; the browser replaces a notification of the same tag).
 */
export function replyNotice(
  chat: Chat,
  formatBody: (opening: string, text: string) => string,
): ReplyNotice {
  return {
    title: chat.candidate.name,
    body: formatBody(chat.job_opening.name, excerpt(chat.last_message?.body ?? '')),
    tag: `chat-${chat.id}-${chat.last_message?.id ?? 0}`,
    chatId: chat.id,
  };
}
