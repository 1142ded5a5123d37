/**
 * Paint figures of issue #20 point 6 and issue #21 point 6 for scripts/bench-budgets.mjs (bench
 * only, never in the test suite): how soon a list screen, logged in, shows its first row —
 * /job-openings its first job opening, /inbox its first chat — beside the stack floor's largest
 * contentful paint, and what the screen's own largest contentful paint is (judged on
 * /job-openings only).
 *
 * The pages load in Playwright's Chromium under the same conditions, one after the other
 * (floor, then each screen in turn — /job-openings, /inbox —, RUNS times), each in a fresh
 * context (empty cache and storage):
 * a phone — Lighthouse's mobile preset, 412 × 823 CSS px at 1.75 device pixels, touch — on its
 * slow 4G figures applied by Chromium (DevTools throttling): 150 ms added to every request,
 * 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4 ×. Lighthouse itself simulates those figures
 * (it never waits for a page to render under them), and it measures no row: so the row and the
 * floor's paint are measured here, side by side, the same way.
 *
 * What is measured, in the page, from the navigation start (`performance.now()` = 0):
 * - the floor's LCP: the last `largest-contentful-paint` entry's `renderTime`, once the floor's
 *   "Log in" has painted and the network has been quiet for 500 ms;
 * - the first row: Element Timing. As soon as the first row of the screen's list is in the DOM
 *   (a MutationObserver, before the frame that paints it) — the first `<li>` of the `<ul>`
 *   named "Job openings", the first `role="listitem"` of the `role="list"` named "Chats" (the
 *   inbox's virtualized list) —, the page's script here gives it and every element in it an
 *   `elementtiming` attribute; the row's time is the latest `renderTime` of their first
 *   paints — when the whole row was on screen, as the browser's compositor reports it, not
 *   when React inserted it. A first row replaced before it painted leaves the place to the
 *   next first row, marked the same way under an identifier of its own; the earliest
 *   complete paint of the rows marked counts. The app carries no attribute for this.
 * - the LCP element on /job-openings: each LCP entry's element, named (tag, text, a CSS path),
 *   sorted into the page's heading (the `header` with the h1 inside `main`), the first row, or
 *   something else; and what covers it, by `document.elementFromPoint` at the element's centre —
 *   once when the entry is reported (right after its paint: the session-check overlay, a
 *   spinner) and again when the page has settled (a toast, the demo inbox's button).
 */

import { median } from './stats.mjs';

/** Lighthouse's mobile preset (screen emulation, slow 4G figures), applied by Chromium. */
const PAINT_PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  /** ms added to every request (one round trip). */
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
};

/**
 * Prefix of the `elementtiming` identifiers the page's script gives each first row and its
 * descendants (`bench-first-row-1`, `-2`… in the order they were marked).
 */
const ROW_TIMING = 'bench-first-row';

/**
 * Installed in each page before it loads (`addInitScript`): records the LCP entries (with their
 * element, region and cover at report time) and the first row's element-timing entries in
 * `window.__benchPaint`. `listLabel` = the accessible name of the screen's list: a `<ul>` of
 * `<li>` or a `role="list"` of `role="listitem"` (the first row is the first of either in
 * document order).
 */
function paintRecorder({ listLabel, rowTiming }) {
  const state = { lcp: [], rows: [] };
  Object.defineProperty(window, '__benchPaint', { value: state });
  const label = `[aria-label="${CSS.escape(listLabel)}"]`;
  const rowSelector = `:is(ul${label} > li, [role="list"]${label} > [role="listitem"])`;

  /** A CSS path of `el` (ids where there are, else tag and position among its siblings). */
  const pathOf = (el) => {
    const parts = [];
    for (let node = el; node && node.nodeType === 1 && node !== document.body;) {
      // A stable id ends the path (`main-content`); generated ones (uuids, React's) do not.
      if (node.id && /^[a-z]+(-[a-z]+)*$/i.test(node.id)) {
        parts.unshift(`#${CSS.escape(node.id)}`);
        break;
      }
      const parent = node.parentElement;
      const tag = node.tagName.toLowerCase();
      const same = parent ? [...parent.children].filter((c) => c.tagName === node.tagName) : [];
      parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
      node = parent;
    }
    return parts.join(' > ');
  };
  const describe = (el) =>
    el
      ? {
          tag: el.tagName.toLowerCase(),
          text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
          selector: pathOf(el),
          role: el.getAttribute('role') ?? undefined,
        }
      : null;
  /** 'heading' (the page header with the h1, in main), 'firstRow', or 'other'. */
  const regionOf = (el) => {
    if (!el) return 'other';
    const header = el.closest('main header');
    if (header && header.querySelector('h1')) return 'heading';
    const row = document.querySelector(rowSelector);
    if (row && (row === el || row.contains(el))) return 'firstRow';
    return 'other';
  };
  /** What is painted over the centre of `el`, or null when `el` (or its content) is on top. */
  const coverOf = (el) => {
    if (!el || !el.isConnected) return { tag: '(removed from the page)', text: '', selector: '' };
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    if (!top) return { tag: '(outside the viewport)', text: '', selector: '' };
    return top === el || el.contains(top) ? null : describe(top);
  };
  state.check = () => {
    const last = state.lcp.at(-1);
    if (!last) return null;
    const el = last.node;
    // Sorted when painted (a node removed since then is in no region any more).
    return { ...last, node: undefined, region: last.regionAtPaint, coveredNow: coverOf(el) };
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      state.lcp.push({
        time: entry.renderTime || entry.startTime,
        size: entry.size,
        element: describe(el),
        regionAtPaint: regionOf(el),
        coveredAtPaint: coverOf(el),
        node: el,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  /** Waits of {@link untilShown}: each a check run at every DOM change and row paint. */
  const waiters = new Set();
  const recheck = () => {
    for (const waiter of waiters) {
      if (!waiter.check()) continue;
      waiters.delete(waiter);
      waiter.resolve(true);
    }
  };
  const until = (check) =>
    new Promise((resolve) => {
      if (check()) resolve(true);
      else waiters.add({ check, resolve });
    });
  /** Resolves once a first row has painted (an Element Timing entry of a marked row). */
  state.rowPainted = () => until(() => state.firstRowPaint() !== null);
  /** Resolves once an element whose whole text is `text` is in the page. */
  state.textShown = (text) =>
    until(() => {
      const walker = document.createTreeWalker(document.body ?? document, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent.trim() === text && node.parentElement?.textContent.trim() === text)
          return true;
      }
      return false;
    });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const tagged = state.rows.find((row) => row.identifier === entry.identifier);
      if (tagged) tagged.paints.push(entry.renderTime || entry.startTime);
    }
    recheck();
  }).observe({ type: 'element', buffered: true });

  // Marks the first row (and everything in it) for Element Timing as soon as it is inserted:
  // mutation callbacks run before the next rendering step, so before the row is painted. A
  // first row that is replaced before it paints (a list drawn again, a row moved to the top)
  // leaves its place to the new first row, marked with an identifier of its own: the row's
  // time is the first complete paint of any of them (see `firstRowPaint`).
  const mark = () => {
    const row = document.querySelector(rowSelector);
    if (!row || row.hasAttribute('elementtiming')) return;
    const identifier = `${rowTiming}-${state.rows.length + 1}`;
    state.rows.push({ identifier, inserted: performance.now(), paints: [] });
    for (const el of [row, ...row.querySelectorAll('*')])
      el.setAttribute('elementtiming', identifier);
  };
  /**
   * The first row's paint (ms from the navigation start): of each row marked in turn, the time
   * its last element painted (the whole row on screen), the earliest of those; with when that
   * row entered the DOM. Null when no marked row painted.
   */
  state.firstRowPaint = () => {
    const painted = state.rows
      .filter((row) => row.paints.length > 0)
      .map((row) => ({ time: Math.max(...row.paints), inserted: row.inserted }))
      .sort((a, b) => a.time - b.time);
    return painted[0] ?? null;
  };
  new MutationObserver(() => {
    mark();
    recheck();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A fresh context under {@link PAINT_PROFILE}, with the recorder (and `token` stored). */
async function throttledPage(browser, { token, listLabel }) {
  const context = await browser.newContext({
    viewport: PAINT_PROFILE.viewport,
    deviceScaleFactor: PAINT_PROFILE.deviceScaleFactor,
    isMobile: PAINT_PROFILE.isMobile,
    hasTouch: PAINT_PROFILE.hasTouch,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  if (token) {
    // Once: a later visit of the same context keeps the token its start-up check refreshed.
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth_access_token'))
        localStorage.setItem('auth_access_token', value);
    }, token);
  }
  await context.addInitScript(paintRecorder, { listLabel, rowTiming: ROW_TIMING });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await throttle(cdp, true);
  return { context, page, cdp };
}

/** Applies {@link PAINT_PROFILE}'s network and CPU figures (`on`), or lifts them. */
async function throttle(cdp, on) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? PAINT_PROFILE.latencyMs : 0,
    downloadThroughput: on ? PAINT_PROFILE.downloadBitsPerSecond / 8 : -1,
    uploadThroughput: on ? PAINT_PROFILE.uploadBitsPerSecond / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? PAINT_PROFILE.cpuSlowdown : 1 });
}

/**
 * Resolves once the page's visit is on the device for the next one (issue #31 point 2): the
 * device's copy of the answers written (IndexedDB `hireline-device-copy`, named by the
 * localStorage pointer) and, where the build has one, the service worker active (its precache
 * complete) and the code cache of the next visit made (the app's User Timing mark
 * `hireline:code-cache-warmed`, src/app/codeCacheWarmUp.ts). The page checks again on every
 * animation frame.
 */
async function visitKept(page) {
  await page.evaluate(async () => {
    const copies = () =>
      new Promise((resolve) => {
        const open = indexedDB.open('hireline-device-copy');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('copies').objectStore('copies').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => resolve(0);
        };
      });
    while (!localStorage.getItem('hireline.deviceCopy') || (await copies()) === 0) {
      await new Promise(requestAnimationFrame);
    }
    if (navigator.serviceWorker && document.querySelector('link[rel="manifest"]')) {
      await navigator.serviceWorker.ready;
      // And the next visit's code cache made (src/app/codeCacheWarmUp.ts).
      while (performance.getEntriesByName('hireline:code-cache-warmed').length === 0) {
        await new Promise(requestAnimationFrame);
      }
    }
  });
}

/** Waits until the network has been quiet, then two frames (the last entries are reported). */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Waits, within 60 s, for the page's recorder ({@link paintRecorder}) to resolve `wait` — an
 * expression of `window.__benchPaint` such as `rowPainted()` — over the page's DevTools session
 * (`Runtime.evaluate`), not a Playwright locator: a locator's first use evaluates Playwright's
 * injected script (~330 KB) on the page's main thread, 60–100 ms under the 4 × CPU slowdown, and
 * on a page still rendering after its load event (the app, not the floor, whose first render is
 * done by then) that lands before the paint measured.
 * @throws when `wait` has not resolved after 60 s
 */
async function untilShown(cdp, wait, what) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not shown within 60 s`)), 60_000);
  });
  try {
    await Promise.race([
      cdp.send('Runtime.evaluate', {
        expression: `window.__benchPaint.${wait}`,
        awaitPromise: true,
        returnByValue: true,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A login page's LCP (ms from navigation start) and its element, in one fresh page: the floor's
 * (`url` its page), or the app's /auth/login. Waits for their "Log in".
 */
async function lcpRun(browser, url) {
  const { context, page, cdp } = await throttledPage(browser, { listLabel: '' });
  try {
    await page.goto(url);
    // The floor's "Log in" text, the app's "Log in" button.
    await untilShown(cdp, `textShown('Log in')`, url);
    await settle(page);
    const lcp = await page.evaluate(() => window.__benchPaint.check());
    if (!lcp) throw new Error(`${url} reported no largest contentful paint`);
    return lcp;
  } finally {
    await context.close();
  }
}

/** Loads `url` in `page` and reads the first row's paint and the LCP entry of that visit. */
async function visit(page, cdp, url) {
  await page.goto(url);
  await untilShown(cdp, 'rowPainted()', `the first row of ${new URL(url).pathname}`);
  await settle(page);
  const result = await page.evaluate(() => ({
    row: window.__benchPaint.firstRowPaint(),
    marked: window.__benchPaint.rows.length,
    lcp: window.__benchPaint.check(),
  }));
  const where = new URL(url).pathname;
  if (!result.row) {
    throw new Error(
      `the first row of ${where} reported no paint (${result.marked} first rows marked in turn)`,
    );
  }
  if (!result.lcp) throw new Error(`${where} reported no largest contentful paint`);
  return { firstRow: result.row.time, inserted: result.row.inserted, lcp: result.lcp };
}

/**
 * The first row's paint time and the LCP entry of the list screen at `url`, in one fresh page
 * (`cold`), and of the same employer's next visit in the same browser profile (`warm`, issue
 * #31 point 2: the HTTP cache, the service worker and the device's copy of the answers kept;
 * the wait for them to be kept is not throttled).
 */
async function screenRun(browser, url, token, listLabel) {
  const { context, page, cdp } = await throttledPage(browser, { token, listLabel });
  try {
    const cold = await visit(page, cdp, url);
    await throttle(cdp, false);
    await visitKept(page);
    await throttle(cdp, true);
    const warm = await visit(page, cdp, url);
    return { ...cold, warm: warm.firstRow };
  } finally {
    await context.close();
  }
}

/**
 * Whether an LCP entry of /job-openings is real content (the heading or the first row) with
 * nothing over it, when painted and once settled; `why` says what is wrong otherwise.
 */
function judgeLcp(lcp) {
  const problems = [];
  if (lcp.region !== 'heading' && lcp.region !== 'firstRow') {
    problems.push('not the heading nor the first row');
  }
  const cover = (c) => `${c.tag}${c.text ? ` "${c.text}"` : ''}`;
  if (lcp.coveredAtPaint) problems.push(`covered by ${cover(lcp.coveredAtPaint)} when painted`);
  if (lcp.coveredNow) problems.push(`covered by ${cover(lcp.coveredNow)} once settled`);
  return { ok: problems.length === 0, why: problems.join('; ') };
}

/**
 * `runs` rounds of page loads under {@link PAINT_PROFILE}: the floor, then each of `screens` in
 * turn, logged in with a fresh token from `newToken` (async) each time.
 * @param options.browser a Playwright Chromium (the system one)
 * @param options.floorUrl the stack floor's page
 * @param options.newToken resolves with a new access token of the demo employer
 * @param options.screens the list screens by key: `url` (on the app's origin), `listLabel` (the
 *   accessible name of its list, English: "Job openings", "Chats"), `judgeLcp` (true: its LCP
 *   entry must be the heading or the first row with nothing over it, {@link judgeLcp} — the
 *   rule of /job-openings, issue #20 point 6)
 * @param options.logins the app's login page by key (issue #31 point 1): `url`, and `floorUrl`
 *   when the floor is served differently for it (default: the round's floor run); each round
 *   loads that floor and the page, and their LCPs are compared
 * @returns medians in ms from the navigation start — `floorLcp`; per login key `lcp` and
 *   `floorLcp` (with `appRuns`, `floorRuns`); and per screen key in
 *   `screens`: `firstRow`, and `warmRow` of the next visit (issue #31 point 2) — with every
 *   run's figures (`floorRuns`; per screen `rowRuns`, `warmRuns`,
 *   `insertedRuns`: when the row entered the DOM, and its LCP entry per run, `lcpRuns`, with a
 *   `verdict` when judged), and the floor's LCP element (`floorElement`).
 * @throws when a page does not show what is waited for within 60 s, or reports no paint.
 */
export async function paintFigures({
  browser,
  floorUrl,
  newToken,
  screens,
  logins = {},
  runs = 7,
}) {
  const floorRuns = [];
  const byLogin = Object.fromEntries(
    Object.keys(logins).map((key) => [key, { appRuns: [], floorRuns: [] }]),
  );
  const byScreen = Object.fromEntries(
    Object.keys(screens).map((key) => [
      key,
      { rowRuns: [], insertedRuns: [], lcpRuns: [], warmRuns: [] },
    ]),
  );
  let floorElement = null;
  for (let i = 0; i < runs; i += 1) {
    const floor = await lcpRun(browser, floorUrl);
    floorRuns.push(floor.time);
    floorElement = floor.element;
    for (const [key, login] of Object.entries(logins)) {
      const figures = byLogin[key];
      figures.floorRuns.push(
        login.floorUrl ? (await lcpRun(browser, login.floorUrl)).time : floor.time,
      );
      figures.appRuns.push((await lcpRun(browser, login.url)).time);
    }
    for (const [key, screen] of Object.entries(screens)) {
      const run = await screenRun(browser, screen.url, await newToken(), screen.listLabel);
      const figures = byScreen[key];
      figures.rowRuns.push(run.firstRow);
      figures.warmRuns.push(run.warm);
      figures.insertedRuns.push(run.inserted);
      figures.lcpRuns.push(screen.judgeLcp ? { ...run.lcp, verdict: judgeLcp(run.lcp) } : run.lcp);
    }
  }
  return {
    profile: PAINT_PROFILE,
    floorLcp: median(floorRuns),
    floorRuns,
    floorElement,
    screens: Object.fromEntries(
      Object.entries(byScreen).map(([key, figures]) => [
        key,
        { firstRow: median(figures.rowRuns), warmRow: median(figures.warmRuns), ...figures },
      ]),
    ),
    logins: Object.fromEntries(
      Object.entries(byLogin).map(([key, figures]) => [
        key,
        { lcp: median(figures.appRuns), floorLcp: median(figures.floorRuns), ...figures },
      ]),
    ),
  };
}
