/**
 * Jest configuration of the Storybook test-runner (`npm run test:storybook`): the runner's
 * defaults, with Playwright launching the Chromium pinned in package-lock.json
 * (scripts/lib/browser.mjs: `@sparticuz/chromium`, unpacked on first use; never a downloaded
 * or a system browser), and one Chromium page per jest worker for all its test files
 * (tests/visual/storybook-environment.mjs). The hooks (axe + visual snapshots) are in .storybook/test-runner.ts.
 */
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { pinnedChromium } from './scripts/lib/browser.mjs';

const defaults = getJestConfig();
const chromium = await pinnedChromium();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // The runner's environment, with one page kept per worker across test files.
  testEnvironment: fileURLToPath(
    new URL('./tests/visual/storybook-environment.mjs', import.meta.url),
  ),
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromium.executablePath,
        env: chromium.env,
        headless: true,
        args: [
          ...chromium.args,
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
          '--disable-partial-raster',
        ],
      },
      contextOptions: {
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
      },
    },
  },
  testTimeout: 30_000,
  // scripts/test-storybook.mjs sets HIRELINE_JEST_JSON for `--json --outputFile=<file>`.
  ...(process.env.HIRELINE_JEST_JSON
    ? {
        reporters: [
          ...(defaults.reporters ?? ['default']),
          fileURLToPath(new URL('./tests/visual/json-reporter.mjs', import.meta.url)),
        ],
      }
    : {}),
};
