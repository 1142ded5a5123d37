/**
 * The Storybook test-runner's jest environment (its `playwright/custom-environment.js`: one
 * Chromium page per test file, on the browser server the runner launched, with Storybook's
 * iframe loaded and the runner's page script added), except that a jest worker keeps that page
 * for its next test file instead of closing it and loading the iframe again.
 *
 * Why: the runner makes one test file per stories title (70), and each new page cost ~3 s of a
 * worker's time — a new browser context, the iframe's scripts loaded and compiled afresh, MSW's
 * service worker registered again before the first story — about 100 s of the suite's wall time
 * on 2 cores (issue #20 point 5). Stories already follow one another on one page within a file
 * (each story re-renders the preview and resets MSW's handlers, .storybook/preview.tsx), so a
 * file boundary is just one more story boundary.
 *
 * When a story breaks the page (a navigation: the runner resets the page and runs the story
 * again), the new page is the one kept. A page no next file took over within RELEASE_MS is
 * closed with its connection, so that the worker exits as soon as jest asks it to.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const runnerDir = path.dirname(require.resolve('@storybook/test-runner/package.json'));
const load = (file) => import(pathToFileURL(path.join(runnerDir, file)).href);
const { default: PlaywrightEnvironment } = await load(
  'dist/jest-playwright-entries/test-environment.js',
);
const { setupPage } = await load('dist/index.js');

/** jest-playwright's key in `testEnvironmentOptions`. */
const CONFIG_NAME = 'jest-playwright';

/**
 * How long a kept page waits for the worker's next test file (ms): the next file starts within
 * a few hundred ms; jest gives a worker 500 ms to exit once the run is over.
 */
const RELEASE_MS = 300;

/** @type {{ browser: any, context: unknown, page: unknown } | null} */
let kept = null;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let releaseTimer;

/** Closes the kept page's browser connection (the browser server itself is the runner's). */
function release() {
  const browser = kept?.browser;
  kept = null;
  browser?.close().catch(() => undefined);
}

export default class StorybookEnvironment extends PlaywrightEnvironment {
  async setup() {
    clearTimeout(releaseTimer);
    if (!kept) {
      // As the runner's own environment: connect, new context and page, iframe + page script.
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      return;
    }
    // jest-playwright's globals and helpers without a new browser, context or page: its setup
    // reads `skipInitialization` before its first await, so the flag is set only for that call.
    const options = this._config.testEnvironmentOptions[CONFIG_NAME];
    const skip = options.skipInitialization;
    options.skipInitialization = true;
    const settingUp = super.setup();
    options.skipInitialization = skip;
    await settingUp;
    Object.assign(this.global, kept);
  }

  async teardown() {
    const { browser, context, page } = this.global;
    kept = { browser, context, page };
    releaseTimer = setTimeout(release, RELEASE_MS);
    // Nothing for jest-playwright to close: the next test file of this worker takes them over.
    this.global.browser = undefined;
    this.global.context = undefined;
    this.global.page = undefined;
    await super.teardown();
  }
}
