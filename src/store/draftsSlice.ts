import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, userLoaded } from './authSlice';
import { messageDiscarded, sendAcknowledged } from './outboxSlice';

/** One chat's draft: what the employer typed in its composer (issue #21 point 4). */
export interface Draft {
  /** The typed text, as typed (never blank: a blank draft is removed). */
  text: string;
  /**
   * Send was pressed: the text left the composer as the outbox message with this
   * `Idempotency-Key`, and is kept here until the server acknowledges it (or the employer
   * discards it). The composer and the chat list no longer show a sent draft.
   */
  sentKey?: string;
}

/** The signed-in employer's drafts. */
export interface DraftsState {
  /**
   * The uuid of the employee whose drafts these are (set when the employee is loaded), or
   * `null` with nobody signed in: no draft is kept then.
   */
  owner: string | null;
  /** Drafts by chat id (`chat_id`). */
  byChat: Record<number, Draft>;
}

const initialState: DraftsState = { owner: null, byChat: {} };

/** Removes the drafts that became the outbox message `key`. */
function dropSent(state: DraftsState, key: string): void {
  for (const [chatId, draft] of Object.entries(state.byChat)) {
    if (draft.sentKey === key) delete state.byChat[Number(chatId)];
  }
}

/**
 * The composer's drafts (issue #21 point 4): per chat and per employer, persisted by the
 * listener middleware under `hireline.drafts.<employee uuid>` (`startDraftsPersistence`), so
 * the text survives navigation and reloads. A draft is cleared when the message it became is
 * acknowledged by the server (`sendAcknowledged`) — until then the text is also kept here, so a
 * failed send loses nothing — or discarded (`messageDiscarded`), and all of the employer's
 * drafts on logout (`draftsCleared`). A session that ends otherwise (a refused token) empties
 * them in memory only; the saved copy comes back at the next sign-in.
 */
export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    /**
     * The composer of chat `chatId` holds `text` (blank: the draft is removed). Ignored with
     * nobody signed in.
     */
    draftChanged(state, action: PayloadAction<{ chatId: number; text: string }>) {
      if (state.owner === null) return;
      const { chatId, text } = action.payload;
      if (text.trim() === '') delete state.byChat[chatId];
      else state.byChat[chatId] = { text };
    },
    /** Send was pressed: `text` left the composer as the outbox message `key`. */
    draftSent(state, action: PayloadAction<{ chatId: number; key: string; text: string }>) {
      if (state.owner === null) return;
      const { chatId, key, text } = action.payload;
      state.byChat[chatId] = { text, sentKey: key };
    },
    /** The employer's saved drafts, read back after sign-in (the ones in memory win). */
    draftsRestored(state, action: PayloadAction<Record<number, Draft>>) {
      if (state.owner === null) return;
      state.byChat = { ...action.payload, ...state.byChat };
    },
    /**
     * The employer's saved drafts as another tab just saved them (issue #29): they replace the
     * ones in memory (a composer keeps what is being typed in it, useChatDraft).
     */
    draftsSynced(state, action: PayloadAction<Record<number, Draft>>) {
      if (state.owner === null) return;
      state.byChat = action.payload;
    },
    /** Logout: the employer's drafts are removed, in memory and in storage. */
    draftsCleared(state) {
      state.byChat = {};
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoaded, (state, action) => {
        // Another employee's drafts never show: a new owner starts empty (then restored).
        if (state.owner === action.payload.uuid) return;
        state.owner = action.payload.uuid;
        state.byChat = {};
      })
      .addCase(sendAcknowledged, (state, action) => dropSent(state, action.payload))
      .addCase(messageDiscarded, (state, action) => dropSent(state, action.payload))
      .addMatcher(sessionEnded, (state) => {
        state.owner = null;
        state.byChat = {};
      });
  },
});

export const { draftChanged, draftSent, draftsRestored, draftsSynced, draftsCleared } =
  draftsSlice.actions;

/** The composer's text of chat `chatId`: its draft not yet sent, or `''`. */
export function selectDraftText(state: { drafts: DraftsState }, chatId: number): string {
  const draft = state.drafts.byChat[chatId];
  return draft && draft.sentKey === undefined ? draft.text : '';
}

/**
 * The drafts the chat list shows ("Draft: …"): chat id → text of every draft not yet sent.
 * Memoized: the same object while the drafts do not change.
 */
export const selectDraftTexts = createSelector(
  [(state: { drafts: DraftsState }) => state.drafts.byChat],
  (byChat): Readonly<Record<number, string>> => {
    const texts: Record<number, string> = {};
    for (const [chatId, draft] of Object.entries(byChat)) {
      if (draft.sentKey === undefined) texts[Number(chatId)] = draft.text;
    }
    return texts;
  },
);

/** localStorage key of an employer's saved drafts. */
export function draftsStorageKey(employeeUuid: string): string {
  return `hireline.drafts.${employeeUuid}`;
}

/**
 * Reads saved drafts (JSON object: chat id → {@link Draft}); `{}` when absent or unreadable.
 * Entries that are not drafts are left out.
 */
export function parseSavedDrafts(raw: string | null): Record<number, Draft> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const drafts: Record<number, Draft> = {};
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const chatId = Number(key);
      if (!Number.isSafeInteger(chatId) || chatId < 1) continue;
      if (typeof entry !== 'object' || entry === null) continue;
      const { text, sentKey } = entry as Partial<Draft>;
      if (typeof text !== 'string' || text.trim() === '') continue;
      drafts[chatId] = typeof sentKey === 'string' ? { text, sentKey } : { text };
    }
    return drafts;
  } catch {
    return {};
  }
}
