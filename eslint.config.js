import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const HOST_FREE = {
  group: ['@actions/*', '@octokit/*', 'octokit'],
  message: 'client, shared, flow and render run under any host: reach the host through src/flow/host.ts',
};
const CORE = {
  name: '@actions/core',
  message: 'write through the host (src/host/action.ts for the action), which redacts',
};
const away = (rooms, message) => ({ group: rooms.map((r) => `**/${r}`), message });
/** Rooms whose types, and nothing else, may be imported (`import type`). */
const typesOnly = (rooms, message) => ({ ...away(rooms, message), allowTypeImports: true });
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
          ['github/*', 'commands/*', 'flow/*', 'render/*', 'host/*', 'shared/*', 'cli/*', 'inputs.ts'],
          'the client uses nothing of ours but its generated schema',
        ),
        entries('the client uses nothing of ours but its generated schema'),
      ],
    },
    {
      files: ['src/shared/**/*.ts'],
      patterns: [
        HOST_FREE,
        away(
          ['github/*', 'commands/*', 'flow/*', 'render/*', 'host/*', 'cli/*', 'inputs.ts'],
          'shared/ is what the rooms above share: it reaches the client alone',
        ),
        entries('shared/ is what the rooms above share: it reaches the client alone'),
      ],
    },
    {
      files: ['src/render/**/*.ts'],
      patterns: [
        HOST_FREE,
        away(
          ['github/*', 'commands/*', 'flow/*', 'host/*', 'cli/*', 'inputs.ts'],
          'render is pure: data in, markdown out',
        ),
        entries('render is pure: data in, markdown out'),
      ],
      types: [
        typesOnly(
          ['client/*'],
          "render reads the client's types only; what a run's state means is in src/shared/runs.ts",
        ),
      ],
    },
    {
      files: ['src/flow/**/*.ts'],
      patterns: [
        HOST_FREE,
        away(
          ['github/*'],
          'flows reach GitHub through the host (src/flow/host.ts: Repository, ThreadComment)',
        ),
        away(
          ['host/*'],
          'flows are given the host (src/flow/host.ts); the hosts that fill it sit above them',
        ),
        away(['commands/*', 'cli/*'], 'flows are used by commands, not the other way'),
        entries('flows are used by commands, not the other way'),
      ],
    },
    {
      files: ['src/commands/**/*.ts'],
      patterns: [
        { ...HOST_FREE, message: 'commands reach GitHub and the runner through the host' },
        away(['github/*', 'host/*', 'cli/*'], 'commands reach GitHub and the runner through the host'),
        { group: ['./*'], message: 'a command imports no other command: what two share belongs in flow/' },
        entries('commands are called by the entries'),
      ],
    },
    {
      files: ['src/host/**/*.ts'],
      patterns: [
        away(['github/*', 'commands/*', 'cli/*'], 'a host fills the interfaces of src/flow/host.ts'),
        entries('a host fills the interfaces of src/flow/host.ts'),
      ],
    },
    {
      files: ['src/github/**/*.ts'],
      patterns: [
        away(['commands/*', 'cli/*'], "github/ serves the action's host"),
        away(
          ['host/*'],
          'github/ is handed what it needs of the host (a Log, the redaction): see GitHubEdges',
        ),
        entries("github/ serves the action's host"),
      ],
      paths: [CORE],
    },
    {
      files: ['src/inputs.ts'],
      patterns: [
        away(
          ['github/*', 'commands/*', 'host/*', 'flow/*', 'render/*', 'cli/*'],
          'inputs are read through the source given (InputSource); the errors and rules they share are in src/shared/',
        ),
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
      files: ['src/host/cli.ts', 'src/host/words.ts'],
      patterns: [
        { ...HOST_FREE, message: 'the command line runs outside GitHub Actions: no @actions/*, no octokit' },
        away(['github/*', 'host/action.ts'], "the command line does not load the action's host"),
        away(['commands/*', 'cli/*'], 'a host fills the interfaces of src/flow/host.ts'),
        entries('a host fills the interfaces of src/flow/host.ts'),
      ],
    },
    {
      files: ['src/cli.ts', 'src/cli/**/*.ts'],
      patterns: [
        { ...HOST_FREE, message: 'the command line runs outside GitHub Actions: no @actions/*, no octokit' },
        away(['github/*', 'host/action.ts'], "the command line does not load the action's host"),
        away(['commands/*'], 'the command line runs commands through the dispatcher (src/dispatch.ts)'),
      ],
      types: [
        typesOnly(
          ['inputs.ts'],
          'the command line names the commands by their type; --help loads no input table',
        ),
      ],
    },
  ];
  return rooms.map(({ files, patterns = [], paths = [], types = [] }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns, paths }],
      ...(types.length ? { '@typescript-eslint/no-restricted-imports': ['error', { patterns: types }] } : {}),
    },
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
      'src/flow/benchmarks-validate.generated.ts',
      'coverage/',
      'reports/',
      '.stryker-tmp*/',
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
