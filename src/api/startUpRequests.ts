import { env } from '../env';
import {
  decideStartUpRefresh,
  markRefreshed,
  REFRESH_LOCK,
  withCrossTabLock,
  writeSharedToken,
  type StartUpRefreshDecision,
} from './crossTab';

/** A request sent by {@link sendStartUpRequests}, until the base query takes it. */
interface SentRequest {
  /** Absolute URL of the GET. */
  url: string;
  /** The bearer token it was sent with. */
  token: string;
  /** When it was sent (`Date.now()`, ms). */
  sentAt: number;
  /** Its answer (or its network failure). */
  response: Promise<Response>;
}

const sent: SentRequest[] = [];

/** The refresh endpoint's path (contract operation `refreshToken`, SPEC §4, §7). */
const REFRESH_PATH = '/v1/employers/auth/refresh';

/**
 * How long, in ms after it was sent, a start-up answer may be taken: the app's start on a slow
 * phone network, not a later visit to a screen (which asks the API afresh).
 */
export const START_UP_ANSWER_MAX_AGE_MS = 15_000;

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

function send(path: string, token: string, lang: string): Promise<Response> {
  const url = absolute(`${env.apiBaseUrl}${path}`);
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
  sent.push({ url, token, sentAt: Date.now(), response });
  return response;
}

/**
 * What the start-up script did about this page's refresh: what it decided under the lock and,
 * when its refresh was answered with a new token (already stored), that token.
 */
export interface StartUpRefreshOutcome {
  decision: StartUpRefreshDecision;
  refreshed: string | null;
}

/** {@link StartUpRefreshOutcome} of this page, until the app takes it. */
let startUpOutcome: Promise<StartUpRefreshOutcome> | null = null;

/** This page's {@link sendStartUpRequests} outcome: its calls sent, or known not to be. */
let startUpCallsOut: Promise<void> = Promise.resolve();

/** This page's start-up refresh: on the wire, or known not to be sent. */
let startUpRefreshOut: Promise<void> = Promise.resolve();

/**
 * Sends the start-up refresh of SPEC §4 (`GET /v1/employers/auth/refresh`, operation
 * `refreshToken`) from the start-up script that runs while the entry is still downloading
 * (src/app/startUp.ts; issue #20 point 6), and, once it has answered 2xx with a new
 * `access_token`, the GETs of `then` (contract paths with their query, e.g.
 * `/v1/employers/auth/employee`) with that token: the calls the app makes first after the
 * refresh — the employee, the current subscription, the screen's first list —, which then
 * travel while the app's code is still arriving.
 *
 * Across tabs (issue #29) it runs under {@link REFRESH_LOCK} and decides with the token stored
 * now ({@link decideStartUpRefresh}; `token`, the one stored when the page started, when none
 * is): the refresh goes out with the newest token and its answer is stored (with the mark of
 * this tab's refresh) before the lock is released, so the next tab refreshes that one; or —
 * another tab refreshed a moment ago — no refresh is sent and the calls of `then` go out with
 * that tab's token. The app learns what was decided with {@link takeStartUpRefresh}.
 *
 * Each call is the app's own request, not a second one: the app asks RTK Query as before, and
 * the base query, instead of sending it again, takes the answer ({@link takeStartUpResponse}) —
 * the same request, error handling, timeout and abort; never retried here. A refresh that
 * fails sends nothing more. Nothing is sent without a token, nor in demo mode (the simulated
 * API is not up yet). `lang` is the interface language sent as `Accept-Language`. Resolves
 * (never rejects) once the calls of `then` have been sent, or once it is known they will not
 * be.
 */
export function sendStartUpRequests(
  token: string | null,
  lang: string,
  then: readonly string[] = [],
): Promise<void> {
  if (!token || env.apiMocking || typeof fetch !== 'function') return Promise.resolve();
  let decision: StartUpRefreshDecision = { action: 'refresh', token };
  let refreshed: string | null = null;
  let refreshOut: () => void = () => undefined;
  startUpRefreshOut = new Promise((resolve) => {
    refreshOut = resolve;
  });
  const sendThen = (newest: string) => {
    for (const path of then) send(path, newest, lang);
  };
  const done = withCrossTabLock(REFRESH_LOCK, async () => {
    decision = decideStartUpRefresh(token);
    if (decision.action === 'adopt') sendThen(decision.token);
    if (decision.action !== 'refresh') return;
    const refresh = send(REFRESH_PATH, decision.token, lang);
    refreshOut();
    // The first reaction to the answer: its body is read from a copy before the app reads it.
    const body = await refresh
      .then((response) =>
        response.ok ? (response.clone().json() as Promise<{ access_token?: unknown }>) : null,
      )
      .catch(() => null);
    const answered = body?.access_token;
    if (typeof answered !== 'string' || !answered) return;
    // Stored before the lock is released: the next tab refreshes this token, not the old one.
    writeSharedToken(answered);
    markRefreshed();
    refreshed = answered;
    sendThen(answered);
  }).catch(() => undefined);
  // No refresh after all (another tab's token adopted, a failure before it left).
  void done.then(refreshOut);
  startUpOutcome = done.then(() => ({ decision, refreshed }));
  startUpCallsOut = done;
  return then.length ? done : Promise.resolve();
}

/**
 * Resolves (never rejects) once this page's start-up refresh has been answered and the calls
 * that follow it are on the wire, or once it is known that none will be (no stored token, demo
 * mode, a failed refresh): at once when {@link sendStartUpRequests} has not run. The start-up
 * script loads the page's chunks after it (src/app/startUpRoute.ts, issue #31 point 1): on a
 * phone served over HTTP/1.1 — six connections a host — two dozen chunk requests queued first
 * would hold the refresh and the calls after it until every chunk had arrived, and the screen's
 * data would come after its code instead of long before it.
 */
export function startUpCallsSent(): Promise<void> {
  return startUpCallsOut;
}

/**
 * Resolves (never rejects) once this page's start-up refresh is on the wire — in the task that
 * sent it, right after — or once it is known that none will be (no stored token, demo mode,
 * another tab's fresh token adopted): at once when {@link sendStartUpRequests} has not run.
 * The start-up script's own work waits for it (the fonts' warm-up, Intl's locale data:
 * src/app/startUp.ts, src/app/startUpRoute.ts), so that the refresh, and the calls and chunks
 * that wait for its answer, leave first (issue #31 point 1).
 */
export function startUpRefreshSent(): Promise<void> {
  return startUpRefreshOut;
}

/**
 * What this page's start-up script did under {@link REFRESH_LOCK}, once it is done (once;
 * `null` when it did nothing: demo mode, no token, or already taken): the start-up check then
 * goes on with the token it stored or adopted, or takes the failed refresh's answer, instead of
 * refreshing again.
 */
export function takeStartUpRefresh(): Promise<StartUpRefreshOutcome> | null {
  const taken = startUpOutcome;
  startUpOutcome = null;
  return taken;
}

/**
 * The answer of a request sent by {@link sendStartUpRequests} when `request` is that same
 * request (GET of the same URL with the same bearer token, at most
 * {@link START_UP_ANSWER_MAX_AGE_MS} after it was sent), once; `undefined` otherwise, and the
 * caller sends `request` itself. The answer rejects with the reason of `request.signal` when
 * that aborts first (the base query's timeout, the end of the session), as `fetch` does.
 */
export function takeStartUpResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || !sent.length) return undefined;
  const url = absolute(request.url);
  const authorization = request.headers.get('Authorization');
  const index = sent.findIndex(
    (candidate) => candidate.url === url && authorization === `Bearer ${candidate.token}`,
  );
  if (index < 0) return undefined;
  const [taken] = sent.splice(index, 1);
  if (Date.now() - taken.sentAt > START_UP_ANSWER_MAX_AGE_MS) return undefined;
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    taken.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
