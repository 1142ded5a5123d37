/**
 * Lighthouse figures of issue #7 point 4 for scripts/bench-budgets.mjs (bench only, never in the
 * test suite): Lighthouse 12 (the `lighthouse` package, default config = the mobile preset,
 * simulated throttling) on the Chromium pinned in package-lock.json (scripts/lib/browser.mjs)
 * started by chrome-launcher with its flags, categories performance,
 * accessibility and best-practices.
 *
 * Every run gets a fresh Chromium with a fresh profile (empty cache, no storage), so Lighthouse's
 * own storage reset is turned off (`disableStorageReset`): it would clear localStorage, i.e. log
 * out. A logged-in page gets its token first: a throwaway tab of the same profile (Playwright over
 * CDP) opens a URL of the app's origin answered by request routing — nothing reaches the server,
 * so no script is cached and no connection is left open — and writes `auth_access_token` into
 * localStorage; the tab is closed before Lighthouse navigates.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { pinnedChromium } from './browser.mjs';
import { median } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TOKEN_KEY = 'auth_access_token';
/** Attempts per Lighthouse run before the bench gives up on it. */
const ATTEMPTS = 3;

/** Writes `token` into the localStorage of `origin` in the Chromium listening on `port`. */
async function seedToken(port, origin, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.route('**/*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>seed</title>',
      }),
    );
    await page.goto(`${origin}/__bench-seed`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run on `url` in a fresh Chromium (`token`: logged in on the URL's origin).
 * @returns the Lighthouse result (lhr).
 */
async function lighthouseRun(url, { token } = {}) {
  const pinned = await pinnedChromium();
  const chrome = await launch({
    chromePath: pinned.executablePath,
    chromeFlags: [...pinned.args],
    envVars: pinned.env,
  });
  try {
    if (token) await seedToken(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The audits of `category` that lost points in `lhr` (id, title, score). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score }));
}

/**
 * One Lighthouse run on `url` ({@link lighthouseRun}); a run that crashes inside Lighthouse (a
 * protocol error, a page that never settles for its trace) is run again in a new Chromium, up
 * to {@link ATTEMPTS} times, each crash's first line pushed to `crashes`. `newToken` (async,
 * optional) logs in and gives an access token for each attempt (logged-in pages: the app's
 * start-up refresh revokes the token it starts with).
 * @returns the run's LHR.
 * @throws when the run crashed {@link ATTEMPTS} times.
 */
export async function lighthouseRunWithRetries(url, { newToken, crashes = [] } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const token = newToken ? await newToken() : undefined;
    try {
      return await lighthouseRun(url, { token });
    } catch (error) {
      crashes.push(String(error instanceof Error ? error.message : error).split('\n')[0]);
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The figures of a page's Lighthouse runs (`results`, LHRs; `crashes`, the first line of each
 * crash that was run again).
 * @returns the medians of the scores (0–1) and of LCP (ms), TBT (ms), CLS and TTI (ms, time to
 *   interactive: when the screen's own content is up and the main thread quiet), every run's
 *   performance score, and the audits that lost accessibility or best-practices points in any
 *   run (by id), and `crashes`.
 */
export function lighthouseSummary(results, crashes = []) {
  const score = (category) => (lhr) => lhr.categories[category].score ?? 0;
  const metric = (id) => (lhr) => lhr.audits[id].numericValue ?? NaN;
  const failing = {};
  for (const category of ['accessibility', 'best-practices']) {
    const byId = new Map();
    for (const lhr of results) {
      for (const audit of failingAudits(lhr, category)) byId.set(audit.id, audit);
    }
    failing[category] = [...byId.values()];
  }
  return {
    performanceRuns: results.map(score('performance')),
    performance: median(results.map(score('performance'))),
    accessibility: median(results.map(score('accessibility'))),
    bestPractices: median(results.map(score('best-practices'))),
    lcp: median(results.map(metric('largest-contentful-paint'))),
    tbt: median(results.map(metric('total-blocking-time'))),
    cls: median(results.map(metric('cumulative-layout-shift'))),
    tti: median(results.map(metric('interactive'))),
    failing,
    crashes,
  };
}
