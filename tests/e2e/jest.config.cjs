/**
 * Jest configuration of the end-to-end tests (`npm run test:e2e`, via scripts/test-e2e.mjs):
 * node environment, TypeScript through ts-jest, real Chromium driven by playwright-core
 * against the served production build in demo mode (E2E_BASE_URL). TZ is pinned to
 * Etc/UTC by the script.
 */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          esModuleInterop: true,
          target: 'ES2022',
          isolatedModules: true,
          types: ['jest', 'node'],
        },
        diagnostics: false,
      },
    ],
  },
  testTimeout: 60_000,
  maxWorkers: 2,
};
