// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';

// The core runs and is tested in plain Node, so it may never reach for Electron or React.
const coreMessage = 'electron/core is pure TypeScript: no Electron or React here.';
const forbiddenInCore = {
  paths: ['electron', 'react', 'react-dom'].map((name) => ({ name, message: coreMessage })),
  patterns: [{ group: ['electron/*', 'react/*', 'react-dom/*'], message: coreMessage }],
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'coverage', 'docs', '.vite'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      eqeqeq: 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['electron/core/**'],
    rules: {
      'no-restricted-imports': ['error', forbiddenInCore],
    },
  },
  // The folders' boundaries (see README, "Layout"). Each rule resolves relative imports to the folder
  // they reach, so a fence holds however many `../` a path has.
  {
    plugins: { boundaries },
  },
  {
    files: ['renderer/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          allow: ['renderer', 'electron/ipc', 'electron/common'],
          message:
            'the renderer imports only its own files, electron/ipc (types and plain constants) and electron/common.',
        },
      ],
    },
  },
  {
    files: ['electron/core/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          deny: [
            'electron/ipc',
            'electron/handlers',
            'electron/main',
            'electron/preload',
            'electron/web',
            'electron/cli',
          ],
          message:
            'the core knows nothing of its callers: no ipc/, handlers/, main/, preload/, web/ or cli/.',
        },
      ],
    },
  },
  {
    files: ['electron/cli/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          deny: ['electron/handlers', 'electron/main', 'electron/preload', 'electron/web'],
          message: 'the CLI calls the core directly, never the handlers or the app shell.',
        },
      ],
    },
  },
  {
    files: ['electron/common/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          allow: ['electron/common'],
          packages: false,
          message:
            'electron/common holds pure modules the core, ipc and renderer all import: it imports only from electron/common, and no package.',
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
