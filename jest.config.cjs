/**
 * Unit tests (jest + ts-jest, jsdom with fetch globals for MSW). TZ is pinned to UTC by
 * the npm script. ESM-only packages (msw and its deps, react-intl) are transformed.
 */
const esmPackages = [
  'msw',
  '@mswjs',
  '@open-draft',
  'until-async',
  'rettime',
  'cookie',
  'tough-cookie',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  '@faker-js',
  'date-fns',
  'react-day-picker',
  'json-schema-faker',
];

/**
 * ts-jest, transpiling only: compiler options are tsconfig.json's (target ES2022, whose
 * default defines class fields; the automatic JSX runtime) with `overrides` on top.
 */
const tsJest = (overrides) => [
  'ts-jest',
  { tsconfig: { isolatedModules: true, module: 'commonjs', ...overrides } },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // Two workers on the 2-core CI machine (jest's default would be one): ~110 s → ~75 s.
  maxWorkers: 2,
  // A test may wait up to 5 s on one findBy/waitFor (tests/unit/setup.ts): jest's own default
  // of 5 s a test would cut such a test short before its assertion speaks.
  testTimeout: 15_000,
  // Time a worker has to exit once the run is over (jest's default: 500 ms, then it kills it and
  // warns "A worker process has failed to exit gracefully"). No test leaves a handle open: a
  // worker's event loop is empty within 1 ms of being told to stop. But V8 lets a worker's heap
  // fill with the garbage of the files it ran (200-300 MB live, 1.3 GB heap and 1.5 GB RSS by
  // the last file), and freeing that much takes a process 150-200 ms on an idle machine,
  // 300-400 ms beside two other busy processes, past 500 ms on a busy one. A worker that really
  // hangs is still killed, with the same warning, after 5 s. (Recycling workers over 512 MB,
  // `workerIdleMemoryLimit`, was tried: a worker restarted after the last file must boot before
  // it can exit, and a busy run showed the same warning.)
  workerGracefulExitTimeout: 5_000,
  // Vite's `define` (vite.config.ts): jest renders a demo-mode build.
  globals: { __DEMO_BUILD__: true },
  moduleNameMapper: {
    '^(\\.{1,2}/)*(src/)?env$': '<rootDir>/tests/unit/env.mock.ts',
    '(.*/)?src/env$': '<rootDir>/tests/unit/env.mock.ts',
    '\\.(css)$': '<rootDir>/tests/unit/style.mock.ts',
    // ESM-only, exported under the "import" condition alone: point CommonJS jest at its file.
    '^json-schema-faker$': '<rootDir>/node_modules/json-schema-faker/dist/index.js',
  },
  // ts-jest only transpiles (`isolatedModules`: each file on its own, no type check; `npm run
  // typecheck` checks the types) with tsconfig.json's output settings (ES2022, class fields
  // defined, the automatic JSX runtime) in CommonJS, and hoists jest.mock() above the
  // imports. The ESM-only packages of `esmPackages` go through it too (`allowJs`).
  transform: {
    '^.+\\.tsx?$': tsJest({}),
    '^.+\\.(m?js|jsx)$': tsJest({ allowJs: true }),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
};
