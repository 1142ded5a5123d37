import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/baseApi';
import { loadPersistedState, rootReducer, type AppDispatch, type RootState } from '../store';
import { listenerMiddleware } from '../store/listeners';

/**
 * Builds the store (redux-essentials: `configureStore` at the top, in src/app; DESIGN.md
 * "Layers"): the root reducer of src/store (slices auth, theme, language, outbox and the RTK
 * Query cache), the listener middleware (persistence, notifications; prepended, so that
 * `dispatch(addListener(…))` returns its unsubscribe function) and the api's middleware;
 * subscribed queries refetch when the browser is back online (`setupListeners`).
 * `preloadedState` defaults to what `loadPersistedState` reads from localStorage (SPEC §4:
 * token, mode, lang); stories and tests pass their own.
 *
 * `invariantCheckWarnAfter`: RTK's development-only checks (state never mutated, state and
 * actions serializable; absent from production builds) time themselves and warn when one
 * dispatch took them longer than this many milliseconds (RTK's default, 32, when omitted).
 * The unit tests' store (tests/unit/testStore.ts) keeps the checks and drops that warning.
 */
export function makeStore(
  preloadedState: Partial<RootState> = loadPersistedState(),
  { invariantCheckWarnAfter }: { invariantCheckWarnAfter?: number } = {},
) {
  const warnAfter = { warnAfter: invariantCheckWarnAfter };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ immutableCheck: warnAfter, serializableCheck: warnAfter })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  // The typed hooks (src/store/hooks.ts) declare this dispatch: checked here, at compile time.
  const dispatch: AppDispatch = store.dispatch;
  setupListeners(dispatch);
  return store;
}

/** A store built by {@link makeStore}: what `<App store>` and the test harnesses take. */
export type AppStore = ReturnType<typeof makeStore>;
