/**
 * Messages shared by several modules of the chats screen (src/features/chats): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import type { ChatStatus } from '../../contract/types';
import { defineMessages, type Message } from '../../i18n/defineMessages';

export const chatsMessages = defineMessages({
  backToOpenings: { id: 'chats.backToOpenings', defaultMessage: 'Back to job openings' },
  filtersClear: { id: 'chats.filters.clear', defaultMessage: 'Clear filters' },
  findFirstOpen: {
    id: 'chats.findFirst.open',
    defaultMessage: 'Find candidates',
    description: 'Opens the suggested candidates of a job opening that has no chats yet',
  },
  findMoreOpen: { id: 'chats.findMore.open', defaultMessage: 'Find more candidates' },
  listLoading: { id: 'chats.list.loading', defaultMessage: 'Loading chats…' },
  rejectUndoPending: { id: 'chats.rejectUndo.pending', defaultMessage: 'Rejecting…' },
  rejectUndoUndo: { id: 'chats.rejectUndo.undo', defaultMessage: 'Undo' },
  statusExpired: { id: 'chats.status.expired', defaultMessage: 'Expired' },
  statusHired: { id: 'chats.status.hired', defaultMessage: 'Hired' },
  statusPending: { id: 'chats.status.pending', defaultMessage: 'Pending' },
  statusRejected: { id: 'chats.status.rejected', defaultMessage: 'Rejected' },
  statusUnlocked: { id: 'chats.status.unlocked', defaultMessage: 'Unlocked' },
  threadLabel: { id: 'chats.thread.label', defaultMessage: 'Messages with {name}' },
  threadLoadError: {
    id: 'chats.thread.loadError',
    defaultMessage: "We couldn't load the messages",
  },
  threadLoading: { id: 'chats.thread.loading', defaultMessage: 'Loading messages…' },
  threadLoadingOlder: {
    id: 'chats.thread.loadingOlder',
    defaultMessage: 'Loading older messages…',
  },
  threadOlderFailed: {
    id: 'chats.thread.olderFailed',
    defaultMessage: "Older messages couldn't be loaded.",
  },
  threadStart: {
    id: 'chats.thread.start',
    defaultMessage: 'This is the beginning of the conversation.',
  },
  threadYesterday: { id: 'chats.thread.yesterday', defaultMessage: 'Yesterday' },
  triageRejecting: {
    id: 'chats.triage.rejecting',
    defaultMessage: 'Rejecting {name} in {seconds} seconds. Press z or Undo to keep them.',
  },
  triageUndone: {
    id: 'chats.triage.undone',
    defaultMessage: 'Rejection of {name} undone.',
  },
});

/**
 * The words of the button that opens an opening's suggested candidates (issue #30 point 12):
 * "Find candidates" while the opening has no chats yet (`total` 0: nobody was checked out, so
 * there is nothing to find "more" of), else "Find more candidates".
 */
export function findCandidatesMessage(opening: { total: number }): Message {
  return opening.total > 0 ? chatsMessages.findMoreOpen : chatsMessages.findFirstOpen;
}

/** The name of each chat status (badges, filters, announcements). */
export const CHAT_STATUS_MESSAGES: Readonly<Record<ChatStatus, Message>> = {
  expired: chatsMessages.statusExpired,
  hired: chatsMessages.statusHired,
  pending: chatsMessages.statusPending,
  rejected: chatsMessages.statusRejected,
  unlocked: chatsMessages.statusUnlocked,
};
