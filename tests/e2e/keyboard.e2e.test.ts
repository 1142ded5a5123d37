/**
 * The keyboard never acts where the employer did not aim (issue #30 point 1): on the inbox and
 * on an opening's chats screen, with a chat open, a search typed, cleared (Ctrl+A, Backspace,
 * or letter by letter) and typed again keeps focus in the search box, and the letters typed
 * are search text — never the triage shortcuts `r` (reject), `h` (hire), `u` (unlock). A
 * shortcut pressed while focus is on the page itself (after a focus loss) does nothing.
 */
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './browser';
import { logIn } from './flows';

const e2e = setupBrowser();
const OPENING = 'Warehouse Associate - Night Shift';

/** Is focus on the page itself (nothing focused)? */
const focusOnPage = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/** The search box of the chat list (the inbox's and an opening's chats screen's). */
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search chats' });

/** Opens the first chat of the list and returns to the search box with the mouse. */
async function openFirstChat(page: Page) {
  const list = page.getByRole('list', { name: 'Chats' });
  await list.waitFor({ timeout: 15_000 });
  await list.getByRole('button').first().click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 15_000 });
}

/** Types `zzz`, clears it the way `clear` says, types `rob`: the box holds `rob`, focused. */
async function searchClearSearch(page: Page, clear: 'select-all' | 'letter-by-letter') {
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type('zzz');
  await page.getByText('No chats match these filters').waitFor({ timeout: 15_000 });
  if (clear === 'select-all') {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  } else {
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
  }
  await page.getByRole('list', { name: 'Chats' }).waitFor({ timeout: 15_000 });
  expect(await focusOnPage(page)).toBe(false);
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type('rob');
  expect(await box.inputValue()).toBe('rob');
  // Nothing started: no rejection, no hire or unlock dialog.
  expect(await page.getByText(/^Rejecting /).count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

test('inbox: clearing the chat search keeps focus in it, and the letters typed stay search text', async () => {
  const { page } = e2e;
  await logIn(page);
  await page.goto('/inbox');
  await openFirstChat(page);
  await searchClearSearch(page, 'select-all');
  await searchBox(page).fill('');
  await page.getByRole('list', { name: 'Chats' }).waitFor({ timeout: 15_000 });
  await searchClearSearch(page, 'letter-by-letter');
  expect(e2e.pageErrors).toEqual([]);
});

test('an opening’s chats: the same, and a shortcut pressed on the page itself does nothing', async () => {
  const { page } = e2e;
  await logIn(page);
  await page.goto(`/job-openings?search=${encodeURIComponent(OPENING)}`);
  await page.getByRole('link', { name: new RegExp(`^View chats for ${OPENING}`) }).click();
  await openFirstChat(page);
  await searchClearSearch(page, 'select-all');
  // The search applied (it waits for the typing to pause): no chat of this opening matches `rob`.
  await page.getByText('No chats match these filters').waitFor({ timeout: 15_000 });

  // Focus lost to the page (as after a control that disappeared): `r`, `h`, `u` do nothing.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await focusOnPage(page)).toBe(true);
  for (const key of ['r', 'h', 'u']) await page.keyboard.press(key);
  expect(await page.getByText(/^Rejecting /).count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);

  // From the chat list, `?` still opens the shortcuts' help: the shortcuts work where aimed.
  // The search cleared first: the list has no row to focus while it matches nothing.
  await searchBox(page).fill('');
  await page.getByRole('list', { name: 'Chats' }).getByRole('button').first().focus();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ timeout: 5_000 });
  expect(e2e.pageErrors).toEqual([]);
});

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus: the keyboard alone
 * reaches it. Fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/**
 * After each step: the focus is on an element, not the page itself, and that element is whole
 * on screen — inside the viewport and, outside a dialog, not under the sticky top bar (an
 * element taller than the viewport, such as a thread, shows its top).
 */
async function focusIsOnScreen(page: Page, step: string) {
  // A focus being moved (a removed control's focus handed on in the next task) settles first.
  await page
    .waitForFunction(
      () => document.activeElement !== null && document.activeElement !== document.body,
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  const where = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return 'the page itself';
    }
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('header');
    const inDialog = element.closest('[role="dialog"], [role="alertdialog"]') !== null;
    const barBottom =
      bar && !inDialog && getComputedStyle(bar).position === 'sticky'
        ? bar.getBoundingClientRect().bottom
        : 0;
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const tall = box.height > innerHeight - barBottom;
    const whole =
      box.top >= barBottom - 1 &&
      (tall || box.bottom <= innerHeight + 1) &&
      box.left >= -1 &&
      box.right <= innerWidth + 1;
    return whole
      ? 'ok'
      : `${name} at ${Math.round(box.top)}–${Math.round(box.bottom)} px, bar ${Math.round(barBottom)} px`;
  });
  expect(`${step}: ${where}`).toBe(`${step}: ok`);
}

/** The journey runs on the demo target: its payment step uses the card on file, in the page. */
const inDemo = e2e.target.name === 'demo' ? test : test.skip;

inDemo('keyboard only: log in, inbox, reply, reject and undo, create an opening, pay', async () => {
  const { page } = e2e;
  await page.goto('/auth/login');
  // Log in.
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('demo@hireline.test');
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type('Password123!');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/account-details', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Account details', level: 1 }).waitFor();
  await focusIsOnScreen(page, 'after log in');

  // The inbox, its unlocked chats, the first one opened.
  await tabTo(page, page.getByRole('link', { name: /^Inbox/ }).first());
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Inbox', level: 1 });
  await heading.waitFor({ timeout: 15_000 });
  await focusIsOnScreen(page, 'inbox opened');
  await tabTo(page, page.getByRole('tab', { name: /^All/ }));
  for (let i = 0; i < 4; i += 1) {
    if (await page.getByRole('tab', { name: /^Unlocked/, selected: true }).count()) break;
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('tab', { name: /^Unlocked/, selected: true }).waitFor();
  await focusIsOnScreen(page, 'unlocked tab');
  // The unlocked chats are listed (the list of the tab chosen, not the one before it).
  await page.waitForFunction(
    () => {
      const rows = [...document.querySelectorAll('[data-chat-id]')].map(
        (row) => row.closest('[role="listitem"]') ?? row,
      );
      return rows.length > 0 && rows.every((row) => /unlocked/i.test(row.textContent ?? ''));
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.keyboard.press('j');
  const row = page.locator('[data-chat-id]:focus');
  await row.waitFor({ timeout: 15_000 });
  await focusIsOnScreen(page, 'first chat row');
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.waitFor({ timeout: 15_000 });
  await focusIsOnScreen(page, 'chat opened');

  // A reply.
  await tabTo(page, box);
  const text = `Typed with the keyboard ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="chat-thread"]').getByText(text).waitFor({ timeout: 15_000 });
  await focusIsOnScreen(page, 'reply sent');

  // Reject from the chat's header, then Undo in the toast.
  await tabTo(page, page.getByRole('button', { name: 'Reject', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  // The toast's Undo (the chat's header offers one too).
  const undo = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Undo' });
  await undo.waitFor({ timeout: 10_000 });
  await focusIsOnScreen(page, 'reject pressed');
  await tabTo(page, undo);
  await focusIsOnScreen(page, 'undo reached');
  await page.keyboard.press('Enter');
  await page
    .getByText(/Rejection of .+ undone\./)
    .first()
    .waitFor({ timeout: 10_000 });
  await focusIsOnScreen(page, 'rejection undone');

  // A new job opening, created and paid for with the card on file.
  await tabTo(page, page.getByRole('link', { name: 'Job openings' }).first(), { backwards: true });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Job openings', level: 1 }).waitFor({ timeout: 15_000 });
  await focusIsOnScreen(page, 'job openings opened');
  await tabTo(page, page.getByRole('button', { name: 'Create job opening' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await focusIsOnScreen(page, 'create dialog opened');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type(`Keyboard Picker ${Date.now()}`);
  for (const [label, typed, option] of [
    ['Skills', 'Forkli', 'Forklift Operation'],
    ['State', 'Texas', 'Texas'],
    ['City', 'Houston', 'Houston'],
  ]) {
    const combobox = dialog.getByRole('combobox', { name: label });
    await tabTo(page, combobox);
    await page.keyboard.type(typed);
    await page.getByRole('option', { name: option, exact: true }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await focusIsOnScreen(page, `${label} chosen`);
  }
  await tabTo(page, dialog.getByRole('textbox', { name: 'First question' }));
  await page.keyboard.type('Are you available to start within the next two weeks?');
  await tabTo(page, dialog.getByRole('button', { name: 'Create and find candidates' }));
  await page.keyboard.press('Enter');
  const toPayment = dialog.getByRole('button', { name: 'Continue to payment' });
  await toPayment.waitFor({ timeout: 20_000 });
  await focusIsOnScreen(page, 'opening created');
  await tabTo(page, toPayment);
  await page.keyboard.press('Enter');
  const pay = dialog.getByRole('button', { name: /^Pay \$/ });
  await pay.waitFor({ timeout: 15_000 });
  await focusIsOnScreen(page, 'payment step');
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await focusIsOnScreen(page, 'paid');
  expect(e2e.pageErrors).toEqual([]);
});
