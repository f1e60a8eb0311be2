/**
 * The run report: one renderer for the tracking comment, the job summary and the `summary` output. Pure: data
 * in, markdown out. It stays under GitHub's comment limit by cutting the least important parts first, each cut
 * with a note. Every text it did not write itself (the agent's, the service's, GitHub users') is neutralized where
 * it is placed (see `untrusted` in format.ts): no mention, HTML or marker gets through.
 */
import type { Read, RunItem } from '../client/index.ts';
import { creditsOf, hasStopped } from '../shared/runs.ts';
import { budgetCost, budgetLine, type BudgetView } from './budget.ts';
import {
  code,
  cut,
  formatDuration,
  formatTime,
  htmlText,
  inline,
  linkText,
  ours,
  groupDigits,
  parseIsoDuration,
  safeUrl,
  untrusted,
  urlLink,
} from './format.ts';
import { modelOf, modelText } from './model.ts';
import { centredPlan, notPlannedLine, planBody, planSection, type PlanReport } from './plan.ts';
import { renderProgress, stepTitle, type Progress } from './progress.ts';
import { resultSection, type ResultView } from './result.ts';

export type Conversation = Read<'ConversationResponse'>;
type Step = Read<'ConversationStep'>;

export type ResolvedArtifact =
  | { type: 'PULL_REQUEST'; url: string; branch: string; status?: string }
  | { type: 'PLAN'; title: string; content?: string; url?: string; uid?: string; unread?: true }
  | { type: 'SCREENSHOT' | 'FILE'; name: string; description?: string; url?: string; expiresAt?: string }
  | { type: 'EXTERNAL_REFERENCE'; url: string; title?: string; referenceType: string }
  | { type: 'OTHER'; artifactType: string; data: unknown };

export type Phase = 'queued' | 'running' | 'final' | 'blocked' | 'timeout' | 'cancelled' | 'detached';

export interface ReportInput {
  run: RunItem;
  phase: Phase;
  conversation?: Conversation;
  /**
   * Why the run's conversation is not here: reading it failed (the error). Its answer is then unknown, not empty: the
   * report says it was not read, and the marker records it (see MarkerState.unread).
   */
  unread?: string;
  artifacts: ResolvedArtifact[];
  /** One line on where the run came from, e.g. "Started from #42 by @ada". */
  origin?: string;
  /** A sentence for the reader about what just happened (cancellation, time-out, a follow-up, ...). */
  note?: string;
  /** How to answer a blocked run or follow up, e.g. "Reply with `@cloud-agent <your answer>`". */
  followupHint?: string;
  /** The hint for the job summary's reader, when it differs from the comment's (see flow/follow.ts hintsFor). */
  summaryHint?: string;
  /** The factory task, for dispatched runs. */
  factoryTask?: { uid: string; stage: string; factory: string };
  /** What the run is doing, shown while it is active (none: live progress is off, or nothing was read). */
  progress?: Progress;
  /** The workflow run that follows this run (a link for the reader). */
  workflowRun?: string;
  /** For a run left going (detached): who finishes its report, or how to see it go on, in the host's words. */
  leftGoing?: string;
  /** The run's budget (`max-credits`): what it counts, and whether the run was stopped at it (see render/budget.ts). */
  budget?: BudgetView;
  /**
   * The model the step asked for (`model-id`, `agent-config`), for a run it started: shown, marked as requested,
   * while the service does not say which model the run uses (see render/model.ts).
   */
  requestedModel?: string;
  /** The run was asked for a plan: the plan waiting (shown at the centre), or that the service did not plan. */
  plan?: PlanReport;
  /** The run was asked for a result a schema describes (`output-schema`): the result, or what is wrong with it. */
  result?: ResultView;
  now: number;
}

/** The README's section on leaving runs to `command: settle`, linked from a detached report. */
export const SETTLE_DOCS = 'https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle';

/** The report's part of a comment: GitHub's limit is 65,536 characters, and the marker goes after the report. */
export const COMMENT_LIMIT = 65_000;
/** GitHub's limits: a comment's body in characters, a step's job summary in bytes (1 MiB). */
export const GITHUB_COMMENT_LIMIT = 65_536;
export const JOB_SUMMARY_BYTES = 1_048_576;

const ICON: Record<string, string> = {
  QUEUED: '⏳',
  PENDING: '⏳',
  CLAIMED: '⏳',
  INPROGRESS: '🔄',
  SUCCEEDED: '✅',
  FAILED: '❌',
  ERROR: '⚠️',
  CANCELLED: '🚫',
  BLOCKED: '✋',
};

const HEADLINE: Record<string, string> = {
  QUEUED: 'queued',
  PENDING: 'being prepared',
  CLAIMED: 'starting',
  INPROGRESS: 'working',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  ERROR: 'stopped with an error',
  CANCELLED: 'cancelled',
  BLOCKED: 'waiting for input',
};

/** The phases whose report shows the agent's answer. */
const ANSWER_PHASES: ReadonlySet<Phase> = new Set<Phase>(['final', 'blocked', 'cancelled', 'timeout']);

/** The agent's last message: the last assistant text of the conversation. */
export function finalMessage(conversation: Conversation | undefined): string | undefined {
  if (!conversation) return undefined;
  const texts: string[] = [];
  const walk = (steps: Step[]) => {
    for (const step of steps) {
      for (const message of step.messages) {
        if (message.role !== 'assistant') continue;
        const text = message.content
          .map((block) => (block.type === 'text' && 'text' in block ? String(block.text) : ''))
          .filter(Boolean)
          .join('\n');
        if (text.trim()) texts.push(text.trim());
      }
      walk(step.steps);
    }
  };
  walk(conversation.steps);
  return texts.at(-1);
}

function describeAction(block: Record<string, unknown>): string {
  const input = (block.input ?? {}) as Record<string, unknown>;
  const detail = ['command', 'path', 'query', 'file', 'url']
    .map((k) => input[k])
    .find((v) => typeof v === 'string') as string | undefined;
  // The detail is a command, a path, a query or an address: code, shown as written.
  return `${code(String(block.name ?? 'action'), 60, false)}${detail ? ` ${code(detail, 120, false)}` : ''}`;
}

/** The steps as a folded list: what each step did, actions and their results. */
export function renderSteps(
  conversation: Conversation | undefined,
  run: Pick<RunItem, 'prompt' | 'title'>,
): { text: string; count: number } {
  if (!conversation) return { text: '', count: 0 };
  const lines: string[] = [];
  let count = 0;
  const walk = (steps: Step[], depth: number) => {
    for (const step of steps) {
      count++;
      const indent = '  '.repeat(depth);
      const title = stepTitle(step, count - 1, run);
      lines.push(`${indent}- **${inline(title, 150)}**`);
      const results = new Map<string, string>();
      for (const message of step.messages) {
        for (const block of message.content as Record<string, unknown>[]) {
          if (block.type === 'action_result') results.set(String(block.action_id), String(block.state));
        }
      }
      for (const message of step.messages) {
        for (const block of message.content as Record<string, unknown>[]) {
          if (block.type === 'action') {
            const state = results.get(String(block.id));
            lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${inline(state, 30)}` : ''}`);
          }
        }
      }
      if (step.summary && step.description) lines.push(`${indent}  - ${inline(step.summary, 300)}`);
      walk(step.steps, depth + 1);
    }
  };
  walk(conversation.steps, 0);
  return { text: lines.join('\n'), count };
}

function cost(run: RunItem): string | undefined {
  const usage = run.request_usage as Record<string, unknown> | undefined;
  if (!usage) return undefined;
  const num = (k: string) => (typeof usage[k] === 'number' ? (usage[k] as number) : undefined);
  // The one sum of credits (shared/runs.ts), which the budget (`max-credits`) counts too.
  const credits = creditsOf(run);
  const usd = [num('inference_cost_usd'), num('compute_cost_usd'), num('platform_cost_usd')].filter(
    (v) => v !== undefined,
  );
  if (credits === undefined && !usd.length) return undefined;
  const parts: string[] = [];
  if (credits !== undefined) parts.push(`${round(credits)} credits`);
  if (usd.length) parts.push(`≈ $${usd.reduce((a, b) => a + b, 0).toFixed(2)}`);
  return parts.join(' ');
}

const round = (n: number) => (Math.round(n * 100) / 100).toString();

function duration(run: RunItem, now: number): string | undefined {
  const fromRunTime = parseIsoDuration(run.run_time);
  if (fromRunTime !== undefined) return formatDuration(fromRunTime);
  const start = run.started_at ? Date.parse(run.started_at) : Date.parse(run.created_at);
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? undefined : formatDuration(end - start);
}

function headline(input: ReportInput): string {
  const state = input.run.state;
  const icon = Object.hasOwn(ICON, state) ? ICON[state] : '❔';
  const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${inline(state, 40)}`;
  const title = inline(input.run.title || 'Cloud agent run', 150);
  if (input.phase === 'timeout') return `### ⏱️ Stopped waiting: ${title}`;
  if (planWaits(input)) return `### 📋 Plan ready for review: ${title}`;
  if (input.phase === 'detached') return `### ${icon} Cloud agent run ${what} (no longer watched): ${title}`;
  return `### ${icon} Cloud agent run ${what}: ${title}`;
}

/** Whether the report shows a plan that waits for approval (at its centre, instead of the usual outcome). */
const planWaits = (input: ReportInput) =>
  input.plan?.state === 'waiting' && (input.phase === 'final' || input.phase === 'blocked');

/** Whether the report shows a run at work (progress, "so far"), not its outcome. */
const atWork = (input: ReportInput) =>
  (input.phase === 'queued' || input.phase === 'running' || input.phase === 'detached') &&
  !hasStopped(input.run.state);

/**
 * The run's facts as a list of `**Key**: value` lines. Not a table: a key/value table has no header of its own, and
 * GitHub draws an empty header row as a blank grey strip (a header made of the first fact is no better); a list reads
 * the same in a comment, a job summary, a notification e-mail and a terminal. Outside a table a pipe needs no escape.
 */
function facts(input: ReportInput): string {
  const { run } = input;
  const working = atWork(input);
  const rows: [string, string][] = [['State', code(run.state, 40, false)]];
  const d = duration(run, input.now);
  if (d && working) rows.push(['Elapsed', d]);
  else if (d && run.started_at) rows.push(['Duration', d]);
  const model = modelOf(run, input.requestedModel);
  if (model) rows.push(['Model', modelText(model)]);
  const c = (input.budget && budgetCost(input.budget)) || cost(run);
  if (c) rows.push([working ? 'Cost so far' : 'Cost', c]);
  // While the run works its session is the report's second line ("Follow live", sessionLine).
  const session = safeUrl(run.session_link);
  if (session && !working) rows.push(['Session', `[open the session](${session})`]);
  else if (!session && working)
    rows.push(['Session', "_the link appears here once the agent's session starts_"]);
  const workflow = safeUrl(input.workflowRun);
  if (workflow) rows.push(['Workflow', `[the workflow run](${workflow})`]);
  if (input.factoryTask) {
    rows.push([
      'Factory',
      `${code(input.factoryTask.factory, 80, false)} · task ${code(input.factoryTask.uid, 60, false)} · stage **${inline(input.factoryTask.stage, 30)}**`,
    ]);
  }
  rows.push(['Run', code(run.run_id, 80, false)]);
  return rows.map(([k, v]) => `- **${k}**: ${v}`).join('\n');
}

function statusBlock(run: RunItem): string | undefined {
  const message = run.status_message;
  if (!message?.message) return undefined;
  if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state)) return undefined;
  const errorCode = message.error_code ? ` (${code(message.error_code, 60, false)})` : '';
  const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
  return `> **${run.state}**${errorCode}: ${inline(message.message, 1000)}${retry}`;
}

function artifactLines(
  artifacts: ResolvedArtifact[],
  now: number,
): { prs: string; plans: { title: string; summary: string; body: string }[]; files: string; others: string } {
  const prs = artifacts
    .filter((a): a is Extract<ResolvedArtifact, { type: 'PULL_REQUEST' }> => a.type === 'PULL_REQUEST')
    .map(
      (a) =>
        `- ${urlLink(a.url) ?? code(a.url, 300, false)} from ${code(a.branch, 120, false)}${a.status ? ` (${inline(a.status, 20)})` : ''}`,
    )
    .join('\n');
  const plans = artifacts
    .filter((a): a is Extract<ResolvedArtifact, { type: 'PLAN' }> => a.type === 'PLAN')
    .map((a) => ({
      title: inline(a.title || 'Plan', 150),
      summary: htmlText(a.title || 'Plan', 150),
      body: a.content?.trim()
        ? untrusted(a.content.trim())
        : safeUrl(a.url)
          ? `[Open the plan](${safeUrl(a.url)})`
          : '_The plan has no content yet._',
    }));
  const fileArtifacts = artifacts.filter(
    (a): a is Extract<ResolvedArtifact, { type: 'SCREENSHOT' | 'FILE' }> =>
      a.type === 'SCREENSHOT' || a.type === 'FILE',
  );
  let files = fileArtifacts
    .map((a) => {
      const kind = a.type === 'SCREENSHOT' ? 'Screenshot' : 'File';
      const text =
        a.type === 'SCREENSHOT'
          ? (a.description ?? a.name)
          : a.description
            ? `${a.name}: ${a.description}`
            : a.name;
      const label = linkText(afterLabel(kind, text), 200);
      const url = safeUrl(a.url);
      return url ? `- ${kind}: [${label}](${url})` : `- ${kind}: ${label} (open it from the session)`;
    })
    .join('\n');
  const expiries = fileArtifacts
    .map((a) => (a.expiresAt ? Date.parse(a.expiresAt) : NaN))
    .filter((t) => !Number.isNaN(t));
  if (files && expiries.length) {
    const first = Math.min(...expiries);
    files += `\n\n<sub>These links are signed and stop working at ${formatTime(first)}${first > now ? '' : ' (already expired)'}; the session keeps the files.</sub>`;
  }
  const others = artifacts
    .map((a) =>
      a.type === 'EXTERNAL_REFERENCE'
        ? `- ${inline(a.referenceType, 40)}: ${externalLink(a.url, a.title === undefined ? undefined : afterLabel(a.referenceType, a.title))}`
        : a.type === 'OTHER'
          ? `- ${code(a.artifactType, 40, false)}: ${code(JSON.stringify(a.data) ?? '', 300, false)}`
          : '',
    )
    .filter(Boolean)
    .join('\n');
  return { prs, plans, files, others };
}

/**
 * `text` without a leading `label:` (any case) that would double the label the report puts before it ("Screenshot:
 * Screenshot: the login page"); `text` itself when it has none, or when nothing would be left.
 */
export function afterLabel(label: string, text: string): string {
  const lead = label.trim().toLowerCase();
  const head = text.trimStart();
  if (!lead || !head.toLowerCase().startsWith(lead)) return text;
  const rest = /^\s*:\s*(\S[\s\S]*)$/.exec(head.slice(lead.length));
  return rest ? rest[1]! : text;
}

function externalLink(url: string, title: string | undefined): string {
  const safe = safeUrl(url);
  if (!safe) return code(url, 300, false);
  return title ? `[${linkText(title, 150)}](${safe})` : `<${safe}>`;
}

/** What a reader of a run left going is told: it works on, what becomes of it (`leftGoing`), where to watch it. */
function detachedLine(run: RunItem, leftGoing: string | undefined): string {
  const session = safeUrl(run.session_link);
  const watch = session ? ` Meanwhile, follow it in [the session](${session}).` : '';
  const stopped = hasStopped(run.state);
  return `${stopped ? '' : '**The run is still working.** '}${leftGoing ?? ''}${watch}`.trim();
}

/**
 * The session among the report's first lines while the run works ("Follow live"); none before the service gives the
 * link. Once the run stopped, the facts link it (`open the session`: its conversation, what the agent did).
 */
function sessionLine(input: ReportInput): string | undefined {
  const session = safeUrl(input.run.session_link);
  return session && atWork(input) ? `**Follow live**: [the agent's session](${session})` : undefined;
}

/** Where a reader who cannot reply on the thread answers a waiting run. */
function answerInSession(run: RunItem): string {
  const session = safeUrl(run.session_link);
  return session ? `Answer it in [the session](${session}).` : "Answer it in the agent's session.";
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/** The whole report, never longer than `limit` characters. */
export function renderReport(input: ReportInput, limit = COMMENT_LIMIT): string {
  const { run } = input;
  const head: string[] = [headline(input)];
  const follow = sessionLine(input);
  if (follow) head.push(follow);
  if (input.origin) head.push(ours(input.origin));
  if (input.note) head.push(ours(input.note));
  if (input.plan?.state === 'not-planned') head.push(notPlannedLine(input.plan.reason));
  const goingOn = input.phase === 'detached' ? detachedLine(run, input.leftGoing) : '';
  if (goingOn) head.push(goingOn);
  head.push(facts(input));
  // What became of the budget right under the facts, whose Cost it explains (before the service's own words).
  const spending = input.budget && budgetLine(input.budget);
  if (spending) head.push(spending);
  if (input.progress && atWork(input)) head.push(renderProgress(input.progress));
  const status = statusBlock(run);
  if (status) head.push(status);
  const hint = input.followupHint ? ours(input.followupHint) : undefined;
  const waiting = planWaits(input);
  if (input.phase === 'blocked' && !waiting)
    head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);

  // The phases that show the agent's answer: its last message, or why it is not there (its conversation unread).
  const answers = ANSWER_PHASES.has(input.phase);
  const answer = answers ? finalMessage(input.conversation) : undefined;
  const answerMarkdown = answer === undefined ? undefined : untrusted(answer);
  const answerUnread =
    answers && input.unread !== undefined
      ? `**The agent's answer**\n\n_Not read: the run's conversation could not be read (${inline(input.unread, 300)}). Its session shows it._`
      : '';
  const steps = input.phase === 'queued' ? { text: '', count: 0 } : renderSteps(input.conversation, run);
  const plan =
    waiting && input.plan?.state === 'waiting'
      ? centredPlan(
          input.artifacts.filter((a): a is Extract<ResolvedArtifact, { type: 'PLAN' }> => a.type === 'PLAN'),
          input.plan.uid,
        )
      : undefined;
  const { prs, plans, files, others } = artifactLines(
    input.artifacts.filter((a) => a !== plan),
    input.now,
  );

  const fixed: string[] = [];
  if (prs) fixed.push(`**Pull requests**\n\n${prs}`);
  if (files) fixed.push(`**Screenshots and files**\n\n${files}`);
  if (others) fixed.push(`**Other artifacts**\n\n${others}`);
  const footer = input.phase === 'final' && hint && !waiting ? `<sub>${hint}</sub>` : '';

  const join = (parts: string[]) => parts.filter((p) => p !== '').join('\n\n');
  // What is always shown, and the budget the long parts share, in order: the answer, plans, steps.
  const base = join([...head, ...fixed, footer]);
  let budget = limit - base.length - 200;
  const take = (text: string, what: string, overhead: number): string => {
    if (!text) return '';
    const room = Math.max(0, budget - overhead);
    const result =
      room <= 80
        ? `_${what} left out: the comment is full (${groupDigits(text.length)} characters)._`
        : cut(text, room, what);
    budget -= result.length + overhead;
    return result;
  };
  // A plan waiting for approval comes first: it is what the reader is asked to judge.
  const next = input.plan?.state === 'waiting' ? input.plan.next : undefined;
  let centre = '';
  if (waiting) {
    const body = planBody(
      plan?.title || 'Plan',
      plan?.content,
      plan?.url,
      Math.max(0, budget - 400),
      plan?.unread,
    );
    centre = planSection(body, next);
    budget -= centre.length;
  }
  // The result is what later steps use: it comes before the answer, which may quote it.
  let resultText = '';
  if (input.result) {
    resultText = resultSection(input.result, Math.max(0, budget - 200), (text, max) =>
      cut(text, max, 'The result'),
    );
    budget -= resultText.length;
  }
  const answerText = answerMarkdown ? take(answerMarkdown, 'The answer', 40) : '';
  const planTexts = plans.map((p) => {
    const body = take(p.body, `The plan "${p.title}"`, p.title.length + p.summary.length + 80);
    // Under the **Plans** heading the summary is the plan's title alone: a title of its own ("Plan: handle empty
    // input") is never prefixed again.
    return details(p.summary, body);
  });
  const stepsText = steps.text ? details(`Steps (${steps.count})`, take(steps.text, 'The steps', 80)) : '';

  const body = join([
    ...head,
    centre,
    resultText,
    answerText ? `**The agent's answer**\n\n${answerText}` : answerUnread,
    ...fixed,
    planTexts.length ? `**${waiting ? 'Earlier plans' : 'Plans'}**\n\n${planTexts.join('\n\n')}` : '',
    stepsText,
    footer,
  ]);
  return body.length <= limit ? body : cut(body, limit, 'The report');
}

/**
 * The tracking comment a thread without one is given while a comment's request is on its way to the thread's run (a
 * factory's, found by its ticket), and once the service refused the request (`refused`: what it answered).
 */
export function renderRequestSending(author: string, runId: string, refused?: string): string {
  const asked = `The comment of @${inline(author, 60)}`;
  return refused === undefined
    ? `### ⏳ Sending the request to the agent\n\n${asked} is on its way to run ${runId}.`
    : `### ❌ The request was not sent\n\n${asked} could not be sent to run ${runId}: ${inline(refused, 300)}. Re-run the job to send it.`;
}

/**
 * The tracking comment's body: the report (after `finish`, e.g. redaction) in the room the marker leaves, then the
 * marker, which ends the comment.
 */
export function renderComment(
  input: ReportInput,
  marker: string,
  finish: (report: string) => string = (report) => report,
): string {
  const room = Math.min(COMMENT_LIMIT, GITHUB_COMMENT_LIMIT - marker.length - 2);
  return `${finish(renderReport(input, room))}\n\n${marker}`;
}

/** The report for the job summary: as long as fits in GitHub's 1 MiB of UTF-8. */
export function renderJobSummary(input: ReportInput): string {
  const forSummary = input.summaryHint ? { ...input, followupHint: input.summaryHint } : input;
  let limit = 1_000_000;
  for (;;) {
    const text = renderReport(forSummary, limit);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= JOB_SUMMARY_BYTES) return text;
    limit = Math.floor((limit * JOB_SUMMARY_BYTES) / bytes) - 1024;
  }
}
