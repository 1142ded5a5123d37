/**
 * The warm start (issue #31 point 2; README "Speed"): a returning employer's screen paints from
 * the device's copy of the last answers (IndexedDB) at once — no "Checking your session…"
 * overlay, the last visit's rows marked "Saved from your last visit. Refreshing…" — and the
 * fresh answer replaces it; at logout the copy is removed. On the production target the list's
 * fresh answer is held back (Playwright routing) while the page shows the copy, so the test
 * sees both states; the demo target's API answers inside its service worker, out of routing's
 * reach, and shows the copy being replaced. Offline (production: the Workbox service worker
 * serves the app, issue #31 point 3), a reload shows the last-seen list under the offline
 * banner. A first visit has the next visit's code compiled ahead by a worker (production;
 * src/app/codeCacheWarmUp.ts). No fixed waits: web-first waits on the page.
 */
import type { Page, Route } from 'playwright-core';
import { setupBrowser } from './browser';
import { logIn } from './flows';

// The production build's service worker serves the app offline (issue #31 point 3): allowed here.
const e2e = setupBrowser({ serviceWorkers: 'allow' });

const LAST_VISIT = 'Saved from your last visit. Refreshing…';
const POINTER = 'hireline.deviceCopy';

/** The job-openings list once its rows are drawn (not busy). */
function openingsList(page: Page) {
  return page.locator('[aria-label="Job openings"][aria-busy="false"]');
}

/** In the page: the keys of IndexedDB `hireline-device-copy` / `copies` (none: `[]`). */
function readCopyKeys(): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    const open = indexedDB.open('hireline-device-copy');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('copies')) {
        db.close();
        resolve([]);
        return;
      }
      const keys = db.transaction('copies').objectStore('copies').getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.map(String));
      };
      keys.onerror = () => reject(keys.error);
    };
  });
}

type CopyKeysWindow = Window & { e2eCopyKeys: () => Promise<string[]> };

/** Gives every page of the test `window.e2eCopyKeys` ({@link readCopyKeys}). */
async function exposeCopyKeys(page: Page): Promise<void> {
  await page.addInitScript({ content: `window.e2eCopyKeys = ${readCopyKeys.toString()};` });
}

/** The employers whose copy IndexedDB holds. */
function storedCopies(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as CopyKeysWindow).e2eCopyKeys());
}

/**
 * Resolves once the device's copy is written (1 s after the last answer) and named: the page
 * checks IndexedDB again on every animation frame until it holds a copy (Playwright's
 * `waitForFunction` takes a synchronous predicate only).
 */
async function copyWritten(page: Page): Promise<void> {
  await page.evaluate(async (key) => {
    const read = (window as unknown as CopyKeysWindow).e2eCopyKeys;
    while (localStorage.getItem(key) === null || (await read()).length === 0) {
      await new Promise(requestAnimationFrame);
    }
  }, POINTER);
}

test('a returning employer sees the job openings from the last visit at once, then the fresh list', async () => {
  const { page, target } = e2e;
  await exposeCopyKeys(page);
  await logIn(page);
  await page.goto('/job-openings');
  await openingsList(page).waitFor();
  const names = await openingsList(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await copyWritten(page);
  expect(await storedCopies(page)).toHaveLength(1);

  // The next visit. On the production target the list's fresh answer waits until released.
  const storedToken = await page.evaluate(() => localStorage.getItem('auth_access_token'));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: (authorization: string) => void = () => undefined;
  const firstAsk = new Promise<string>((resolve) => {
    asked = resolve;
  });
  let asks = 0;
  if (target.name === 'production') {
    await page.route(/\/v1\/employers\/job-openings(\?|$)/, async (route: Route) => {
      asks += 1;
      asked(route.request().headers().authorization ?? '-');
      await held;
      await route.continue();
    });
  }
  // Whether "Checking your session…" ever shows during the reload.
  await page.addInitScript(() => {
    const seen = () => document.body?.textContent?.includes('Checking your session') === true;
    new MutationObserver(() => {
      if (seen()) sessionStorage.setItem('e2e.overlaySeen', '1');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();

  // The first card at once, from the device (the list stays busy while its refresh runs).
  const list = page.locator('[aria-label="Job openings"]');
  await list.getByRole('heading', { level: 2, name: names[0] }).waitFor();
  if (target.name === 'production') {
    // Painted from the device while the fresh answer is held back, and marked as such.
    await page.getByText(LAST_VISIT).waitFor();
    // Asked for once, with the refreshed token (the stored one is revoked by the refresh).
    const authorization = await firstAsk;
    expect(authorization).toMatch(/^Bearer .+/);
    expect(authorization).not.toBe(`Bearer ${storedToken}`);
    release();
  }
  // The fresh answer replaces the copy: the note goes.
  await page.getByText(LAST_VISIT).waitFor({ state: 'detached' });
  await openingsList(page).waitFor();
  expect(await openingsList(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual(
    names,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.overlaySeen'))).toBeNull();
  if (target.name === 'production') expect(asks).toBe(1);
  expect(e2e.pageErrors).toEqual([]);
});

test('offline, the last-seen job openings are readable under the offline notice (production: the service worker serves the app)', async () => {
  const { page, target } = e2e;
  if (target.name !== 'production') return; // demo builds have MSW's worker only
  await exposeCopyKeys(page);
  await logIn(page);
  await page.goto('/job-openings');
  await openingsList(page).waitFor();
  const names = await openingsList(page).getByRole('heading', { level: 2 }).allTextContents();
  await copyWritten(page);
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
  );

  await page.context().setOffline(true);
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: 'No internet connection' });
  await banner.waitFor();
  const list = page.locator('[aria-label="Job openings"]');
  await list.getByRole('heading', { level: 2, name: names[0] }).waitFor();
  expect(await page.getByText(LAST_VISIT).count()).toBeGreaterThan(0);
  // Readable: nothing of the page is inert under the banner.
  expect(await page.locator('[inert]').count()).toBe(0);
  await page.context().setOffline(false);
  expect(e2e.pageErrors).toEqual([]);
});

test("a first visit has the next visit's code compiled ahead, on a worker (production: with the service worker)", async () => {
  const { page, target } = e2e;
  if (target.name !== 'production') return; // demo builds have MSW's worker only
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  // A first visit: its scripts come from the network, the service worker installs meanwhile.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    'hireline:code-cache-warmed',
  );
  expect(
    workers.filter((path) => /^\/assets\/codeCacheWarmUp\.worker-[\w-]+\.js$/.test(path)),
  ).toHaveLength(1);
  // The app did not start in the worker: the page is still the one login page, without errors.
  expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
  expect(e2e.pageErrors).toEqual([]);
});

test('the copy of the last visit is removed at logout', async () => {
  const { page } = e2e;
  await exposeCopyKeys(page);
  await logIn(page);
  await page.goto('/job-openings');
  await openingsList(page).waitFor();
  await copyWritten(page);
  expect(await storedCopies(page)).toHaveLength(1);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.waitForFunction((key) => localStorage.getItem(key) === null, POINTER);
  expect(await storedCopies(page)).toEqual([]);
  // Nothing of it shows on the next visit: the login page, empty.
  await page.goto('/job-openings');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(await page.getByText(LAST_VISIT).count()).toBe(0);
  expect(e2e.pageErrors).toEqual([]);
});
