/**
 * Jest configuration of the end-to-end tests (`npm run test:e2e`, via scripts/test-e2e.mjs):
 * node environment, TypeScript through ts-jest (transpiled only, as in the unit tests'
 * jest.config.cjs), real Chromium driven by playwright-core. TZ is pinned to Etc/UTC by the
 * script.
 *
 * Two projects share one pool of workers (issue #20 point 5: neither target alone kept 2 cores
 * busy, so the targets run side by side instead of one after the other):
 * - `demo`: every file, against the production build in demo mode (E2E_BASE_URL; the API in
 *   the page's service worker);
 * - `production`: the main journeys ({@link PRODUCTION_FILES}) again, against the production
 *   build behind nginx (E2E_PROD_URL). Only when the script started nginx (E2E_SLOTS_URL set).
 * Each worker has its own API server behind its own nginx (scripts/lib/api-slots.mjs;
 * tests/e2e/workerTarget.ts picks them), restarted between two files: every file starts from a
 * freshly seeded database, its clock (`/__clock`) and faults (`/__chaos`) its own.
 */
/** The files whose journeys run a second time, on the production target. */
const PRODUCTION_FILES = [
  'journey',
  'signUp',
  'checkout',
  'hiringLoop',
  'chats',
  'inbox',
  'security',
  'xss',
  'logout',
  'chaos',
  'tabs',
  'keyboard',
  'deploy',
  'warmStart',
];

const common = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/environment.mjs',
  setupFilesAfterEnv: ['<rootDir>/workerTarget.ts'],
  // tsconfig.json's compiler options (ES2022), transpiled file by file in CommonJS.
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs' } }],
  },
};

const projects = [
  {
    ...common,
    displayName: { name: 'demo', color: 'blue' },
    testMatch: ['<rootDir>/**/*.e2e.test.ts'],
    globals: { __E2E_TARGET__: 'demo' },
  },
];
if (process.env.E2E_SLOTS_URL || process.env.E2E_PROD_URL) {
  projects.push({
    ...common,
    displayName: { name: 'production', color: 'magenta' },
    testMatch: [`<rootDir>/{${PRODUCTION_FILES.join(',')}}.e2e.test.ts`],
    globals: { __E2E_TARGET__: 'production' },
  });
}

/** @type {import('jest').Config} */
module.exports = {
  projects,
  // A global option (ignored inside a project).
  testTimeout: 60_000,
  // As many workers as the script started API servers (E2E_WORKERS, default 3 there).
  maxWorkers: Number(process.env.E2E_WORKERS) || 1,
};
