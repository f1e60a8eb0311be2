/**
 * A setup file of every project (vitest.config.ts): the processor time a test file took, its worker's and that of the
 * processes it started and waited for (the bundle, a script), kept in the file's `meta.cpuMs` for the reporter of
 * `npm run bench -- tests` (scripts/bench/tests-reporter.ts). Where the system does not tell a process's children
 * (not Linux), the worker's own time alone.
 */
import { afterAll } from 'vitest';
import { processorTime } from './processor-time.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Ms of processor time (user and system) the file took, with that of the processes it waited for. */
    cpuMs?: number;
  }
}

const now = () => {
  const { self, children } = processorTime();
  return self + (children ?? 0);
};

// Taken as the setup file runs, before vitest imports the test file: the import is the file's too.
const began = now();
// vitest reads a hook's fixtures from its first parameter, which must be a pattern: the file is the second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  file.meta.cpuMs = now() - began;
});
