/**
 * Logout hygiene (issue #18 point 6), on both targets: after logout no request leaves without
 * a bearer and nothing polls, whatever screen was open (the chats screen polls its list every
 * 10 s and the thread every 20 s); and no form re-mounts under the employer's fingers: the
 * password-recovery form reached from the login page keeps what is typed from the first
 * keystroke. Time after logout is moved on with Playwright's clock, never waited for.
 */
import type { Request } from 'playwright-core';
import { setupBrowser } from './browser';
import { logIn } from './flows';

const e2e = setupBrowser();
const OPENING = 'Warehouse Associate - Night Shift';

/** Operations the contract serves without a bearer (`security: []`). */
const PUBLIC =
  /\/v1\/(catalog\/|employers\/auth\/(login|register|password-change\/(request|reset)))/;

test('after logout from the chats screen, no request leaves without a bearer and nothing polls', async () => {
  const { page } = e2e;
  await page.clock.install();
  await logIn(page);
  await page.goto(`/job-openings?search=${encodeURIComponent(OPENING)}`);
  await page.getByRole('link', { name: new RegExp(`^View chats for ${OPENING}`) }).click();
  await page.waitForURL((url) => /^\/job-openings\/[0-9a-f-]{36}\/chats$/.test(url.pathname));
  const first = page.getByRole('list', { name: 'Chats' }).getByRole('button').first();
  await first.waitFor({ timeout: 15_000 });
  await first.click();
  await page.getByRole('region', { name: /^Messages with/ }).waitFor({ timeout: 15_000 });

  const after: Request[] = [];
  let loggedOut = false;
  page.on('request', (request) => {
    if (loggedOut && new URL(request.url()).pathname.startsWith('/v1/')) after.push(request);
  });
  loggedOut = true;
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.getByRole('heading', { name: 'Log in to Hireline' }).waitFor();
  // Two minutes of polling intervals, focus and coming back online.
  await page.clock.runFor(120_000);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  await page.clock.runFor(30_000);

  const lines = after.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  // The logout call itself carries the bearer; nothing after it needs one.
  const withoutBearer = after.filter(
    (r) => !r.headers().authorization && !PUBLIC.test(new URL(r.url()).pathname),
  );
  expect(withoutBearer.map((r) => r.url())).toEqual([]);
  expect(lines.filter((line) => !line.endsWith('/employers/auth/logout'))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('auth_access_token'))).toBeNull();
  expect(e2e.pageErrors).toEqual([]);
});

test('the password-recovery form reached after logout keeps what is typed from the first keystroke', async () => {
  const { page } = e2e;
  await page.clock.install();
  await logIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.getByRole('link', { name: /forgot your password/i }).click();
  await page.getByRole('heading', { name: 'Recover your password' }).waitFor();
  const email = page.getByRole('textbox', { name: 'Email' });
  const field = await email.elementHandle();
  await email.pressSequentially('ada@example.com');
  // The page's first seconds: fonts, toasts, the start-up work after the first paint.
  await page.clock.runFor(5_000);
  expect(await email.inputValue()).toBe('ada@example.com');
  expect(await field?.evaluate((node) => node.isConnected)).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(1);
  expect(e2e.pageErrors).toEqual([]);
});
