/**
 * Unit tests (jest + @swc/jest, jsdom with fetch globals for MSW). TZ is pinned to UTC by
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

/** @swc/jest with the given parser (no .swcrc is read). */
const swc = (parser) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser,
      target: 'es2022',
      transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
    },
    module: { type: 'commonjs' },
  },
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
  // Vite's `define` (vite.config.ts): jest renders a demo-mode build.
  globals: { __DEMO_BUILD__: true },
  moduleNameMapper: {
    '^(\\.{1,2}/)*(src/)?env$': '<rootDir>/tests/unit/env.mock.ts',
    '(.*/)?src/env$': '<rootDir>/tests/unit/env.mock.ts',
    '\\.(css)$': '<rootDir>/tests/unit/style.mock.ts',
    // ESM-only, exported under the "import" condition alone: point CommonJS jest at its file.
    '^json-schema-faker$': '<rootDir>/node_modules/json-schema-faker/dist/index.js',
  },
  // SWC only transpiles, as ts-jest did here (`isolatedModules`; `npm run typecheck` checks
  // the types): same output settings as tsconfig.json (ES2022, class fields defined, the
  // automatic JSX runtime) in CommonJS, with jest.mock() hoisted. A cold run (CI, a clean
  // clone) is ~20 s of CPU shorter than with ts-jest (issue #20 point 5).
  transform: {
    '^.+\\.ts$': swc({ syntax: 'typescript' }),
    '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.(m?js|jsx)$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
};
