import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { authApi } from '../api/authApi';
import { companyApi } from '../api/companyApi';
import { sessionEndedInAnotherTab, sessionRejected, tokenAdopted } from '../api/session';
import type { Company, Employee } from '../contract/types';

/** unknown while the start-up check runs, then authenticated or anonymous (SPEC §4). */
type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

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
  /**
   * The session ended because another tab ended it (issue #29: a logout there): the login page
   * says so. Cleared when an employee is loaded again.
   */
  endedInAnotherTab?: boolean;
  /**
   * The app started from the device's copy of the last visit (issue #31 point 2): `user` is the
   * employee that copy was saved for, shown while the start-up check (status `unknown`) runs;
   * the screens paint from the copy meanwhile. Cleared when the check loads the employee (or
   * ends the session).
   */
  resumed?: boolean;
}

/**
 * Initial state; `token` is the stored one read at start. With a token the session is
 * `unknown` until the start-up check ends (SPEC §4); without one there is nothing to check, so
 * it starts `anonymous` and the login page paints on the first frame, not after the check.
 * `resumedUser`: with a token, the employee of the device's copy the app starts from (issue
 * #31 point 2, `resumed`).
 */
export function initialAuthState(
  token: string | null = null,
  resumedUser: Employee | null = null,
): AuthState {
  if (token && resumedUser) {
    return { status: 'unknown', token, user: resumedUser, resumed: true };
  }
  return { status: token ? 'unknown' : 'anonymous', token, user: null };
}

/** Token and user cleared, the session `anonymous` (SPEC §4): logout, a failed check, a 401. */
function clearSession(state: AuthState): void {
  state.token = null;
  state.user = null;
  state.status = 'anonymous';
  state.unreachable = false;
  delete state.resumed;
}

/** The current user replaced by the one the API answered. */
function replaceUser(state: AuthState, user: Employee): void {
  state.user = user;
}

/** The current user's company replaced by the one the API answered (no user: nothing). */
function replaceCompany(state: AuthState, company: Company): void {
  if (state.user) state.user.company = company;
}

/**
 * Authentication state (SPEC §4): the start-up check, login, logout. Side effects (HTTP,
 * navigation, persistence) live in thunks and the listener middleware, not here. It also
 * follows the api (src/store imports src/api, never the reverse; DESIGN.md "Layers"): a
 * token the API refused (`sessionRejected`, from the base query) ends the session, and the
 * employee answered by `verifyEmail` and the company answered by `updateCompany` replace the
 * current ones.
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
      delete state.endedInAnotherTab;
      delete state.resumed;
    },
    /** Company update success replaces the company on the current user (SPEC §4). */
    companyReplaced(state, action: PayloadAction<Company>) {
      replaceCompany(state, action.payload);
    },
    /** Email verification success: the user with `email_verified_at` set. */
    userReplaced(state, action: PayloadAction<Employee>) {
      replaceUser(state, action.payload);
    },
    /** Logout or a failed start-up check: token and user cleared (SPEC §4). */
    sessionCleared(state) {
      clearSession(state);
    },
  },
  extraReducers: (builder) => {
    // A 401 on an authenticated call (the base query's `sessionRejected`): as `sessionCleared`.
    builder.addCase(sessionRejected, clearSession);
    // Another tab ended the session (issue #29): as a logout here, said on the login page.
    builder.addCase(sessionEndedInAnotherTab, (state) => {
      clearSession(state);
      state.endedInAnotherTab = true;
    });
    // Another tab's token, already stored (issue #29): the session goes on with it.
    builder.addCase(tokenAdopted, (state, action) => {
      state.token = action.payload;
    });
    builder.addMatcher(authApi.endpoints.verifyEmail.matchFulfilled, (state, action) =>
      replaceUser(state, action.payload),
    );
    builder.addMatcher(companyApi.endpoints.updateCompany.matchFulfilled, (state, action) =>
      replaceCompany(state, action.payload),
    );
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

/**
 * Matches every end of a session (SPEC §4): a logout or a failed start-up check
 * (`sessionCleared`), a token the API refused (`sessionRejected`, a 401) and an end in another
 * tab (`sessionEndedInAnotherTab`, issue #29). What goes with the session in memory (the outbox,
 * the drafts) listens to this; what is stored goes with {@link sessionEndedHere} only.
 */
export const sessionEnded = isAnyOf(sessionCleared, sessionRejected, sessionEndedInAnotherTab);

/**
 * Matches the ends of a session decided in this tab (`sessionCleared`, `sessionRejected`): they
 * remove the stored token (and the other tabs follow, issue #29). An end in another tab leaves
 * the storage alone: that tab has cleared it, or a newer session is stored there already.
 */
export const sessionEndedHere = isAnyOf(sessionCleared, sessionRejected);
