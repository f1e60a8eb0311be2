/**
 * The V8 flag the bundle sets at its entry (src/host/process.ts WASM_BASELINE_FLAG) is one the Nodes it runs on know:
 * V8 prints "unrecognized flag" on standard error for one it does not, in every step. Read from `node --v8-options`
 * of the Node running the tests (24, the action's) and of CLI_NODE when set (the CI's job for each Node the command
 * line supports).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { WASM_BASELINE_FLAG } from '../../src/host/process.ts';

const nodes = [...new Set([process.execPath, process.env.CLI_NODE].filter((n): n is string => !!n))];
const name = WASM_BASELINE_FLAG.split('=')[0]!;

describe.each(nodes)('the V8 of %s', (node) => {
  it(`knows ${name}, an integer flag, and setting it at run time prints nothing`, () => {
    const options = execFileSync(node, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const entry = options.split('\n').findIndex((line) => line.trim().startsWith(`${name} `));
    expect(entry).toBeGreaterThan(-1);
    expect(options.split('\n')[entry + 1]).toMatch(/^\s+type: int\s/);
    const set = (flag: string) =>
      spawnSync(
        node,
        ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(flag)}); console.log('set')`],
        { encoding: 'utf8' },
      );
    const known = set(WASM_BASELINE_FLAG);
    expect([known.stdout, known.stderr]).toEqual(['set\n', '']);
    // What the test would see of a flag V8 does not know.
    expect(set('--wasm-tiering-budget-of-no-v8=1').stderr).toContain('unrecognized flag');
  });
});
