/**
 * Jest configuration of the Storybook test-runner (`npm run test:storybook`): the runner's
 * defaults, with Playwright launching the system Chromium (/usr/bin/chromium, Debian) instead
 * of a downloaded browser, and one Chromium page per jest worker for all its test files
 * (tests/visual/storybook-environment.mjs). The hooks (axe + visual snapshots) are in .storybook/test-runner.ts.
 */
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

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
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
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
