import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import localRules from './scripts/eslint/feature-boundaries.js';
import { featureDeps } from './scripts/eslint/web-feature-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Classic zod costs ~23 KiB brotli on the first page (e2e/initial-js-budget.spec.ts keeps it
    // under 150 KiB); zod/mini is the same validator at a third of that.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['zod', 'zod/v4', 'zod/v3'].map((name) => ({
          name,
          message:
            "Use 'zod/mini' (or 'zod/v4/core' for types): classic zod would blow the first-page JS budget (150 KiB brotli, e2e/initial-js-budget.spec.ts).",
        })),
      ],
    },
  },
  {
    // One-way imports in the storefront (ADR 0029): shared/ -> nothing above it, features ->
    // only the features each declares (an acyclic list), app/ -> anything.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'topup-local': localRules },
    rules: {
      'topup-local/feature-boundaries': [
        'error',
        { root: fileURLToPath(new URL('apps/web/src', import.meta.url)), features: featureDeps },
      ],
    },
  },
  {
    // Component tests find elements the way a user or a screen reader does: by role and name,
    // label or text (packages/test-queries/src/by-role.ts or @testing-library/dom; the
    // console's data-testid through queryByTestId), not by CSS class or DOM structure (issue 17).
    // Where no accessible query exists, disable this on the line with the reason.
    files: ['apps/web/**/*.test.tsx', 'apps/console/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ['CallExpression[callee.property.name=/^querySelector(All)?$/]', 'querySelector'],
          [
            'CallExpression[callee.property.name=/^getElementsBy(ClassName|TagName)$/]',
            'getElementsBy…',
          ],
          ["CallExpression[callee.property.name='closest']", '.closest()'],
          // The test harnesses' $ and $$ are querySelector(All) under another name.
          ['CallExpression[callee.name=/^\\$\\$?$/]', '$()/$$()'],
          ['CallExpression[callee.property.name=/^\\$\\$?$/]', '$()/$$()'],
          ['MemberExpression[property.name=/^(className|classList)$/]', 'className/classList'],
        ].map(([selector, what]) => ({
          selector,
          message: `Find elements by role and name, label or text (getByRole('button', { name }), getByLabelText, getByText, within(region)), not ${what}: see packages/test-queries/src/by-role.ts.`,
        })),
      ],
    },
  },
);
