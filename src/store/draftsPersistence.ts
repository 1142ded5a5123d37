import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { userLoaded } from './authSlice';
import {
  draftsCleared,
  draftsRestored,
  draftsStorageKey,
  parseSavedDrafts,
  type DraftsState,
} from './draftsSlice';
import { readStorage, writeStorage } from './storage';

/** What the drafts' listeners read of the state. */
interface DraftsRoot {
  drafts: DraftsState;
}

/**
 * Persists the composer's drafts per employer (issue #21 point 4), as the outbox is persisted
 * (`src/store/listeners.ts`): read back from localStorage `hireline.drafts.<employee uuid>` when
 * the employee is loaded; saved on every change of the signed-in employer's drafts (removed
 * when none is left); removed on logout (`draftsCleared`). A session that ends otherwise leaves
 * the saved copy. Registered once on the app's listener middleware.
 */
export function startDraftsPersistence(middleware: ListenerMiddlewareInstance): void {
  middleware.startListening({
    actionCreator: userLoaded,
    effect: (action, api) => {
      const saved = parseSavedDrafts(readStorage(draftsStorageKey(action.payload.uuid)));
      if (Object.keys(saved).length) api.dispatch(draftsRestored(saved));
    },
  });

  middleware.startListening({
    predicate: (_action, current, previous) =>
      (current as DraftsRoot).drafts !== (previous as DraftsRoot).drafts,
    effect: (action, api) => {
      const { owner, byChat } = (api.getState() as DraftsRoot).drafts;
      const before = (api.getOriginalState() as DraftsRoot).drafts;
      if (draftsCleared.match(action)) {
        if (before.owner) writeStorage(draftsStorageKey(before.owner), null);
        return;
      }
      // Nobody signed in (the saved copy stays), or a new owner whose drafts are read next.
      if (!owner || owner !== before.owner) return;
      writeStorage(
        draftsStorageKey(owner),
        Object.keys(byChat).length ? JSON.stringify(byChat) : null,
      );
    },
  });
}
