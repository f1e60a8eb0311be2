/**
 * The fast tests alone: everything but the end-to-end tests (the command line's too: they spawn dist/cli.js), the
 * few tests that spawn a process (a script, the simulator's command line) and the one that reads src/ with the
 * TypeScript language service. Mutation testing (stryker.config.mjs) runs these; `npx vitest run -c
 * vitest.unit.config.ts` runs them by hand.
 */
import { defineConfig } from 'vitest/config';
import { CLI_E2E, READS_SOURCES, SPAWNING } from './vitest.config.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/drift/**', ...CLI_E2E, ...SPAWNING, ...READS_SOURCES],
    testTimeout: 60_000,
    isolate: false,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
