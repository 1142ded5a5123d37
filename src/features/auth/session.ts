import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '../../api/authApi';
import { api } from '../../api/baseApi';
import { asNormalizedError, type NormalizedError } from '../../api/errors';
import { subscriptionApi } from '../../api/subscriptionApi';
import type { Employee, LoginRequest, RegisterRequest } from '../../api/types';
import { sessionCleared, tokenReceived, userLoaded, type AuthState } from '../../store/authSlice';
import { notify } from '../../store/notifier';

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
    if (!employee?.uuid) throw { status: 0, message: 'Ups!', errors: [] } satisfies NormalizedError;
    return employee;
  } finally {
    request.unsubscribe();
  }
}

/**
 * Start-up check (SPEC §4): takes the stored token, refreshes it (never retried), then loads
 * the employee. Without a token the session is anonymous at once. Any failure, or an
 * employee without uuid, clears the session; resolves `true` when authenticated.
 */
export const initializeSession = createAsyncThunk<boolean, void, { state: ThunkState }>(
  'auth/initializeSession',
  async (_arg, { dispatch, getState }) => {
    if (!getState().auth.token) {
      dispatch(sessionCleared());
      return false;
    }
    try {
      const refreshed = await dispatch(authApi.endpoints.refreshToken.initiate()).unwrap();
      dispatch(tokenReceived(refreshed.access_token));
      const employee = await loadEmployee(dispatch);
      dispatch(userLoaded(employee));
      return true;
    } catch {
      dispatch(sessionCleared());
      dispatch(api.util.resetApiState());
      return false;
    }
  },
);

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
    const token = await dispatch(authApi.endpoints.login.initiate(credentials)).unwrap();
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
    await dispatch(authApi.endpoints.register.initiate(payload)).unwrap();
  } catch (error) {
    return rejectWithValue(asNormalizedError(error));
  }
  const result = await dispatch(logIn({ email: payload.email, password: payload.password }));
  if (logIn.fulfilled.match(result)) return result.payload;
  return rejectWithValue(result.payload ?? asNormalizedError(undefined));
});

/**
 * Logout (SPEC §4, §8): posts to logout (a failure, e.g. an already invalid token, is
 * treated the same), clears token, user and the API cache, and toasts "You have
 * successfully logged out". The caller navigates to /auth/login.
 */
export const logOut = createAsyncThunk<void, void, { state: ThunkState }>(
  'auth/logOut',
  async (_arg, { dispatch }) => {
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch {
      /* the session ends either way */
    }
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    notify({ kind: 'success', summary: { id: 'auth.logout.success' } });
  },
);
