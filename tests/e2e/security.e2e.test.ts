/**
 * Security in real Chromium, on both targets of tests/e2e/browser.ts (issue #7 point 5): the
 * bearer token goes only to the API (`/v1/…` of the API origin: the page's own in demo mode,
 * the API server's in production), never to fonts, assets or anything else; the session
 * cookie is Secure and SameSite=Strict; logout removes the token from localStorage and the
 * cookie; a 401 in the middle of a session clears it, goes to /auth/login and, after login,
 * returns to the page the employer was on; markup typed by the employer renders as text and
 * executes nothing.
 */
import type { Page, Request } from 'playwright-core';
import { setupBrowser } from './browser';
import { createOpening, DEMO, logIn } from './flows';

const e2e = setupBrowser();
const XSS = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

/** Every request that carried an Authorization header. */
function recordAuthorized(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) seen.push(request);
  });
  return seen;
}

test('the bearer token goes only to the API; the cookie is Secure and SameSite=Strict', async () => {
  const { page, context } = e2e;
  const authorized = recordAuthorized(page);
  await logIn(page);
  await page.getByRole('link', { name: 'Job Openings' }).click();
  await page.getByRole('list', { name: 'Job openings' }).waitFor();
  expect(authorized.length).toBeGreaterThan(0);
  const origin = new URL(e2e.target.apiURL).origin;
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
  await page.goto('/job-openings?search=Warehouse');
  await page.getByRole('list', { name: 'Job openings' }).waitFor();
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

test('markup typed by the employer and returned by the server renders as text', async () => {
  const { page } = e2e;
  await logIn(page);
  await createOpening(page, {
    name: `Forklift ${XSS}`,
    state: 'Texas',
    city: 'Houston',
    skills: ['Forklift Operation'],
  });
  await page.getByRole('list', { name: 'Suggested candidates' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('heading', { name: `Forklift ${XSS}` }).waitFor();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(e2e.pageErrors).toEqual([]);
});
