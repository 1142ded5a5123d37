/**
 * Many tabs, one employer (issue #29), on both targets: pages of one browser context are the
 * tabs of one browser profile (one localStorage, `storage` events, Web Locks). On the
 * production target the API server revokes a token on refresh and on logout, as the contract
 * says; in demo mode the tabs share the simulated API's one database in localStorage.
 * - a second and a third tab, and a reload of either, leave every tab signed in, with no 401
 *   beyond one adopt-and-retry: each refused request sent again once, with a newer token,
 *   and answered;
 * - logout in one tab: the others show the login page, saying so, within a second, and send
 *   nothing with the revoked token; login in one: the others return where they were;
 * - two tabs working for two minutes (their polls, a reload of each, screens changed) stay
 *   signed in, with no 401 beyond one adopt-and-retry (the same rule);
 * - a message sent in one tab shows in the other's thread, sent once; a message queued in one
 *   tab (its connection down) while another is open is sent once, by one of them;
 * - a draft typed in one tab is in the composer when the other tab opens that chat;
 * - with three tabs open the unread badge's probe is made by one tab, and by another once it
 *   closes.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { apiFromPage, setupBrowser } from './browser';
import { logIn } from './flows';

const e2e = setupBrowser();
const THREAD = '[data-testid="chat-thread"]';
/** The thread's poll (SPEC §9; src/api/chatsApi.ts CHAT_MESSAGES_POLL_MS), ms. */
const CHAT_MESSAGES_POLL_MS = 20_000;

/** Every API answer of `page` with its status and the bearer it was asked with. */
function recordApi(page: Page): { status: number; path: string; bearer: string | null }[] {
  const answers: { status: number; path: string; bearer: string | null }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/v1/')) return;
    const bearer = response.request().headers().authorization ?? null;
    answers.push({ status: response.status(), path: url.pathname, bearer });
  });
  return answers;
}

type Answer = ReturnType<typeof recordApi>[number];

/**
 * The refusals among a tab's `answers` that were not one adopt-and-retry (issue #29 point 1):
 * a request answered 401 (its token revoked by another tab's refresh while it was on its way)
 * must be sent again, once, with a newer token, and that answer must not be a 401. Each one
 * that was not is named by path and token (token#0 = the first the tab used); none is the rule.
 * A tab meets one such refusal for each refresh another tab makes while it has a request in
 * flight, so their number is not bounded per tab; a second 401 for one request is.
 */
function refusalsNotRetried(answers: Answer[]): string[] {
  const bearers = [...new Set(answers.map((answer) => answer.bearer))];
  return answers.flatMap((answer, index) => {
    if (answer.status !== 401) return [];
    const retry = answers
      .slice(index + 1)
      .find((later) => later.path === answer.path && later.bearer !== answer.bearer);
    if (retry && retry.status !== 401) return [];
    const token = `token#${bearers.indexOf(answer.bearer)}`;
    return [`${answer.path} ${token}: ${retry ? 'refused again' : 'never sent again'}`];
  });
}

/** A new tab of the same browser profile, with the Stripe fake on the production target. */
async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => e2e.pageErrors.push(error));
  await page.goto(path);
  return page;
}

/**
 * Waits until what `page` shows is this visit's, not the device's copy of the last visit
 * (issue #31 point 2: a reloaded tab paints its screen from that copy while its start-up check
 * refreshes the token; the screen's own request, made with the refreshed token, then replaces
 * it): the start-up check of the tab is over.
 */
async function freshOnScreen(page: Page) {
  await page
    .getByText('Saved from your last visit. Refreshing…')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
}

/** Waits until `page` shows the job openings list (signed in, the list answered). */
async function showsJobOpenings(page: Page) {
  await page.waitForURL((url) => url.pathname === '/job-openings', { timeout: 15_000 });
  try {
    await page
      .getByRole('heading', { name: 'Job openings', level: 1 })
      .waitFor({ timeout: 15_000 });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '?');
    throw new Error(`${String(error)}\n${page.url()}:\n${text.slice(0, 800)}`);
  }
  await freshOnScreen(page);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_access_token'));

/**
 * `tab` is signed in: it opens the job openings, searches `term` (a request no cache answers),
 * and that request leaves with the stored `token` and is answered 200.
 */
async function searchesWithStoredToken(tab: Page, term: string, token: string | null) {
  expect(new URL(tab.url()).pathname).not.toBe('/auth/login');
  await tab.getByRole('link', { name: 'Job openings' }).first().click();
  await showsJobOpenings(tab);
  const searched = tab.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/v1/employers/job-openings' &&
      new URL(response.url()).searchParams.get('search') === term,
    { timeout: 15_000 },
  );
  await tab.getByRole('searchbox', { name: 'Search job openings' }).fill(term);
  const response = await searched;
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
}

test('a second and a third tab, and reloads, leave every tab signed in', async () => {
  const { page, context } = e2e;
  const first = recordApi(page);
  await logIn(page);
  await page.goto('/job-openings');
  await showsJobOpenings(page);

  // Two more tabs at once: each starts with the stored token (a restored window).
  const [second, third] = await Promise.all([
    openTab(context, '/inbox'),
    openTab(context, '/job-openings'),
  ]);
  const answersOf = new Map([
    [page, first],
    [second, recordApi(second)],
    [third, recordApi(third)],
  ]);
  await second.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor({ timeout: 15_000 });
  await showsJobOpenings(third);

  // Each tab works on: the first tab moves to the inbox, the third reloads, the second
  // opens the openings; every one of them stays signed in.
  await page
    .getByRole('link', { name: /^Inbox/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor({ timeout: 15_000 });
  await third.reload();
  await showsJobOpenings(third);
  await second.getByRole('link', { name: 'Job openings' }).first().click();
  await showsJobOpenings(second);
  await page.reload();
  await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor({ timeout: 15_000 });
  await freshOnScreen(page);

  // Each tab's next request goes out with the stored token and is answered: a search of the
  // job openings, a request no cache answers.
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  let word = 0;
  for (const [tab, answers] of answersOf) {
    await searchesWithStoredToken(tab, ['forklift', 'night', 'driver'][word++], token);
    // A 401 only for a request that met another tab's refresh, sent again once and answered.
    expect(refusalsNotRetried(answers)).toEqual([]);
  }
  expect(e2e.pageErrors).toEqual([]);
});

test('logout in one tab signs the others out within a second; login in one brings them back', async () => {
  const { page, context } = e2e;
  await logIn(page);
  await page.goto('/job-openings');
  await showsJobOpenings(page);
  const other = await openTab(context, '/inbox?status=pending');
  await other.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor({ timeout: 15_000 });
  const revoked = await storedToken(other);
  const sentAfter: string[] = [];
  let loggedOut = false;
  other.on('request', (request) => {
    if (loggedOut && request.headers().authorization === `Bearer ${revoked}`) {
      sentAfter.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });

  loggedOut = true;
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  // The other tab: on the login page, saying why, within a second.
  await other.waitForURL((url) => url.pathname === '/auth/login', { timeout: 1_000 });
  await other.getByText('You have been signed out in another tab').waitFor({ timeout: 1_000 });
  expect(sentAfter).toEqual([]);

  // Logging in again in the first tab brings the other back to where it was.
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@hireline.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Password123!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/account-details', { timeout: 15_000 });
  await other.waitForURL((url) => url.pathname === '/inbox' && url.search === '?status=pending', {
    timeout: 5_000,
  });
  await other.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor({ timeout: 15_000 });
  expect(sentAfter).toEqual([]);
  expect(e2e.pageErrors).toEqual([]);
});

test('two tabs working for two minutes, each reloaded once, stay signed in', async () => {
  const { page, context } = e2e;
  await logIn(page);
  const other = await context.newPage();
  other.on('pageerror', (error) => e2e.pageErrors.push(error));
  const tabs = [page, other];
  const answers = new Map(tabs.map((tab) => [tab, recordApi(tab)]));
  // Playwright's clock in both tabs: their polls (SPEC §9: badge 30 s, lists and thread 20 s)
  // are moved on two minutes without waiting for them.
  for (const tab of tabs) {
    await tab.clock.install();
    await tab.goto('/job-openings');
    await showsJobOpenings(tab);
  }
  const screens = [
    { link: /^Inbox/, heading: 'Inbox' },
    { link: /^Job openings$/i, heading: 'Job openings' },
  ];
  // Four rounds of 30 s: one tab reloads (its start-up refresh revokes the token the other
  // tab holds), both change screens, then both run their timers.
  for (let round = 0; round < 4; round += 1) {
    const reloaded = tabs[round % 2];
    await reloaded.reload();
    await reloaded.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await freshOnScreen(reloaded);
    for (const tab of tabs) {
      const screen = screens[(round + tabs.indexOf(tab)) % 2];
      await tab.getByRole('link', { name: screen.link }).first().click();
      await tab
        .getByRole('heading', { name: screen.heading, level: 1 })
        .waitFor({ timeout: 15_000 });
    }
    for (const tab of tabs) await tab.clock.runFor(30_000);
  }

  // Both tabs are signed in: their next request leaves with the stored token and is answered.
  const token = await storedToken(page);
  for (const [index, tab] of tabs.entries()) {
    await searchesWithStoredToken(tab, ['forklift', 'driver'][index], token);
    // A 401 only for a request that met the other tab's refresh, sent again once and answered.
    expect(refusalsNotRetried(answers.get(tab)!)).toEqual([]);
  }
  // Every tab was polling all along (the badge probe, the lists): requests were made.
  for (const tab of tabs) expect(answers.get(tab)!.length).toBeGreaterThan(10);
  expect(e2e.pageErrors).toEqual([]);
});

test('theme and language follow across tabs', async () => {
  const { page, context } = e2e;
  await logIn(page);
  const other = await openTab(context, '/job-openings');
  await showsJobOpenings(other);
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await other.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.getByRole('button', { name: 'Español' }).first().click();
  await other.waitForFunction(() => document.documentElement.lang === 'es');
  await other.getByRole('heading', { name: 'Vacantes', level: 1 }).waitFor();
  expect(e2e.pageErrors).toEqual([]);
});

test('a message sent in one tab shows in the other tab’s thread at its next poll', async () => {
  const { page, context } = e2e;
  await logIn(page);
  const inbox = await apiFromPage<{ data: { id: number; job_opening: { uuid: string } }[] }>(
    e2e,
    '/v1/employers/chats?status=unlocked&per_page=1',
  );
  const chat = inbox.data[0];
  const chatPath = `/job-openings/${chat.job_opening.uuid}/chats?chat=${chat.id}`;
  // The other tab's clock is Playwright's: its thread poll (SPEC §9, 20 s) is moved on.
  const other = await context.newPage();
  other.on('pageerror', (error) => e2e.pageErrors.push(error));
  await other.clock.install();
  await other.goto(chatPath);
  await other.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 15_000 });

  await page.goto(chatPath);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.waitFor({ timeout: 15_000 });
  const text = `Sent from the first tab ${Date.now()}`;
  await box.fill(text);
  // The thread shows a message as soon as it is queued: the other tab's poll must come after
  // the server has it (its answer, 201), or that poll answers without it.
  const delivered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/v1/employers/chat/${chat.id}/free-messages` &&
      response.status() === 201,
    { timeout: 15_000 },
  );
  await box.press('Enter');
  await page.locator(THREAD).getByText(text).waitFor({ timeout: 15_000 });
  await delivered;

  // The other tab's next poll. A refetch of its own that read the database before the send was
  // saved can answer after the 201, without the message (the poll due meanwhile is skipped
  // while it is in flight): then the poll after it must carry the message. At most one such.
  for (let poll = 1; ; poll += 1) {
    const polled = other.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/v1/employers/chat/${chat.id}/messages` &&
        response.status() === 200,
      { timeout: 15_000 },
    );
    await other.clock.runFor(CHAT_MESSAGES_POLL_MS);
    const answer = (await (await polled).json()) as { data: { body: string }[] };
    if (answer.data.some((message) => message.body === text)) break;
    expect(poll).toBeLessThan(2);
  }
  await other.locator(THREAD).getByText(text).waitFor({ timeout: 15_000 });
  // Sent once, though two tabs held the employer's outbox.
  const thread = await apiFromPage<{ data: { body: string }[] }>(
    e2e,
    `/v1/employers/chat/${chat.id}/messages?per_page=50`,
  );
  expect(thread.data.filter((message) => message.body === text)).toHaveLength(1);
  expect(e2e.pageErrors).toEqual([]);
});

/**
 * Production target only: page.route cannot cut off a request that demo mode's service worker
 * answers (there, 'a message sent in one tab…' above covers the outbox across tabs).
 */
const onTheApiServer = e2e.target.name === 'production' ? test : test.skip;

onTheApiServer('a message queued in one tab while another is open is sent once', async () => {
  const { page, context } = e2e;
  await logIn(page);
  const inbox = await apiFromPage<{ data: { id: number; job_opening: { uuid: string } }[] }>(
    e2e,
    '/v1/employers/chats?status=unlocked&per_page=1',
  );
  const chat = inbox.data[0];
  const chatPath = `/job-openings/${chat.job_opening.uuid}/chats?chat=${chat.id}`;
  const messagesPath = `/v1/employers/chat/${chat.id}/messages`;
  const sendPath = `/v1/employers/chat/${chat.id}/free-messages`;
  const sent: { tab: string; status: number }[] = [];
  const countSends = (tab: Page, name: string) =>
    tab.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(response.url()).pathname === sendPath) {
        sent.push({ tab: name, status: response.status() });
      }
    });
  countSends(page, 'first');

  // The first tab's connection to the messages is down: the message stays in its outbox.
  let attempts = 0;
  const down = (route: import('playwright-core').Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    attempts += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(`**${sendPath}`, down);
  await page.goto(chatPath);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.waitFor({ timeout: 15_000 });
  const text = `Queued in the first tab ${Date.now()}`;
  await box.fill(text);
  const firstAttempt = page.waitForEvent('requestfailed', {
    predicate: (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === sendPath,
    timeout: 15_000,
  });
  await box.press('Enter');
  const outbox = page.getByRole('list', { name: 'Messages not delivered yet' });
  await outbox.getByText(text).waitFor({ timeout: 15_000 });
  // Its first attempt was cut off (the sender tries again by itself, holding the lock).
  await firstAttempt;
  expect(attempts).toBeGreaterThan(0);

  // A second tab opens the same chat while the message waits: it has the employer's outbox.
  const other = await openTab(context, chatPath);
  countSends(other, 'second');
  await other.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 15_000 });

  // The connection returns in both at once: one tab sends it, under the employer's lock.
  await page.unroute(`**${sendPath}`, down);
  await Promise.all(
    [page, other].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event('online')))),
  );
  await page.locator(THREAD).getByText(text).waitFor({ timeout: 15_000 });
  await page
    .locator('[data-outbox-status]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  await other.reload();
  await freshOnScreen(other);
  await other.locator(THREAD).getByText(text).waitFor({ timeout: 15_000 });
  expect(await other.locator('[data-outbox-status]').count()).toBe(0);

  const thread = await apiFromPage<{ data: { body: string }[] }>(
    e2e,
    `${messagesPath}?per_page=50`,
  );
  expect(thread.data.filter((message) => message.body === text)).toHaveLength(1);
  expect(sent.filter((send) => send.status === 201)).toHaveLength(1);
  expect(e2e.pageErrors).toEqual([]);
});

test('a draft typed in one tab is in the composer when the other tab opens its chat', async () => {
  const { page, context } = e2e;
  await logIn(page);
  const inbox = await apiFromPage<{
    data: { id: number; candidate: { name: string }; job_opening: { uuid: string } }[];
  }>(e2e, '/v1/employers/chats?status=unlocked&per_page=1');
  const chat = inbox.data[0];
  const chatsPath = `/job-openings/${chat.job_opening.uuid}/chats`;
  // The other tab shows the opening's chats before the draft is typed: the draft reaches it
  // while it runs (a \`storage\` event), not at its start.
  const other = await openTab(context, chatsPath);
  const list = other.getByRole('list', { name: 'Chats' });
  await list.waitFor({ timeout: 15_000 });

  await page.goto(`${chatsPath}?chat=${chat.id}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.waitFor({ timeout: 15_000 });
  const draft = `Draft from the first tab ${Date.now()}`;
  await box.fill(draft);

  await list
    .getByRole('button', { name: new RegExp(chat.candidate.name) })
    .first()
    .click();
  const otherBox = other.getByRole('textbox', { name: 'Message' });
  await otherBox.waitFor({ timeout: 15_000 });
  const field = await otherBox.elementHandle();
  await other.waitForFunction(
    ([element, text]) => (element as HTMLTextAreaElement).value === text,
    [field, draft] as const,
    { timeout: 5_000 },
  );
  expect(await otherBox.inputValue()).toBe(draft);
  expect(e2e.pageErrors).toEqual([]);
});

test('with three tabs open, one tab probes the unread badge for all; when it closes, another takes over', async () => {
  const { page, context } = e2e;
  await logIn(page);
  const probes: string[] = [];
  const isProbe = (url: URL) =>
    url.pathname === '/v1/employers/chats' &&
    url.searchParams.get('unread') === '1' &&
    url.searchParams.get('per_page') === '1';
  const tabs = [page, await context.newPage(), await context.newPage()];
  for (const [index, tab] of tabs.entries()) {
    tab.on('request', (request) => {
      if (isProbe(new URL(request.url()))) probes.push(`tab ${index + 1}`);
    });
    if (index > 0) tab.on('pageerror', (error) => e2e.pageErrors.push(error));
    await tab.clock.install();
    await tab.goto('/account-details');
    await tab.getByRole('heading', { name: 'Current plan' }).waitFor({ timeout: 15_000 });
  }
  // Every tab's badge shows the count, though one tab asks for it.
  for (const tab of tabs) {
    await tab
      .getByText(/chats? with unread replies/)
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });
  }
  // A minute of every tab's timers (the probe's poll is every 30 s): one tab probes.
  for (const tab of tabs) await tab.clock.runFor(60_000);
  const prober = probes[0];
  expect(prober).toBeDefined();
  expect(new Set(probes)).toEqual(new Set([prober]));

  // The probing tab closes: one of the others takes over (it asks at once), alone.
  const index = Number(prober.slice('tab '.length)) - 1;
  const left = tabs.filter((_, i) => i !== index);
  probes.length = 0;
  const takenOver = Promise.any(
    left.map((tab) =>
      tab.waitForRequest((request) => isProbe(new URL(request.url())), { timeout: 15_000 }),
    ),
  );
  await tabs[index].close();
  await takenOver;
  for (const tab of left) await tab.clock.runFor(60_000);
  // (A probe the closing tab had on its way may still be reported: only the others count.)
  const after = probes.filter((tab) => tab !== prober);
  expect(after.length).toBeGreaterThan(0);
  expect(new Set(after).size).toBe(1);
  expect(e2e.pageErrors).toEqual([]);
});
