// @ts-check
/**
 * Mutation testing (`npm run mutate`): StrykerJS changes one thing at a time in the code below and runs the fast
 * unit tests that cover it; a change no test notices is a line the tests do not really check. The end-to-end tests
 * (and the few that spawn a process, which never sees the mutant) are left out: see vitest.unit.config.ts.
 * Incremental: a rerun tests only the mutants of code or tests that changed since reports/stryker-incremental.json.
 */

/**
 * Mutants that behave exactly as the original, so no test can tell them apart: the file, the exact source text of
 * the smallest node holding them (every mutant inside it is ignored), and why.
 * @type {{ file: string, code: string, reason: string }[]}
 */
export const equivalent = [
  {
    file: 'src/inputs.ts',
    code: '/^base-url: /',
    reason:
      "parseBaseUrl's messages all start with their field's prefix, so its first match is the start anyway",
  },
  {
    file: 'src/commands/gate.ts',
    code: "'No runs to judge.'",
    reason: 'unreachable: the runs judged are empty only for a pull request (given run-ids are never empty)',
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions & { equivalent: typeof equivalent }} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.unit.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './test/mutation/equivalent-ignorer.mjs'],
  ignorers: ['equivalent'],
  equivalent,
  mutate: [
    'src/client/**/*.ts',
    // Generated from openapi/ by `npm run generate` (types and the shape table a test keeps in step).
    '!src/client/schema.ts',
    '!src/client/shapes.ts',
    'src/flow/**/*.ts',
    'src/render/**/*.ts',
    'src/commands/**/*.ts',
    'src/inputs.ts',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  warnings: { unknownOptions: false },
};
