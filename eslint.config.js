import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'lib/', 'node_modules/', 'src/client/schema.ts', 'src/client/shapes.ts', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name="eval"]', message: 'never evaluate text' },
      ],
    },
  },
  {
    // The simulator's handlers and the end-to-end tests handle JSON (validated requests, webhook payloads) whose
    // shape is checked elsewhere; typing every body twice buys nothing.
    files: ['test/simulator/**/*.ts', 'test/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Everything the action writes goes out through src/host/action.ts, which redacts it: nothing else may reach
    // @actions/core and write past it. (src/client has its own, stricter rule below.)
    files: ['src/**/*.ts'],
    ignores: ['src/host/**', 'src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message: 'write through src/host/action.ts (log, fail, setOutput, writeSummary), which redacts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@actions/*', '@octokit/*', '../github/*', '../commands/*', '../flow/*', '../render/*'],
        },
      ],
    },
  },
);
