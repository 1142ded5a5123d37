import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/baseApi';
import { authSlice, initialAuthState } from './authSlice';
import { initialLanguageState, languageSlice } from './languageSlice';
import { listenerMiddleware } from './listeners';
import { outboxSlice } from './outboxSlice';
import { readStorage, STORAGE_KEYS } from './storage';
import { initialThemeState, themeSlice } from './themeSlice';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  theme: themeSlice.reducer,
  language: languageSlice.reducer,
  outbox: outboxSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Client state read back from localStorage at start (SPEC §4: token, mode, lang). */
export function loadPersistedState(): Partial<RootState> {
  return {
    auth: initialAuthState(readStorage(STORAGE_KEYS.token)),
    theme: initialThemeState(readStorage(STORAGE_KEYS.mode)),
    language: initialLanguageState(readStorage(STORAGE_KEYS.lang)),
  };
}

/**
 * Builds a store: slices auth/theme/language, the RTK Query cache, and the listener
 * middleware (persistence, notifications). `preloadedState` defaults to what
 * {@link loadPersistedState} reads; stories and tests pass their own.
 */
export function makeStore(preloadedState: Partial<RootState> = loadPersistedState()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
