import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { chatsApi } from '../../api/chatsApi';
import type { Chat } from '../../contract/types';
import { useAppDispatch } from '../../store/hooks';
import { dismissNotification, notify } from '../../store/notifier';
import { chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  rejectUndoDetail: {
    id: 'chats.rejectUndo.detail',
    defaultMessage:
      'The rejection is sent in {seconds} seconds. Undo keeps the candidate; closing this tab before then also leaves them not rejected.',
  },
  rejectUndoSummary: {
    id: 'chats.rejectUndo.summary',
    defaultMessage: 'Rejecting {name}',
  },
  toastRejectedDetail: {
    id: 'chats.toast.rejected.detail',
    defaultMessage: 'Candidate was successfully rejected',
  },
  toastRejectedSummary: {
    id: 'chats.toast.rejected.summary',
    defaultMessage: 'Candidate rejected',
  },
});

/** How long a rejection can be undone before its request is sent, in ms (issue #9 point 5). */
export const REJECT_UNDO_MS = 5_000;

/** What {@link usePendingRejections} offers. */
export interface PendingRejections {
  /** Chats whose rejection waits for its undo window to end. */
  pendingIds: ReadonlySet<number>;
  /**
   * Rejects `chat` once its undo window ends: shows the Undo toast at once and sends
   * `rejectCandidate` when the toast closes. Nothing happens for a chat already waiting.
   */
  schedule: (chat: Chat) => void;
  /**
   * Cancels the waiting rejection of `chatId`, or of the latest one when omitted; nothing is
   * sent. `false` when there was none to cancel.
   */
  undo: (chatId?: number) => boolean;
}

const PendingRejectionsContext = createContext<PendingRejections | null>(null);

interface Waiting {
  chat: Chat;
  /** The Undo toast's id (one per attempt: undo, then reject again, is a new toast). */
  toastId: string;
}

/** Props of {@link PendingRejectionsProvider}. */
export interface PendingRejectionsProviderProps {
  children: ReactNode;
  /** Called with the record the server returned once a rejection was sent and succeeded. */
  onRejected?: (chat: Chat) => void;
  /** Called when a rejection starts to wait, and when it is undone (for an aria-live region). */
  onAnnounce?: (event: { kind: 'scheduled' | 'undone'; chat: Chat }) => void;
}

/**
 * Reject with an undo window (issue #9 point 5; SPEC §4 reject, contract `rejectCandidate`).
 * A rejection is not sent at once: a toast says the candidate is being rejected, with an Undo
 * button, while the chat shows as being rejected (`pendingIds`). The window is the toast's
 * life — {@link REJECT_UNDO_MS}, counted by the toast (the notification's `durationMs`) and
 * paused only while the pointer is moved onto it or the focus is in it, never by a pointer
 * that rested where it opened (issue #30 point 7) — and
 * when the toast closes (time out, or its × pressed) the request is sent; its success shows the
 * SPEC's "Candidate rejected" notice and runs `onRejected`, its failure is toasted by the
 * store's listener (SPEC §8). Undo closes the toast and sends nothing. Leaving the screen
 * (unmounting the provider) sends every waiting rejection at once; closing the tab sends
 * nothing, so the candidate stays not rejected — the toast says so. (Stories run without
 * motion, where toasts stay until closed: the waiting state holds still for screenshots.)
 */
export function PendingRejectionsProvider({
  children,
  onRejected,
  onAnnounce,
}: PendingRejectionsProviderProps) {
  const dispatch = useAppDispatch();
  const waiting = useRef(new Map<number, Waiting>());
  const attempts = useRef(0);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());
  const callbacks = useRef({ onRejected, onAnnounce });
  callbacks.current = { onRejected, onAnnounce };

  const sync = useCallback(() => setPendingIds(new Set(waiting.current.keys())), []);

  /** Sends the rejection of a waiting chat (once: it leaves the waiting list first). */
  const send = useCallback(
    (entry: Waiting) => {
      if (waiting.current.get(entry.chat.id) !== entry) return;
      waiting.current.delete(entry.chat.id);
      dismissNotification(entry.toastId);
      dispatch(chatsApi.endpoints.rejectCandidate.initiate({ chatId: entry.chat.id }))
        .unwrap()
        .then((updated) => {
          notify({
            kind: 'success',
            summary: messages.toastRejectedSummary,
            detail: messages.toastRejectedDetail,
          });
          callbacks.current.onRejected?.(updated);
        })
        .catch(() => {
          /* toasted by the store's listener (SPEC §8) */
        });
    },
    [dispatch],
  );

  const undo = useCallback(
    (chatId?: number) => {
      const id = chatId ?? [...waiting.current.keys()].at(-1);
      const entry = id === undefined ? undefined : waiting.current.get(id);
      if (!entry) return false;
      waiting.current.delete(entry.chat.id);
      dismissNotification(entry.toastId);
      sync();
      callbacks.current.onAnnounce?.({ kind: 'undone', chat: entry.chat });
      return true;
    },
    [sync],
  );

  const schedule = useCallback(
    (chat: Chat) => {
      if (waiting.current.has(chat.id)) return;
      attempts.current += 1;
      const entry: Waiting = { chat, toastId: `reject-undo:${chat.id}:${attempts.current}` };
      waiting.current.set(chat.id, entry);
      sync();
      notify({
        kind: 'info',
        id: entry.toastId,
        durationMs: REJECT_UNDO_MS,
        summary: { ...messages.rejectUndoSummary, values: { name: chat.candidate.name } },
        detail: { ...messages.rejectUndoDetail, values: { seconds: REJECT_UNDO_MS / 1000 } },
        action: { label: chatsMessages.rejectUndoUndo, onAction: () => undo(chat.id) },
        onClose: () => {
          send(entry);
          sync();
        },
      });
      callbacks.current.onAnnounce?.({ kind: 'scheduled', chat });
    },
    [send, sync, undo],
  );

  // Leaving the screen inside the window: what the employer decided is sent now.
  useEffect(() => {
    const map = waiting.current;
    return () => {
      for (const entry of [...map.values()]) send(entry);
    };
  }, [send]);

  const value = useMemo(() => ({ pendingIds, schedule, undo }), [pendingIds, schedule, undo]);
  return (
    <PendingRejectionsContext.Provider value={value}>{children}</PendingRejectionsContext.Provider>
  );
}

/**
 * The rejections waiting for their undo window ({@link PendingRejectionsProvider}).
 * @throws Error outside a provider (every chat screen has one).
 */
export function usePendingRejections(): PendingRejections {
  const value = useContext(PendingRejectionsContext);
  if (!value) throw new Error('usePendingRejections needs a PendingRejectionsProvider');
  return value;
}
