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
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          allowJs: true,
          esModuleInterop: true,
          module: 'commonjs',
          isolatedModules: true,
        },
        diagnostics: false,
      },
    ],
    '^.+\\.m?js$': [
      'ts-jest',
      {
        tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
};
