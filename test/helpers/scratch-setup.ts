/**
 * A setup file of every project (vitest.config.ts, vitest.unit.config.ts): each test file gets a temp directory of
 * its own (TMPDIR, so `os.tmpdir()` and the processes its tests start), removed with all it holds once the file's
 * tests are done. A run of the tests leaves nothing in the system's temp directory (a run of the unit project used to
 * leave some 140 folders there: a command line's home, a step's result file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** The system's temp directory, as the process's first test file found it (vitest runs many files in a process). */
const SYSTEM_TEMP = 'CLOUD_AGENT_TESTS_SYSTEM_TEMP';

const system = (process.env[SYSTEM_TEMP] ??= tmpdir());
const own = mkdtempSync(join(system, 'cloud-agent-tests-'));
process.env.TMPDIR = own;
afterAll(() => {
  process.env.TMPDIR = system;
  rmSync(own, { recursive: true, force: true });
});
