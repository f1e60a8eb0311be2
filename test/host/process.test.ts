/**
 * The process a step runs in (src/host/process.ts): ended on time, an error read as a message, the script it was
 * started with.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorMessage,
  exitAfter,
  flushed,
  isEntry,
  keepWasmAtBaseline,
  outliveReader,
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

/**
 * A pipe whose reader takes nothing until told: each write's callback held (Node's Writable calls them in order), as
 * Node holds what a pipe's buffer has no room for.
 */
function heldPipe() {
  const held: (() => void)[] = [];
  const taken: string[] = [];
  const outlet = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, callback) {
      held.push(() => {
        taken.push(chunk.toString());
        callback();
      });
    },
  });
  /** The reader takes the next write. */
  const take = () => held.shift()!();
  return { outlet, taken, take, held };
}

/** Lets promise callbacks and Node's next ticks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('flushed', () => {
  it('resolves once every write made before it was taken, not before', async () => {
    const { outlet, taken, take, held } = heldPipe();
    outlet.write('{"runs": [');
    outlet.write('1, 2]}');
    let done = false;
    void flushed(outlet).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    take();
    await settle();
    expect(done).toBe(false);
    take();
    await settle();
    // The empty write that marks the end: taken last.
    expect(done).toBe(false);
    expect(held).toHaveLength(1);
    take();
    await settle();
    expect(done).toBe(true);
    expect(taken).toEqual(['{"runs": [', '1, 2]}', '']);
  });

  it('resolves at once when nothing waits, and writes nothing', async () => {
    const { outlet, held } = heldPipe();
    let done = false;
    void flushed(outlet).then(() => (done = true));
    await settle();
    expect(done).toBe(true);
    expect(held).toEqual([]);
  });

  it('resolves at once when the reader is gone (the outlet destroyed), whatever was left', async () => {
    const { outlet } = heldPipe();
    outlet.on('error', () => {});
    outlet.write('left');
    outlet.destroy();
    let done = false;
    void flushed(outlet).then(() => (done = true));
    await settle();
    expect(done).toBe(true);
  });

  it('resolves when the pipe fails before taking what waits (EPIPE)', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        setImmediate(() => callback(new Error('write EPIPE')));
      },
    });
    failing.on('error', () => {});
    failing.write('lost');
    await expect(flushed(failing)).resolves.toBeUndefined();
  });
});

describe('outliveReader', () => {
  const failure = (code: string) => Object.assign(new Error(`write ${code}`), { code, syscall: 'write' });

  it('hears the EPIPE of a reader that left and says so, and nothing else: any other error of the outlet is thrown', () => {
    const outlet = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    const left = vi.fn();
    outliveReader(outlet, left);
    expect(outlet.listenerCount('error')).toBe(1);
    const eio = failure('EIO');
    expect(() => outlet.emit('error', eio)).toThrow(eio);
    expect(left).not.toHaveBeenCalled();
    expect(() => outlet.emit('error', failure('EPIPE'))).not.toThrow();
    expect(left).toHaveBeenCalledTimes(1);
    // Node's stdout stays open after an EPIPE: each later write fails alike, and the reader left only once.
    expect(() => outlet.emit('error', failure('EPIPE'))).not.toThrow();
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('keeps the process going when a stream fails with EPIPE (one that then closes): later writes go nowhere', async () => {
    const outlet = new Writable({
      write: (_chunk, _encoding, callback) => callback(failure('EPIPE')),
    });
    outliveReader(outlet);
    const errors: unknown[] = [];
    outlet.write('the first line\n', (err) => errors.push(err));
    await settle();
    outlet.write('the next line\n', (err) => errors.push(err));
    await settle();
    expect(errors.map((e) => (e as NodeJS.ErrnoException).code)).toEqual(['EPIPE', 'ERR_STREAM_DESTROYED']);
    await expect(flushed(outlet)).resolves.toBeUndefined();
  });
});

describe('exitAfter', () => {
  it('after the time: what comes before the exit, then the exit', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      calls.push(`exit ${code}`);
    }) as typeof process.exit);
    exitAfter(4500, () => calls.push('before exit'), []);
    await vi.advanceTimersByTimeAsync(4499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['before exit', 'exit undefined']);
  });

  it('exits only once what stdout and stderr hold has been taken, what comes before the exit included', async () => {
    const stdout = heldPipe();
    const stderr = heldPipe();
    const calls: string[] = [];
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      calls.push(`exit ${code}`);
    }) as typeof process.exit);
    stdout.outlet.write('{"big": "document"}');
    exitAfter(1, () => stderr.outlet.write('::error::the step did not finish\n'), [
      stdout.outlet,
      stderr.outlet,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    stdout.take();
    stdout.take();
    await settle();
    expect(calls).toEqual([]);
    stderr.take();
    stderr.take();
    await settle();
    expect(calls).toEqual(['exit undefined']);
    expect(stdout.taken).toEqual(['{"big": "document"}', '']);
    expect(stderr.taken).toEqual(['::error::the step did not finish\n', '']);
  });

  it("waits on the process's own stdout and stderr unless told otherwise", async () => {
    vi.useFakeTimers();
    const waited: unknown[] = [];
    vi.spyOn(process, 'exit').mockImplementation((() => {}) as typeof process.exit);
    for (const stream of [process.stdout, process.stderr]) {
      // Something held, so that flushed writes its marker: the write says which outlet it was waited on.
      vi.spyOn(stream, 'writableLength', 'get').mockReturnValue(1);
      vi.spyOn(stream, 'write').mockImplementation(((_chunk: string, callback: () => void) => {
        waited.push(stream);
        callback();
        return true;
      }) as typeof stream.write);
    }
    exitAfter(10, () => {});
    await vi.advanceTimersByTimeAsync(10);
    expect(waited).toEqual([process.stdout, process.stderr]);
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
