import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { env } from '../env';
import type { AuthState } from '../store/authSlice';
import { sessionCleared } from '../store/authSlice';
import type { LanguageState } from '../store/languageSlice';
import { normalizeError, parseRetryAfter, type NormalizedError } from './errors';

/** Cache tags (DESIGN.md "Data flow"). */
export const TAG_TYPES = [
  'Employee',
  'JobOpening',
  'Candidate',
  'Chat',
  'Message',
  'Catalog',
  'Subscription',
  'Plan',
  'Payment',
] as const;

interface HeaderState {
  auth: AuthState;
  language: LanguageState;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  prepareHeaders(headers, { getState }) {
    const state = getState() as HeaderState;
    if (state.auth.token) headers.set('Authorization', `Bearer ${state.auth.token}`);
    headers.set('Accept-Language', state.language.lang);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** Endpoints whose 401 means "wrong credentials" or is handled by the caller, not "session over". */
const NO_SESSION_CLEAR = new Set([
  'login',
  'refreshToken',
  'logout',
  'register',
  'getCurrentEmployee',
]);

/** Longest wait before the one retry of a GET answered 429, in seconds. */
export const MAX_RETRY_AFTER_S = 60;

/** `true` for a request that only reads (GET), which may be repeated safely. */
function isRead(args: string | FetchArgs): boolean {
  return typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';
}

/**
 * Base query of every endpoint (SPEC §7, §8): `{baseUrl}` from the environment, `Authorization:
 * Bearer <token>` when a token is stored, `Accept-Language` from the interface language, and
 * errors normalised into {@link NormalizedError} (a 429 also carries `retryAfter`, s). A GET
 * answered 429 waits `Retry-After` (at most {@link MAX_RETRY_AFTER_S} s) and is retried once;
 * a mutation is never repeated (its 429 tells the employer when to try again). A 401 on an
 * authenticated call clears the session (the guards then redirect to /auth/login).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, NormalizedError> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 429 && isRead(args)) {
    const wait = parseRetryAfter(result.meta?.response?.headers.get('Retry-After')) ?? 1;
    if (wait <= MAX_RETRY_AFTER_S) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      result = await rawBaseQuery(args, api, extraOptions);
    }
  }
  if (result.error) {
    const error = normalizeError(result.error);
    if (error.status === 429) {
      const retryAfter = parseRetryAfter(result.meta?.response?.headers.get('Retry-After'));
      if (retryAfter !== undefined) error.retryAfter = retryAfter;
    }
    if (
      error.status === 401 &&
      !NO_SESSION_CLEAR.has(api.endpoint) &&
      (api.getState() as HeaderState).auth.token
    ) {
      api.dispatch(sessionCleared());
    }
    return { error, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/**
 * The one RTK Query API of the app (DESIGN.md). Resources add their endpoints with
 * `api.injectEndpoints` in their own files (`src/api/*.ts`). Subscribed queries refetch when
 * the browser comes back online (`setupListeners` in the store), never on focus unless an
 * endpoint asks for it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  // Back online (SPEC §2, §8 offline notice; issue #7): what the screen shows is asked again.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
