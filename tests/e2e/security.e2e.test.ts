/**
 * Security in real Chromium, on both targets of tests/e2e/browser.ts (issue #7 point 5): the
 * bearer token goes only to the API (`/v1/…` of the API origin: the page's own on both
 * targets, answered by MSW in demo mode and proxied by nginx in production), never to fonts,
 * assets or anything else; the session cookie is Secure and SameSite=Strict; logout removes
 * the token from localStorage and the cookie; a 401 in the middle of a session clears it, goes
 * to /auth/login and, after login, returns to the page the employer was on. XSS payloads are
 * in xss.e2e.test.ts.
 */
import type { Page, Request } from 'playwright-core';
import { setupBrowser } from './browser';
import { cardNumberField, chooseAnotherCard, createOpening, DEMO, logIn } from './flows';

const e2e = setupBrowser();

/** Every request of the page, and those that carried an Authorization header. */
function recordRequests(page: Page): { all: Request[]; authorized: Request[] } {
  const seen = { all: [] as Request[], authorized: [] as Request[] };
  page.on('request', (request) => {
    seen.all.push(request);
    if (request.headers().authorization) seen.authorized.push(request);
  });
  return seen;
}

test('the bearer token goes only to the API, never to Stripe, fonts or assets; the cookie is Secure and SameSite=Strict', async () => {
  const { page, context } = e2e;
  const { all, authorized } = recordRequests(page);
  await logIn(page);
  await page.getByRole('link', { name: 'Job openings' }).click();
  await page.getByRole('list', { name: 'Job openings' }).waitFor();
  // A payment form: Stripe.js (production) and the payment chunks load.
  await createOpening(page, {
    name: 'E2E Token Forklift',
    state: 'Texas',
    city: 'Houston',
    skills: ['Forklift Operation'],
  });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await chooseAnotherCard(page);
  await cardNumberField(page).waitFor({ timeout: 15_000 });
  expect(authorized.length).toBeGreaterThan(0);
  const origin = new URL(e2e.target.apiURL).origin;
  const elsewhere = all.filter((request) => !new URL(request.url()).pathname.startsWith('/v1/'));
  expect(elsewhere.some((request) => request.resourceType() === 'font')).toBe(true);
  expect(elsewhere.some((request) => request.resourceType() === 'script')).toBe(true);
  if (e2e.target.name === 'production') {
    expect(elsewhere.some((request) => request.url().startsWith('https://js.stripe.com/'))).toBe(
      true,
    );
  }
  for (const request of authorized) {
    const url = new URL(request.url());
    expect(url.origin).toBe(origin);
    expect(url.pathname.startsWith('/v1/')).toBe(true);
  }
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'access_token');
  expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
  expect(cookie.value).not.toBe('');
  expect(e2e.pageErrors).toEqual([]);
});

test('logout removes the token from localStorage and the cookie', async () => {
  const { page, context } = e2e;
  await logIn(page);
  expect(await page.evaluate(() => localStorage.getItem('auth_access_token'))).toBeTruthy();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_access_token'))).toBeNull();
  expect((await context.cookies()).filter((c) => c.name === 'access_token')).toEqual([]);
  expect(e2e.pageErrors).toEqual([]);
});

test('a 401 mid-session ends it, and login returns to the page the employer was on', async () => {
  const { page, context } = e2e;
  await logIn(page);
  // The unread badge's poll starts once the first screen shows (src/app/layouts.tsx): let its
  // first answer in before the token is revoked, so that the search typed below is the next call.
  // (Watched from the new document's start: the previous page's poll cannot answer it.)
  await page.goto('/job-openings?search=Warehouse', { waitUntil: 'commit' });
  const badgeAnswered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/v1/employers/chats' && url.searchParams.get('unread') === '1';
  });
  await page.getByRole('list', { name: 'Job openings' }).waitFor();
  await badgeAnswered;
  // The token is revoked elsewhere (as by a logout in another tab): the next call is a 401.
  await page.evaluate(
    (api) =>
      fetch(`${api}/v1/employers/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('auth_access_token')}` },
      }),
    e2e.target.apiURL,
  );
  await page.getByRole('searchbox').fill('Driver');
  await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('auth_access_token'))).toBeNull();
  expect((await context.cookies()).filter((c) => c.name === 'access_token')).toEqual([]);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/job-openings', { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('search')).toBeTruthy();
  expect(e2e.pageErrors).toEqual([]);
});
