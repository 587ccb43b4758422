import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRules } from './scripts/lint/layer-rules.js';
import { stintPlugin } from './scripts/lint/stint-plugin.js';

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      '.security-scan/',
      '.tsbuild/',
      'test-results/',
      'playwright-report/',
      'e2e-artifacts/',
      '.tools/',
      '.bench/',
      // Generated from the service's schema by `npm run graph-types`.
      'src-main/core/graph/graph-env.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { stint: stintPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-restricted-exports': [
        'error',
        { restrictDefaultExports: { direct: true, named: true, defaultFrom: true } },
      ],
      'stint/kebab-case-filename': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'error',
    },
  },
  {
    ...reactHooks.configs.flat['recommended-latest'],
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['*.config.ts', '*.config.js', 'eslint.config.js', 'playwright.config.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // The service indexes by request text: a plain object would answer for `constructor`.
    files: ['src-service/**/*.ts'],
    ignores: ['**/*.test.ts', 'src-service/**/testing/**'],
    rules: { 'stint/no-string-keyed-lookup': 'error' },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every text a person reads comes from the message catalogs (docs/i18n.md).
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx'],
    rules: { 'stint/no-literal-ui-text': ['error', { allow: ['Stint'] }] },
  },
  ...layerRules,
);
