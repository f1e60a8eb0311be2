/**
 * Four projects: `unit` (in this process: the logic, the client and the doubles), `e2e` (the bundle run as the
 * runner runs it, against the simulator and the fake GitHub; rebuilt first when src/ changed, see
 * test/e2e/fresh-dist.ts), `e2e-interface` (some of those again, the simulator answering only what the interface
 * shows) and `drift` (the bundle and the command line against Prism's made-up answers, see test/drift/). The
 * end-to-end tests mostly wait on their servers, so files run in more workers than this machine has cores (4: more
 * makes the timing of the signal tests uncertain on a loaded 2-core machine).
 */
import { defineConfig } from 'vitest/config';

/** Unit-level tests that spawn a process (which never sees a mutant): left out of mutation testing. */
export const SPAWNING = [
  'test/local.test.ts',
  'test/package.test.ts',
  'test/release.test.ts',
  'test/simulator/cli.test.ts',
];

/** Unit-level tests that read src/ from disk (never the mutant): left out of mutation testing too. */
export const READS_SOURCES = ['test/client/reads-in-src.test.ts', 'test/exhaustive.test.ts'];

/**
 * The model-based test of the joins: some 10 s a run, through most of src/, so every mutant would run it. Left out of
 * mutation testing: what it finds is held by a focused unit test beside the code that was fixed.
 */
export const MODEL = ['test/flow/joins.model.test.ts'];

/**
 * The command line's end-to-end tests: they run dist/cli.js, so they belong with the bundle's. The examples for other
 * CIs (other-ci) gate on a scorer's verdicts, which the interface alone does not tie to a run (test/e2e/gate.test.ts,
 * "against the interface alone"), and `runs logs` (logs) prints the fields of steps and events, which the interface
 * does not show: they run against the whole contract only.
 */
export const CLI_E2E = [
  'test/cli/run.test.ts',
  'test/cli/inspect.test.ts',
  'test/cli/logs.test.ts',
  'test/cli/readme.test.ts',
  'test/cli/other-ci.test.ts',
];
const CONTRACT_ONLY = ['test/cli/other-ci.test.ts', 'test/cli/logs.test.ts'];

/**
 * The commands' end-to-end tests run a second time against a simulator that answers only what the service interface
 * shows (test/simulator/interface-fields.ts; SIMULATOR_ANSWERS is read by test/e2e/setup.ts): a file per command
 * (run; dispatch, followup and cancel; gate; settle; schedules; the command line's run and inspection commands).
 * All of them twice would add some 440 s of test time (measured on a loaded 2-core machine), these some 95 s.
 */
const INTERFACE_E2E = [
  'test/e2e/run.test.ts',
  'test/e2e/conversation-commands.test.ts',
  'test/e2e/gate.test.ts',
  'test/e2e/settle.test.ts',
  'test/e2e/schedules.test.ts',
  ...CLI_E2E.filter((file) => !CONTRACT_ONLY.includes(file)),
];

export default defineConfig({
  test: {
    testTimeout: 90_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/drift/**', ...CLI_E2E],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', ...CLI_E2E],
          globalSetup: ['test/e2e/fresh-dist.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-interface',
          include: INTERFACE_E2E,
          globalSetup: ['test/e2e/fresh-dist.ts'],
          env: { SIMULATOR_ANSWERS: 'interface' },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'drift',
          include: ['test/drift/**/*.test.ts'],
          globalSetup: ['test/e2e/fresh-dist.ts'],
          isolate: false,
          // Its cases wait on Prism and on the steps' bounded waits far more than they compute: many at once.
          maxConcurrency: 16,
        },
      },
    ],
  },
});
