/**
 * The V8 flag the bundle sets at its entry (src/host/process.ts WASM_BASELINE_FLAG) is one the Nodes it runs on know:
 * V8 prints "unrecognized flag" on standard error for one it does not, in every step. Read from `node --v8-options`
 * of the Node running the tests (24, the action's) and of CLI_NODE when set (the CI's job for each Node the command
 * line supports). And the bundle's entry sets it: a hot WebAssembly function stays on V8's baseline code (Liftoff) in
 * a process that loaded dist/index.js, where the same work in a bare process has V8 optimize it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { WASM_BASELINE_FLAG } from '../../src/host/process.ts';

const nodes = [...new Set([process.execPath, process.env.CLI_NODE].filter((n): n is string => !!n))];
const name = WASM_BASELINE_FLAG.split('=')[0]!;

describe.each(nodes)('the V8 of %s', (node) => {
  it(`knows ${name}, an integer flag, and setting it at run time prints nothing`, () => {
    const lines = execFileSync(node, ['--v8-options'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }).split('\n');
    const entry = lines.findIndex((line) => line.trim().startsWith(`${name} `));
    expect(entry).toBeGreaterThan(-1);
    expect(lines[entry + 1]).toMatch(/^\s+type: int\s/);
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

/**
 * A process that runs a small WebAssembly loop hot (an i32 sum counted down from its argument), loading the bundle's
 * entry first when `bundle` (it does not run the action: it is not the script started), then prints the tier the
 * function is on once V8 has optimized it or `waitMs` has passed: `turbofan` or `liftoff`, and the ms it waited.
 * V8's natives (`%IsTurboFanFunction`) tell the tier.
 */
function tierAfterHotLoop(bundle: boolean, waitMs: number): { tier: string; waitedMs: number } {
  const entry = new URL('../../dist/index.js', import.meta.url).href;
  // (func (export "f") (param i32) (result i32) (local i32) loop: $1 += $0; $0 -= 1; br_if $0; end; $1)
  const wasm = [
    0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 27, 1,
    25, 1, 1, 127, 3, 64, 32, 1, 32, 0, 106, 33, 1, 32, 0, 65, 1, 107, 34, 0, 13, 0, 11, 32, 1, 11,
  ];
  const script = [
    bundle ? `await import(${JSON.stringify(entry)});` : '',
    `const { instance } = await WebAssembly.instantiate(new Uint8Array(${JSON.stringify(wasm)}));`,
    'const f = instance.exports.f;',
    'for (let i = 0; i < 200; i++) f(100000);',
    'const began = performance.now();',
    `while (!%IsTurboFanFunction(f) && performance.now() - began < ${waitMs}) await new Promise((r) => setTimeout(r, 20));`,
    "console.log(JSON.stringify({ tier: %IsTurboFanFunction(f) ? 'turbofan' : 'liftoff', waitedMs: performance.now() - began }));",
  ].join('\n');
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { tier: string; waitedMs: number };
}

describe("the bundle's entry", () => {
  it('keeps a hot WebAssembly function on the baseline compiler, which V8 optimizes in a bare process', () => {
    const bare = tierAfterHotLoop(false, 20_000);
    expect(bare.tier).toBe('turbofan');
    // Three times what the optimizing took in the bare process, and at least a second: time enough for V8 to do it.
    expect(tierAfterHotLoop(true, Math.max(1000, 3 * bare.waitedMs)).tier).toBe('liftoff');
  });
});
