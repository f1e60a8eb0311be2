import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const HOST_FREE = {
  group: ['@actions/*', '@octokit/*', 'octokit'],
  message: 'client, flow and render run under any host: reach the host through src/host/host.ts',
};
const CORE = {
  name: '@actions/core',
  message: 'write through the host (src/host/action.ts for the action), which redacts',
};
const away = (rooms, message) => ({ group: rooms.map((r) => `**/${r}`), message });
/** The entries, as a file one folder down names them. */
const ENTRIES = [
  '../index.ts',
  '../main.ts',
  '../post.ts',
  '../post-settle.ts',
  '../action.ts',
  '../cli.ts',
  '../dispatch.ts',
];
const entries = (message) => ({ group: ENTRIES, message });

/** Per room of src/: the imports it may not make. */
function roomRules() {
  const rooms = [
    {
      files: ['src/client/**/*.ts'],
      patterns: [
        HOST_FREE,
        away(
          ['github/*', 'commands/*', 'flow/*', 'render/*', 'host/*', 'inputs.ts'],
          'the client uses nothing of ours but its generated schema',
        ),
        entries('the client uses nothing of ours but its generated schema'),
      ],
    },
    {
      files: ['src/render/**/*.ts'],
      patterns: [
        HOST_FREE,
        away(
          ['github/*', 'commands/*', 'flow/*', 'host/*', 'inputs.ts'],
          'render is pure: data in, markdown out',
        ),
        entries('render is pure: data in, markdown out'),
      ],
    },
    {
      files: ['src/flow/**/*.ts'],
      patterns: [
        HOST_FREE,
        away(
          ['github/*'],
          'flows reach GitHub through the host (src/host/host.ts: Repository, ThreadComment)',
        ),
        away(
          ['host/action.ts', 'host/process.ts'],
          "flows are given the host (src/host/host.ts), never the action's",
        ),
        away(['commands/*'], 'flows are used by commands, not the other way'),
        entries('flows are used by commands, not the other way'),
      ],
    },
    {
      files: ['src/commands/**/*.ts'],
      patterns: [
        { ...HOST_FREE, message: 'commands reach GitHub and the runner through the host' },
        away(['github/*', 'host/action.ts'], 'commands reach GitHub and the runner through the host'),
        { group: ['./*'], message: 'a command imports no other command: what two share belongs in flow/' },
        entries('commands are called by the entries'),
      ],
    },
    {
      files: ['src/github/**/*.ts'],
      patterns: [
        away(['commands/*'], "github/ serves the action's host"),
        entries("github/ serves the action's host"),
      ],
      paths: [CORE],
    },
    {
      files: ['src/inputs.ts'],
      patterns: [
        away(['github/*', 'commands/*', 'host/action.ts'], 'inputs are read through the host given'),
      ],
      paths: [CORE],
    },
    {
      files: ['src/main.ts', 'src/post.ts', 'src/post-settle.ts', 'src/action.ts'],
      paths: [CORE],
    },
    {
      files: ['src/dispatch.ts'],
      patterns: [
        { ...HOST_FREE, message: "the dispatcher serves both hosts: what is GitHub's comes in its Setup" },
        away(['github/*', 'host/action.ts', 'host/cli.ts', 'cli/*'], 'the dispatcher serves both hosts'),
      ],
    },
    {
      files: ['src/cli.ts', 'src/cli/**/*.ts', 'src/host/cli.ts', 'src/host/words.ts'],
      patterns: [
        { ...HOST_FREE, message: 'the command line runs outside GitHub Actions: no @actions/*, no octokit' },
        away(['github/*', 'host/action.ts'], "the command line does not load the action's host"),
        away(['commands/*'], 'the command line runs commands through the dispatcher (src/dispatch.ts)'),
      ],
    },
  ];
  return rooms.map(({ files, patterns = [], paths = [] }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'lib/',
      'node_modules/',
      'src/client/schema.ts',
      'src/client/shapes.ts',
      'src/flow/schedules-validate.generated.ts',
      'coverage/',
      'reports/',
      '.stryker-tmp/',
    ],
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
  // The arrows between the rooms of src/ (docs/design.md, "Architecture"; test/architecture.test.ts checks the same).
  // Each room names what it may not reach; ESLint keeps one no-restricted-imports per file, so each block is whole.
  ...roomRules(),
);
