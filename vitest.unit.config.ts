/**
 * The fast tests alone: everything but the end-to-end tests (the command line's, which run dist/cli.js, among them),
 * the few tests that spawn a process (a script, the simulator's command line), the one that reads src/ with the
 * TypeScript language service, and the model-based test of the joins (seconds a run, through most of src/).
 * Mutation testing (stryker.config.mjs) runs these; `npx vitest run -c vitest.unit.config.ts` runs them by hand.
 */
import { defineConfig } from 'vitest/config';
import { CLI_E2E, MODEL, READS_SOURCES, SPAWNING } from './vitest.config.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/drift/**', ...CLI_E2E, ...SPAWNING, ...READS_SOURCES, ...MODEL],
    testTimeout: 60_000,
    isolate: false,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
