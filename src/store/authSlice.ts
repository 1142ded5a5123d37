import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Company, Employee } from '../api/types';

/** unknown while the start-up check runs, then authenticated or anonymous (SPEC §4). */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  /** Bearer access token (SPEC §7), or null. */
  token: string | null;
  /** The logged-in employee (`GET /v1/employers/auth/employee`), or null. */
  user: Employee | null;
  /**
   * The start-up check could not reach the API (a network error, a 5xx, a timeout): the
   * session is kept (status `unknown`, token and URL unchanged) and the app shows "can't reach
   * Hireline" with Try again (issue #18 point 4; DESIGN.md "When the network fails").
   */
  unreachable?: boolean;
}

/**
 * Initial state; `token` is the stored one read at start. With a token the session is
 * `unknown` until the start-up check ends (SPEC §4); without one there is nothing to check, so
 * it starts `anonymous` and the login page paints on the first frame, not after the check.
 */
export function initialAuthState(token: string | null = null): AuthState {
  return { status: token ? 'unknown' : 'anonymous', token, user: null };
}

/**
 * Authentication state (SPEC §4): the start-up check, login, logout. Side effects (HTTP,
 * navigation, persistence) live in thunks and the listener middleware, not here.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState(),
  reducers: {
    /** A token was obtained (login or refresh); the user is not known yet. */
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** The start-up check begins (again): the session is `unknown` until it ends. */
    sessionCheckStarted(state) {
      state.status = 'unknown';
      state.unreachable = false;
    },
    /** The start-up check could not reach the API: token kept, the session still `unknown`. */
    sessionUnreachable(state) {
      state.unreachable = true;
    },
    /** The employee was loaded: the session is authenticated. */
    userLoaded(state, action: PayloadAction<Employee>) {
      state.user = action.payload;
      state.status = 'authenticated';
      state.unreachable = false;
    },
    /** Company update success replaces the company on the current user (SPEC §4). */
    companyReplaced(state, action: PayloadAction<Company>) {
      if (state.user) state.user.company = action.payload;
    },
    /** Email verification success: the user with `email_verified_at` set. */
    userReplaced(state, action: PayloadAction<Employee>) {
      state.user = action.payload;
    },
    /** Logout, a failed start-up check or a 401: token and user cleared (SPEC §4). */
    sessionCleared(state) {
      state.token = null;
      state.user = null;
      state.status = 'anonymous';
      state.unreachable = false;
    },
  },
});

export const {
  tokenReceived,
  userLoaded,
  companyReplaced,
  userReplaced,
  sessionCleared,
  sessionCheckStarted,
  sessionUnreachable,
} = authSlice.actions;
