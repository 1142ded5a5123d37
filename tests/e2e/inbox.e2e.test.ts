/**
 * One inbox (issue #21) in real Chromium, on the demo build and on the production build
 * against `api:serve`: while the employer reads opening A's chats, a candidate of opening B
 * answers a question; within one poll of A's chat list the navigation badge and the document
 * title count it (`meta.unread_chats`); the tab being hidden, a notification is raised (the
 * permission granted by Playwright, the switch turned on in account details) naming the
 * candidate and opening B, and clicking it opens the chat in the inbox, its row naming opening B. The demo's time is moved on (Playwright's clock, the API server's `/__clock`), never
 * waited for.
 */
import type { Page } from 'playwright-core';
import { setupBrowser } from './browser';
import { advanceDemoTime, logIn } from './flows';

const e2e = setupBrowser();
const OPENING_A = 'Warehouse Associate - Night Shift';
/** The chat list's poll (SPEC §9), in ms. */
const CHAT_LIST_POLL_MS = 10_000;

interface ChatRow {
  id: number;
  status: string;
  job_opening: { uuid: string; name: string };
  candidate: { name: string };
}

/** What the page's notifications recorded (see the init script below). */
interface Shown {
  title: string;
  body: string;
  tag: string;
}

/**
 * Before the app loads: the page's `Notification` records what it is asked to show (the real
 * permission prompt stays: Playwright grants it), and the page's visibility can be switched as a
 * browser does when the tab is switched away from (`visibilityState`, `hidden`,
 * `visibilitychange`).
 */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: Array<{ title: string; body: string; tag: string; onclick: unknown }> = [];
    function Recorded(
      this: { title: string; body: string; tag: string; onclick: unknown; close: () => void },
      title: string,
      options?: NotificationOptions,
    ) {
      this.title = title;
      this.body = options?.body ?? '';
      this.tag = options?.tag ?? '';
      this.onclick = null;
      this.close = () => undefined;
      shown.push(this);
    }
    // The permission as a browser reports it: "default" until asked, then the answer of the
    // real prompt (Playwright grants it). The pinned headless Chromium answers the prompt but
    // keeps reporting "denied" in `Notification.permission` (issue #28: its headless shell).
    // Kept in the tab's sessionStorage: a reload of the tab keeps the answer, as a browser does.
    const KEY = '__e2eNotificationPermission';
    Object.defineProperty(Recorded, 'permission', {
      get: () => (sessionStorage.getItem(KEY) as NotificationPermission | null) ?? 'default',
    });
    Object.assign(Recorded, {
      requestPermission: async () => {
        const answer = await Real.requestPermission();
        sessionStorage.setItem(KEY, answer);
        return answer;
      },
    });
    Object.assign(window, { Notification: Recorded, __shown: shown });
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.assign(window, {
      __setHidden(value: boolean) {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

/** The API as the page's employer (its token): `method` `path` with an optional JSON body. */
function api<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, verb, json }) => {
      const token = localStorage.getItem('auth_access_token');
      const response = await fetch(url, {
        method: verb,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (!response.ok) throw new Error(`${verb} ${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { url: `${e2e.target.apiURL}${path}`, verb: method, json: body },
  );
}

/** The number the title leads with, `(N) Hireline | …` (0 without one). */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\) /.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

test('a reply in opening B reaches the badge and the title on opening A’s screen, notifies a hidden tab and opens in the inbox', async () => {
  const { page, context } = e2e;
  await context.grantPermissions(['notifications']);
  await recordNotifications(page);
  await page.clock.install();
  await logIn(page);

  // Account details (where logging in lands): "Notify me of new replies" on.
  const notify = page.getByRole('switch', { name: 'Notify me of new replies' });
  await notify.click();
  await page.waitForFunction(
    () => (document.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked,
  );

  // A usable chat of another opening (B), asked a question: its candidate answers 20–90 s later.
  const inbox = await api<{ data: ChatRow[] }>(
    page,
    '/v1/employers/chats?status=unlocked&per_page=100',
  );
  const chatB = inbox.data.find((chat) => chat.job_opening.name !== OPENING_A);
  if (!chatB) throw new Error('no unlocked chat outside opening A');
  await api(page, `/v1/employers/chat/${chatB.id}/free-messages`, 'POST', {
    chat_id: chatB.id,
    body: 'Could you come in for an interview on Monday?',
  });
  // Reading the thread marks the chat read: it counts as unread only once the reply is in.
  await api(page, `/v1/employers/chat/${chatB.id}/messages?per_page=1`);

  // Opening A's chats screen, its list polled every 10 s.
  await page.goto(`/job-openings?search=${encodeURIComponent(OPENING_A)}`);
  await page.getByRole('link', { name: new RegExp(`^View chats for ${OPENING_A}`) }).click();
  await page.getByRole('list', { name: 'Chats' }).waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => /^(\(\d+\) )?Hireline \| Chats$/.test(document.title));
  const before = await titleCount(page);

  // The tab is switched away from; the reply is due; one poll of A's list later…
  await page.evaluate(() =>
    (window as unknown as { __setHidden(v: boolean): void }).__setHidden(true),
  );
  await advanceDemoTime(e2e, 90_000);
  if (e2e.target.name === 'production') await page.clock.fastForward(CHAT_LIST_POLL_MS);

  // …the title, the badge and a notification say so.
  await page.waitForFunction(
    (count) => document.title === `(${count}) Hireline | Chats`,
    before + 1,
    { timeout: 15_000 },
  );
  const badge = page.getByRole('link', { name: /^Inbox/ });
  await expect(badge.textContent()).resolves.toContain(
    `${before + 1} ${before + 1 === 1 ? 'chat' : 'chats'} with unread replies`,
  );
  await page.waitForFunction(
    () => (window as unknown as { __shown: unknown[] }).__shown.length > 0,
    undefined,
    { timeout: 15_000 },
  );
  const shown = await page.evaluate(() =>
    (window as unknown as { __shown: Shown[] }).__shown.map(({ title, body, tag }) => ({
      title,
      body,
      tag,
    })),
  );
  expect(shown).toHaveLength(1);
  // One notification per reply (issue #29): tagged with the chat and the reply's message id.
  expect(shown[0]).toMatchObject({ title: chatB.candidate.name });
  expect(shown[0].tag).toMatch(new RegExp(`^chat-${chatB.id}-\\d+$`));
  expect(shown[0].body.startsWith(`${chatB.job_opening.name}: `)).toBe(true);

  // Clicking it brings the tab back and opens the chat in the inbox.
  await page.evaluate(() => {
    const w = window as unknown as {
      __setHidden(v: boolean): void;
      __shown: Array<{ onclick: ((event: Event) => void) | null }>;
    };
    w.__setHidden(false);
    w.__shown[0].onclick?.(new Event('click'));
  });
  await page.waitForURL(
    (url) => url.pathname === '/inbox' && url.searchParams.get('chat') === String(chatB.id),
  );
  const list = page.getByRole('list', { name: 'Chats' });
  await list.waitFor({ timeout: 15_000 });
  // The chat's row, marked open, names the candidate and opening B.
  const row = list.getByRole('listitem').filter({ has: page.locator('[aria-current="true"]') });
  await expect(row.getByRole('button').textContent()).resolves.toContain(chatB.candidate.name);
  await expect(row.textContent()).resolves.toContain(chatB.job_opening.name);
  await page
    .locator('[data-testid="chat-thread"] [data-sender="candidate"]')
    .last()
    .waitFor({ timeout: 15_000 });
  // The thread read, the reply no longer counts.
  await page.waitForFunction(
    (count) =>
      document.title === `(${count}) Hireline | Inbox` ||
      (count === 0 && document.title === 'Hireline | Inbox'),
    before,
    { timeout: 15_000 },
  );
  expect(e2e.pageErrors).toEqual([]);
}, 120_000);
