import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('each test file has a temp directory of its own (test/helpers/scratch-setup.ts)', () => {
  it('os.tmpdir() is a folder of this file in the system temp directory, made for it', () => {
    const own = tmpdir();
    expect(basename(own)).toMatch(/^cloud-agent-tests-[A-Za-z0-9]{6}$/);
    expect(dirname(own)).toBe(process.env.CLOUD_AGENT_TESTS_SYSTEM_TEMP);
    expect(existsSync(own)).toBe(true);
    expect(process.env.TMPDIR).toBe(own);
  });
});
