/**
 * Browser helpers of the end-to-end tests: playwright-core driving the Chromium pinned in
 * package-lock.json (scripts/lib/browser.mjs; never a downloaded or a system browser), one
 * browser per test file and
 * a fresh context (clean storage, cookies and service workers) per test.
 *
 * The same tests run against two targets (scripts/test-e2e.mjs chooses with `E2E_TARGET`):
 * - `demo`: the production build in demo mode at E2E_BASE_URL, the API answered inside the
 *   browser by the MSW service worker;
 * - `production`: the real production build served by nginx with the deployment config
 *   (CSP and all) at E2E_PROD_URL, calling the API on its own origin (E2E_API_URL, the same
 *   origin: nginx proxies `/v1/` to the API server at E2E_API_UPSTREAM), with Stripe.js
 *   replaced by tests/e2e/fakes/stripe.js through routing. Every test of this target fails on
 *   any Content-Security-Policy violation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TEST_CARD_PAYMENT_METHODS } from '../../src/domain/testCards';

/** Where the app under test runs and where its API answers. */
interface Target {
  name: 'demo' | 'production';
  /** The app's origin (pages are opened relative to it). */
  baseURL: string;
  /**
   * The origin of the API the app calls: the page's own (MSW in demo mode, nginx's `/v1/`
   * proxy in production).
   */
  apiURL: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with \`npm run test:e2e\``);
  return value;
}

/** The target of this run: `E2E_TARGET` (`demo` unless it says `production`). */
function target(): Target {
  if (process.env.E2E_TARGET === 'production') {
    return {
      name: 'production',
      baseURL: required('E2E_PROD_URL'),
      apiURL: required('E2E_API_URL'),
    };
  }
  const base = required('E2E_BASE_URL');
  return { name: 'demo', baseURL: base, apiURL: base };
}

/** Where the app under test is served. */
function baseURL(): string {
  return target().baseURL;
}

/**
 * Launches the pinned Chromium with the options scripts/test-e2e.mjs resolved
 * (`HIRELINE_CHROMIUM_LAUNCH`: executable path, flags and the browser's fontconfig file, from
 * scripts/lib/browser.mjs).
 */
export function launchBrowser(): Promise<Browser> {
  const launch = JSON.parse(required('HIRELINE_CHROMIUM_LAUNCH')) as {
    executablePath: string;
    args: string[];
    env: Record<string, string>;
  };
  return chromium.launch({
    executablePath: launch.executablePath,
    args: launch.args,
    env: { ...process.env, ...launch.env },
    headless: true,
  });
}

/**
 * A fresh, isolated context: 1280×800, en-US, UTC, the target's `baseURL`. `bypassCSP`
 * switches the page's Content-Security-Policy off (to prove the app itself injects nothing).
 */
export function newContext(
  browser: Browser,
  url = baseURL(),
  {
    bypassCSP = false,
    serviceWorkers = 'allow',
  }: { bypassCSP?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: url,
    bypassCSP,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers,
  });
}

/** The fake Stripe.js, preceded by the one test-card table it maps card numbers with. */
const STRIPE_FAKE = `window.__hirelineTestCards = ${JSON.stringify(TEST_CARD_PAYMENT_METHODS)};\n${readFileSync(
  path.join(__dirname, 'fakes', 'stripe.js'),
  'utf8',
)}`;

/**
 * Replaces Stripe.js in `context`: every request to a Stripe host is answered 204 (nothing
 * leaves the machine), and https://js.stripe.com/… gets the fake (registered last, so
 * Playwright tries it first).
 */
export async function routeStripeFake(context: BrowserContext) {
  await context.route(/^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  await context.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: STRIPE_FAKE,
    }),
  );
}

/**
 * Collects the page's Content-Security-Policy violations (`securitypolicyviolation` events)
 * as "<directive> refused <blocked URI> <sample>" lines.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}

/** What a test of a file set up with {@link setupBrowser} works with. */
export interface E2EState {
  target: Target;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page. */
  pageErrors: Error[];
  /** CSP violations (production target; each test fails when there is any). */
  cspViolations: string[];
}

/**
 * Per-test browser state for a jest file: `const e2e = setupBrowser();` then, inside a test,
 * `const page = e2e.page`. The browser is shared by the file; context and page are new for
 * every test, and page errors are collected in `e2e.pageErrors`. On the production target
 * Stripe.js is the fake and a CSP violation fails the test; `bypassCSP` turns the policy off.
 */
export function setupBrowser(
  options: { bypassCSP?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): E2EState {
  const state = { target: target() } as E2EState;
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    // The demo target's API is MSW's service worker. The production build's Workbox worker
    // (precache of ~100 files on install) is the subject of deploy.e2e and of warmStart's
    // offline reading, which open their own contexts; elsewhere it is blocked, so that every
    // test does not pay for its install.
    state.context = await newContext(state.browser, state.target.baseURL, {
      serviceWorkers: state.target.name === 'production' ? 'block' : 'allow',
      ...options,
    });
    state.cspViolations =
      state.target.name === 'production' ? await collectCspViolations(state.context) : [];
    if (state.target.name === 'production') await routeStripeFake(state.context);
    state.page = await state.context.newPage();
    state.pageErrors = [];
    state.page.on('pageerror', (error) => state.pageErrors.push(error));
  });
  afterEach(async () => {
    if ((globalThis as { __e2eTestFailed?: boolean }).__e2eTestFailed && state.page) {
      await reportFailedPage(state.page, state.target.name);
    }
    await state.context?.close();
    expect(state.cspViolations).toEqual([]);
  });
  return state;
}

/** Where {@link reportFailedPage} saves its screenshots (kept with the run's test results). */
const FAILURE_DIR = path.resolve(__dirname, '..', '..', 'test-results', 'e2e-failures');

/**
 * After a failed test (tests/e2e/environment.mjs tells): logs the page's URL and the start of
 * its visible text (1,500 characters), and saves a screenshot of the viewport in
 * test-results/e2e-failures/ — what the page showed when the test gave up. Never throws: the
 * test's own failure is the one reported.
 */
async function reportFailedPage(page: Page, target: string): Promise<void> {
  const file = path.join(FAILURE_DIR, `${target}-${Date.now()}.png`);
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(no text: ${String(error)})`);
  const saved = await page
    .screenshot({ path: file, timeout: 5_000 })
    .then(() => file)
    .catch((error: unknown) => `(no screenshot: ${String(error)})`);
  console.error(
    `[e2e] failed on ${target} at ${page.url()}\nscreenshot: ${saved}\nvisible text:\n${text.slice(0, 1_500)}`,
  );
}

/** Calls the API as the page's logged-in employer (its token), from the page. */
export function apiFromPage<T>(e2e: E2EState, pathAndQuery: string, method = 'GET'): Promise<T> {
  return e2e.page.evaluate(
    async ({ url, verb }) => {
      const token = localStorage.getItem('auth_access_token');
      const response = await fetch(url, {
        method: verb,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      return (await response.json()) as T;
    },
    { url: `${e2e.target.apiURL}${pathAndQuery}`, verb: method },
  );
}
