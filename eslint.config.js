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
      '.react-router/**',
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
      {
        regex: '^(#|(\\.\\./)+|.*/)(web|worker|admin|dev)/',
        message: 'shared/ imports nothing above it',
      },
    ]),
  },
  // The page layer (decision 0011): route modules and UI import shared/ and each other; only the
  // server halves of loaders (web/app/server/*.server.ts) call the Worker's services; the load
  // context's type is the one other thing web/ takes from the Worker.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/app/server/**/*.server.ts', 'web/app/load-context.ts'],
    rules: restrict([
      {
        regex: '^(#|(\\.\\./)+)(worker|admin|dev)/',
        message: 'web/ imports only shared/ (and web/app/server for loaders)',
      },
      {
        group: ['@radix-ui/themes'],
        importNames: [
          'Theme',
          'Dialog',
          'AlertDialog',
          'Popover',
          'DropdownMenu',
          'ContextMenu',
          'HoverCard',
          'Select',
          'Tooltip',
        ],
        message:
          'pages run no React in the browser (decision 0033): a dialog, menu or list is <dialog>, the popover attribute, <details> or <select> in the HTML, not a Radix part that only a script opens',
      },
      {
        group: ['@radix-ui/react-icons'],
        message: 'icons come one module each from web/app/components/icons (decision 0027)',
      },
    ]),
  },
  {
    files: ['web/app/server/**/*.server.ts', 'web/app/load-context.ts'],
    rules: restrict([
      {
        regex: '^(#|(\\.\\./)+)(admin|dev|worker/src/routes|worker/src/app)',
        message: 'the server half of a loader uses the Worker services, not its routes',
      },
    ]),
  },
  // The Worker reaches the page layer only through React Router's server build.
  {
    files: ['worker/src/**/*.{ts,tsx}'],
    ignores: ['worker/src/**/*.test.ts'],
    rules: restrict([
      { regex: '^(#|(\\.\\./)+)(web|admin|dev)/', message: 'worker/ reaches pages through the server build only' },
    ]),
  },
  {
    files: ['admin/**/*.{ts,tsx}'],
    rules: restrict([{ regex: '^(#|(\\.\\./)+|.*/)(worker|web|dev)/', message: 'admin/ imports only shared/' }]),
  },
);
