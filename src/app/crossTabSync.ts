import { abortRequestsInFlight, api } from '../api/baseApi';
import { sessionEndedInAnotherTab, tokenAdopted } from '../api/session';
import { adoptSessionFromAnotherTab } from '../features/auth/session';
import { switchLanguage } from '../features/preferences/switchLanguage';
import { isLanguage } from '../i18n/languages';
import { draftsStorageKey, draftsSynced, parseSavedDrafts } from '../store/draftsSlice';
import { modeChanged } from '../store/themeSlice';
import { STORAGE_KEYS } from '../store/storage';
import { isThemeMode } from '../theme/themes';
import type { AppStore } from './store';

/**
 * Follows what the other tabs of this browser change in localStorage (issue #29; README "Many
 * tabs"), through `storage` events (fired in every other tab of the origin, never in the one
 * that wrote):
 * - `auth_access_token` removed (a logout, or a session another tab saw refused) while this tab
 *   holds a token: the session ends here too, at once — requests in flight aborted, nothing sent
 *   with the revoked token, the API cache dropped — and the guards show the login page, which
 *   says "You have been signed out in another tab" ({@link sessionEndedInAnotherTab});
 * - `auth_access_token` replaced while signed in here: another tab refreshed it (revoking the
 *   one held here), so this tab adopts it ({@link tokenAdopted}) before its next request;
 * - `auth_access_token` set while signed out here: another tab signed in; this tab takes that
 *   session ({@link adoptSessionFromAnotherTab}: the employee loaded with it, no refresh) and
 *   the login page returns to the page the session had ended on;
 * - `mode` and `lang`: the theme and the interface language follow (the language through
 *   `switchLanguage`, which also reloads what the server wrote in the previous one);
 * - `hireline.drafts.<employee uuid>` of the signed-in employer: the composer's drafts typed in
 *   another tab show here too ({@link draftsSynced}).
 * Returns the function that stops following.
 */
export function startCrossTabSync(
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const followToken = (stored: string | null) => {
    const { token, status } = store.getState().auth;
    if (stored === token) return;
    if (stored === null) {
      if (token === null) return;
      abortRequestsInFlight();
      store.dispatch(sessionEndedInAnotherTab());
      store.dispatch(api.util.resetApiState());
      return;
    }
    if (token !== null && status !== 'anonymous') {
      store.dispatch(tokenAdopted(stored));
      return;
    }
    void store.dispatch(adoptSessionFromAnotherTab(stored));
  };
  const draftsKeyOfUser = () => {
    const uuid = store.getState().auth.user?.uuid;
    return uuid ? draftsStorageKey(uuid) : null;
  };
  const onStorage = (event: StorageEvent) => {
    // `key` null: the whole storage was cleared (as a logout for the token).
    if (event.key === null) {
      followToken(null);
      return;
    }
    if (event.key === STORAGE_KEYS.token) followToken(event.newValue);
    else if (event.key === STORAGE_KEYS.mode && isThemeMode(event.newValue)) {
      if (store.getState().theme.mode !== event.newValue) {
        store.dispatch(modeChanged(event.newValue));
      }
    } else if (event.key === draftsKeyOfUser()) {
      store.dispatch(draftsSynced(parseSavedDrafts(event.newValue)));
    } else if (event.key === STORAGE_KEYS.lang && isLanguage(event.newValue)) {
      if (store.getState().language.lang !== event.newValue) {
        void store.dispatch(switchLanguage(event.newValue));
      }
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
