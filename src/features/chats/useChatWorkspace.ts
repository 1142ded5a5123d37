import { useCallback, useState, type MutableRefObject } from 'react';
import type { SetFiltersOptions } from '../shared/useListFilters';
import type { Chat } from '../../contract/types';
import { selectDraftTexts } from '../../store/draftsSlice';
import { useAppSelector } from '../../store/hooks';
import { useChatSelection, type ChatSelection } from './useChatSelection';
import { useNow } from './useNow';
import { useTriageCommands, type Announce, type TriageCommands } from './useTriageCommands';

/** Arguments of {@link useChatWorkspace}. */
export interface ChatWorkspaceOptions {
  /** The chats of the list shown (`undefined` while none are loaded). */
  chats: readonly Chat[] | undefined;
  /** The open chat's record from another cached list, when the list shown lacks it. */
  cached: Chat | undefined;
  /** The open chat's id (`?chat=<id>`). */
  selectedId: number | undefined;
  /** `setFilters` of the screen's `useListFilters` (where `chat` is kept). */
  setFilters: (patch: { chat: string | undefined }, options?: SetFiltersOptions) => void;
  /** A filter that a chat's change can take it out of (or into) is on: reload on a change. */
  statusFiltered: boolean;
  /** Reloads the list. */
  refetch: () => unknown;
  /** The screen's live region ({@link TriageScreen}). */
  announce: Announce;
  /** Set here: what a sent rejection does to the screen (the same as any chat update). */
  onRejected: MutableRefObject<((chat: Chat) => void) | undefined>;
  /** Id of the search field (the `/` shortcut focuses it). */
  searchId: string;
}

/** What {@link useChatWorkspace} hands back. */
export interface ChatWorkspace extends ChatSelection {
  /** "Now" for the chats' status and times (ticks every minute). */
  now: Date;
  /** Keyboard triage: the list's handle, the rows being rejected, the command plumbing. */
  triage: TriageCommands;
  /** What an action's returned Chat does to the screen (kept as the open chat, list reloaded). */
  onChatUpdated: (chat: Chat) => void;
  /** The unsent drafts by chat id, for the rows' "Draft: …" (issue #21 point 4). */
  drafts: Readonly<Record<number, string>>;
  /** The shortcuts dialog is open (`?`). */
  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;
}

/**
 * The working parts shared by the screens that triage chats — an opening's chats screen (SPEC
 * §2) and the inbox (issue #21 point 1: "the same components, not a copy"): the open chat
 * ({@link useChatSelection}), keyboard triage ({@link useTriageCommands}), what a chat's change
 * does (remembered as the open chat; with a status or unread filter on, the list asks again,
 * as the chat may have left it), the rows' drafts, the shortcuts dialog's state and the clock.
 */
export function useChatWorkspace({
  chats,
  cached,
  selectedId,
  setFilters,
  statusFiltered,
  refetch,
  announce,
  onRejected,
  searchId,
}: ChatWorkspaceOptions): ChatWorkspace {
  const now = useNow();
  const drafts = useAppSelector(selectDraftTexts);
  const [helpOpen, setHelpOpen] = useState(false);
  const selection = useChatSelection({ selectedId, listed: chats, cached, setFilters });
  const { remember } = selection;
  const onChatUpdated = useCallback(
    (chat: Chat) => {
      remember(chat);
      // With a status filter the chat may have left (or joined) the list: ask again now.
      if (statusFiltered) void refetch();
    },
    [remember, statusFiltered, refetch],
  );
  onRejected.current = onChatUpdated;
  const triage = useTriageCommands({
    chats,
    selected: selection.selected,
    selectedId,
    now,
    open: selection.open,
    select: selection.select,
    announce,
    searchId,
    onHelp: () => setHelpOpen(true),
  });
  return { ...selection, now, triage, onChatUpdated, drafts, helpOpen, setHelpOpen };
}
