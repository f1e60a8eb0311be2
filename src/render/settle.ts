/** The job summary of `command: settle`: every run looked at, and what was done with it. Pure: data in, markdown out. */
import { code, inline, plural, safeUrl } from './format.ts';

/** What a settle did with a run (the `results` output, one per run). */
export type SettleAction =
  /** Its final report was written. */
  | 'finished'
  /** Its report now says the agent waits for input. */
  | 'blocked'
  /** Past its deadline: cancelled and reported. */
  | 'cancelled'
  /** Past its deadline, left going (`cancel-on-abort: false`) and reported. */
  | 'timed-out'
  /** Still working within its deadline: left alone. */
  | 'working'
  /** Its comment already showed its outcome: nothing done. */
  | 'already-settled'
  /** Its result did not match its schema (`output-schema`): a repair follow-up was sent, and its report says so. */
  | 'repair-asked'
  /** Something was left undone (`detail` says what and why). */
  | 'not-settled';

export interface SettleResult {
  run_id: string;
  state: string;
  /** The issue or pull request it reports on; null for a run started without a thread. */
  thread: number | null;
  comment_url: string | null;
  action: SettleAction;
  /** In words: what was done, why not, or how long it has been working. */
  detail: string;
  /** Something was left for the next settle to do again (GitHub failed, a cancel was not seen through). */
  retry?: true;
  /** Still going, and its deadline could not be read (it lives in a comment GitHub did not answer with). */
  deadline_unknown?: true;
  /** Its report says it went over its budget (`max-credits`): stopped at it by this settle, or ended past it. */
  over_budget?: true;
  /**
   * What became of the result the step asked for (`output-schema`): it matches its schema, it does not (the settle
   * fails `schema-invalid`), a repair was asked for, or the schema was not available (nothing validated).
   */
  result?: 'valid' | 'invalid' | 'repair-asked' | 'unavailable';
}

export interface SettleSummaryInput {
  repository: string;
  windowMinutes: number;
  results: SettleResult[];
  /** The service could not filter by metadata: the newest runs were scanned. */
  scanned: boolean;
  /** More runs may have matched than were looked at. */
  truncated: boolean;
  /** There was no github-token: nothing could be read or written on GitHub. */
  /** Why no thread could be read or written (the host's words: "No `github-token`"), when none could. */
  withoutGitHub: string | undefined;
}

const SETTLED = new Set<SettleAction>(['finished', 'blocked', 'cancelled', 'timed-out']);

/** How many runs a settle settled (the `settled` output). */
export function settledCount(results: readonly SettleResult[]): number {
  return results.filter((r) => SETTLED.has(r.action)).length;
}

function row(result: SettleResult): string {
  const url = safeUrl(result.comment_url ?? undefined);
  const thread = result.thread === null ? '—' : url ? `[#${result.thread}](${url})` : `#${result.thread}`;
  return `| ${code(result.run_id, 80)} | ${thread} | ${code(result.state, 40)} | ${result.action} | ${inline(result.detail, 300)} |`;
}

export function renderSettleSummary(input: SettleSummaryInput): string {
  const { results } = input;
  const count = (action: SettleAction) => results.filter((r) => r.action === action).length;
  const shown = results.filter((r) => r.action !== 'already-settled');
  const lines = [
    `### Cloud agent settle: ${inline(input.repository, 140)}`,
    '',
    `${plural(results.length, 'run')} of this repository changed in the last ${plural(input.windowMinutes, 'minute')}: ` +
      `${settledCount(results)} settled, ${count('working')} still working, ${count('not-settled')} not settled, ` +
      `${count('already-settled')} already settled before${count('repair-asked') ? `, ${count('repair-asked')} asked to repair ${count('repair-asked') === 1 ? 'its result' : 'their results'}` : ''}.`,
  ];
  if (input.withoutGitHub) {
    lines.push(
      '',
      `${input.withoutGitHub}: no tracking comment could be read or written. Runs past the deadline their metadata records were still cancelled; the reports of the runs listed as not settled are left for a settle that reaches GitHub.`,
    );
  }
  if (input.scanned) {
    lines.push(
      '',
      `The service does not filter runs by metadata for this team: the newest runs were scanned${input.truncated ? ' and the scan stopped at its bound, so older runs were not looked at' : ''}.`,
    );
  } else if (input.truncated) {
    lines.push(
      '',
      'More runs changed than one settle reads: the oldest were not looked at; the next settle reaches them.',
    );
  }
  if (shown.length) {
    lines.push('', '| run | thread | state | done | detail |', '|---|---|---|---|---|', ...shown.map(row));
  }
  return `${lines.join('\n')}\n`;
}
