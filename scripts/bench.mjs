#!/usr/bin/env node
/**
 * `npm run bench`: how fast the chats screen opens the demo's 5,000-message chat, in real
 * Chromium against the production bundle in demo mode. A script, not a test: it prints plain
 * lines and exits 0 unless something breaks.
 *
 *   1. builds the demo bundle (`npm run build:demo` → dist-demo/), or reuses it with
 *      `--no-build`;
 *   2. serves dist-demo with `vite preview` on a free port of 127.0.0.1 (a secure context, as
 *      the MSW service worker needs);
 *   3. logs in as demo@hireline.test in the Chromium pinned in package-lock.json (playwright-core,
 *      scripts/lib/browser.mjs), finds the
 *      opening and the chat with the most messages through the API the app uses;
 *   4. RUNS times (default 7, `--runs N`): reloads the opening's chats screen, clicks the chat
 *      and measures, inside the page, the time from the click to the newest message being
 *      visible in the thread container (ms; the thread shows the chat row's last message at
 *      once, so this is usually before the messages response, and it says in how many runs),
 *      then to the first page drawn above it with the newest message still in view, and the
 *      share of that spent after the messages response arrived; then the same from a deep link
 *      (`?chat=<id>`: navigation start → newest message visible, app start-up included).
 *      Prints the medians;
 *   5. counts the elements inside the thread container when opened and after loading five
 *      older pages (the virtualized list keeps it small), and prints the size of the main JS
 *      JavaScript loaded at start (entry script + preloaded chunks of dist-demo/index.html) in KB,
 *      raw and gzipped.
 *
 * The demo API adds 150–400 ms of simulated latency per request (mocks/browser.ts): the
 * "open" times include one such request; "after response" is the client's own share.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { freePort, HOST, waitForServer } from './lib/server.mjs';
import { median, spread } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const DEMO = { email: 'demo@hireline.test', password: 'Password123!' };
const THREAD = '[data-testid="chat-thread"]';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 7) : 7;

function run(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/**
 * Click on a chat → its newest message visible, median in ms (issue #31 point 1), printed with
 * its verdict; it includes one request of the demo API's simulated 150–400 ms latency.
 */
const THREAD_CLICK_BUDGET_MS = 400;

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript dist-demo/index.html loads at start: every module script (the early start-up
 * script and the entry) plus the chunks it preloads (screens load later, on demand). Raw and
 * gzipped sizes in bytes, summed.
 */
function mainChunk() {
  const html = readFileSync(path.join(root, 'dist-demo', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => m[1],
  );
  if (!scripts.length) throw new Error('no module script in dist-demo/index.html');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((href) => !scripts.includes(href));
  const assets = [...scripts, ...preloads];
  const name = `${scripts.join(' + ')} + ${preloads.length} preloaded chunks`;
  let raw = 0;
  let gzip = 0;
  for (const asset of assets) {
    const file = path.join(root, 'dist-demo', asset.replace(/^\//, ''));
    raw += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).length;
  }
  return { name, raw, gzip };
}

async function logIn(page) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/account-details', { timeout: 20_000 });
}

/** The API, called from the page with the app's stored token. */
function apiGet(page, url) {
  return page.evaluate(async (target) => {
    const token = localStorage.getItem('auth_access_token');
    const response = await fetch(target, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${target}: ${response.status}`);
    return response.json();
  }, url);
}

/** The opening and chat with the most messages, and the newest message's body. */
async function findLongChat(page) {
  const openings = await apiGet(page, '/v1/employers/job-openings?per_page=100');
  let best = null;
  for (const opening of openings.data.filter((o) => o.total > 0)) {
    const chats = await apiGet(
      page,
      `/v1/employers/job-openings/${opening.uuid}/chats?per_page=100`,
    );
    for (const chat of chats.data) {
      const thread = await apiGet(page, `/v1/employers/chat/${chat.id}/messages?per_page=1`);
      if (!best || thread.meta.total > best.total) {
        best = { opening, chat, total: thread.meta.total, newest: thread.data.at(-1) };
      }
    }
  }
  if (!best) throw new Error('the demo account has no chats');
  return best;
}

/**
 * In the page: resolves with the time (performance.now()) at which an element of the thread
 * container showing `text` is inside the scroller's visible box.
 */
function waitVisibleScript() {
  return (text) =>
    new Promise((resolve, reject) => {
      const deadline = performance.now() + 20_000;
      const check = () => {
        const container = document.querySelector('[data-testid="chat-thread"]');
        const scroller = container?.querySelector('[data-virtuoso-scroller]');
        if (container && scroller) {
          const box = scroller.getBoundingClientRect();
          for (const el of container.querySelectorAll('span')) {
            if (el.textContent !== text) continue;
            const r = el.getBoundingClientRect();
            if (r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1) {
              resolve(performance.now());
              return;
            }
          }
        }
        if (performance.now() > deadline) reject(new Error('newest message never became visible'));
        else requestAnimationFrame(check);
      };
      check();
    });
}

/** Clicks the chat row and measures click → newest message visible (and after the response). */
async function measureSelection(page, target, chatsUrl) {
  await page.goto(chatsUrl);
  const row = page.getByRole('button', { name: target.chat.candidate.name, exact: true });
  await row.waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
  await page.evaluate(() => performance.clearResourceTimings());
  const handle = await row.elementHandle();
  const result = await page.evaluate(
    async ({ element, text, chatId, waitSource }) => {
      const waitVisible = new Function(`return (${waitSource})()`)();
      const start = performance.now();
      element.click();
      const visible = await waitVisible(text);
      // Then the first page: answered, drawn above the newest message, which is still in view.
      const answered = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(`/chat/${chatId}/messages`) && e.startTime >= start)
          .sort((a, b) => a.startTime - b.startTime)[0];
      const deadline = performance.now() + 20_000;
      let response = answered();
      while (
        !response ||
        document.querySelectorAll('[data-testid="chat-thread"] [data-sender]').length < 2
      ) {
        if (performance.now() > deadline) throw new Error('the first page never arrived');
        await new Promise(requestAnimationFrame);
        response = answered();
      }
      const pageIn = await waitVisible(text);
      return {
        total: visible - start,
        beforeResponse: visible < response.responseEnd,
        pageIn: pageIn - start,
        afterResponse: pageIn - response.responseEnd,
      };
    },
    {
      element: handle,
      text: target.newest.body,
      chatId: target.chat.id,
      waitSource: waitVisibleScript.toString(),
    },
  );
  return result;
}

/** Loads the deep link and measures navigation start → newest message visible. */
async function measureDeepLink(page, target, chatsUrl) {
  await page.goto(`${chatsUrl}?chat=${target.chat.id}`, { waitUntil: 'commit' });
  return page.evaluate(
    async ({ text, waitSource }) => {
      const waitVisible = new Function(`return (${waitSource})()`)();
      return waitVisible(text); // performance.now() counts from the navigation start
    },
    { text: target.newest.body, waitSource: waitVisibleScript.toString() },
  );
}

async function countNodes(page) {
  return page.evaluate(
    (selector) => document.querySelector(selector)?.querySelectorAll('*').length,
    THREAD,
  );
}

async function main() {
  if (!skipBuild || !existsSync(path.join(root, 'dist-demo', 'index.html'))) {
    const code = await run(npm, ['run', '--silent', 'build:demo']);
    if (code !== 0) throw new Error('npm run build:demo failed');
  }
  const chunk = mainChunk();

  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--outDir', 'dist-demo', '--host', HOST, '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);

  const browser = await launchChromium();
  try {
    await waitForServer(url);
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      timezoneId: 'UTC',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await logIn(page);
    const target = await findLongChat(page);
    const chatsUrl = `/job-openings/${target.opening.uuid}/chats`;
    console.log(
      `bench: chat ${target.chat.id} of "${target.opening.name}" (${target.total} messages), ${RUNS} runs, viewport 1280x800`,
    );

    const selection = [];
    for (let i = 0; i < RUNS; i += 1)
      selection.push(await measureSelection(page, target, chatsUrl));
    const nodesOpen = await countNodes(page);

    const deepLink = [];
    for (let i = 0; i < RUNS; i += 1) deepLink.push(await measureDeepLink(page, target, chatsUrl));

    // Scroll to the top five times: each loads an older page (before_id) and prepends it.
    for (let i = 0; i < 5; i += 1) {
      await page.evaluate((selector) => {
        const scroller = document.querySelector(`${selector} [data-virtuoso-scroller]`);
        if (scroller) scroller.scrollTop = 0;
      }, THREAD);
      await page.waitForTimeout(1200);
    }
    const nodesOlder = await countNodes(page);
    const loaded = await page.evaluate(
      (selector) =>
        document.querySelector(`${selector} [data-virtuoso-scroller]`)?.scrollHeight ?? 0,
      THREAD,
    );

    const totals = selection.map((r) => r.total);
    const clickMedian = median(totals);
    console.log(
      `bench: thread first render (click → newest message visible), median: ${ms(clickMedian)} (budget ≤ ${ms(THREAD_CLICK_BUDGET_MS)}, ${clickMedian <= THREAD_CLICK_BUDGET_MS ? 'within' : 'OVER'}) (${spread(totals, ms)}; runs: ${totals.map((t) => Math.round(t)).join(', ')})`,
    );
    const early = selection.filter((r) => r.beforeResponse).length;
    console.log(
      `bench:   shown before the messages response (the chat row's last message) in ${early} of ${selection.length} runs`,
    );
    const pageIn = selection.map((r) => r.pageIn);
    console.log(
      `bench: click → first page of messages drawn, newest message still in view, median: ${ms(median(pageIn))} (${spread(pageIn, ms)}); of which after the messages response arrived (client rendering), median: ${ms(median(selection.map((r) => r.afterResponse)))}`,
    );
    console.log(
      `bench: thread first render from a deep link (navigation start → newest message visible, app start-up included), median: ${ms(median(deepLink))} (${spread(deepLink, ms)}; runs: ${deepLink.map((t) => Math.round(t)).join(', ')})`,
    );
    console.log(`bench: DOM nodes in the thread container: ${nodesOpen} when opened`);
    console.log(
      `bench: DOM nodes in the thread container: ${nodesOlder} after loading 5 older pages (scroll height ${loaded} px)`,
    );
    console.log(
      `bench: JS loaded at start, ${chunk.name}: ${kb(chunk.raw)} (gzip ${kb(chunk.gzip)})`,
    );
    await context.close();
  } finally {
    await browser.close();
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench: ${error.stack ?? error}`);
    process.exit(1);
  },
);
