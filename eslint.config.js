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
  // ---- The core's inner fences (issue 18, part 4): the layers inside electron/core. ----
  // The same rule under a second name, so these fences add to the core's outer fence above instead of
  // replacing it (in a flat config a later block's options for one rule replace an earlier block's).
  // test/lint/core-fences.test.ts shows each one failing.
  {
    plugins: { 'core-fences': boundaries },
  },
  {
    files: ['electron/core/store/**'],
    rules: {
      'core-fences/import-boundaries': [
        'error',
        {
          allow: ['electron/core/store', 'electron/core/errors.ts', 'electron/common'],
          message:
            'store/ is the bottom of the core: it imports only itself, errors.ts (which imports nothing), electron/common and packages.',
        },
      ],
    },
  },
  {
    files: ['electron/core/words/**'],
    rules: {
      'core-fences/import-boundaries': [
        'error',
        {
          allow: ['electron/core/words', 'electron/common'],
          message: 'words/ is the bottom of the core: it imports only itself, electron/common and packages.',
        },
      ],
    },
  },
  {
    files: ['electron/core/log/**'],
    rules: {
      'core-fences/import-boundaries': [
        'error',
        {
          deny: ['electron/core/lexicon', 'electron/core/station', 'electron/core/export'],
          message:
            'the log sits below the lexicons, the station and the export: it imports none of lexicon/, station/ or export/.',
        },
      ],
    },
  },
  // ---- end of the core's inner fences ----
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
