import { createListenerMiddleware } from '@reduxjs/toolkit';
import { notificationForAction } from './apiNotifications';
import { notify } from './notifier';
import { sessionEndedHere, tokenReceived, userLoaded, type AuthState } from './authSlice';
import {
  outboxCleared,
  outboxRestored,
  outboxSlice,
  outboxStorageKey,
  parseSavedOutbox,
  type OutboxState,
} from './outboxSlice';
import { languageChanged, applyDocumentLanguage } from './languageSlice';
import { startDraftsPersistence } from './draftsPersistence';
import { startDeviceCopyPersistence } from './deviceCopy';
import { readStorage, STORAGE_KEYS, writeStorage, writeTokenCookie } from './storage';
import { clearSavedSelections } from './suggestionMemory';
import { applyThemeClass, modeChanged, modeToggled } from './themeSlice';
import type { ThemeState } from './themeSlice';

/**
 * Side effects of client state (SPEC §4, §7, §9): persistence of the token (localStorage
 * `auth_access_token` + cookie `access_token`), theme (`mode` + root class), language
 * (`lang` + `<html lang>`) and the employer's outbox (`hireline.outbox.<uuid>`); the
 * suggested-candidates selections (`suggestionMemory`) are removed when the session ends.
 */
export const listenerMiddleware = createListenerMiddleware();

listenerMiddleware.startListening({
  actionCreator: tokenReceived,
  effect: (action) => {
    writeStorage(STORAGE_KEYS.token, action.payload);
    writeTokenCookie(action.payload);
  },
});

listenerMiddleware.startListening({
  // Logout, a failed start-up check, a token the API refused (a 401); not an end in another tab.
  matcher: sessionEndedHere,
  effect: () => {
    if (readStorage(STORAGE_KEYS.token) !== null) writeStorage(STORAGE_KEYS.token, null);
    writeTokenCookie(null);
    // The selections made in the suggested-candidates dialog go with the session (issue #19
    // point 15); the last-used minimum match, a preference, stays like `mode` and `lang`.
    clearSavedSelections();
  },
});

// The outbox (issue #18 point 2), per employer: read back when the employee is known, saved
// on every change while signed in, removed on logout.
listenerMiddleware.startListening({
  actionCreator: userLoaded,
  effect: (action, api) => {
    const saved = parseSavedOutbox(readStorage(outboxStorageKey(action.payload.uuid)));
    if (saved.length) api.dispatch(outboxRestored(saved));
  },
});

listenerMiddleware.startListening({
  predicate: (action) =>
    typeof (action as { type?: unknown }).type === 'string' &&
    (action as { type: string }).type.startsWith(`${outboxSlice.name}/`),
  effect: (action, api) => {
    const state = api.getState() as { auth: AuthState; outbox: OutboxState };
    const previous = api.getOriginalState() as { auth: AuthState };
    const uuid = state.auth.user?.uuid ?? previous.auth.user?.uuid;
    if (!uuid) return;
    const entries = state.outbox.entries;
    writeStorage(
      outboxStorageKey(uuid),
      outboxCleared.match(action) || entries.length === 0 ? null : JSON.stringify(entries),
    );
  },
});

// The composer's drafts (issue #21 point 4), per employer, like the outbox.
startDraftsPersistence(listenerMiddleware);

// The device's copy of the last answers (issue #31 point 2): written while signed in, removed
// when the session ends.
startDeviceCopyPersistence(listenerMiddleware);

listenerMiddleware.startListening({
  matcher: (action) => modeChanged.match(action) || modeToggled.match(action),
  effect: (_action, api) => {
    const { mode } = (api.getState() as { theme: ThemeState }).theme;
    writeStorage(STORAGE_KEYS.mode, mode);
    applyThemeClass(mode);
  },
});

listenerMiddleware.startListening({
  actionCreator: languageChanged,
  effect: (action) => {
    writeStorage(STORAGE_KEYS.lang, action.payload);
    applyDocumentLanguage(action.payload);
  },
});

listenerMiddleware.startListening({
  predicate: (action) => notificationForAction(action) !== null,
  effect: (action) => {
    const notification = notificationForAction(action);
    if (notification) notify(notification);
  },
});
