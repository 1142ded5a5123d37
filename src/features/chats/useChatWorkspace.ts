import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import type { SetFiltersOptions } from '../shared/useListFilters';
import type { Chat, ChatStatus } from '../../contract/types';
import { selectDraftTexts } from '../../store/draftsSlice';
import { useAppSelector } from '../../store/hooks';
import { chatDisplayStatus } from './chatStatus';
import { CHAT_STATUS_MESSAGES } from './chats.messages';
import { useChatSelection, type ChatSelection } from './useChatSelection';
import { useNow } from './useNow';
import {
  focusChatRow,
  useTriageCommands,
  type Announce,
  type TriageCommands,
} from './useTriageCommands';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  followed: {
    id: 'chats.followStatus.moved',
    defaultMessage: '{name} moved to the {status} tab, now shown.',
    description:
      'Said after an unlock or hire took the open chat out of the status tab shown: the tab {status} (e.g. "Hired") of its new status is shown instead',
  },
  rejectedLeft: {
    id: 'chats.followStatus.rejectedLeft',
    defaultMessage: '{name} was rejected and left the {status} tab.',
    description:
      'Said when a sent rejection took the open chat out of the status tab shown ({status}, e.g. "Pending"): the chat closes, the list stays',
  },
});

/** Arguments of {@link useChatWorkspace}. */
export interface ChatWorkspaceOptions {
  /** The chats of the list shown (`undefined` while none are loaded). */
  chats: readonly Chat[] | undefined;
  /** The open chat's record from another cached list, when the list shown lacks it. */
  cached: Chat | undefined;
  /** The open chat's id (`?chat=<id>`). */
  selectedId: number | undefined;
  /** `setFilters` of the screen's `useListFilters` (where `chat` and `status` are kept). */
  setFilters: (
    patch: { chat?: string | undefined; status?: string | undefined },
    options?: SetFiltersOptions,
  ) => void;
  /** The status tab shown; `undefined` = "All". */
  status: ChatStatus | undefined;
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
  /**
   * What an action's returned Chat does to the screen: kept as the open chat, the list reloaded
   * under a filter, and the open chat kept in step with the status tab (see
   * {@link useChatWorkspace}).
   */
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
 *
 * The open chat follows the list shown (issue #30 point 12: a hired chat stayed open under a
 * status tab whose list no longer held it). When the employer's own action moves the open
 * chat out of the status tab shown:
 * - an **unlock or a hire** (the employer goes on with this candidate): the tab of the chat's
 *   new status is shown instead ("Unlocked", "Hired"), the chat stays open and listed, and the
 *   live region says so ("… moved to the Hired tab, now shown.");
 * - a **sent rejection** (the candidate leaves the pile being triaged): the chat closes and
 *   the tab stays, said in the live region; focus, when it was in the chat (or fell to the
 *   page, or to its heading), goes to the row that followed it in the list (else the one
 *   before it).
 * "All" and the "Unread" toggle alone are left as they are: an action never takes a chat out
 * of them.
 */
export function useChatWorkspace({
  chats,
  cached,
  selectedId,
  setFilters,
  status,
  statusFiltered,
  refetch,
  announce,
  onRejected,
  searchId,
}: ChatWorkspaceOptions): ChatWorkspace {
  const intl = useIntl();
  const now = useNow();
  const drafts = useAppSelector(selectDraftTexts);
  const [helpOpen, setHelpOpen] = useState(false);
  const selection = useChatSelection({ selectedId, listed: chats, cached, setFilters });
  const { remember, select } = selection;
  // The list's handle, for focusing a row once the chat closes (set below, from triage).
  const listRef = useRef<TriageCommands['listRef'] | null>(null);
  const onChatUpdated = useCallback(
    (chat: Chat) => {
      remember(chat);
      // With a status filter the chat may have left (or joined) the list: ask again now.
      if (statusFiltered) void refetch();
      if (status === undefined || chat.id !== selectedId) return;
      const moved = chatDisplayStatus(chat, now);
      if (moved === status) return;
      const name = chat.candidate.name;
      if (moved !== 'rejected') {
        setFilters({ status: moved });
        announce(
          intl.formatMessage(messages.followed, {
            name,
            status: intl.formatMessage(CHAT_STATUS_MESSAGES[moved]),
          }),
        );
        return;
      }
      // Where focus goes once the chat's pane empties: the next row, else the previous one.
      const shown = chats ?? [];
      const index = shown.findIndex((listed) => listed.id === chat.id);
      const neighbour = index < 0 ? undefined : (shown[index + 1] ?? shown[index - 1]);
      // Focus was lost with the chat: in its pane, on the page, or on the page's heading that
      // the focus safety net (useFocusRescue) gave it when the Reject button left.
      const active = document.activeElement;
      const focusLost =
        !active ||
        active === document.body ||
        active.matches('h1') ||
        Boolean(active.closest('[data-pane="chat"]'));
      select(undefined);
      announce(
        intl.formatMessage(messages.rejectedLeft, {
          name,
          status: intl.formatMessage(CHAT_STATUS_MESSAGES[status]),
        }),
      );
      if (focusLost && neighbour) {
        focusChatRow(listRef.current?.current ?? null, shown.indexOf(neighbour), neighbour.id);
      }
    },
    [
      remember,
      statusFiltered,
      refetch,
      status,
      selectedId,
      now,
      setFilters,
      announce,
      intl,
      chats,
      select,
    ],
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
  listRef.current = triage.listRef;
  return { ...selection, now, triage, onChatUpdated, drafts, helpOpen, setHelpOpen };
}
