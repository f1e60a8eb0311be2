/**
 * The fast tests alone: the unit project without the tests that start a process (`*.spawn.test.ts`: a script, the
 * simulator's command line) or read src/ from disk (`*.source.test.ts`: the TypeScript language service), whose
 * process and text a mutant never reaches, nor the model-based tests (`*.model.test.ts`: seconds a run through most
 * of src/; see vitest.config.ts). Mutation testing (stryker.config.mjs) runs these; `npx vitest run -c
 * vitest.unit.config.ts` runs them by hand.
 */
import { defineConfig } from 'vitest/config';
import { BUNDLE_TESTS, OUTSIDE_MUTATION, TEST_RESOLVE } from './vitest.config.ts';

export default defineConfig({
  ...TEST_RESOLVE,
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...BUNDLE_TESTS, ...OUTSIDE_MUTATION],
    testTimeout: 60_000,
    isolate: false,
    hookTimeout: 30_000,
    pool: 'forks',
    // Each file's own temp directory, removed after it (test/helpers/scratch-setup.ts).
    setupFiles: ['test/helpers/scratch-setup.ts'],
  },
});
