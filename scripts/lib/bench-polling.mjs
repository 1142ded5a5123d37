/**
 * Chat polling counts of issue #7 point 4 / SPEC §9 for scripts/bench-budgets.mjs: the chat
 * list is refetched every 10 s, the open chat's messages every 20 s, both also on window focus.
 *
 * In Chromium (playwright-core, the browser bench-budgets.mjs launched), logged in, on the
 * chats screen of an opening of the demo employer that has chats, with one chat open
 * (`?chat=<id>`), every GET to the API is recorded with the time Chromium sent it: the chat
 * list (`/v1/employers/job-openings/<uuid>/chats`) and the open chat's latest messages
 * (`/v1/employers/chat/<id>/messages` without `before_id`). Phases:
 *
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
 *
 * Duplicates: two identical request URLs less than 1 s apart anywhere in the run (two
 * components reading one query, or the two focus events, must not fetch twice).
 */
import { setTimeout as sleep } from 'node:timers/promises';

const LIST_MS = 10_000;
const MESSAGES_MS = 20_000;
const WINDOW_MS = 60_000;
const FOCUS_WINDOW_MS = 2_000;
/** The moment of coming back keeps this far from any poll, before and after (ms). */
const FOCUS_CLEARANCE_MS = 3_000;
const DUPLICATE_MS = 1_000;

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
 * Runs the three phases in a new context of `browser`.
 * @returns counts per phase ({ list, messages }), what was expected, the focus phase's counts
 *   and its distance to the next scheduled poll (ms), the duplicates found and the intervals
 *   between consecutive polls (ms).
 */
export async function pollingFigures({ browser, appOrigin, apiOrigin, token }) {
  const { opening, chat } = await findChat(apiOrigin, token);
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('auth_access_token', value), token);
  await context.addInitScript(installVisibility);
  const page = await context.newPage();
  const requests = [];
  const listPath = `/v1/employers/job-openings/${opening.uuid}/chats`;
  const messagesPath = `/v1/employers/chat/${chat.id}/messages`;
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const url = new URL(request.url());
    if (url.origin !== apiOrigin) return;
    let kind;
    if (url.pathname === listPath) kind = 'list';
    else if (url.pathname === messagesPath && !url.searchParams.has('before_id')) {
      kind = 'messages';
    } else return;
    requests.push({ kind, url: url.href, at: Date.now() });
  });
  const count = (from, to) => {
    const inside = requests.filter((r) => r.at >= from && r.at < to);
    return {
      list: inside.filter((r) => r.kind === 'list').length,
      messages: inside.filter((r) => r.kind === 'messages').length,
    };
  };
  const last = (kind) => requests.filter((r) => r.kind === kind).at(-1)?.at ?? 0;

  try {
    await page.goto(`${appOrigin}/job-openings/${opening.uuid}/chats?chat=${chat.id}`);
    await page.locator('[data-testid="chat-thread"]').waitFor({ timeout: 20_000 });
    const initial = count(0, Date.now() + 1);
    await sleep(1_000);

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

    const duplicates = [];
    for (let i = 1; i < requests.length; i += 1) {
      for (let j = i - 1; j >= 0 && requests[i].at - requests[j].at < DUPLICATE_MS; j -= 1) {
        if (requests[j].url === requests[i].url) duplicates.push(requests[i]);
      }
    }
    const intervals = (kind, from, to) => {
      const times = requests.filter((r) => r.kind === kind && r.at >= from && r.at < to);
      return times.slice(1).map((r, i) => r.at - times[i].at);
    };
    return {
      initial,
      visible,
      hidden,
      hiddenState,
      focus,
      nextPoll,
      expected: { list: WINDOW_MS / LIST_MS, messages: WINDOW_MS / MESSAGES_MS },
      duplicates,
      startedAt: requests[0]?.at ?? 0,
      total: requests.length,
      intervals: {
        list: intervals('list', visibleStart, focusAt),
        messages: intervals('messages', visibleStart, focusAt),
      },
    };
  } finally {
    await context.close();
  }
}
