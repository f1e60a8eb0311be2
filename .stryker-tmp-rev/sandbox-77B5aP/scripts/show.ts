/**
 * Prints a step run against the simulator and the fake GitHub the way a user meets it: the step's log, the thread's
 * comments with their reactions, check runs, the job summary and the outputs, markdown rendered as GitHub shows it.
 * Shared by `npm run demo` and `npm run local`.
 */
import type { ActionRun } from '../test/e2e/harness.ts';
import type { World } from '../test/e2e/setup.ts';
import type { LoggedRequest } from '../test/github/fake-github.ts';
import { renderMarkdown, runnerLog } from './terminal.ts';

const color = process.stdout.isTTY === true;
const EMOJI: Record<string, string> = {
  '+1': '👍',
  '-1': '👎',
  laugh: '😄',
  confused: '😕',
  heart: '❤️',
  hooray: '🎉',
  rocket: '🚀',
  eyes: '👀',
};

export function heading(title: string): void {
  const text = `━━ ${title} `;
  console.log(`\n${text}${'━'.repeat(Math.max(4, 100 - [...text].length))}\n`);
}

export function section(title: string): void {
  console.log(`\n── ${title}\n`);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `    ${l}` : ''))
    .join('\n');
}

export interface ShowOptions {
  /** The issue or pull request whose comments to show. */
  thread?: number;
  /** Show comments from this index on (to skip those shown by an earlier step). */
  fromComment?: number;
  summary?: boolean;
  outputs?: string[] | 'all';
  /** Show the comment as it was while the agent worked: its last edit before the final report. */
  whileWorking?: boolean;
  /** Show the check runs on the fake GitHub (default true). */
  checks?: boolean;
  /** Show how the comments, reactions and check runs changed while the step ran, a line for each change. */
  changes?: boolean;
}

/** `ms` after the step started, as the runner's log shows times: [mm:ss]. */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `[${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}]`;
}

/**
 * A comment at a glance, as it reads rendered: its first line (a report's heading), and for a report the run's
 * state, how long it has taken and how many of its steps are done and at work.
 */
function glance(body: string): string {
  const lines = renderMarkdown(body)
    .split('\n')
    .map((l) => l.trim());
  const first = lines.find(Boolean) ?? '';
  const title = [...first].length > 110 ? `${[...first].slice(0, 109).join('')}…` : first;
  // A fact of the report, as its list shows it rendered: "• State: SUCCEEDED".
  const row = (name: string) =>
    lines
      .find((l) => l.startsWith(`• ${name}: `))
      ?.slice(`• ${name}: `.length)
      .trim();
  const state = row('State');
  if (!state) return title;
  const time = row('Elapsed') ?? row('Duration');
  const done = lines.filter((l) => l.startsWith('• ✓')).length;
  const working = lines.filter((l) => l.startsWith('• ⏳')).length;
  const steps = done + working ? `; steps: ${done} done${working ? `, ${working} at work` : ''}` : '';
  return `${title}\n${' '.repeat(24)}${state}${time ? `, ${time}` : ''}${steps}`;
}

/** A check run's state as a request set it: "in_progress" or "completed, failure", and its title. */
function checkState(body: Record<string, unknown> | undefined): string {
  const status = `${String(body?.status)}${body?.conclusion ? `, ${String(body.conclusion)}` : ''}`;
  const title = (body?.output as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? `${status}: ${title}` : status;
}

/** A write to GitHub as someone watching the thread or the pull request saw it, if it is one they see. */
function change(world: World, request: LoggedRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const emoji = () => EMOJI[String(body?.content)] ?? String(body?.content);
  const id = (after: string) => Number(new RegExp(`/${after}/(\\d+)/`).exec(request.path)?.[1]);
  switch (request.operationId) {
    case 'issues/create-comment':
      return `comment posted  ${glance(String(body?.body ?? ''))}`;
    case 'issues/update-comment':
      return `comment edited  ${glance(String(body?.body ?? ''))}`;
    case 'reactions/create-for-issue-comment': {
      const comment = world.gh.state.comments.get(id('comments'));
      return `reaction        ${emoji()} on ${comment ? `@${comment.user}'s comment` : 'a comment'}`;
    }
    case 'reactions/create-for-issue':
      return `reaction        ${emoji()} on #${id('issues')}`;
    case 'checks/create':
      return `check created   ${checkState(body)}`;
    case 'checks/update':
      return `check updated   ${checkState(body)}`;
    default:
      return undefined;
  }
}

/**
 * What someone watching the thread or the pull request saw change while the step ran, in order: each write of a
 * comment (a tracking comment is posted once, then edited in place), each reaction, each state of a check run.
 */
function changes(world: World, result: ActionRun): string[] {
  return world.gh.requests.flatMap((request) => {
    const at = Date.parse(request.at);
    if (request.status >= 300 || at < result.startedAt || at > result.endedAt) return [];
    const seen = change(world, request);
    return seen ? [`${clock(at - result.startedAt)} ${seen}`] : [];
  });
}

/** The tracking comment's last body that showed the run at work (a checklist of steps), if any. */
function workingBody(world: World): string | undefined {
  return world.gh.requests
    .filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /\/comments/.test(r.path))
    .map((r) => (r.body as { body?: string } | undefined)?.body ?? '')
    .filter((body) => body.includes('**Steps**') && body.includes('(in progress)'))
    .at(-1);
}

/** An issue or pull request as its page names it: "pull request #2 (https://github.com/acme/app/pull/2)". */
function thread(world: World, number: number): string {
  const issue = world.gh.state.issue(number);
  if (!issue) return `#${number}`;
  const [kind, path] = issue.pull ? ['pull request', 'pull'] : ['issue', 'issues'];
  return `${kind} #${number} (https://github.com/${issue.repo.full_name}/${path}/${number})`;
}

export function showStep(world: World, result: ActionRun, options: ShowOptions = {}): void {
  section('the step log');
  console.log(indent(runnerLog(result.stdout)) || '    (nothing)');
  if (result.stderr.trim()) console.log(indent(result.stderr.trim()));
  const outcome = result.code === 0 ? '✓ the step succeeded' : `✗ the step failed (exit code ${result.code})`;
  console.log(`\n    ${outcome}`);

  if (options.changes) {
    section('what changed on GitHub while the step ran ([mm:ss] after it started)');
    console.log(indent(changes(world, result).join('\n')) || '    (nothing)');
  }

  const working = options.whileWorking ? workingBody(world) : undefined;
  if (working) {
    section('the tracking comment while the agent worked (edited live)');
    console.log(indent(renderMarkdown(working, { color })));
  }

  if (options.thread !== undefined) {
    const comments = world.gh.state.commentsOf(options.thread).slice(options.fromComment ?? 0);
    section(`the conversation on ${thread(world, options.thread)}`);
    if (comments.length === 0) console.log('    (no comments)');
    for (const comment of comments) {
      const reactions = world.gh.state.reactions
        .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === comment.id)
        .map((r) => EMOJI[r.content] ?? r.content);
      const edited = comment.updated_at !== comment.created_at ? ' (edited)' : '';
      console.log(
        `  @${comment.user} commented${edited}${reactions.length ? `   ${reactions.join(' ')}` : ''}`,
      );
      console.log(`${indent(renderMarkdown(comment.body, { color }))}\n`);
    }
  }

  for (const check of options.checks === false ? [] : world.gh.state.checkRuns) {
    section(
      `the check "${check.name}" on ${check.head_sha.slice(0, 7)}: ${check.conclusion ?? check.status}`,
    );
    if (check.output.title) console.log(`    ${check.output.title}\n`);
    if (check.output.summary) console.log(indent(renderMarkdown(check.output.summary, { color })));
  }

  if (options.summary && result.summary.trim()) {
    section('the job summary');
    console.log(indent(renderMarkdown(result.summary, { color })));
  }
  const names = options.outputs === 'all' ? Object.keys(result.outputs) : (options.outputs ?? []);
  if (names.length) {
    section('the outputs');
    for (const name of names) {
      const value = result.outputs[name];
      if (value !== undefined)
        console.log(`    ${name}: ${value.length > 200 ? `${value.slice(0, 200)}…` : value}`);
    }
  }
}
