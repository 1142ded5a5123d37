import {
  combineReducers,
  type Action,
  type ThunkDispatch,
  type UnknownAction,
  type UnsubscribeListener,
} from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import type { ApiClientState } from '../api/session';
import { authSlice, initialAuthState } from './authSlice';
import { draftsSlice } from './draftsSlice';
import { initialLanguageState, languageSlice } from './languageSlice';
import { outboxSlice } from './outboxSlice';
import { readStorage, STORAGE_KEYS } from './storage';
import { initialThemeState, themeSlice } from './themeSlice';

/**
 * The client state (SPEC §4): slices auth, theme, language, outbox and drafts, and the RTK
 * Query cache under `api`. The store itself is configured above the features, in
 * `src/app/store.ts` (`makeStore`); this layer holds what the features may know of it
 * (DESIGN.md "Layers": features import src/store, never src/app).
 */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  theme: themeSlice.reducer,
  language: languageSlice.reducer,
  outbox: outboxSlice.reducer,
  drafts: draftsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

/** `T`, checked at compile time to be assignable to `U`. */
type Satisfies<T extends U, U> = T;

/**
 * The whole client state. It provides what the api's base query reads (`ApiClientState`:
 * `auth.token`, `language.lang`); a change that breaks that fails to compile here.
 */
export type RootState = Satisfies<ReturnType<typeof rootReducer>, ApiClientState>;

/**
 * The store's `dispatch` (redux-essentials' `AppDispatch`): thunks (RTK Query's `initiate`,
 * `updateQueryData`) return their result, and `dispatch(addListener(…))` returns the
 * function that removes the listener (the listener middleware, prepended in `makeStore`).
 * `makeStore` (src/app/store.ts) checks that the configured store's dispatch is one.
 */
export type AppDispatch = {
  (action: Action<'listenerMiddleware/add'>): UnsubscribeListener;
} & ThunkDispatch<RootState, undefined, UnknownAction>;

/** Client state read back from localStorage at start (SPEC §4: token, mode, lang). */
export function loadPersistedState(): Partial<RootState> {
  return {
    auth: initialAuthState(readStorage(STORAGE_KEYS.token)),
    theme: initialThemeState(readStorage(STORAGE_KEYS.mode)),
    language: initialLanguageState(readStorage(STORAGE_KEYS.lang)),
  };
}
