import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { env } from '../env';
import {
  DEFAULT_ERROR_MESSAGE,
  normalizeError,
  parseRetryAfter,
  type NormalizedError,
} from './errors';
import { readSharedToken, REFRESH_LOCK, withCrossTabLock } from './crossTab';
import {
  sessionEndedInAnotherTab,
  sessionRejected,
  tokenAdopted,
  type ApiClientState,
} from './session';
import { takeStartUpResponse } from './startUpRequests';
import { deviceCopyRehydrated, REFETCH_AGE_S } from './deviceCopy';

/** Cache tags (DESIGN.md "Data flow"). */
const TAG_TYPES = [
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

/** Longest wait for one HTTP answer before it counts as a network failure, in ms. */
const REQUEST_TIMEOUT_MS = 15_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  // The start-up requests went out as the app started (src/api/startUpRequests.ts): their answers.
  fetchFn: (input, init) =>
    (input instanceof Request && takeStartUpResponse(input)) || fetch(input, init),
  prepareHeaders(headers, { getState }) {
    const state = getState() as ApiClientState;
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

/**
 * Endpoints whose 401 is never answered by adopting another tab's token: those that obtain,
 * rotate or end the token themselves.
 */
const NO_TOKEN_ADOPTION = new Set(['login', 'refreshToken', 'logout', 'register']);

/**
 * The endpoints the contract serves without a bearer token (`security: []`: register, login,
 * password recovery and reset, the catalogs). Every other request needs the token and never
 * leaves without it (issue #18 point 6: after logout nothing is sent without a bearer).
 */
const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'register',
  'requestPasswordChange',
  'resetPassword',
  'listCatalog',
]);

/**
 * The one retry policy of every endpoint (issue #18 point 3; DESIGN.md "When the network
 * fails"), applied by RTK Query's `retry` around the base query:
 *
 * | request | retried by itself | on |
 * |---|---|---|
 * | every query (GET, and the catalog's read-only POST) | yes | network error or timeout, 502, 503, 504, 429 |
 * | a mutation with an `Idempotency-Key` (subscribe, checkout, unlock, free and template messages) | yes | the same |
 * | `refreshToken` (SPEC §4) and every other mutation (login, logout, register, reject, hire, company…) | never | — |
 *
 * At most {@link RETRY_POLICY}.maxAttempts attempts; between them an exponential backoff with
 * jitter (about 0.5–1.5 s, then 1–3 s), or the answer's `Retry-After` when a 429 or 503 gives
 * one of at most `maxRetryAfterS` seconds (a longer one is final: the error carries it, and
 * the notification says when to try again). Every 4xx but 429 is final.
 */
export const RETRY_POLICY = {
  maxAttempts: 3,
  /** Backoff before the first retry, in ms (doubles each time, times 0.5–1.5 for jitter). */
  baseDelayMs: 1000,
  /** Longest `Retry-After` honoured by an automatic retry, in s. */
  maxRetryAfterS: 5,
} as const;

/** Statuses worth another attempt: network failure (0), gateway errors, rate limit. */
const TRANSIENT_STATUSES = new Set([0, 429, 502, 503, 504]);

function headerOf(args: string | FetchArgs, name: string): string | null {
  if (typeof args === 'string' || !args.headers) return null;
  const headers = args.headers;
  if (headers instanceof Headers) return headers.get(name);
  if (Array.isArray(headers)) {
    const pair = headers.find(([key]) => key.toLowerCase() === name.toLowerCase());
    return pair ? pair[1] : null;
  }
  const record = headers as Record<string, string | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (record[key] ?? null) : null;
}

/**
 * `true` when the request may be repeated by itself: a query, or a mutation carrying an
 * `Idempotency-Key` (its repeat is answered with the first answer, never applied twice). The
 * refresh call never is (SPEC §4), nor a call whose `extraOptions.maxRetries` is 0.
 */
function retriesByItself(
  endpoint: string,
  type: 'query' | 'mutation',
  args: string | FetchArgs,
  extraOptions?: { maxRetries?: number },
): boolean {
  if (endpoint === 'refreshToken' || extraOptions?.maxRetries === 0) return false;
  return type === 'query' || headerOf(args, 'Idempotency-Key') !== null;
}

/** The waits chosen by {@link shouldRetry} for a `Retry-After`, by request (its abort signal). */
const retryAfterWaits = new WeakMap<AbortSignal, number>();

/**
 * The retry condition of {@link RETRY_POLICY}: `attempt` is the number of failed attempts so
 * far (1 after the first). Records the `Retry-After` wait for {@link backoff}.
 */
function shouldRetry(
  error: NormalizedError,
  args: string | FetchArgs,
  context: {
    attempt: number;
    baseQueryApi: { endpoint: string; type: 'query' | 'mutation'; signal: AbortSignal };
    extraOptions?: { maxRetries?: number };
  },
): boolean {
  const { attempt, baseQueryApi, extraOptions } = context;
  if (attempt >= RETRY_POLICY.maxAttempts || error.aborted) return false;
  if (!retriesByItself(baseQueryApi.endpoint, baseQueryApi.type, args, extraOptions)) return false;
  if (!TRANSIENT_STATUSES.has(error.status)) return false;
  if (error.retryAfter !== undefined) {
    if (error.retryAfter > RETRY_POLICY.maxRetryAfterS) return false;
    retryAfterWaits.set(baseQueryApi.signal, error.retryAfter * 1000);
  }
  return true;
}

/** The exponential backoff with jitter before retry number `attempt` (1, 2…), in ms. */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1) * (0.5 + random()));
}

/** Waits before a retry: the recorded `Retry-After`, else {@link backoffDelayMs}; aborts with the request. */
function backoff(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  const retryAfter = signal ? retryAfterWaits.get(signal) : undefined;
  if (signal) retryAfterWaits.delete(signal);
  const wait = retryAfter ?? backoffDelayMs(attempt);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, wait);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

/** The requests of the current session: {@link abortRequestsInFlight} aborts them all. */
let inFlight = new AbortController();

/**
 * Aborts every request in flight and drops their outcome quietly (their error carries
 * `aborted`, which is neither retried nor notified): on logout, nothing started for the
 * session that ended may land afterwards (issue #18 point 6); in Storybook, nothing of the
 * story that was left may land in the next one.
 */
export function abortRequestsInFlight(): void {
  inFlight.abort();
  inFlight = new AbortController();
}

/**
 * The start-up refresh under way of each store ({@link holdRequestsForStartUpRefresh}), by the
 * store's `dispatch` (the one thunks and the base query receive).
 */
const startUpRefreshes = new WeakMap<object, Promise<void>>();

/** Endpoints never held by {@link holdRequestsForStartUpRefresh}: the refresh itself, logout. */
const NOT_HELD = new Set(['refreshToken', 'logout']);

/**
 * Holds every authenticated request (all but the refresh, logout and the public endpoints) of
 * the store whose `dispatch` this is until the returned function is called: the start-up check
 * (SPEC §4: refresh, then the employee) calls it before its refresh and releases the hold once
 * the refreshed token is in the store, or the refresh failed. A screen painted from the
 * device's copy during the check (issue #31 point 2) refreshes its data then, with the new
 * token — not with the stored one, which the refresh revokes. Calling the function again does
 * nothing.
 */
export function holdRequestsForStartUpRefresh(dispatch: object): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  startUpRefreshes.set(dispatch, held);
  return () => {
    if (startUpRefreshes.get(dispatch) === held) startUpRefreshes.delete(dispatch);
    release();
  };
}

/** Marks the one repeat of a request refused with a token older than the stored one. */
interface AdoptionRetry {
  adopted?: boolean;
}

/**
 * One attempt (SPEC §7, §8): `{baseUrl}` from the environment, `Authorization: Bearer <token>`
 * when a token is stored (a request that needs one and has none is not sent: a local 401),
 * `Accept-Language` from the interface language, and errors normalised into
 * {@link NormalizedError} (a 429 or 503 also carries `retryAfter`, s). A 401 to a request sent
 * with a token older than the one stored now (another tab refreshed it: issue #29; a refresh
 * still under way in another tab is waited for first) is sent again, once, with the stored
 * token ({@link tokenAdopted}); a 401 while no token is stored any
 * more (another tab logged out) ends the session as {@link sessionEndedInAnotherTab}. Any other
 * 401 on an authenticated call dispatches {@link sessionRejected}: the auth slice clears the session
 * (the guards then redirect to /auth/login). Token and language are read through
 * {@link ApiClientState}, so this layer imports nothing from src/store.
 */
const singleAttempt: BaseQueryFn<string | FetchArgs, unknown, NormalizedError> = async (
  args,
  api,
  extraOptions,
) => {
  const startUpRefresh = startUpRefreshes.get(api.dispatch);
  if (startUpRefresh && !NOT_HELD.has(api.endpoint) && !PUBLIC_ENDPOINTS.has(api.endpoint)) {
    await startUpRefresh;
  }
  const token = (api.getState() as ApiClientState).auth.token;
  if (!token && !PUBLIC_ENDPOINTS.has(api.endpoint)) {
    return { error: { status: 401, message: DEFAULT_ERROR_MESSAGE, errors: [] } };
  }
  // Aborted with the request (RTK Query) or with every request ({@link abortRequestsInFlight}).
  const session = inFlight.signal;
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (api.signal.aborted || session.aborted) abort();
  api.signal.addEventListener('abort', abort);
  session.addEventListener('abort', abort);
  let result: Awaited<ReturnType<typeof rawBaseQuery>>;
  try {
    result = await rawBaseQuery(args, { ...api, signal: controller.signal }, extraOptions);
  } finally {
    api.signal.removeEventListener('abort', abort);
    session.removeEventListener('abort', abort);
  }
  if (session.aborted) {
    return { error: { status: 0, message: DEFAULT_ERROR_MESSAGE, errors: [], aborted: true } };
  }
  if (result.error) {
    const error = normalizeError(result.error);
    if (error.status === 429 || error.status === 503) {
      const retryAfter = parseRetryAfter(result.meta?.response?.headers.get('Retry-After'));
      if (retryAfter !== undefined) error.retryAfter = retryAfter;
    }
    if (error.status === 401 && !NO_TOKEN_ADOPTION.has(api.endpoint)) {
      // Issue #29: another tab may have refreshed (revoking the token sent) or logged out. A
      // refresh still on its way in another tab (the token sent revoked, its successor not
      // stored yet) is waited for: its lock is taken before the stored token is read.
      let stored = readSharedToken();
      if (stored === token && !(extraOptions as AdoptionRetry)?.adopted) {
        stored = await withCrossTabLock(REFRESH_LOCK, async () => readSharedToken());
      }
      const current = (api.getState() as ApiClientState).auth.token;
      if (stored === null && current !== null) {
        api.dispatch(sessionEndedInAnotherTab());
        return { error, meta: result.meta };
      }
      if (stored !== null && stored !== token && !(extraOptions as AdoptionRetry)?.adopted) {
        // Sent again, once, with the stored token: the session ends only if that one is refused.
        if (current !== stored) api.dispatch(tokenAdopted(stored));
        return singleAttempt(args, api, { ...(extraOptions as object), adopted: true });
      }
    }
    if (
      error.status === 401 &&
      !NO_SESSION_CLEAR.has(api.endpoint) &&
      (api.getState() as ApiClientState).auth.token
    ) {
      api.dispatch(sessionRejected());
    }
    return { error, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/**
 * Base query of every endpoint: {@link singleAttempt} under the {@link RETRY_POLICY} (RTK
 * Query's `retry`).
 */
const baseQuery = retry(singleAttempt, {
  retryCondition: shouldRetry as never,
  backoff,
}) as BaseQueryFn<string | FetchArgs, unknown, NormalizedError>;

/**
 * The one RTK Query API of the app (DESIGN.md). Resources add their endpoints with
 * `api.injectEndpoints` in their own files (`src/api/*.ts`). Subscribed queries refetch when
 * the browser comes back online (`setupListeners` in the store), never on focus unless an
 * endpoint asks for it. The device's copy of the last answers comes back into the cache by
 * `deviceCopyRehydrated` (issue #31 point 2, src/api/deviceCopy.ts); a screen that subscribes
 * to such an entry asks for it again at once (`refetchOnMountOrArgChange`: only an entry older
 * than ten years is asked again, and only a rehydrated one is).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  // Back online (SPEC §2, §8 offline notice; issue #7): what the screen shows is asked again.
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: REFETCH_AGE_S,
  extractRehydrationInfo(action, { reducerPath }) {
    if (!deviceCopyRehydrated.match(action)) return undefined;
    // Only `queries` and `provided` are read on rehydration; the rest is RTK Query's shape.
    return {
      queries: action.payload.queries,
      mutations: {},
      provided: action.payload.provided,
      subscriptions: {},
      config: { reducerPath },
    } as never;
  },
  endpoints: () => ({}),
});
