import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from './authSlice';

/**
 * What the employer sent and the server has not acknowledged yet (issue #18 point 2;
 * DESIGN.md "When the network fails"): one entry per message, with the `Idempotency-Key` made
 * when Send was pressed and reused by every retry of that message, automatic or by hand.
 */
export interface OutboxEntry {
  /** The message's Idempotency-Key (a UUID v4): its identity until the server answers 201. */
  key: string;
  /** The chat's numeric id (`chat_id`). */
  chatId: number;
  /** `free`: `sendFreeMessage` with `body`; `template`: `sendChatMessage` with `templateId`. */
  kind: 'free' | 'template';
  /** The text shown in the thread (the typed text, or the template's body). */
  body: string;
  /** The first-question template sent (`kind: 'template'`). */
  templateId?: number;
  /**
   * `queued`: waiting for its turn (messages of a chat go in order); `sending`: a request is on
   * its way (its retries included); `failed`: not sent, with Retry and Discard.
   */
  status: 'queued' | 'sending' | 'failed';
  /** Why the last attempt failed (`status: 'failed'`): HTTP status (0 = network), message. */
  error?: { status: number; message: string; retryAfter?: number };
  /** When Send was pressed (ISO 8601). */
  createdAt: string;
}

/** Every chat's unacknowledged messages, in the order they were sent. */
export interface OutboxState {
  entries: OutboxEntry[];
}

const initialState: OutboxState = { entries: [] };

/** `true` for a failure that another attempt may cure: network, timeout, 5xx, 429. */
function isTransientFailure(error: OutboxEntry['error']): boolean {
  return error !== undefined && (error.status === 0 || error.status === 429 || error.status >= 500);
}

/**
 * The outbox (issue #18 point 2): per-chat queues of messages sent and not yet acknowledged,
 * persisted per employer by the listener middleware (`hireline.outbox.<employee uuid>`) and
 * emptied on logout. The sender (src/features/chats/OutboxSender.tsx) sends each chat's
 * messages in order, one at a time.
 */
export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** Send was pressed: the message joins its chat's queue. */
    messageQueued(state, action: PayloadAction<Omit<OutboxEntry, 'status' | 'error'>>) {
      state.entries.push({ ...action.payload, status: 'queued' });
    },
    /** Its request leaves (with its retries). */
    sendStarted(state, action: PayloadAction<string>) {
      const entry = state.entries.find((e) => e.key === action.payload);
      if (entry) {
        entry.status = 'sending';
        delete entry.error;
      }
    },
    /** The server answered 201: the message is in the thread, under its server id. */
    sendAcknowledged(state, action: PayloadAction<string>) {
      state.entries = state.entries.filter((e) => e.key !== action.payload);
    },
    /** Every attempt failed: not sent, its text kept, with Retry and Discard. */
    sendFailed(
      state,
      action: PayloadAction<{ key: string; error: NonNullable<OutboxEntry['error']> }>,
    ) {
      const entry = state.entries.find((e) => e.key === action.payload.key);
      if (entry) {
        entry.status = 'failed';
        entry.error = action.payload.error;
      }
    },
    /** Retry pressed on a message that was not sent: it queues again, with the same key. */
    retryRequested(state, action: PayloadAction<string>) {
      const entry = state.entries.find((e) => e.key === action.payload);
      if (entry?.status === 'failed') {
        entry.status = 'queued';
        delete entry.error;
      }
    },
    /** The connection is back: the messages that failed for its lack queue again. */
    transientFailuresRequeued(state) {
      for (const entry of state.entries) {
        if (entry.status === 'failed' && isTransientFailure(entry.error)) {
          entry.status = 'queued';
          delete entry.error;
        }
      }
    },
    /** Discard pressed: the message is dropped, never sent. */
    messageDiscarded(state, action: PayloadAction<string>) {
      state.entries = state.entries.filter((e) => e.key !== action.payload);
    },
    /**
     * The employer's saved outbox, read back after sign-in: a message that was on its way when
     * the page closed queues again (its key makes the repeat safe).
     */
    outboxRestored(state, action: PayloadAction<OutboxEntry[]>) {
      const known = new Set(state.entries.map((e) => e.key));
      for (const entry of action.payload) {
        if (known.has(entry.key)) continue;
        state.entries.push(entry.status === 'sending' ? { ...entry, status: 'queued' } : entry);
      }
    },
    /** Logout: the outbox is emptied, in memory and in storage. */
    outboxCleared(state) {
      state.entries = [];
    },
  },
  extraReducers: (builder) => {
    // A session that ends (logout, a refused token) leaves nothing to send in memory; the
    // saved copy is removed on logout only (`outboxCleared`), so a refused token loses nothing.
    builder.addMatcher(sessionEnded, (state) => {
      state.entries = [];
    });
  },
});

export const {
  messageQueued,
  sendStarted,
  sendAcknowledged,
  sendFailed,
  retryRequested,
  transientFailuresRequeued,
  messageDiscarded,
  outboxRestored,
  outboxCleared,
} = outboxSlice.actions;

const EMPTY: OutboxEntry[] = [];

/** The unacknowledged messages of chat `chatId`, in order (a stable empty array when none). */
export function selectChatOutbox(state: { outbox: OutboxState }, chatId: number): OutboxEntry[] {
  const entries = state.outbox.entries.filter((e) => e.chatId === chatId);
  return entries.length ? entries : EMPTY;
}

/** localStorage key of an employer's saved outbox. */
export function outboxStorageKey(employeeUuid: string): string {
  return `hireline.outbox.${employeeUuid}`;
}

/**
 * localStorage key of the record of an employer's messages that left the outbox in some tab
 * (acknowledged by the server, or discarded): a JSON array of their keys, the newest last. The
 * sender reads it under the outbox lock before sending (issue #29: never twice across tabs).
 */
export function outboxDoneStorageKey(employeeUuid: string): string {
  return `${outboxStorageKey(employeeUuid)}.done`;
}

/** Reads {@link outboxDoneStorageKey}'s record; `[]` when absent or unreadable. */
export function parseDoneKeys(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads a saved outbox (JSON array of {@link OutboxEntry}); `[]` when absent or unreadable. */
export function parseSavedOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter(
          (e): e is OutboxEntry =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as OutboxEntry).key === 'string' &&
            typeof (e as OutboxEntry).chatId === 'number' &&
            typeof (e as OutboxEntry).body === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
