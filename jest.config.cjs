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
  // A worker that holds more than this after a file is replaced by a fresh one. V8 lets a
  // worker's heap fill with the garbage of the files it ran (live data after a GC: 200–300 MB;
  // heap by the last file: 0.9–1.3 GB, RSS 1.5 GB) and a process that big takes 150–200 ms to
  // exit on an idle machine and more than jest's 500 ms on a busy one ("A worker process has
  // failed to exit gracefully and has been force exited": no handle was left open, the exit
  // itself was slow). Replaced workers end the run at 300–700 MB, and spend less time in GC.
  workerIdleMemoryLimit: '512MB',
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
