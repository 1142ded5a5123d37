import { useCallback, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { Chat } from '../../contract/types';
import type { ChatCommandRequest } from './chatCommands';
import { availableActions, chatDisplayStatus, findChat } from './chatStatus';
import { usePendingRejections } from './PendingRejections';
import { stepChat } from './triageShortcuts';
import { useTriageShortcuts } from './useTriageShortcuts';
import { CHAT_STATUS_MESSAGES } from './chats.messages';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  triageCannotHire: {
    id: 'chats.triage.cannot.hire',
    defaultMessage: '{name} can’t be hired now: the chat must be unlocked first.',
  },
  triageCannotReject: {
    id: 'chats.triage.cannot.reject',
    defaultMessage: '{name} can’t be rejected now.',
  },
  triageCannotTemplates: {
    id: 'chats.triage.cannot.templates',
    defaultMessage: '{name} was rejected: no templates can be sent.',
  },
  triageCannotUnlock: {
    id: 'chats.triage.cannot.unlock',
    defaultMessage: 'The chat with {name} can’t be unlocked now.',
  },
  triageHire: {
    id: 'chats.triage.hire',
    defaultMessage: 'Hire {name}? Confirm in the dialog.',
  },
  triageNoChats: { id: 'chats.triage.noChats', defaultMessage: 'No chats in this list.' },
  triageNoneChosen: {
    id: 'chats.triage.noneChosen',
    defaultMessage: 'No chat chosen. Move to one with j or k.',
  },
  triageNothingToUndo: {
    id: 'chats.triage.nothingToUndo',
    defaultMessage: 'Nothing to undo.',
  },
  triageOpened: { id: 'chats.triage.opened', defaultMessage: 'Chat with {name} open.' },
  triagePosition: {
    id: 'chats.triage.position',
    defaultMessage: '{name}, {status}, {position} of {total}',
  },
  triageTemplates: {
    id: 'chats.triage.templates',
    defaultMessage: 'Question templates for {name}.',
  },
  triageUnlock: {
    id: 'chats.triage.unlock',
    defaultMessage: 'Unlock the chat with {name}: the payment dialog is open.',
  },
});

/** What a refused shortcut announces, per action. */
const CANNOT_MESSAGES: Readonly<Record<'hire' | 'reject' | 'unlock' | 'templates', Message>> = {
  hire: messages.triageCannotHire,
  reject: messages.triageCannotReject,
  templates: messages.triageCannotTemplates,
  unlock: messages.triageCannotUnlock,
};

/** What a shortcut that opens a dialog announces, per action. */
const DONE_MESSAGES: Readonly<Record<'hire' | 'unlock' | 'templates', Message>> = {
  hire: messages.triageHire,
  templates: messages.triageTemplates,
  unlock: messages.triageUnlock,
};

/** Says something to screen readers through the screen's live region. */
export type Announce = (text: string) => void;

/** Arguments of {@link useTriageCommands}: what the chats screen shows and does. */
export interface TriageCommandsOptions {
  /** The chats of the list shown, in list order (`undefined` while none are loaded). */
  chats: readonly Chat[] | undefined;
  /** The open chat's record, when known (the command target when no row has focus). */
  selected: Chat | undefined;
  /** The open chat's id (where ↓/↑ start when no row has focus). */
  selectedId: number | undefined;
  /** "Now" for the chats' status (which actions a chat offers). */
  now: Date;
  /** Opens a chat as the list's Enter does (a history entry when none was open). */
  open: (chatId: number) => void;
  /** Makes a chat the open one in place, before hire, unlock or templates act on it. */
  select: (chatId: number) => void;
  /** Says the outcome of each command (the screen's polite live region). */
  announce: Announce;
  /** Id of the search field the `/` shortcut focuses. */
  searchId: string;
  /** Opens the shortcuts dialog (`?`). */
  onHelp: () => void;
}

/** What {@link useTriageCommands} hands back to the screen. */
export interface TriageCommands {
  /** For the chat list's `listRef`: ↓/↑ bring the next row into view with it. */
  listRef: RefObject<VirtuosoHandle | null>;
  /** The pending hire / unlock / templates request, for `ChatCommandsProvider`'s `request`. */
  request: ChatCommandRequest | null;
  /** For `ChatCommandsProvider`'s `done`: marks request `serial` handled. */
  done: (serial: number) => void;
  /** Chats whose rejection waits for its undo window (the list shows them as being rejected). */
  rejectingIds: ReadonlySet<number>;
  /**
   * For the chat list's `onSelect`: a row chosen (click, or Enter / Space on the focused row,
   * which the shortcuts leave to the row) opens and is announced like the Enter shortcut.
   */
  openRow: (chatId: number) => void;
}

/** The chat whose list row has focus, if any (`data-chat-id` of ChatListItem). */
function focusedChatId(): number | undefined {
  const row = document.activeElement?.closest<HTMLElement>('[data-chat-id]');
  return row ? Number(row.dataset.chatId) : undefined;
}

/**
 * Brings the row of `chatId` (at `index` in the list) into view, then focuses its button —
 * trying again over the next frames while the row is not drawn yet, or cannot take focus yet
 * (a list pane about to show again, on phones).
 */
export function focusChatRow(list: VirtuosoHandle | null, index: number, chatId: number): void {
  const focus = (tries: number) => {
    const row = document.querySelector<HTMLElement>(`[data-chat-id="${chatId}"]`);
    row?.focus();
    if ((!row || document.activeElement !== row) && tries > 0) {
      requestAnimationFrame(() => focus(tries - 1));
    }
  };
  list?.scrollIntoView({ index, behavior: 'auto' });
  focus(10);
}

/**
 * Keyboard triage of a chats screen (issue #9 point 6; keys in triageShortcuts.ts) and the
 * wiring of its commands, for any screen that shows a chat list with a thread pane: `j`/`k`
 * (↓/↑) move the focus along the rows and say "name, status, position of total"; Enter opens
 * the focused (else the open) chat; `r` rejects it through the undo window of
 * `PendingRejectionsProvider` (issue #9 point 5), `z` undoes the latest rejection; `h`, `u`
 * and `t` open that chat and ask it (through `ChatCommandsProvider`) to hire, unlock or show
 * the templates — refused, and said so, when the chat does not offer it (SPEC §4 lifecycle);
 * `/` focuses the search field and `?` calls `onHelp`. A row chosen with the mouse opens and is
 * announced the same way (`openRow`). Every outcome is announced. Must run inside a
 * `PendingRejectionsProvider`; listens on the document while mounted.
 */
export function useTriageCommands({
  chats: shown,
  selected,
  selectedId,
  now,
  open,
  select,
  announce,
  searchId,
  onHelp,
}: TriageCommandsOptions): TriageCommands {
  const intl = useIntl();
  const rejections = usePendingRejections();
  const listRef = useRef<VirtuosoHandle>(null);
  const [command, setCommand] = useState<ChatCommandRequest | null>(null);
  const serial = useRef(0);
  const commandDone = useCallback(
    (done: number) => setCommand((current) => (current?.serial === done ? null : current)),
    [],
  );
  const openRow = useCallback(
    (chatId: number) => {
      open(chatId);
      const chat = findChat(shown, chatId);
      if (chat) {
        announce(intl.formatMessage(messages.triageOpened, { name: chat.candidate.name }));
      }
    },
    [open, shown, announce, intl],
  );
  useTriageShortcuts((action) => {
    const chats = shown ?? [];
    const focusedId = focusedChatId();
    const current = findChat(chats, focusedId) ?? selected;
    const describe = (chat: Chat) =>
      intl.formatMessage(messages.triagePosition, {
        name: chat.candidate.name,
        status: intl.formatMessage(CHAT_STATUS_MESSAGES[chatDisplayStatus(chat, now)]),
        position: chats.indexOf(chat) + 1,
        total: chats.length,
      });
    switch (action) {
      case 'next':
      case 'previous': {
        const id = stepChat(
          chats.map((chat) => chat.id),
          focusedId ?? selectedId,
          action === 'next' ? 1 : -1,
        );
        const chat = findChat(chats, id);
        if (!chat) return announce(intl.formatMessage(messages.triageNoChats));
        focusChatRow(listRef.current, chats.indexOf(chat), chat.id);
        return announce(describe(chat));
      }
      case 'open': {
        if (!current) return announce(intl.formatMessage(messages.triageNoneChosen));
        open(current.id);
        return announce(
          intl.formatMessage(messages.triageOpened, { name: current.candidate.name }),
        );
      }
      case 'reject':
      case 'hire':
      case 'unlock':
      case 'templates': {
        if (!current) return announce(intl.formatMessage(messages.triageNoneChosen));
        const offered = availableActions(chatDisplayStatus(current, now));
        const allowed =
          action === 'templates'
            ? !current.is_rejected
            : offered[action] && !rejections.pendingIds.has(current.id);
        if (!allowed) {
          return announce(
            intl.formatMessage(CANNOT_MESSAGES[action], { name: current.candidate.name }),
          );
        }
        if (action === 'reject') return rejections.schedule(current);
        if (current.id !== selectedId) select(current.id);
        serial.current += 1;
        setCommand({ chatId: current.id, command: action, serial: serial.current });
        return announce(
          intl.formatMessage(DONE_MESSAGES[action], { name: current.candidate.name }),
        );
      }
      case 'undo':
        if (!rejections.undo()) announce(intl.formatMessage(messages.triageNothingToUndo));
        return;
      case 'search':
        document.getElementById(searchId)?.focus();
        return;
      case 'help':
        onHelp();
        return;
    }
  });
  return {
    listRef,
    request: command,
    done: commandDone,
    rejectingIds: rejections.pendingIds,
    openRow,
  };
}
