/**
 * The markdown of a pull request's review: the body (summary, verdict, counts, what is outside the diff, what is
 * listed and not posted) and each inline comment (severity, title, body, the action's suggestion block, the
 * finding's fingerprint). Every text of a finding is the agent's: neutralized (`untrusted`, `inline`, `code`), so it
 * mentions no one, hides nothing and cannot end the comment's marker. Pure.
 */
import { code, inline, ours, safeUrl, untrusted } from './format.ts';

export const SEVERITIES = ['critical', 'important', 'suggestion', 'nit'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type Side = 'LEFT' | 'RIGHT';

/** One finding of the agent's result (untrusted: every text of it is the agent's). */
export interface Finding {
  path: string;
  line: number;
  start_line?: number;
  side?: Side;
  severity: Severity;
  title: string;
  body: string;
  suggestion?: string;
  confidence: number;
}

/** The agent's result, as the review schema describes it. */
export interface ReviewResult {
  summary: string;
  verdict: 'correct' | 'needs-changes';
  reviewed_head: string;
  findings: Finding[];
  resolved: string[];
}

/** Why a finding is not an inline comment. */
export type NotInline =
  /** Its path is not a file of the compare. */
  | 'not-in-diff'
  /** Its file has no patch (too large, binary). */
  | 'no-patch'
  /** Its lines are not in one hunk of the patch on its side. */
  | 'outside-hunk'
  /** Below `review-min-severity`. */
  | 'below-min-severity'
  /** A nit without a suggestion block. */
  | 'nit-without-suggestion'
  /** Past the most inline comments (`review-max-comments`). */
  | 'over-max';

/** A finding as the review shows it. */
export interface Placed {
  finding: Finding;
  fingerprint: string;
  side: Side;
}

/** An inline comment: its lines (`startLine` when it covers several) and its suggestion block, when there is one. */
export interface InlinePlaced extends Placed {
  line: number;
  startLine?: number;
  suggestion?: string;
}

export interface ListedPlaced extends Placed {
  why: NotInline;
}

export interface ReviewPlan {
  inline: InlinePlaced[];
  /** Outside the diff: not a file of it, no patch, lines outside its hunks. */
  outside: ListedPlaced[];
  /** In the diff but not posted inline: below the least severity, a nit without a suggestion, over the most. */
  listed: ListedPlaced[];
}

/** GitHub's most characters of a review's body and of a comment. */
export const REVIEW_BODY_LIMIT = 65_536;
/** The most characters of a finding's body shown in a list of the review's body. */
const LISTED_BODY_CHARS = 600;

const WHY: Record<NotInline, string> = {
  'not-in-diff': 'not a file of this diff',
  'no-patch': 'GitHub shows no patch of this file',
  'outside-hunk': 'its lines are not in a hunk of the diff',
  'below-min-severity': 'below review-min-severity',
  'nit-without-suggestion': 'a nit without a suggestion',
  'over-max': 'past review-max-comments',
};

/** The 7-character short SHA. */
export const short = (sha: string): string => sha.slice(0, 7);

/** Where a finding is: `path:line` or `path:start-line`, as code. */
function where(placed: ListedPlaced | InlinePlaced): string {
  const { finding } = placed;
  const range =
    finding.start_line !== undefined && finding.start_line < finding.line
      ? `${finding.start_line}-${finding.line}`
      : `${finding.line}`;
  const side = placed.side === 'LEFT' ? ' (base)' : '';
  return `${code(`${finding.path}:${range}`, 300, false)}${side}`;
}

/** One line of a list in the body: severity, where, title, why it is here, the fingerprint, then the body. */
function listedLine(placed: ListedPlaced, withWhy: boolean): string {
  const { finding } = placed;
  const why = withWhy
    ? ` (${WHY[placed.why]})`
    : placed.why === 'outside-hunk'
      ? ''
      : ` (${WHY[placed.why]})`;
  const body = inline(finding.body, LISTED_BODY_CHARS);
  return `- **${finding.severity}** ${where(placed)} ${inline(finding.title, 200)}${why} · \`${placed.fingerprint}\`\n  ${body}`;
}

export interface ReviewBodyInput {
  result: ReviewResult;
  plan: ReviewPlan;
  head: string;
  /** The session of the run that reviewed, when the service gave its link. */
  session?: string | undefined;
  /** Every finding is in the body: GitHub refused the inline comments (422). */
  allInBody?: boolean;
  /** What the review covers, when a review came before (rangeLine of flow/review.ts): the action's text. */
  range?: string;
  /** The rule files applied (rulesLine of flow/review.ts): the action's text, its paths as code. */
  rules?: string;
}

/** The verdict as a reader reads it. */
const verdictText = (verdict: ReviewResult['verdict']) =>
  verdict === 'correct' ? 'looks correct' : 'needs changes';

/** The review's body, ending with `marker`; at most REVIEW_BODY_LIMIT characters (the lists cut with a note). */
export function renderReviewBody(input: ReviewBodyInput, marker: string): string {
  const { result, plan } = input;
  const inBody = input.allInBody
    ? [...plan.inline.map((p) => ({ ...p, why: 'outside-hunk' as const })), ...plan.outside]
    : plan.outside;
  const counts = [
    `${input.allInBody ? 0 : plan.inline.length} inline`,
    `${inBody.length} outside the diff`,
    `${plan.listed.length} listed`,
  ].join(', ');
  const total = plan.inline.length + plan.outside.length + plan.listed.length;
  const head = [
    `### Cloud agent review of ${code(short(input.head), 20, false)}`,
    '',
    `**Verdict: ${verdictText(result.verdict)}** · ${total} finding${total === 1 ? '' : 's'} (${counts})`,
    ...(input.range ? ['', ours(input.range)] : []),
    ...(input.rules ? ['', ours(input.rules)] : []),
    '',
    untrusted(result.summary),
  ];
  if (input.allInBody)
    head.push(
      '',
      ours(
        'GitHub refused the inline comments (422: a line could not be resolved), so every finding is listed here.',
      ),
    );
  const session = safeUrl(input.session);
  const tail = [
    '',
    session ? `<sub>[Session](${session}) · a review by the cloud agent</sub>` : '',
    marker,
  ].join('\n');
  const sections: string[] = [];
  if (inBody.length)
    sections.push(
      '',
      input.allInBody ? '#### Findings' : '#### Outside the diff',
      '',
      ...inBody.map((p) => listedLine(p, false)),
    );
  if (plan.listed.length)
    sections.push('', '#### Not posted inline', '', ...plan.listed.map((p) => listedLine(p, true)));
  const full = [...head, ...sections].join('\n');
  const room = REVIEW_BODY_LIMIT - tail.length - 200;
  const shown =
    full.length <= room
      ? full
      : `${full.slice(0, room).replace(/\n[^\n]*$/, '')}\n\n_The list is cut here: it is longer than GitHub takes._`;
  return `${shown}\n${tail}`;
}

/** An inline comment: severity and title, the agent's body, the action's suggestion block, then `marker`. */
export function renderInlineComment(placed: InlinePlaced, marker: string): string {
  const { finding } = placed;
  const lines = [`**${finding.severity}**: ${inline(finding.title, 200)}`, '', untrusted(finding.body)];
  if (placed.suggestion) lines.push('', untrusted(placed.suggestion));
  lines.push(
    '',
    `<sub>\`${placed.fingerprint}\` · confidence ${Math.round(finding.confidence * 100)}%</sub>`,
    marker,
  );
  return lines.join('\n');
}

/** One inline comment as a list shows it: severity, where, title, fingerprint, then the body and the suggestion. */
function inlineLine(placed: InlinePlaced): string {
  const { finding } = placed;
  const lines = [
    `- **${finding.severity}** ${where(placed)} ${inline(finding.title, 200)} · \`${placed.fingerprint}\``,
    `  ${inline(finding.body, LISTED_BODY_CHARS)}`,
  ];
  // The action's suggestion block, inside the list item.
  if (placed.suggestion)
    lines.push(
      '',
      ...untrusted(placed.suggestion)
        .split('\n')
        .map((l) => `  ${l}`),
    );
  return lines.join('\n');
}

/**
 * The review as the command line prints it (it posts nothing): the verdict, the counts, the summary and every
 * finding, those the action would post inline first, then those it would keep in the review's body.
 */
export function renderReviewReport(input: Pick<ReviewBodyInput, 'result' | 'plan' | 'head'>): string {
  const { result, plan } = input;
  const total = plan.inline.length + plan.outside.length + plan.listed.length;
  const counts = `${plan.inline.length} inline, ${plan.outside.length} outside the diff, ${plan.listed.length} listed`;
  const lines = [
    `### Cloud agent review of ${code(short(input.head), 20, false)} (not posted)`,
    '',
    `**Verdict: ${verdictText(result.verdict)}** · ${total} finding${total === 1 ? '' : 's'} (${counts})`,
    '',
    untrusted(result.summary),
  ];
  if (plan.inline.length) lines.push('', '#### Inline', '', ...plan.inline.map(inlineLine));
  if (plan.outside.length)
    lines.push('', '#### Outside the diff', '', ...plan.outside.map((p) => listedLine(p, false)));
  if (plan.listed.length)
    lines.push('', '#### Not posted inline', '', ...plan.listed.map((p) => listedLine(p, true)));
  return lines.join('\n');
}

/** Why a fix's follow-up failed: the service answered no (`refused`), or gave no answer (`unknown`). */
export interface FixSendFailure {
  kind: 'refused' | 'unknown';
  message: string;
}

/**
 * The tracking comment of `@cloud-agent fix` while its follow-up is on its way to the review's run, and when sending it
 * failed: whether a re-run sends it again, as the run shows it (flow/report.ts sentBefore).
 */
export function renderFixSending(
  fingerprint: string,
  author: string,
  runId: string,
  failure?: FixSendFailure,
): string {
  const asked = `A fix of ${fingerprint} was asked on its review thread by @${inline(author, 60)}`;
  if (!failure) return `### ⏳ Sending the fix to the agent\n\n${asked}: it is on its way to run ${runId}.`;
  const why = inline(failure.message, 300);
  return failure.kind === 'refused'
    ? `### ❌ The fix was not sent\n\n${asked}; sending it to run ${runId} failed: ${why}. Re-run the job to send it.`
    : `### ⚠️ The fix may not have reached the agent\n\n${asked}; sending it to run ${runId} got no answer: ${why}. A re-run of the job sends it again only if the run shows it did not get it.`;
}
