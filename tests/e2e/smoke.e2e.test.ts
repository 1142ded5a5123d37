/**
 * Smoke test of the production build in demo mode: the app starts (MSW worker included),
 * the document title follows "Hireline | <route title>", and the guards send an anonymous
 * visitor of an employer-only page to the login page. Deep links survive a reload.
 */
import { setupBrowser } from './browser';

const e2e = setupBrowser();

async function waitForTitle(prefix: string) {
  await e2e.page.waitForFunction((p) => document.title.startsWith(p), prefix, {
    timeout: 15_000,
  });
  return e2e.page.title();
}

test('the app loads and titles the page "Hireline | …"', async () => {
  const response = await e2e.page.goto('/');
  expect(response?.ok()).toBe(true);
  const title = await waitForTitle('Hireline |');
  expect(title).toMatch(/^Hireline \| \S/);
  // Demo mode: the simulated API's service worker is registered and active.
  const workers = await e2e.page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''),
  );
  expect(workers.some((url) => url.endsWith('/mockServiceWorker.js'))).toBe(true);
  expect(e2e.pageErrors).toEqual([]);
});

test('an anonymous visit to /job-openings ends on /auth/login', async () => {
  await e2e.page.goto('/job-openings');
  await e2e.page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
  expect(await waitForTitle('Hireline |')).toMatch(/^Hireline \| \S/);
  expect(e2e.pageErrors).toEqual([]);
});

test('a deep link with a query string is served by the SPA on reload', async () => {
  const response = await e2e.page.goto('/job-openings?search=developer');
  expect(response?.status()).toBe(200);
  expect(await e2e.page.locator('#root').count()).toBe(1);
  await e2e.page.reload();
  await e2e.page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
  expect(e2e.pageErrors).toEqual([]);
});
