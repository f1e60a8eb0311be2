/** The process a step runs in (src/host/process.ts): ended on time, and an error read as a message. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, exitAfter } from '../../src/host/process.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
