// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
