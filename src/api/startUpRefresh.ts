import { env } from '../env';

/** The refresh sent by {@link sendStartUpRefresh}, until the base query takes it. */
interface SentRefresh {
  /** Absolute URL of the request. */
  url: string;
  /** The bearer token it was sent with. */
  token: string;
  /** Its answer (or its network failure). */
  response: Promise<Response>;
}

let sent: SentRefresh | undefined;

/** The refresh endpoint's path (contract operation `refreshToken`, SPEC §4, §7). */
const REFRESH_PATH = '/v1/employers/auth/refresh';

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/**
 * Sends the start-up refresh of SPEC §4 (`GET /v1/employers/auth/refresh`, operation
 * `refreshToken`) with the stored `token` at once, as the entry starts running, before the
 * rest of the app has been evaluated (issue #20 point 6: on a slow phone that is a fifth of a
 * second sooner). It is the one refresh of the start-up check, not a second one: the check
 * (`initializeSession`) asks RTK Query for the refresh as before, and the base query, instead
 * of sending it again, takes this request's answer ({@link takeStartUpRefresh}) — the same
 * request, error handling, timeout and abort; never retried. Nothing is sent without a token,
 * nor in demo mode (the simulated API is not up yet). `lang` is the interface language sent
 * as `Accept-Language`.
 */
export function sendStartUpRefresh(token: string | null, lang: string): void {
  if (!token || env.apiMocking || typeof fetch !== 'function') return;
  const url = absolute(`${env.apiBaseUrl}${REFRESH_PATH}`);
  const response = fetch(url, {
    method: 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': lang,
      Accept: 'application/json',
    },
  });
  // Taken by the base query, which reports a failure; dropped unread otherwise.
  response.catch(() => undefined);
  sent = { url, token, response };
}

/**
 * The answer of the refresh sent by {@link sendStartUpRefresh} when `request` is that same
 * request (GET of the same URL with the same bearer token), once; `undefined` otherwise, and
 * the caller sends `request` itself. The answer rejects with the reason of `request.signal`
 * when that aborts first (the base query's timeout, the end of the session), as `fetch` does.
 */
export function takeStartUpRefresh(request: Request): Promise<Response> | undefined {
  const refresh = sent;
  if (
    !refresh ||
    request.method !== 'GET' ||
    absolute(request.url) !== refresh.url ||
    request.headers.get('Authorization') !== `Bearer ${refresh.token}`
  ) {
    return undefined;
  }
  sent = undefined;
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    refresh.response
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}
