/**
 * The figures of `npm run bench -- poll` as the docs show them: the table in docs/performance.md, which opens with
 * what the bench measured, and docs/behaviour.md's figures of what following a run costs and how soon its end is noticed.
 * Pure: figures in, markdown out.
 */
import { table, withInputs, type Piece } from './docs.ts';

/** One run length with live progress on or off: means over the trials, per run-minute where it says so. */
export interface PollRow {
  progress: boolean;
  minutes: number;
  statusPerMinute: number;
  progressPerMinute: number;
  requestsPerMinute: number;
  writesPerMinute: number;
  /** How long after the run's end the follow noticed it: the mean and the worst, seconds. */
  noticedS: number;
  worstS: number;
}

export interface PollFigures {
  /** Runs of each row; the figures are their means. */
  trials: number;
  rows: PollRow[];
}

function row(f: PollFigures, progress: boolean, minutes: number): PollRow {
  const found = f.rows.find((r) => r.progress === progress && r.minutes === minutes);
  if (!found)
    throw new Error(`the poll bench's figures have no ${minutes}-minute run with progress ${progress}`);
  return found;
}

export function renderPollTable(f: PollFigures): string {
  const per = (n: number) => n.toFixed(2);
  return table(
    [
      'live progress',
      'run',
      'state polls a minute',
      'progress reads a minute',
      'requests a minute',
      'comment writes a minute',
      "run's end noticed after (mean, worst)",
    ],
    ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
    f.rows.map((r) => [
      r.progress ? 'on' : 'off',
      `${r.minutes} min`,
      per(r.statusPerMinute),
      per(r.progressPerMinute),
      per(r.requestsPerMinute),
      per(r.writesPerMinute),
      `${r.noticedS.toFixed(1)} s, ${r.worstS.toFixed(1)} s`,
    ]),
  );
}

/** What following a run of an hour costs, in docs/behaviour.md (waiting for a run). */
export function renderPollCost(f: PollFigures): string {
  const on = row(f, true, 60);
  const off = row(f, false, 60);
  return `(virtual time, mean of ${f.trials} runs): with progress on, a 60-minute run costs ${on.requestsPerMinute.toFixed(1)} service requests and ${on.writesPerMinute.toFixed(1)} comment writes a minute; with it off, ${off.requestsPerMinute.toFixed(1)} requests a minute`;
}

export const POLL_PIECES: readonly Piece<PollFigures>[] = [
  {
    file: 'docs/performance.md',
    name: 'poll',
    kind: 'block',
    render: (f) => withInputs('poll', f, renderPollTable(f)),
  },
  { file: 'docs/behaviour.md', name: 'poll:cost', kind: 'span', render: renderPollCost },
  {
    file: 'docs/behaviour.md',
    name: 'poll:noticed-off',
    kind: 'span',
    render: (f) => `${Math.round(row(f, false, 60).noticedS)} s`,
  },
  {
    file: 'docs/behaviour.md',
    name: 'poll:noticed-on',
    kind: 'span',
    render: (f) => `${Math.round(row(f, true, 60).noticedS)} s`,
  },
];
