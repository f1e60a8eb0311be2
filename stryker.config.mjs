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
    file: 'src/flow/wait.ts',
    code: 'detachAt !== undefined',
    reason: 'an undefined detachAt fails `detachAt < options.deadline` anyway (undefined < n is false)',
  },
  {
    file: 'src/flow/wait.ts',
    code: 'options.movedSince !== undefined',
    reason:
      'without movedSince, Date.parse(undefined) is NaN and `updated <= NaN` is false: never stale either way',
  },
  ...["body: ''", "author: ''", "authorType: ''", "url: ''"].map((code) => ({
    file: 'src/flow/settle.ts',
    code,
    reason: "reactionTarget's CommentInfo: a reaction reads only its id and kind (github/reactions.ts)",
  })),
  {
    file: 'src/flow/settle.ts',
    code: "return `Started by ${by}${meta[META.event] ? ` (${meta[META.event]})` : ''}.`;",
    reason:
      'unreachable: a report is written only on a comment of a thread, so META.number is always set here',
  },
  {
    file: 'src/flow/settle.ts',
    code: 'number',
    reason:
      'the test of `if (number)` in originOf: always true there (see the entry above), so `true` is the same',
  },
  {
    file: 'src/flow/redact.ts',
    code: 'this.pattern.lastIndex = 0;',
    reason:
      'String.prototype.replace with a global pattern starts at 0 and leaves lastIndex at 0 whatever it was',
  },
  {
    file: 'src/flow/cancel.ts',
    code: "sent = 'failed'",
    reason: "every `sent` that is not accepted, ended, pending or not-supported maps to the outcome 'failed'",
  },
  {
    file: 'src/flow/latest-wins.ts',
    code: 'if (this.closed) return;',
    reason:
      "offer after final: pump's own `closed` test returns before anything is sent, and nothing reads `pending` again",
  },
  {
    file: 'src/flow/latest-wins.ts',
    code: 'this.closed',
    reason:
      "pump's `closed` operand: once closed, offer returns early and final cleared `pending`, so `pending === undefined` returns",
  },
  {
    file: 'src/flow/latest-wins.ts',
    code: 'written.catch(() => undefined);',
    reason: 'Promise.race already subscribes to `written`: its rejection after the bound is never unhandled',
  },
  {
    file: 'src/flow/report.ts',
    code: '{ enabled: false, self: undefined, marker: { key: run.run_id } }',
    reason:
      'reporterForRun without a thread or token: with no `self` there is never a comment, and the marker only goes into one',
  },
  {
    file: 'src/flow/report.ts',
    code: 'reporter.comment?.adopt(existing)',
    reason:
      'on that path the reporter always has its comment (enabled, repository, thread and self are all given)',
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
