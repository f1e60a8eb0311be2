/**
 * The post step's first decision (src/post.ts `leftWork`): whether the main step left it anything, read from the saved
 * state alone. What it then does: test/post-settle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { StepState } from '../src/flow/state.ts';
import { leftWork } from '../src/post.ts';
import { memoryHost } from './helpers/step.ts';

const left = (saved: Record<string, string>) => leftWork(new StepState(memoryHost({}, saved).state));

describe('leftWork: what the main step left the post step', () => {
  it('nothing saved, or a run it finished with: nothing', () => {
    expect(left({})).toBe(false);
    expect(left({ run_id: 'run_1', settled: 'true' })).toBe(false);
  });

  it('a run it did not finish with, or a create it did not see answered', () => {
    expect(left({ run_id: 'run_1', settled: 'false' })).toBe(true);
    expect(left({ creating_since: '2026-03-02T09:00:00.000Z' })).toBe(true);
  });

  it('an approval claim it did not decide, its run finished with', () => {
    expect(left({ run_id: 'run_1', settled: 'true', approval_claim: '{}' })).toBe(true);
  });

  it('a closing reaction it did not give, its run finished with', () => {
    expect(left({ run_id: 'run_1', settled: 'true', closing_reaction: '{}' })).toBe(true);
    expect(left({ run_id: 'run_1', settled: 'true', closing_reaction: '' })).toBe(false);
  });
});
