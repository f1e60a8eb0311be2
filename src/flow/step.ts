/**
 * What every command and shared step works with: where the work comes from, the service, the host (log, state,
 * outputs, summary), the repository when there is a way to it, and the step's cancellation signal.
 */
import type { CloudAgentClient } from '../client/index.ts';
import type { Host, Repository } from './host.ts';
import type { MarkerKey } from '../render/marker.ts';
import type { RunEnvironment, Trigger } from './context.ts';
import { STATE, type StepState } from './state.ts';

export interface Step {
  env: RunEnvironment;
  trigger: Trigger;
  client: CloudAgentClient;
  host: Host;
  /** What the main step hands to the post step. */
  state: StepState;
  /** Undefined when the host has no way to the repository (no github-token). */
  repository: Repository | undefined;
  /** What tracking-comment markers are signed with (flow/marker-key.ts). */
  markerKey: MarkerKey;
  signal: AbortSignal;
  /**
   * How the step waits between the reads that confirm a cancel: real time when absent. A test whose clock is its own
   * (test/flow/joins/world.ts) moves that clock on here, as a poll's sleep does (FollowOptions.poll).
   */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What a settle of runs works with: a step without a trigger of its own or state to hand on (the `settle` command's
 * step, a step showing a stop first, the post step).
 */
export type SettleStep = Omit<Step, 'trigger' | 'state'>;

/** The step's log, as a function of one line (what the client-level flows take). */
export const info =
  (step: Pick<Step, 'host'>) =>
  (line: string): void =>
    step.host.log.info(line);

/**
 * The step now holds run `runId`: the post step knows it (and that it is not settled yet), and the `run-id` output
 * names it from now on, whatever becomes of the step.
 */
export function holdRun(step: Pick<Step, 'state' | 'host'>, runId: string): void {
  step.state.save(STATE.runId, runId);
  step.state.save(STATE.settled, 'false');
  step.host.output('run-id', runId);
}
