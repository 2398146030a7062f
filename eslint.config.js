import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint.boundaries.js';

export default defineConfig(
  {
    ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.reports/', 'platform/db/migrations/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  {
    files: ['**/*.{ts,tsx,mjs,js,astro}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      // Lists styled without bullets lose their list role in Safari; `role="list"` gives it back.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A dialog moves focus to its first field when it opens (WAI-ARIA dialog pattern).
      'astro/jsx-a11y/no-autofocus': 'off',
      // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    // Promises are awaited, returned or explicitly `void`: a dropped rejection is a silent failure.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Ambient declarations cannot import at top level without becoming modules.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
    plugins: { ...jsxA11y.configs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'jsx-a11y-x/no-autofocus': 'off',
      // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    // sanitize-html is large and made for Node: code that runs in the browser cleans HTML with
    // src/lib/sanitize-browser.ts (DOMPurify, from the same allowlist).
    files: ['src/islands/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sanitize-html', message: 'Browser code uses src/lib/sanitize-browser.ts.' }],
          patterns: [{ group: ['**/sanitize-server.ts'], message: 'Browser code uses src/lib/sanitize-browser.ts.' }],
        },
      ],
    },
  },
  boundariesConfig,
  // Layout is Prettier's (`npm run format`); no lint rule may argue with it.
  prettier,
);
