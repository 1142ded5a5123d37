import { addListener, isFulfilled } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { shallowEqual, useStore } from 'react-redux';
import { chatsApi, messageSentIntoThread } from '../../api/chatsApi';
import { withCrossTabLock } from '../../api/crossTab';
import { asNormalizedError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import type { AuthState } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { clearDone, readDoneKeys, recordDone } from '../../store/outboxDone';
import {
  messageDiscarded,
  messageQueued,
  outboxCleared,
  outboxStorageKey,
  selectChatOutbox,
  sendAcknowledged,
  sendFailed,
  sendStarted,
  transientFailuresRequeued,
  type OutboxEntry,
  type OutboxState,
} from '../../store/outboxSlice';

type Dispatch = ReturnType<typeof useAppDispatch>;

/**
 * The next message to send of every chat: its first entry when that one is `queued` (a chat's
 * messages go in order, one at a time; a `failed` or `sending` first entry holds the others).
 */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const heads = new Map<number, OutboxEntry>();
  for (const entry of entries) if (!heads.has(entry.chatId)) heads.set(entry.chatId, entry);
  return [...heads.values()].filter((entry) => entry.status === 'queued');
}

/** What the sender reads of the state. */
interface SenderState {
  auth: AuthState;
  outbox: OutboxState;
}

/**
 * Sends one outbox entry with its key (the base query retries it) and records the outcome.
 * Across tabs (issue #29) it runs under the employer's outbox lock (`hireline.outbox.<uuid>`):
 * one tab at a time sends that employer's messages, and an entry another tab has already sent
 * or discarded (in the record of src/store/outboxDone.ts, kept in IndexedDB) leaves this tab's
 * outbox unsent — the thread's next poll brings it. Its absence from the saved outbox proves
 * nothing: every tab saves its whole outbox there, so another tab's save drops the messages
 * queued here (they would be lost) and this tab's save puts back one that tab has sent (it
 * would leave twice). Does nothing unless the entry is still `queued` once the lock is held (a
 * second call for the same entry, e.g. a re-run effect, never sends it twice).
 */
async function send(
  dispatch: Dispatch,
  getState: () => SenderState,
  entry: OutboxEntry,
): Promise<void> {
  const owner = getState().auth.user?.uuid;
  if (!owner) {
    // No employee known yet (a session being restored): nothing saved to share with a tab.
    if (getState().outbox.entries.find((e) => e.key === entry.key)?.status === 'queued') {
      await sendNow(dispatch, entry);
    }
    return;
  }
  await withCrossTabLock(outboxStorageKey(owner), async () => {
    const current = getState().outbox.entries.find((e) => e.key === entry.key);
    if (current?.status !== 'queued' || getState().auth.user?.uuid !== owner) return;
    if ((await readDoneKeys(owner)).includes(entry.key)) {
      // Sent (or discarded) by another tab while this one waited for the lock.
      dispatch(sendAcknowledged(entry.key));
      return;
    }
    if (await sendNow(dispatch, entry)) await recordDone(owner, entry.key);
  });
}

/**
 * The request of {@link send}: the entry leaves with its `Idempotency-Key`. Resolves `true` when
 * the server acknowledged it.
 */
async function sendNow(dispatch: Dispatch, entry: OutboxEntry): Promise<boolean> {
  dispatch(sendStarted(entry.key));
  const request =
    entry.kind === 'template' && entry.templateId !== undefined
      ? dispatch(
          chatsApi.endpoints.sendChatMessage.initiate({
            chatId: entry.chatId,
            templateId: entry.templateId,
            idempotencyKey: entry.key,
          }),
        )
      : dispatch(
          chatsApi.endpoints.sendFreeMessage.initiate({
            chatId: entry.chatId,
            body: entry.body,
            idempotencyKey: entry.key,
          }),
        );
  try {
    const message = await request.unwrap();
    // One task, one render: the message is in the thread as it leaves the outbox.
    dispatch(messageSentIntoThread(message));
    dispatch(sendAcknowledged(entry.key));
    return true;
  } catch (error) {
    const { status, message, retryAfter } = asNormalizedError(error);
    dispatch(
      sendFailed({
        key: entry.key,
        error: retryAfter === undefined ? { status, message } : { status, message, retryAfter },
      }),
    );
    return false;
  }
}

/**
 * Sends the outbox (issue #18 point 2; DESIGN.md "When the network fails"), mounted once for a
 * signed-in employer (the dashboard layout): whenever a chat's first unacknowledged message is
 * `queued`, it leaves with its `Idempotency-Key`; on 201 it joins the thread under its server
 * id and leaves the outbox; when every attempt failed it stays, `failed`, with Retry and
 * Discard in the thread. Messages that failed for want of a connection queue again by
 * themselves when it returns: the browser's `online` event, the window's focus, or any
 * answer that reached the API (a poll that succeeded). Renders nothing.
 */
export function OutboxSender() {
  const dispatch = useAppDispatch();
  const next = useAppSelector(
    (state: { outbox: OutboxState }) => nextToSend(state.outbox.entries),
    shallowEqual,
  );
  const store = useStore<SenderState>();
  useEffect(() => {
    for (const entry of next) void send(dispatch, store.getState, entry);
  }, [next, dispatch, store]);
  useEffect(() => {
    const requeue = () => dispatch(transientFailuresRequeued());
    window.addEventListener('online', requeue);
    window.addEventListener('focus', requeue);
    const stopListening = dispatch(
      addListener({
        predicate: (action) =>
          isFulfilled(action) &&
          (chatsApi.endpoints.listChatMessages.matchFulfilled(action) ||
            chatsApi.endpoints.listJobOpeningChats.matchFulfilled(action)),
        effect: (_action, api) => {
          const { outbox } = api.getState() as { outbox: OutboxState };
          if (outbox.entries.some((e) => e.status === 'failed')) requeue();
        },
      }),
    );
    // A message discarded here is not sent by another tab that holds it too (issue #29); on
    // logout the record goes with the saved outbox.
    const stopRecordingDiscards = dispatch(
      addListener({
        actionCreator: messageDiscarded,
        effect: (action, api) => {
          const owner = (api.getState() as SenderState).auth.user?.uuid;
          if (owner) {
            void withCrossTabLock(outboxStorageKey(owner), async () =>
              recordDone(owner, action.payload),
            );
          }
        },
      }),
    );
    const stopClearingRecord = dispatch(
      addListener({
        actionCreator: outboxCleared,
        effect: (_action, api) => {
          const owner = (api.getState() as SenderState).auth.user?.uuid;
          if (owner) void clearDone(owner);
        },
      }),
    );
    return () => {
      window.removeEventListener('online', requeue);
      window.removeEventListener('focus', requeue);
      stopListening();
      stopRecordingDiscards();
      stopClearingRecord();
    };
  }, [dispatch]);
  return null;
}

/**
 * The outbox of one chat for its thread and composer (issue #18 point 2): its unacknowledged
 * messages in order, and `queue`, which puts a new message in it with a fresh
 * `Idempotency-Key` (made now, when Send is pressed) — the composer is then free at once.
 */
export function useChatOutbox(chatId: number) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(
    (state: { outbox: OutboxState }) => selectChatOutbox(state, chatId),
    shallowEqual,
  );
  const queue = (message: Pick<OutboxEntry, 'kind' | 'body' | 'templateId'>) =>
    dispatch(
      messageQueued({
        ...message,
        chatId,
        key: newIdempotencyKey(),
        createdAt: new Date().toISOString(),
      }),
    );
  return { entries, queue };
}
