import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Location } from 'react-router-dom';
import { authApi } from '../../api/authApi';
import { abortRequestsInFlight, api, holdRequestsForStartUpRefresh } from '../../api/baseApi';
import {
  decideStartUpRefresh,
  markRefreshed,
  REFRESH_LOCK,
  withCrossTabLock,
  type StartUpRefreshDecision,
} from '../../api/crossTab';
import { sessionEndedInAnotherTab, tokenAdopted } from '../../api/session';
import { takeStartUpRefresh } from '../../api/startUpRequests';
import { asNormalizedError, type NormalizedError } from '../../api/errors';
import { subscriptionApi } from '../../api/subscriptionApi';
import type { Employee, LoginRequest, RegisterRequest, TokenResponse } from '../../contract/types';
import {
  sessionCheckStarted,
  sessionCleared,
  sessionUnreachable,
  tokenReceived,
  userLoaded,
  type AuthState,
} from '../../store/authSlice';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { outboxCleared } from '../../store/outboxSlice';
import { draftsCleared } from '../../store/draftsSlice';
import { STORAGE_KEYS, writeStorage } from '../../store/storage';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  logoutSuccess: {
    id: 'auth.logout.success',
    defaultMessage: 'You have successfully logged out',
  },
});

interface ThunkState {
  auth: AuthState;
}

/**
 * Loads the employee with the current token; rejects when it fails or has no uuid. The
 * current subscription, which the sign-up guard reads next (SPEC §1 steps, §6), is requested
 * at the same time into the API cache (`getCurrentSubscription` answers any logged-in
 * employee: 200, or 204 before a plan), so a guarded screen waits one round trip less on a
 * slow network.
 */
async function loadEmployee(dispatch: (action: unknown) => unknown): Promise<Employee> {
  dispatch(subscriptionApi.util.prefetch('getCurrentSubscription', undefined, { force: true }));
  const request = dispatch(
    authApi.endpoints.getCurrentEmployee.initiate(undefined, { forceRefetch: true }),
  ) as {
    unwrap(): Promise<Employee>;
    unsubscribe(): void;
  };
  try {
    const employee = await request.unwrap();
    // A user without uuid is a refusal of the token, like a 401 (SPEC §4).
    if (!employee?.uuid)
      throw { status: 401, message: 'Ups!', errors: [] } satisfies NormalizedError;
    return employee;
  } finally {
    request.unsubscribe();
  }
}

/**
 * `true` when a failed start-up check means the server refused the token (SPEC §4: a 401,
 * or an employee without uuid, reported as a 401 by `loadEmployee`), so the session ends;
 * `false` for a network error, a timeout, a 5xx or a 429, which keep it.
 */
function isTokenRefused(error: NormalizedError): boolean {
  return error.status === 401;
}

/**
 * The refresh step of the start-up check under the cross-tab rules (issue #29), decided under
 * {@link REFRESH_LOCK} — by the start-up script, which has already refreshed (and stored the
 * answer: this tab goes on with it), failed to (its answer is taken here) or adopted another
 * tab's token, or here: the token stored now is refreshed
 * with the lock held until the new token is stored (`tokenReceived`), or another tab's fresh
 * token is adopted as it is. Rejects with the refresh's error; a `none` decision (signed out
 * meanwhile) rejects as a refused token.
 */
async function refreshAcrossTabs(
  dispatch: (action: unknown) => unknown,
  token: string,
): Promise<void> {
  const step = async (decision: StartUpRefreshDecision) => {
    if (decision.action === 'none') {
      throw { status: 401, message: 'Ups!', errors: [] } satisfies NormalizedError;
    }
    if (decision.action === 'adopt') {
      dispatch(tokenReceived(decision.token));
      return;
    }
    // The refresh goes out with the newest token: the stored one, not this page's first.
    dispatch(tokenAdopted(decision.token));
    const refreshed = await (
      dispatch(authApi.endpoints.refreshToken.initiate()) as { unwrap(): Promise<TokenResponse> }
    ).unwrap();
    dispatch(tokenReceived(refreshed.access_token));
    markRefreshed();
  };
  const startUp = await takeStartUpRefresh();
  if (!startUp) return withCrossTabLock(REFRESH_LOCK, () => step(decideStartUpRefresh(token)));
  // The start-up script refreshed (and stored the answer) already: go on with its token. Its
  // refresh failed: the same request again takes its answer (SPEC §4: no second refresh).
  if (startUp.refreshed) {
    dispatch(tokenReceived(startUp.refreshed));
    return;
  }
  return step(startUp.decision);
}

/**
 * Start-up check (SPEC §4): takes the stored token, refreshes it (never retried by itself;
 * across tabs, {@link refreshAcrossTabs}), then loads the employee. Without a token the
 * session is anonymous at once. Only a refusal of the token ({@link isTokenRefused}) clears
 * the session; a network error, a timeout or a 5xx keeps the token and the URL and marks the
 * session `unreachable` (issue #18 point 4): the app then shows "can't reach Hireline", and
 * Try again (or coming back online, or focus) runs this check again — the employer's own new
 * attempt. Resolves `true` when authenticated.
 */
export const initializeSession = createAsyncThunk<boolean, void, { state: ThunkState }>(
  'auth/initializeSession',
  async (_arg, { dispatch, getState }) => {
    if (!getState().auth.token) {
      dispatch(sessionCleared());
      return false;
    }
    dispatch(sessionCheckStarted());
    // A screen painted from the device's copy meanwhile (issue #31 point 2) asks for its data
    // with the refreshed token, once the refresh has ended.
    const release = holdRequestsForStartUpRefresh(dispatch);
    try {
      try {
        await refreshAcrossTabs(dispatch, getState().auth.token as string);
      } finally {
        release();
      }
      const employee = await loadEmployee(dispatch);
      dispatch(userLoaded(employee));
      return true;
    } catch (error) {
      if (isTokenRefused(asNormalizedError(error))) {
        dispatch(sessionCleared());
        dispatch(api.util.resetApiState());
      } else {
        dispatch(sessionUnreachable());
      }
      return false;
    }
  },
);

/**
 * Takes the session another tab has just signed in with (issue #29; the storage listener of
 * src/app/crossTabSync.ts calls it while this tab is signed out): `token` is the stored token,
 * used as it is (that tab obtained it a moment ago: no refresh), and the employee is loaded
 * with it. On success the session is authenticated and the login page returns to the page the
 * session had ended on. A failure leaves this tab signed out, and the storage as it is (it is
 * the other tab's). Resolves `true` when authenticated.
 */
export const adoptSessionFromAnotherTab = createAsyncThunk<boolean, string, { state: ThunkState }>(
  'auth/adoptSessionFromAnotherTab',
  async (token, { dispatch, getState }) => {
    dispatch(tokenAdopted(token));
    try {
      const employee = await loadEmployee(dispatch);
      // Another change of session may have come meanwhile: only this one's employee.
      if (getState().auth.token !== token) return false;
      dispatch(userLoaded(employee));
      return true;
    } catch {
      if (getState().auth.token === token) dispatch(sessionEndedInAnotherTab());
      return false;
    }
  },
);

/**
 * Where login returns to: the page the guard came from (`state.from`, e.g. after a 401 ended
 * the session on /job-openings?search=x, or a link to /account-details?kind=unlock followed
 * logged out) — path, query and hash — unless it is an auth page; otherwise account details
 * (SPEC §4). Also where sign-up goes (issue #30 point 10: a page that needs a finished account
 * then sends the new employer to the first unfinished step, and finishing the sign-up returns
 * to it), and where a tab on the login page goes when another tab signs in (issue #29).
 */
export function returnPathAfterLogin(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth'))
    return '/account-details';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The `location.state` a link between the login and sign-up pages carries: the page the guard
 * came from (`from`), so that switching from one to the other keeps where the employer returns
 * to ({@link returnPathAfterLogin}; issue #30 point 10). `undefined` without one.
 */
export function returnPathState(state: unknown): { from: unknown } | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return from ? { from } : undefined;
}

/**
 * Login (SPEC §4): stores the token, loads the employee. Rejects with the
 * {@link NormalizedError} of the failed call (401 wrong credentials, 422, 429…); the
 * caller navigates to account details on success.
 */
export const logIn = createAsyncThunk<
  Employee,
  LoginRequest,
  { state: ThunkState; rejectValue: NormalizedError }
>('auth/logIn', async (credentials, { dispatch, rejectWithValue }) => {
  try {
    // The login form says a failure (issue #19 point 10: no toast as well).
    const token = await errorsShownInline(dispatch(authApi.endpoints.login.initiate(credentials)));
    dispatch(tokenReceived(token.access_token));
    const employee = await loadEmployee(dispatch);
    dispatch(userLoaded(employee));
    return employee;
  } catch (error) {
    dispatch(sessionCleared());
    return rejectWithValue(asNormalizedError(error));
  }
});

/**
 * Registration (SPEC §4): registers, then logs in automatically with the same email and
 * password. Rejects with the {@link NormalizedError} (422 `fields` for the form).
 */
export const signUp = createAsyncThunk<
  Employee,
  RegisterRequest,
  { state: ThunkState; rejectValue: NormalizedError }
>('auth/signUp', async (payload, { dispatch, rejectWithValue }) => {
  try {
    // The sign-up form says a failure (issue #19 point 10: no toast as well).
    await errorsShownInline(dispatch(authApi.endpoints.register.initiate(payload)));
  } catch (error) {
    return rejectWithValue(asNormalizedError(error));
  }
  const result = await dispatch(logIn({ email: payload.email, password: payload.password }));
  if (logIn.fulfilled.match(result)) return result.payload;
  return rejectWithValue(result.payload ?? asNormalizedError(undefined));
});

/**
 * Logout (SPEC §4, §8): removes the stored token first — the other tabs sign out at once
 * (issue #29) and send nothing more with it —, posts to logout with the token held here (a
 * failure, e.g. an already invalid token, is treated the same), clears the outbox, the drafts,
 * token, user and the API cache, and toasts "You have successfully logged out". The caller
 * navigates to /auth/login.
 */
export const logOut = createAsyncThunk<void, void, { state: ThunkState }>(
  'auth/logOut',
  async (_arg, { dispatch }) => {
    writeStorage(STORAGE_KEYS.token, null);
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch {
      /* the session ends either way */
    }
    // Nothing started for this session lands after it (polls, a send on its way), and the
    // employer's unsent messages and drafts go with it (issue #18 points 2 and 6, issue #21
    // point 4), saved copies too.
    abortRequestsInFlight();
    dispatch(outboxCleared());
    dispatch(draftsCleared());
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    notify({ kind: 'success', summary: texts.logoutSuccess });
  },
);
