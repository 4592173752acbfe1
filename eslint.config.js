// Lint: typescript-eslint's recommended rules, React hooks rules, and the one-way import rule of
// STYLE.md (shared imports nothing of ours; web and admin import only shared).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.wrangler/**',
      '.tsbuild/**',
      '.gcloud/**',
      '.firebase-home/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      { group: ['**/web/**', '**/worker/**', '**/admin/**', '**/dev/**'], message: 'shared/ imports nothing above it' },
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/worker/**', '**/admin/**', '**/dev/**'], message: 'web/ imports only shared/' }]),
  },
  {
    files: ['admin/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/worker/**', '**/web/**', '**/dev/**'], message: 'admin/ imports only shared/' }]),
  },
);
