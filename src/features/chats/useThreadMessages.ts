import { isFromDevice } from '../../api/deviceCopy';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useChatMessagesQuery, useLazyListChatMessagesQuery } from '../../api/chatsApi';
import { isNormalizedError, type NormalizedError } from '../../api/errors';
import type { Message, MessageList } from '../../contract/types';

/**
 * Virtuoso's `firstItemIndex` of a thread before anything is prepended. Large enough that
 * prepending every message of a long thread keeps it positive (react-virtuoso requires it).
 */
const THREAD_START_INDEX = 1_000_000;

/** The messages of one chat thread as the view draws them (SPEC §3, §9). */
export interface ThreadMessages {
  /** Every message loaded so far, oldest first, one per `id`. */
  messages: Message[];
  /**
   * Virtuoso's `firstItemIndex`: {@link THREAD_START_INDEX} minus the number of messages
   * loaded above the first page, so prepending older pages keeps the scroll position.
   */
  firstItemIndex: number;
  /**
   * The first (latest) page is loading: nothing is shown yet, or only the chat list's copy of
   * the newest message (`showsListLastMessage`).
   */
  isLoading: boolean;
  /**
   * `messages` is the chat list's `last_message` alone, shown the moment the thread opens while
   * its first page loads (issue #31 point 1); the page then arrives above it as a prepend.
   */
  showsListLastMessage: boolean;
  /** The first page failed (normalised error), while nothing could be shown. */
  error: NormalizedError | undefined;
  /**
   * Messages are shown and the last refresh of the latest page failed (issue #18 point 5): the
   * thread keeps them under a quiet note; its 20 s poll asks again.
   */
  stale: boolean;
  /**
   * The latest page shown is the device's copy of the last visit (issue #31 point 2), until
   * this visit's answer replaces it.
   */
  lastVisit: boolean;
  /** Reloads the latest page. */
  refetch: () => void;
  /** Older messages exist on the server (`meta.has_more`). */
  hasOlder: boolean;
  /** An older page is on its way. */
  loadingOlder: boolean;
  /** The last older page failed; `loadOlder` retries it. */
  olderFailed: boolean;
  /** Loads the page just older than the oldest loaded message (`before_id`); one at a time. */
  loadOlder: () => void;
}

interface State {
  /** Messages kept across polls and older pages, by id. */
  byId: ReadonlyMap<number, Message>;
  /** Id of the oldest message of the first page ever shown: the prepend anchor. */
  anchorId: number | undefined;
  /** `has_more` of the last older page; `undefined` until one is loaded. */
  olderHasMore: boolean | undefined;
  loadingOlder: boolean;
  olderFailed: boolean;
}

type Action =
  | { type: 'latest'; list: MessageList }
  | { type: 'olderStarted' }
  | { type: 'olderLoaded'; list: MessageList }
  | { type: 'olderFailed' };

const initialState: State = {
  byId: new Map(),
  anchorId: undefined,
  olderHasMore: undefined,
  loadingOlder: false,
  olderFailed: false,
};

function merge(byId: ReadonlyMap<number, Message>, messages: readonly Message[]) {
  const next = new Map(byId);
  for (const message of messages) next.set(message.id, message);
  return next;
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'latest':
      return {
        ...state,
        byId: merge(state.byId, action.list.data),
        anchorId: state.anchorId ?? action.list.data[0]?.id,
      };
    case 'olderStarted':
      return { ...state, loadingOlder: true, olderFailed: false };
    case 'olderLoaded':
      return {
        ...state,
        byId: merge(state.byId, action.list.data),
        olderHasMore: action.list.meta.has_more,
        loadingOlder: false,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false, olderFailed: true };
  }
}

/**
 * The thread of one chat (SPEC §3, §9): the latest page through `useChatMessagesQuery`
 * (refetched every 20 s and on window focus, and after a send or an unlock, which invalidate
 * it), plus older pages loaded on demand with `before_id` (`useLazyListChatMessagesQuery`).
 * Messages seen in earlier polls are kept, so a page that moves forward as new messages
 * arrive never opens a gap above it. Given the chat list's `listLastMessageId` (its row's
 * `last_message.id`), a thread behind the list reloads at once (issue #19 point 6). Given the
 * row's `listLastMessage` and no page of the chat in the cache, that message is the thread
 * until the first page arrives (issue #31 point 1: the newest message is on screen at the
 * click, not a request later); the page is then prepended above it. Use one instance per chat
 * (key the component by chat id).
 */
export function useThreadMessages(
  chatId: number,
  options: { listLastMessageId?: number; listLastMessage?: Message | null } = {},
): ThreadMessages {
  const latest = useChatMessagesQuery(chatId);
  const [fetchOlder] = useLazyListChatMessagesQuery();
  const [state, dispatch] = useReducer(reducer, initialState);
  const loadingRef = useRef(false);
  const current = latest.currentData;
  // The list's newest message, taken once when the thread opens with no page in the cache: it
  // stands for the thread until the first page arrives, and anchors the prepend of that page.
  const [opening] = useState(() => (current ? null : (options.listLastMessage ?? null)));

  useEffect(() => {
    if (current) dispatch({ type: 'latest', list: current });
  }, [current]);

  const previous = useRef<Message[]>([]);
  const showsListLastMessage =
    opening !== null && !current && state.byId.size === 0 && !latest.error;
  const messages = useMemo(() => {
    if (showsListLastMessage) return [opening];
    const all = current ? merge(state.byId, current.data) : state.byId;
    const sorted = [...all.values()].sort((a, b) => a.id - b.id);
    // Same messages as last time (e.g. the latest page folded into the kept ones): keep the
    // array, so the grouping and the list do not render again for nothing.
    const last = previous.current;
    if (sorted.length === last.length && sorted.every((m, i) => m === last[i])) return last;
    previous.current = sorted;
    return sorted;
  }, [state.byId, current, showsListLastMessage, opening]);

  const anchorId = opening?.id ?? state.anchorId ?? current?.data[0]?.id;
  const anchorIndex = anchorId === undefined ? 0 : messages.findIndex((m) => m.id >= anchorId);
  const firstItemIndex = THREAD_START_INDEX - Math.max(0, anchorIndex);
  const hasOlder = state.olderHasMore ?? current?.meta.has_more ?? false;
  const oldestId = messages[0]?.id;

  const loadOlder = useCallback(() => {
    if (loadingRef.current || oldestId === undefined) return;
    loadingRef.current = true;
    dispatch({ type: 'olderStarted' });
    fetchOlder({ chatId, beforeId: oldestId }, true)
      .unwrap()
      .then((list) => dispatch({ type: 'olderLoaded', list }))
      .catch(() => dispatch({ type: 'olderFailed' }))
      .finally(() => {
        loadingRef.current = false;
      });
  }, [chatId, fetchOlder, oldestId]);

  const { refetch } = latest;
  // The chat list's poll (every 10 s) may see a newer last message than this thread's (every
  // 20 s): the thread asks at once, which also marks it read, so list and thread never
  // disagree for longer than a request (issue #19 point 6).
  const newestId = messages.length ? messages[messages.length - 1].id : undefined;
  const { listLastMessageId } = options;
  const behind =
    listLastMessageId !== undefined &&
    current !== undefined &&
    (newestId === undefined || listLastMessageId > newestId);
  const fetching = latest.isFetching;
  // Once per last message the list reports: never a loop if the thread cannot catch up.
  const caughtUpTo = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!behind || fetching || caughtUpTo.current === listLastMessageId) return;
    caughtUpTo.current = listLastMessageId;
    void refetch();
  }, [behind, fetching, listLastMessageId, refetch]);
  return {
    messages,
    firstItemIndex,
    isLoading: !current && state.byId.size === 0 && !latest.error,
    showsListLastMessage,
    error:
      !current && messages.length === 0 && isNormalizedError(latest.error)
        ? latest.error
        : undefined,
    stale: messages.length > 0 && latest.error !== undefined,
    lastVisit: messages.length > 0 && isFromDevice(latest.fulfilledTimeStamp),
    refetch: useCallback(() => void refetch(), [refetch]),
    hasOlder,
    loadingOlder: state.loadingOlder,
    olderFailed: state.olderFailed,
    loadOlder,
  };
}
