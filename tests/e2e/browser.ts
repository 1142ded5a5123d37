/**
 * Browser helpers of the end-to-end tests: playwright-core driving the system Chromium
 * (Debian's /usr/bin/chromium; no browser is ever downloaded), one browser per test file and
 * a fresh context (clean storage, cookies and service workers) per test. The app under test
 * is at E2E_BASE_URL, set by scripts/test-e2e.mjs.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Where the production build in demo mode is served (127.0.0.1: a secure context for MSW). */
export function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests with `npm run test:e2e`');
  return url;
}

/** Chromium flags proven on this machine (shared/TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A fresh, isolated context: 1280×800, en-US, UTC, `baseURL` from the environment. */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'allow',
  });
}

/**
 * Per-test browser state for a jest file: `const e2e = setupBrowser();` then, inside a test,
 * `const page = e2e.page`. The browser is shared by the file; context and page are new for
 * every test, and page errors are collected in `e2e.pageErrors`.
 */
export function setupBrowser() {
  const state = {} as {
    browser: Browser;
    context: BrowserContext;
    page: Page;
    pageErrors: Error[];
  };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.context = await newContext(state.browser);
    state.page = await state.context.newPage();
    state.pageErrors = [];
    state.page.on('pageerror', (error) => state.pageErrors.push(error));
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return state;
}
