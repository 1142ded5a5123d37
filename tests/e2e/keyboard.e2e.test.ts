/**
 * The keyboard never acts where the employer did not aim (issue #30 point 1): on the inbox and
 * on an opening's chats screen, with a chat open, a search typed, cleared (Ctrl+A, Backspace,
 * or letter by letter) and typed again keeps focus in the search box, and the letters typed
 * are search text — never the triage shortcuts `r` (reject), `h` (hire), `u` (unlock). A
 * shortcut pressed while focus is on the page itself (after a focus loss) does nothing.
 */
import type { Page } from 'playwright-core';
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

  // Focus lost to the page (as after a control that disappeared): `r`, `h`, `u` do nothing.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await focusOnPage(page)).toBe(true);
  for (const key of ['r', 'h', 'u']) await page.keyboard.press(key);
  expect(await page.getByText(/^Rejecting /).count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);

  // From the chat list, `?` still opens the shortcuts' help: the shortcuts work where aimed.
  await page.getByRole('list', { name: 'Chats' }).getByRole('button').first().focus();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ timeout: 5_000 });
  expect(e2e.pageErrors).toEqual([]);
});
