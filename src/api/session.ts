import { createAction } from '@reduxjs/toolkit';

/**
 * The client state the base query reads (SPEC §7, §8; DESIGN.md "Data flow"): the stored
 * bearer token (`null` when signed out) and the interface language sent as
 * `Accept-Language`. Declared here, structurally, so that src/api imports nothing from
 * src/store (DESIGN.md "Layers": the store imports the api, never the reverse); the store's
 * `auth` and `language` slices provide it (`RootState` is checked against it).
 */
export interface ApiClientState {
  auth: { token: string | null };
  language: { lang: string };
}

/**
 * Dispatched by the base query when an authenticated call is answered 401 while a token is
 * stored (SPEC §4: the token was refused): the auth slice ends the session on it, as on
 * `sessionCleared` (token and user cleared, status `anonymous`), and the guards redirect to
 * /auth/login. No payload.
 */
export const sessionRejected = createAction('api/sessionRejected');
