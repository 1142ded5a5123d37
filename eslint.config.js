// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y, storybook (issue #2).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      '.api-server',
      '.tmp',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      'src/api/schema.gen.ts',
      'tests/visual/__image_snapshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Layering (DESIGN.md): components know nothing of Redux, the API, features or the app.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/store',
                '**/store/**',
                '**/api',
                '**/api/**',
                '**/features/**',
                '**/app/**',
                'react-redux',
                '@reduxjs/*',
                '**/mocks/**',
              ],
              message: 'Components import only theme and i18n (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // mocks/ know only the contract types.
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!api/types$|domain/)',
              message: 'mocks/ import only src/api/types and src/domain (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
);
