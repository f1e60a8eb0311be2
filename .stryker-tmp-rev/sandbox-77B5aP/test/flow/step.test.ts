/** The step's small pieces: its log as a function of one line, and its saved state by name. */
import { describe, expect, it } from 'vitest';
import { StepState } from '../../src/flow/state.ts';
import { info } from '../../src/flow/step.ts';
import { memoryHost } from '../helpers/step.ts';

describe('info', () => {
  it("writes each line to the step's log", () => {
    const host = memoryHost();
    const log = info({ host });
    log('one');
    log('two');
    expect(host.lines).toEqual(['one', 'two']);
  });
});

describe('StepState', () => {
  it('saves values as text and loads them by name; a name never saved is empty', () => {
    const host = memoryHost();
    const state = new StepState(host.state);
    state.save('thread_number', 7);
    state.save('run_id', 'r1');
    expect(host.saved).toEqual({ thread_number: '7', run_id: 'r1' });
    expect(state.load('thread_number')).toBe('7');
    expect(state.load('settled')).toBe('');
  });
});
