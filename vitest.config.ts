/**
 * Four projects, chosen by folder and by the end of a file's name, never by a list:
 *
 * - `unit`: every test outside test/e2e/ and test/drift/, in this process (the logic, the client, the doubles). A file
 *   named `*.spawn.test.ts` starts a process of its own (a script, the simulator's command line), and one named
 *   `*.source.test.ts` reads src/ from disk: mutation testing leaves both out (vitest.unit.config.ts), as a mutant is
 *   never in the process they start or the text they read.
 * - `e2e`: test/e2e/, the bundle run as the runner runs it against the simulator and the fake GitHub (the command
 *   line's in test/e2e/cli/); rebuilt first when src/ changed (test/e2e/fresh-dist.ts).
 * - `e2e-interface`: the files of test/e2e/ named `*.interface.test.ts` once more, against a simulator that answers
 *   only what the service interface shows (SIMULATOR_ANSWERS, read by test/e2e/setup.ts): a file per command, but for
 *   the tests that assert they sent the service nothing (`repeatsItself()` in test/e2e/setup.ts: bad inputs, usage
 *   errors, --help), which the service's answers cannot change. The examples for other CIs
 *   (test/e2e/cli/other-ci.test.ts) gate on a scorer's verdicts, which the interface alone does not tie to a run
 *   (test/e2e/gate.interface.test.ts, "against the interface alone"), and `runs logs` (test/e2e/cli/logs.test.ts)
 *   prints the fields of steps and events, which the interface does not show: they run against the whole contract
 *   only.
 * - `drift`: test/drift/, the bundle and the command line against Prism's made-up answers.
 *
 * The projects that run the bundle run it at the tests' time scale (test/helpers/time-scale.ts).
 */
import { defineConfig } from 'vitest/config';
import { EAGER_VALIDATORS_ENV } from './test/helpers/lazy-validator.ts';
import { TEST_TIME_SCALE_ENV } from './test/helpers/time-scale.ts';

/** The end-to-end and drift tests: a folder each. */
export const BUNDLE_TESTS = ['test/e2e/**', 'test/drift/**'];
/**
 * Unit-level tests left out of mutation testing: those that start a process or read src/ from disk (a mutant never
 * reaches them), and the model-based tests (`*.model.test.ts`: some 10 s a run through most of src/, so every mutant
 * would run them; what they find is held by a focused unit test beside the code that was fixed).
 */
export const OUTSIDE_MUTATION = [
  'test/**/*.spawn.test.ts',
  'test/**/*.source.test.ts',
  'test/**/*.model.test.ts',
];

/**
 * How the test processes resolve packages: Node's conditions, without the `development` one Vite adds to any it is
 * given (vitest hands them to its workers as --conditions). micromark, test/render/visible-text.test.ts's GFM
 * renderer, and its parts ship a development build full of assertions and debug calls under that condition, some 15 %
 * slower at the same documents. No other package the tests load has a development build.
 */
export const TEST_RESOLVE = {
  plugins: [
    {
      name: 'without-development-condition',
      configResolved(config: { ssr: { resolve?: { conditions?: string[] } } }) {
        const resolve = config.ssr.resolve;
        if (resolve?.conditions) {
          resolve.conditions = resolve.conditions.filter(
            (c) => c !== 'development' && c !== 'development|production',
          );
        }
      },
    },
  ],
};

/**
 * The variables of the projects that run the bundle: the tests' time scale, and the doubles' validators compiled as
 * the doubles start (test/helpers/lazy-validator.ts).
 */
const BUNDLE_ENV = { ...TEST_TIME_SCALE_ENV, [EAGER_VALIDATORS_ENV]: '1' };

export default defineConfig({
  ...TEST_RESOLVE,
  test: {
    testTimeout: 90_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The end-to-end tests mostly wait on their servers: files run in more workers than this machine has cores. Every
    // project takes this figure: vitest runs projects side by side only when they share it (and then a `--maxWorkers`
    // given on the command line does not change it).
    // On 2 cores (npm run bench -- tests, 2026-11-29): 4 workers kept the processors 1.56 busy (180 s); 6 keep them
    // 1.90 busy (167 s), and the suite's processor time is the floor; 8 took as long with 3 % more processor time.
    maxWorkers: 6,
    // Each file's processor time, for `npm run bench -- tests`; each file's own temp directory, removed after it.
    setupFiles: ['test/helpers/file-cpu.ts', 'test/helpers/scratch-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: BUNDLE_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/fresh-dist.ts'],
          env: BUNDLE_ENV,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-interface',
          include: ['test/e2e/**/*.interface.test.ts'],
          globalSetup: ['test/e2e/fresh-dist.ts'],
          env: { ...BUNDLE_ENV, SIMULATOR_ANSWERS: 'interface' },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'drift',
          include: ['test/drift/**/*.test.ts'],
          // The bundle as src/ is now, then one Prism for the whole project (test/drift/global-prism.ts).
          globalSetup: ['test/e2e/fresh-dist.ts', 'test/drift/global-prism.ts'],
          env: BUNDLE_ENV,
          isolate: false,
          // Its cases wait on Prism and on the steps' bounded waits far more than they compute: many at once.
          maxConcurrency: 16,
          // A case's main and post steps may each take test/drift/action.test.ts's STEP_MS on a loaded machine.
          testTimeout: 180_000,
        },
      },
    ],
  },
});
