/**
 * The process a step runs in (src/host/process.ts): ended on time, an error read as a message, the script it was
 * started with.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorMessage,
  exitAfter,
  isEntry,
  keepWasmAtBaseline,
  WASM_BASELINE_FLAG,
} from '../../src/host/process.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('keepWasmAtBaseline', () => {
  it("sets V8's WebAssembly tiering budget once, past what a 32-bit count of a process reaches", () => {
    const set: string[] = [];
    keepWasmAtBaseline((flags) => set.push(flags));
    expect(set).toEqual(['--wasm-tiering-budget=2000000000']);
    expect(WASM_BASELINE_FLAG).toBe('--wasm-tiering-budget=2000000000');
    // V8 reads the budget as a 32-bit signed count: a larger one would not be the budget asked for.
    expect(Number(WASM_BASELINE_FLAG.split('=')[1])).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});

describe('exitAfter', () => {
  it('after the time: what comes before the exit, then the exit', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      calls.push(`exit ${code}`);
    }) as typeof process.exit);
    exitAfter(4500, () => calls.push('before exit'));
    vi.advanceTimersByTime(4499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['before exit', 'exit undefined']);
  });

  it('does not keep the process alive', () => {
    const timer = { unref: vi.fn() };
    vi.spyOn(globalThis, 'setTimeout').mockReturnValue(timer as unknown as NodeJS.Timeout);
    exitAfter(1000, () => {});
    expect(timer.unref).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage', () => {
  it("an error's message; anything else as a string", () => {
    expect(errorMessage(new TypeError('bad type'))).toBe('bad type');
    expect(errorMessage('received SIGINT')).toBe('received SIGINT');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ message: 'not an Error' })).toBe('[object Object]');
  });
});

describe('isEntry', () => {
  it('is the script node was started with, through a link or a relative path too; not another module', () => {
    const dir = mkdtempSync(join(tmpdir(), 'is-entry-'));
    try {
      mkdirSync(join(dir, 'dist'));
      mkdirSync(join(dir, 'bin'));
      const index = join(dir, 'dist', 'index.js');
      const cli = join(dir, 'dist', 'cli.js');
      writeFileSync(index, '');
      writeFileSync(cli, '');
      // npm's bin link, as a global install makes it.
      symlinkSync(cli, join(dir, 'bin', 'cloud-agent'));
      symlinkSync(index, join(dir, 'bin', 'action'));
      const url = pathToFileURL(index).href;

      expect(isEntry(url, index)).toBe(true);
      expect(isEntry(url, relative(process.cwd(), index))).toBe(true);
      expect(isEntry(url, join(dir, 'bin', 'action'))).toBe(true);
      expect(isEntry(url, cli)).toBe(false);
      expect(isEntry(url, join(dir, 'bin', 'cloud-agent'))).toBe(false);
      // node -e, node with no script, a script that is gone.
      expect(isEntry(url, undefined)).toBe(false);
      expect(isEntry(url, '')).toBe(false);
      expect(isEntry(url, join(dir, 'gone.js'))).toBe(false);
      expect(isEntry(pathToFileURL(join(dir, 'gone.js')).href, join(dir, 'gone.js'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
