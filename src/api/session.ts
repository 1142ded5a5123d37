import { createAction } from '@reduxjs/toolkit';

/**
 * The client state the base query reads (SPEC §7, §8; DESIGN.md "Data flow"): the stored
 * bearer token (`null` when signed out) and the interface language sent as
 * `Accept-Language`. Declared here, structurally, so that src/api imports nothing from
 * src/store (DESIGN.md "Layers": the store imports the api, never the reverse); the store's
 * `auth` and `language` slices provide it (`RootState` is checked against it).
 */
export interface ApiClientState {
  auth: { token: string | null; user: { uuid: string } | null };
  language: { lang: string };
}

/**
 * Dispatched by the base query when an authenticated call is answered 401 while a token is
 * stored (SPEC §4: the token was refused): the auth slice ends the session on it, as on
 * `sessionCleared` (token and user cleared, status `anonymous`), and the guards redirect to
 * /auth/login. No payload.
 */
export const sessionRejected = createAction('api/sessionRejected');

/**
 * The token another tab stored replaces this tab's (issue #29: the stored token is the truth
 * every tab shares; another tab's refresh revoked the one held here). Payload: the stored
 * token, already in storage (nothing is written again). Dispatched by the base query before it
 * sends a request refused with an older token again, and by the start-up check before its
 * refresh; the auth slice takes it as the session's token.
 */
export const tokenAdopted = createAction<string>('api/tokenAdopted');

/**
 * Another tab ended the session (issue #29): its logout removed the stored token (or a 401
 * there ended it). This tab ends its own without sending anything more — requests in flight
 * are aborted by the listener — and the login page says "You have been signed out in another
 * tab". No payload.
 */
export const sessionEndedInAnotherTab = createAction('api/sessionEndedInAnotherTab');
