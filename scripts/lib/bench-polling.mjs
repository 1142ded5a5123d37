/**
 * Chat polling counts of issue #7 point 4 / SPEC §9 and issue #21 points 2 and 6 for
 * scripts/bench-budgets.mjs: the chat lists are refetched every 10 s, the open chat's messages
 * every 20 s, both also on window focus; the navigation badge's light poll (the "badge probe",
 * `GET /v1/employers/chats?unread=1&per_page=1`) every 30 s, only on screens that poll no chat
 * list.
 *
 * In Chromium (playwright-core, the browser bench-budgets.mjs launched), logged in (a fresh
 * token per screen), every GET to the API that one of the screen's request matchers names is
 * recorded with the time Chromium sent it ({@link recordRequests}). The badge probe is the
 * path `/v1/employers/chats` with `unread=1` and `per_page=1`; the inbox list is the same path
 * with any other query (`per_page=50&page=1`); the open chat's latest messages are
 * `/v1/employers/chat/<id>/messages` without `before_id`. Three screens:
 *
 * A. {@link pollingFigures}: an opening's chats screen (the first opening of the demo employer
 *    with chats, its first chat open, `?chat=<id>`); requests: that opening's chat list
 *    (`/v1/employers/job-openings/<uuid>/chats`), the chat's messages, and the badge probe.
 *    Phases:
 *   1. visible, 60 s from 1 s after the screen's first requests: expected 60 / 10 = 6 list
 *      and 60 / 20 = 3 message requests (the first fetch on opening the screen is not counted);
 *   2. hidden, 60 s: the page is made hidden the way a browser does when the tab is switched
 *      away from (window `blur`, then `document.visibilityState`/`hidden` read 'hidden' and a
 *      `visibilitychange` event — the events RTK Query's setupListeners reacts to: its store is
 *      then unfocused). Polling goes on (skipPollingIfUnfocused false): again 6 and 3. Timer
 *      throttling of background tabs (about 1 s granularity, once a minute after 5 minutes) is
 *      not reproduced;
 *   3. back: `visibilityState` 'visible', `visibilitychange`, then window `focus` (the order of
 *      a tab being switched back to), at least 3 s after the last and before the next poll of
 *      each (so that neither is taken for the other): exactly one
 *      list and one messages request within 2 s.
 *   The badge probe is counted over the whole stay, from the navigation on: expected 0.
 *
 * B. {@link inboxPollingFigures}: `/inbox?chat=<id>`, the first chat of `listChats` (page 1,
 *    50 a page, as the inbox asks) open. Visible, 60 s from 1 s after the screen's first
 *    requests (list and thread shown): budget ≤ 6 list and ≤ 3 messages requests (issue #21
 *    point 6); the badge probe over the whole stay, from the navigation on: budget 0.
 *
 * C. {@link badgeProbeFigures}: `/job-openings`, which polls no chat list. The probe on arrival
 *    (expected 1: from the navigation until 1 s after the first probe), then 60 s: budget ≤ 2
 *    (every 30 s).
 *
 * Duplicates: two identical request URLs less than 1 s apart anywhere on a screen (two
 * components reading one query, or the two focus events, must not fetch twice).
 */
import { setTimeout as sleep } from 'node:timers/promises';

const LIST_MS = 10_000;
const MESSAGES_MS = 20_000;
const BADGE_MS = 30_000;
const WINDOW_MS = 60_000;
const FOCUS_WINDOW_MS = 2_000;
/** The moment of coming back keeps this far from any poll, before and after (ms). */
const FOCUS_CLEARANCE_MS = 3_000;
const DUPLICATE_MS = 1_000;
/** After the screen's first requests (or the first badge probe), before a window starts (ms). */
const SETTLE_MS = 1_000;
const INBOX_PATH = '/v1/employers/chats';

/** GET `path` of the API with the bearer token. */
async function apiGet(apiOrigin, token, path) {
  const response = await fetch(`${apiOrigin}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** The first opening of the demo employer with chats, and its first chat. */
async function findChat(apiOrigin, token) {
  const openings = await apiGet(apiOrigin, token, '/v1/employers/job-openings?per_page=100');
  for (const opening of openings.data) {
    const chats = await apiGet(
      apiOrigin,
      token,
      `/v1/employers/job-openings/${opening.uuid}/chats?per_page=100`,
    );
    if (chats.data.length > 0) return { opening, chat: chats.data[0] };
  }
  throw new Error('the demo employer has no opening with chats');
}

/** The badge's light poll (issue #21 point 2): `listChats` with `unread=1&per_page=1`. */
const isBadgeProbe = (url) =>
  url.pathname === INBOX_PATH &&
  url.searchParams.get('unread') === '1' &&
  url.searchParams.get('per_page') === '1';

/** The latest messages of chat `chatId` (no `before_id`: not an older page). */
const isLatestMessages = (chatId) => (url) =>
  url.pathname === `/v1/employers/chat/${chatId}/messages` && !url.searchParams.has('before_id');

/** In the page: makes `document.visibilityState` and `document.hidden` settable. */
function installVisibility() {
  let state = 'visible';
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => state,
  });
  Object.defineProperty(Document.prototype, 'hidden', {
    configurable: true,
    get: () => state === 'hidden',
  });
  window.__benchSetVisibility = (next) => {
    if (next === 'hidden') window.dispatchEvent(new FocusEvent('blur'));
    state = next;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    if (next === 'visible') window.dispatchEvent(new FocusEvent('focus'));
  };
}

/**
 * Records the GETs `page` sends to `apiOrigin` that one of `matchers` names: `matchers` maps a
 * kind (`list`, `messages`, `badge`…) to a test of the request's URL; the first that matches
 * names the request.
 * @returns `requests` ({ kind, url, at: ms since the epoch }, in order) and helpers over them:
 *   `count(from, to)` (requests per kind, every kind present, sent in [from, to)), `last(kind)`
 *   (when the last one was sent, 0 if none), `times(kind, from, to)`, `intervals(kind, from,
 *   to)` (ms between consecutive ones) and `duplicates()` (requests whose URL was sent less
 *   than 1 s before too).
 */
function recordRequests(page, apiOrigin, matchers) {
  const requests = [];
  const kinds = Object.keys(matchers);
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const url = new URL(request.url());
    if (url.origin !== apiOrigin) return;
    const kind = kinds.find((name) => matchers[name](url));
    if (kind) requests.push({ kind, url: url.href, at: Date.now() });
  });
  const times = (kind, from = 0, to = Infinity) =>
    requests.filter((r) => r.kind === kind && r.at >= from && r.at < to).map((r) => r.at);
  return {
    requests,
    count: (from, to) =>
      Object.fromEntries(kinds.map((kind) => [kind, times(kind, from, to).length])),
    last: (kind) => times(kind).at(-1) ?? 0,
    times,
    intervals: (kind, from, to) => {
      const at = times(kind, from, to);
      return at.slice(1).map((t, i) => t - at[i]);
    },
    duplicates: () => {
      const found = [];
      for (let i = 1; i < requests.length; i += 1) {
        for (let j = i - 1; j >= 0 && requests[i].at - requests[j].at < DUPLICATE_MS; j -= 1) {
          if (requests[j].url === requests[i].url) found.push(requests[i]);
        }
      }
      return found;
    },
  };
}

/**
 * Opens `url` logged in with `token` in a new context of `browser`, recording the requests
 * `matchers` name ({@link recordRequests}), and waits for `ready(page)`.
 * @returns the context (the caller closes it), the page, the recorder and `navigatedAt` (ms
 *   since the epoch, just before the navigation).
 */
async function openScreen({ browser, url, apiOrigin, token, matchers, ready, visibility }) {
  const context = await browser.newContext();
  try {
    await context.addInitScript((value) => localStorage.setItem('auth_access_token', value), token);
    if (visibility) await context.addInitScript(installVisibility);
    const page = await context.newPage();
    const recorder = recordRequests(page, apiOrigin, matchers);
    const navigatedAt = Date.now();
    await page.goto(url);
    await ready(page);
    return { context, page, recorder, navigatedAt };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Screen A: runs the three phases on an opening's chats screen in a new context of `browser`.
 * @returns counts per phase ({ list, messages, badge }), what was expected, the focus phase's
 *   counts and its distance to the next scheduled poll (ms), the duplicates found, the
 *   intervals between consecutive polls (ms), and the badge probes sent during the whole stay
 *   (`badgeAt`, ms after the navigation started).
 */
export async function pollingFigures({ browser, appOrigin, apiOrigin, token }) {
  const { opening, chat } = await findChat(apiOrigin, token);
  const listPath = `/v1/employers/job-openings/${opening.uuid}/chats`;
  const { context, page, recorder, navigatedAt } = await openScreen({
    browser,
    url: `${appOrigin}/job-openings/${opening.uuid}/chats?chat=${chat.id}`,
    apiOrigin,
    token,
    visibility: true,
    matchers: {
      list: (url) => url.pathname === listPath,
      messages: isLatestMessages(chat.id),
      badge: isBadgeProbe,
    },
    ready: (page) => page.locator('[data-testid="chat-thread"]').waitFor({ timeout: 20_000 }),
  });
  const { count, last } = recorder;

  try {
    const initial = count(0, Date.now() + 1);
    await sleep(SETTLE_MS);

    const visibleStart = Date.now();
    await sleep(WINDOW_MS);
    const visible = count(visibleStart, Date.now());

    await page.evaluate(() => window.__benchSetVisibility('hidden'));
    const hiddenStart = Date.now();
    const hiddenState = await page.evaluate(() => document.visibilityState);
    await sleep(WINDOW_MS - (Date.now() - hiddenStart));
    const hidden = count(hiddenStart, Date.now());

    // Come back at least 3 s away from the last and the next list and messages polls, so that
    // a refetch on focus is never taken for a duplicate of a poll, nor a poll for a refetch.
    let focusAt;
    for (;;) {
      const now = Date.now();
      const nextList = last('list') + LIST_MS;
      const nextMessages = last('messages') + MESSAGES_MS;
      if (
        nextList - now >= FOCUS_CLEARANCE_MS &&
        nextMessages - now >= FOCUS_CLEARANCE_MS &&
        now - last('list') >= FOCUS_CLEARANCE_MS &&
        now - last('messages') >= FOCUS_CLEARANCE_MS
      ) {
        focusAt = now;
        break;
      }
      await sleep(200);
    }
    const nextPoll = Math.min(last('list') + LIST_MS, last('messages') + MESSAGES_MS) - focusAt;
    await page.evaluate(() => window.__benchSetVisibility('visible'));
    await sleep(FOCUS_WINDOW_MS);
    const focus = count(focusAt, Date.now());

    return {
      initial,
      visible,
      hidden,
      hiddenState,
      focus,
      nextPoll,
      expected: { list: WINDOW_MS / LIST_MS, messages: WINDOW_MS / MESSAGES_MS, badge: 0 },
      duplicates: recorder.duplicates(),
      startedAt: recorder.requests[0]?.at ?? 0,
      total: recorder.requests.length,
      intervals: {
        list: recorder.intervals('list', visibleStart, focusAt),
        messages: recorder.intervals('messages', visibleStart, focusAt),
      },
      badgeAt: recorder.times('badge').map((at) => at - navigatedAt),
      stayMs: Date.now() - navigatedAt,
    };
  } finally {
    await context.close();
  }
}

/**
 * Screen B (issue #21 point 6): `/inbox?chat=<id>` visible for 60 s in a new context of
 * `browser`, the chat being the first of `listChats` page 1.
 * @returns the chat (`chatId`), the requests on opening (`initial`, before the window), in the
 *   60 s window (`visible`: { list, messages, badge }), the budgets (`budget`: at most so many
 *   in 60 s), the badge probes of the whole stay (`badgeAt`, ms after the navigation started;
 *   budget none), the intervals between consecutive polls (ms), the duplicates and the total.
 */
export async function inboxPollingFigures({ browser, appOrigin, apiOrigin, token }) {
  const first = await apiGet(apiOrigin, token, `${INBOX_PATH}?per_page=50&page=1`);
  const chat = first.data[0];
  if (!chat) throw new Error('the demo employer has no chat (listChats page 1 is empty)');
  const { context, recorder, navigatedAt } = await openScreen({
    browser,
    url: `${appOrigin}/inbox?chat=${chat.id}`,
    apiOrigin,
    token,
    // The badge probe first: the inbox list is every other query of the same path.
    matchers: {
      badge: isBadgeProbe,
      list: (url) => url.pathname === INBOX_PATH,
      messages: isLatestMessages(chat.id),
    },
    ready: async (page) => {
      await page
        .getByRole('list', { name: 'Chats' })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 20_000 });
      await page.locator('[data-testid="chat-thread"]').waitFor({ timeout: 20_000 });
    },
  });
  try {
    const initial = recorder.count(0, Date.now() + 1);
    await sleep(SETTLE_MS);
    const visibleStart = Date.now();
    await sleep(WINDOW_MS);
    const visibleEnd = Date.now();
    return {
      chatId: chat.id,
      initial,
      visible: recorder.count(visibleStart, visibleEnd),
      windowMs: visibleEnd - visibleStart,
      budget: { list: WINDOW_MS / LIST_MS, messages: WINDOW_MS / MESSAGES_MS, badge: 0 },
      badgeAt: recorder.times('badge').map((at) => at - navigatedAt),
      stayMs: visibleEnd - navigatedAt,
      intervals: {
        list: recorder.intervals('list', visibleStart, visibleEnd),
        messages: recorder.intervals('messages', visibleStart, visibleEnd),
      },
      duplicates: recorder.duplicates(),
      startedAt: recorder.requests[0]?.at ?? 0,
      total: recorder.requests.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Screen C (issue #21 point 2): the badge probe on `/job-openings`, which polls no chat list,
 * in a new context of `browser`: on arrival (from the navigation until 1 s after the first
 * probe, or after the list shows if none came within 20 s), then over 60 s.
 * @returns `arrival` and `window` counts, `budget` (1 on arrival, ≤ 2 in 60 s), every probe
 *   (`at`, ms after the navigation started), the intervals between them (ms) and the
 *   duplicates.
 */
export async function badgeProbeFigures({ browser, appOrigin, apiOrigin, token }) {
  const { context, page, recorder, navigatedAt } = await openScreen({
    browser,
    url: `${appOrigin}/job-openings`,
    apiOrigin,
    token,
    matchers: { badge: isBadgeProbe },
    ready: (page) => page.getByRole('list', { name: 'Job openings' }).waitFor({ timeout: 20_000 }),
  });
  try {
    if (recorder.count(0, Infinity).badge === 0) {
      await page
        .waitForRequest((request) => isBadgeProbe(new URL(request.url())), { timeout: 20_000 })
        .catch(() => undefined);
    }
    const arrivalEnd = (recorder.times('badge')[0] ?? Date.now()) + SETTLE_MS;
    await sleep(Math.max(0, arrivalEnd - Date.now()));
    await sleep(WINDOW_MS);
    const windowEnd = Date.now();
    return {
      arrival: recorder.count(0, arrivalEnd).badge,
      window: recorder.count(arrivalEnd, windowEnd).badge,
      windowMs: windowEnd - arrivalEnd,
      budget: { arrival: 1, window: WINDOW_MS / BADGE_MS },
      at: recorder.times('badge').map((at) => at - navigatedAt),
      intervals: recorder.intervals('badge', 0, windowEnd),
      duplicates: recorder.duplicates(),
    };
  } finally {
    await context.close();
  }
}
