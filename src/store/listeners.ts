import { createListenerMiddleware } from '@reduxjs/toolkit';
import { notificationForAction } from './apiNotifications';
import { notify } from './notifier';
import { sessionCleared, tokenReceived } from './authSlice';
import { languageChanged, applyDocumentLanguage } from './languageSlice';
import { readStorage, STORAGE_KEYS, writeStorage, writeTokenCookie } from './storage';
import { applyThemeClass, modeChanged, modeToggled } from './themeSlice';
import type { ThemeState } from './themeSlice';

/**
 * Side effects of client state (SPEC §4, §7, §9): persistence of the token (localStorage
 * `auth_access_token` + cookie `access_token`), theme (`mode` + root class) and language
 * (`lang` + `<html lang>`).
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
  actionCreator: sessionCleared,
  effect: () => {
    if (readStorage(STORAGE_KEYS.token) !== null) writeStorage(STORAGE_KEYS.token, null);
    writeTokenCookie(null);
  },
});

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
