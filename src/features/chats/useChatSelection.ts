import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { chatsApi } from '../../api/chatsApi';
import type { Chat } from '../../contract/types';
import { isPushedByFilters, type SetFiltersOptions } from '../shared/useListFilters';
import { findChat } from './chatStatus';

/** Arguments of {@link useChatSelection}. */
export interface ChatSelectionOptions {
  /** The chosen chat's id (`?chat=<id>` of the URL, see `selectedChatId`). */
  selectedId: number | undefined;
  /** The chats of the list shown (`undefined` while none are loaded). */
  listed: readonly Chat[] | undefined;
  /** The chosen chat's record from any other cached list, when the list shown lacks it. */
  cached: Chat | undefined;
  /** `setFilters` of the screen's `useListFilters`: where `chat` is kept. */
  setFilters: (patch: { chat: string | undefined }, options?: SetFiltersOptions) => void;
}

/** What {@link useChatSelection} hands back. */
export interface ChatSelection {
  /**
   * The open chat's record: from the list shown, else `cached`, else the last record seen of
   * that chat (a reject or hire under a status filter can take it out of the list).
   */
  selected: Chat | undefined;
  /**
   * Makes `chatId` the open chat in place (no history entry); `undefined` closes it. Asks for
   * the chat's latest messages at once (RTK Query prefetch; nothing when they are cached).
   */
  select: (chatId: number | undefined) => void;
  /**
   * Opens `chatId` (its latest messages asked for at once, as `select` does); while no chat is
   * open this adds a history entry (issue #19 point 2), so
   * the browser's back button returns to the list as it was.
   */
  open: (chatId: number) => void;
  /** The thread's back button: back through that history entry, else closes the chat. */
  back: () => void;
  /** Keeps `chat` as the latest record of the open chat (e.g. one returned by an action). */
  remember: (chat: Chat) => void;
}

/**
 * The open chat of a chats screen (SPEC §2: the selected chat is kept in the URL, `?chat=<id>`,
 * so a reload or a shared link reopens it): its record, and how to open, switch and close it.
 * The screen reads `selectedId` from its filters and hands over their `setFilters`; opening,
 * switching and closing keep the list's page.
 */
export function useChatSelection({
  selectedId,
  listed,
  cached,
  setFilters,
}: ChatSelectionOptions): ChatSelection {
  const [remembered, setRemembered] = useState<Chat | undefined>(undefined);
  const found = findChat(listed, selectedId) ?? cached;
  if (found && found !== remembered) setRemembered(found);
  const selected = found ?? (remembered?.id === selectedId ? remembered : undefined);

  // The chosen chat's latest messages are asked for as it is chosen, before the URL changes
  // and the screen renders its panel: the thread's request no longer waits for that render
  // (issue #31 point 1: thread click → newest message). The panel's own query then shares that
  // request (same arguments: one cache entry); with the messages cached already, nothing is sent.
  const prefetchMessages = chatsApi.usePrefetch('listChatMessages');
  const select = useCallback(
    (chatId: number | undefined) => {
      if (chatId !== undefined) prefetchMessages({ chatId });
      setFilters({ chat: chatId === undefined ? undefined : String(chatId) }, { resetPage: false });
    },
    [setFilters, prefetchMessages],
  );
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (chatId: number) => {
      prefetchMessages({ chatId });
      setFilters({ chat: String(chatId) }, { resetPage: false, push: selectedId === undefined });
    },
    [setFilters, selectedId, prefetchMessages],
  );
  const pushedHere = isPushedByFilters(location.state);
  const back = useCallback(() => {
    if (pushedHere) navigate(-1);
    else select(undefined);
  }, [pushedHere, navigate, select]);
  return { selected, select, open, back, remember: setRemembered };
}
