/**
 * The chats screen's layout (issue #19 points 2 and 5), in demo mode. On a 375 × 812 phone the chats page
 * opens at its top under a top bar of at most 56 px; opening a chat pushes a history entry
 * (`?chat=ID`) and shows the chat's newest message fully above the composer, the template
 * picker folded behind a button; the browser's back button returns to the list with the page
 * and the list scrolled exactly where they were. On a desktop the open chat stays in view when
 * a message sent in it moves it to the top of the list.
 */
import type { Page } from 'playwright-core';
import { setupBrowser } from './browser';
import { logIn } from './flows';

const e2e = setupBrowser();
const OPENING = 'Warehouse Associate - Night Shift';
const THREAD = '[data-testid="chat-thread"]';

interface ListedChat {
  id: number;
  last_message: { body: string; created_at: string } | null;
}

/**
 * Waits for the chat list's virtualization to take over: the list first draws its rows without
 * react-virtuoso, whose chunk loads after them (src/features/chats/ChatList.tsx).
 */
function virtualListShown(page: Page) {
  return page
    .locator('[data-triage-list] [data-virtuoso-scroller]')
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/** The window's and the chat list's scroll offsets, in px. */
function scrollOffsets(page: Page) {
  return page.evaluate(() => ({
    window: Math.round(window.scrollY),
    list: Math.round(
      document.querySelector('[data-triage-list] [data-virtuoso-scroller]')?.scrollTop ?? -1,
    ),
  }));
}

test('phone: open a chat, see its newest message above the composer, go back to the list where it was', async () => {
  const { page } = e2e;
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page);

  await page.goto(`/job-openings?search=${encodeURIComponent(OPENING)}`);
  const listed = page.waitForResponse(
    (response) =>
      /\/v1\/employers\/job-openings\/[0-9a-f-]{36}\/chats/.test(
        new URL(response.url()).pathname,
      ) &&
      response.request().method() === 'GET' &&
      response.status() === 200,
  );
  // Scrolled down the job openings page to reach the card's link…
  const link = page.getByRole('link', { name: new RegExp(`^View chats for ${OPENING}`) });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.getByRole('list', { name: 'Chats' }).waitFor({ timeout: 15_000 });
  await virtualListShown(page);
  const chats = ((await (await listed).json()) as { data: ListedChat[] }).data;
  expect(chats.length).toBeGreaterThanOrEqual(3);

  // …the chats page still opens at its top, under a top bar of at most 56 px.
  expect((await scrollOffsets(page)).window).toBe(0);
  const bar = await page.locator('header').first().boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(56);

  // Scroll the page to the list, and the list itself a little.
  await page.evaluate(() => {
    const list = document.querySelector('[data-triage-list]');
    window.scrollTo(0, (list?.getBoundingClientRect().top ?? 0) + window.scrollY - 100);
    const scroller = list?.querySelector('[data-virtuoso-scroller]');
    if (scroller) scroller.scrollTop = 40;
  });
  expect((await scrollOffsets(page)).window).toBeGreaterThan(0);

  // Open the third chat: a history entry is pushed.
  const row = page.locator('[data-chat-id]').nth(2);
  const chatId = Number(await row.getAttribute('data-chat-id'));
  const lastListed = chats.find((chat) => chat.id === chatId)?.last_message;
  expect(lastListed?.created_at).toBeTruthy();
  const historyLength = await page.evaluate(() => history.length);
  await row.click();
  await page.waitForURL((url) => url.searchParams.get('chat') === String(chatId));
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  // Where the page and the list were when the chat opened (the chosen row scrolled fully in).
  const before = await scrollOffsets(page);
  expect(before.window).toBeGreaterThan(0);
  expect(before.list).toBeGreaterThan(0);

  // The newest message is the thread's last bubble, fully visible above the composer.
  const composer = page.getByRole('form', { name: 'Message' });
  await composer.waitFor();
  // The last bubble is the newest one shown (no bubble's time after its own) and no older than
  // the list's last message: in demo mode a candidate may have answered since the list was read
  // (replies come 20–90 s after an employer's message), which only makes it newer.
  await page.waitForFunction(
    ({ selector, since }) => {
      const times = [...document.querySelectorAll(`${selector} [data-sender]`)].map((bubble) =>
        Date.parse(bubble.querySelector('time')?.getAttribute('datetime') ?? ''),
      );
      const last = times.at(-1);
      return (
        last !== undefined &&
        last >= Date.parse(since) &&
        times.every((time) => Number.isNaN(time) || time <= last)
      );
    },
    { selector: THREAD, since: lastListed!.created_at },
    { timeout: 10_000 },
  );
  await page.waitForFunction(
    (selector) => {
      const bubbles = document.querySelectorAll(`${selector} [data-sender]`);
      const last = bubbles[bubbles.length - 1]?.getBoundingClientRect();
      const form = document.querySelector('form[aria-label="Message"]')?.getBoundingClientRect();
      const thread = document.querySelector(selector)?.getBoundingClientRect();
      return Boolean(last && form && thread && last.bottom <= form.top && last.top >= thread.top);
    },
    THREAD,
    { timeout: 10_000 },
  );
  // The template picker is folded behind a button on phones.
  await expect(page.getByRole('combobox', { name: 'Template' }).isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Show question templates' }).click();
  await expect(page.getByRole('combobox', { name: 'Template' }).isVisible()).resolves.toBe(true);

  // The browser's back button: the list, scrolled where it was.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('chat'));
  await page.locator('[data-chat-id]').nth(2).waitFor();
  await expect(page.locator('[data-chat-id]').nth(2).isVisible()).resolves.toBe(true);
  expect(await scrollOffsets(page)).toEqual(before);
  expect(e2e.pageErrors).toEqual([]);
});

test('desktop: the open chat stays in view when a message sent in it moves it to the top of the list', async () => {
  const { page } = e2e;
  await logIn(page);
  await page.goto(`/job-openings?search=${encodeURIComponent(OPENING)}`);
  await page.getByRole('link', { name: new RegExp(`^View chats for ${OPENING}`) }).click();
  const list = page.getByRole('list', { name: 'Chats' });
  await list.waitFor({ timeout: 15_000 });

  // The list scrolled to its end; the last chat that takes templates (not rejected) opens.
  const scroller = page.locator('[data-triage-list] [data-virtuoso-scroller]');
  await scroller.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(scroller.evaluate((element) => element.scrollTop)).resolves.toBeGreaterThan(0);
  const row = page.locator('[data-chat-id]').filter({ hasNotText: 'Rejected' }).last();
  const chatId = await row.getAttribute('data-chat-id');
  await row.click();
  await page.waitForURL((url) => url.searchParams.get('chat') === chatId);

  // A question template sent in it: the chat leads the list, and the list follows it.
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Send template' }).click();
  await page.waitForFunction(
    (id) => {
      const first = document.querySelector('[data-triage-list] [data-chat-id]');
      const scrollerElement = document.querySelector('[data-triage-list] [data-virtuoso-scroller]');
      const chosen = document.querySelector(`[data-chat-id="${id}"]`);
      if (!first || !scrollerElement || !chosen) return false;
      const box = chosen.getBoundingClientRect();
      const view = scrollerElement.getBoundingClientRect();
      return (
        first.getAttribute('data-chat-id') === id &&
        box.top >= view.top &&
        box.bottom <= view.bottom
      );
    },
    chatId,
    { timeout: 15_000 },
  );
  expect(e2e.pageErrors).toEqual([]);
});

/**
 * A new employer's first inbox (issue #30 point 3): the notifications hint is there (the
 * browser has not been asked yet: `Notification.permission` "default"), and the chat list's
 * scroll area still holds at least three rows, on a 375 × 812 phone and in a 640 × 400 window
 * (1280 × 800 at 200 % zoom); the filters fold behind "Filters", and the "Job opening" menu
 * opens whole, not clipped by the pane.
 */
for (const size of [
  { width: 375, height: 812 },
  { width: 640, height: 400 },
]) {
  test(`inbox first visit at ${size.width} × ${size.height}: the hint, and three rows of chats`, async () => {
    const { page } = e2e;
    await page.addInitScript(() => {
      Object.defineProperty(window.Notification, 'permission', { get: () => 'default' });
    });
    await page.setViewportSize(size);
    await logIn(page);
    await page.goto('/inbox');
    await page.getByText('Get notified when candidates reply').waitFor({ timeout: 15_000 });
    const list = page.getByRole('list', { name: 'Chats' });
    await list.waitFor({ timeout: 15_000 });
    await virtualListShown(page);
    const rows = await page.evaluate(() => {
      const scroller = document.querySelector('[data-triage-list] [data-virtuoso-scroller]');
      const row = document.querySelector('[data-triage-list] [role="listitem"]');
      if (!scroller || !row) return -1;
      return scroller.getBoundingClientRect().height / row.getBoundingClientRect().height;
    });
    expect(rows).toBeGreaterThanOrEqual(3);

    // The folded filters open, and the job opening menu is whole (in document.body).
    await page.getByRole('button', { name: /^Filters/ }).click();
    const opening = page.getByRole('combobox', { name: 'Job opening' });
    await opening.click();
    const menu = page.getByRole('listbox');
    await menu.waitFor({ timeout: 10_000 });
    // Its last option, brought into the window, is the menu's own: nothing clips it.
    const last = menu.getByRole('option').last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box).not.toBeNull();
    const own = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="listbox"]') !== null,
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(own).toBe(true);
    expect(e2e.pageErrors).toEqual([]);
  });
}
