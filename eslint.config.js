import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const API_ONLY = 'Call the API through a data provider method (src/dataProvider/methods/), not directly.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
      '.storybook/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Formatting is Prettier's (npm run format; lint checks it): no stylistic rule competes with it.
  prettier,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Every call to the API is a data provider method (src/dataProvider/methods/): screens and
    // other providers never fetch on their own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/dataProvider/**'],
    rules: {
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: API_ONLY }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: API_ONLY })),
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/dataProvider/http', '**/dataProvider/upload'], message: API_ONLY }] },
      ],
    },
  },
);
