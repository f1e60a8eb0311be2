/**
 * The model of the thread (test/flow/joins.model.test.ts): what was asked of it and by whom, which jobs wait in the
 * queue, when the last settle that completed started, and a record of every step taken (what it was asked, how it
 * ended, which writes of GitHub's are its own). The invariants (invariants.ts) read it beside the world.
 */
import type { SettleResult } from '../../../src/render/settle.ts';
import type { Execution, JobStep, Person, WrittenComment } from './world.ts';

/** What a comment asks for: a request (`ask`), a plan, an approval, a cancel, a status. */
export type Talk = 'ask' | 'plan' | 'approve' | 'cancel' | 'status';

/** How the step that takes a request follows its run: its inputs of the kind. */
export interface Follow {
  wait: boolean;
  /** `max-credits`; none: no budget. */
  budget: number | undefined;
  timeoutMinutes: number;
  /** `plan-approvers` of the workflow the step runs in. */
  rule: 'allowed' | 'not-requester';
  /** `output-schema: verdict` (with its one repair), or no result asked for. */
  result: boolean;
  /**
   * `cancel-on-abort`: a run the job is done with before its end (a deadline passed, the job cut short or failed) is
   * cancelled (by the step, else its post step), or left going (a settle finishes its report).
   */
  cancelOnAbort: boolean;
}

/** A comment whose job is queued (a `concurrency:` group holds it), or is about to run. */
export interface CommentJob {
  talk: Talk;
  comment: WrittenComment;
  follow: Follow;
  execution: Execution;
}

/**
 * How a job is cut short while its main step works: `signal`, cancelled (the runner signals the step, which stops
 * what it follows and ends); `answer lost`, cancelled while a write to the service is on its way (it lands, and its
 * answer never reaches the step); `killed`, its process ends where it is (the runner's hard stop after the signal's
 * grace, a lost runner), nothing more of the main step runs. Either way the post step runs next.
 */
export type CutShort = 'signal' | 'answer lost' | 'killed';

/** How a cut is said (a command's name, a failure). */
export const CUT_WORDS: Record<CutShort, string> = {
  signal: 'cancelled',
  'answer lost': "cancelled with a write's answer on its way",
  killed: 'killed',
};

/** One step taken, as the invariants need it. */
export interface StepRecord {
  /** What it was, in words (the command's). */
  label: string;
  kind: 'comment' | 'followup' | 'settle';
  talk?: Talk;
  /** The comment it took (comment steps). */
  comment?: WrittenComment;
  /** The message it sent (the followup command). */
  message?: string;
  /** The followup command approved the run's plan: the action wrote the message it sent (an approval). */
  approves?: boolean;
  /**
   * The followup command ran without the thread (a `workflow_dispatch`, as `cloud-agent followup` and `approve` run
   * from a terminal): it reads no tracking comment, claims nothing and writes nothing there, and follows its work.
   */
  offThread?: boolean;
  follow?: Follow;
  /**
   * Which attempt of its workflow run the job was (a comment's job the runner ran again: GitHub's "Re-run jobs"): 1, or
   * none, for a job's first.
   */
  attempt?: number;
  /** Whether the step failed (threw), and how. */
  failed: boolean;
  /** The warnings its step logged (the main step's, for a job; its post step's are in `post`). */
  warnings?: string[];
  error?: string;
  /** Its writes of GitHub's comments: `commentWrites` from this index on (to `writesTo`). */
  writesFrom: number;
  writesTo: number;
  /** The job's User-Agent to GitHub (which writes of the journal are its own). */
  agent: string;
  /** The step that ran at once with this one, if any (a TogetherCommand's other job). */
  peer?: StepRecord;
  /** The virtual time it began and ended at. */
  began: number;
  ended: number;
  /**
   * The thread's runs as the service had them when the step ended (state and `updated_at`): what happened at that
   * same virtual moment after it (a job at once with it) is not in it.
   */
  after: Map<string, { state: string; updatedAt: string }>;
  /**
   * A comment's job that lost the race to another job's run at once (src/flow/conversation.ts lostTheRace): it passed
   * its request on to that run and stopped, following none.
   */
  passedOn?: boolean;
  /** The run it held (its `run-id` output), and whether it let the run go (`wait: false`). */
  runId?: string;
  detached?: boolean;
  /** The job was cut short while its main step worked: cancelled (the runner's signal), or its process ended. */
  cut?: CutShort;
  /**
   * Its post step, when the main step did not say it was done with its run (run when the main step left it work,
   * src/post.ts leftWork): its log, and the run it answered for
   * (the one the main step saved, else the one made for the job's comment, else one its follow-up set to work again)
   * with its state as the post step ended, and the record of an approval claim the job left undecided after it
   * (flow/claim.ts; empty when none).
   */
  post?: { ran: boolean; lines: string[]; run?: string; state?: string; claimLeft: string };
  /** A settle's: since when it skipped unchanged runs, GitHub's time it started, whether it completed. */
  settle?: { since: string | undefined; startedAt: string; completed: boolean; results: SettleResult[] };
}

export class ThreadModel {
  /** Comments written whose jobs have not run (the order they were written in). */
  readonly queued: CommentJob[] = [];
  /** Every step taken, in the order they began. */
  readonly steps: StepRecord[] = [];
  /**
   * The comments' jobs that ran, their newest attempt each (a re-run takes the place of the attempt it ran again): what
   * a re-run can run again, on the same event, as the next attempt of the same workflow run.
   */
  readonly ran: { job: CommentJob; step: JobStep; record: StepRecord }[] = [];
  /** Every comment written on the thread by the people (not the action), by id. */
  readonly comments = new Map<number, WrittenComment>();
  /** GitHub's time when the last settle that completed started: the next settle's `since`. */
  lastSettle: string | undefined;
  /** Whether the thread has a run (the followup command needs one). */
  hasRun = false;
  /** Whether the tracking comment shows a plan waiting for approval (as read after each command). */
  planShown = false;
  private topics = 0;

  /** A request no one made before (its words name it in the plans and messages it leads to). */
  topic(who: Person): string {
    this.topics += 1;
    return `topic ${this.topics} from ${who} add a dark mode switch to the settings page`;
  }
}

/** The words of a comment that asks for `talk`. */
export function bodyOf(talk: Talk, topic: string): string {
  switch (talk) {
    case 'ask':
      return `@cloud-agent ${topic}`;
    case 'plan':
      return `@cloud-agent plan ${topic}`;
    case 'approve':
      return '@cloud-agent approve';
    case 'cancel':
      return '@cloud-agent cancel';
    case 'status':
      return '@cloud-agent status';
  }
}
