/**
 * `npm run local -- <event>[.<action>] [inputs.env] [options]`: runs the action from its sources (src/index.ts, no
 * bundle), the main step and then the post step, as GitHub's runner would on that event, against the simulator and
 * the fake GitHub (issue #1 and pull request #2 of acme/app), and prints what a user would see.
 *
 *   <event>[.<action>]   a webhook event, e.g. pull_request.opened, issues.labeled, issue_comment.created; its payload
 *                        is GitHub's own example, moved to acme/app (or --payload)
 *   inputs.env           the step's inputs, one NAME=value a line, as @github/local-action reads them: INPUT_PROMPT=…
 *                        or prompt=…; other upper-case names (GITHUB_ACTOR=…) go to the step's environment
 *   --payload <file>     the event payload from a JSON file instead
 *   --comment <text>     on a comment event, the comment's text (e.g. "@cloud-agent fix the typo")
 *   --permission <level> the repository permission of the commenter or sender (default write)
 *   --speed <n>          how many times faster than real time the simulator's clock runs (default 1: real time)
 *   --fresh              start a new world instead of continuing the last call's
 *
 * The world (the simulator's runs, scorers and schedules, the fake GitHub's threads, comments, markers and reactions,
 * both clocks) is kept between calls in .cloud-agent-local/ of the working directory (scripts/local-world.ts): a plan
 * asked in one call is approved in the next, a run left going (wait: false) is settled by a later command: settle.
 * The simulator is the one users see (USER_FACING: the factories' scorers with a history, usage while runs work).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runStep } from '../test/e2e/harness.ts';
import { inputs, payload, seedThreads, startWorld } from '../test/e2e/setup.ts';
import { USER_FACING } from '../test/simulator/server.ts';
import { restoreWorld, resumedAt, saveWorld, takeWorld, WORLD_DIR, WorldError } from './local-world.ts';
import { heading, showStep } from './show.ts';
import { simSpeed } from '../test/helpers/time-scale.ts';

const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read', 'none'] as const;
type Permission = (typeof PERMISSIONS)[number];

export class UsageError extends Error {}

/** What this script reads and sets in an event payload. */
interface Payload {
  action?: string;
  issue?: { number: number };
  pull_request?: { number: number };
  sender?: { login: string };
  comment?: { id: number; body: string; html_url: string; created_at?: string; user?: { login: string } };
}

/** An inputs file: inputs by their action.yml name, and environment variables. */
export function parseInputsFile(
  text: string,
  file: string,
): { inputs: Record<string, string>; env: Record<string, string> } {
  const result = { inputs: {} as Record<string, string>, env: {} as Record<string, string> };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = /^(?:export\s+)?([A-Za-z_][\w-]*)\s*=\s*(.*)$/.exec(line);
    if (!m) throw new UsageError(`${file}:${i + 1}: expected NAME=value, found "${line}"`);
    const [, name, rawValue] = m;
    let value = rawValue!;
    if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    else if (/^'.*'$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    if (name!.startsWith('INPUT_')) result.inputs[name!.slice(6).toLowerCase()] = value;
    else if (/[a-z]/.test(name!)) result.inputs[name!] = value;
    else result.env[name!] = value;
  });
  return result;
}

/** One call in the working directory `cwd`: the step's exit code. */
async function main(argv: string[], cwd: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      payload: { type: 'string' },
      comment: { type: 'string' },
      permission: { type: 'string', default: 'write' },
      speed: { type: 'string', default: '1' },
      fresh: { type: 'boolean', default: false },
    },
  });
  if (positionals.length < 1 || positionals.length > 2) {
    throw new UsageError(
      'usage: npm run local -- <event>[.<action>] [inputs.env] [--payload file.json] [--comment text] ' +
        '[--permission level] [--speed n] [--fresh]',
    );
  }
  const [event, inputsFile] = positionals as [string, string | undefined];
  const [eventName, action] = event.split('.') as [string, string | undefined];
  const speed = Number(values.speed);
  if (!(speed >= 1 && speed <= 1000))
    throw new UsageError(`--speed must be a number from 1 to 1000, not "${values.speed}"`);
  const permission = values.permission as Permission;
  if (!PERMISSIONS.includes(permission)) {
    throw new UsageError(`--permission must be one of ${PERMISSIONS.join(', ')}, not "${values.permission}"`);
  }
  const given = inputsFile
    ? parseInputsFile(readFileSync(resolve(cwd, inputsFile), 'utf8'), inputsFile)
    : { inputs: {}, env: {} };
  let body: Payload;
  if (values.payload) body = JSON.parse(readFileSync(resolve(cwd, values.payload), 'utf8')) as Payload;
  // GitHub's examples have no schedule event: its payload is the cron that fired.
  else if (eventName === 'schedule' && action === undefined) body = { schedule: '*/20 * * * *' } as Payload;
  else {
    try {
      body = payload(eventName, action);
    } catch {
      throw new UsageError(
        `GitHub has no example payload for "${event}": name an event and action such as pull_request.opened, ` +
          'or give the payload with --payload file.json',
      );
    }
  }

  const taken = takeWorld(cwd, values.fresh);
  const { saved } = taken;
  let world: Awaited<ReturnType<typeof startWorld>>;
  try {
    world = await startWorld({
      ...USER_FACING,
      timeScale: simSpeed(speed),
      ...(saved ? { start: resumedAt(saved) } : {}),
    });
  } catch (err) {
    taken.release();
    throw err;
  }
  const calls = (saved?.calls ?? 0) + 1;
  try {
    if (saved) restoreWorld(world, saved);
    else seedThreads(world);
    console.log(
      saved
        ? `The world of the last call goes on (${WORLD_DIR}/, call ${calls}; --fresh starts a new one).`
        : `A new world (issue #1 and pull request #2 of acme/app), kept in ${WORLD_DIR}/ for the next call.`,
    );
    const actor = body.comment?.user?.login ?? body.sender?.login;
    if (actor) world.gh.state.setPermission(actor, permission);
    const thread = body.issue?.number ?? body.pull_request?.number;
    if (eventName === 'issue_comment' && body.comment && thread !== undefined) {
      // The comment exists on the thread, as it would on GitHub when the event arrives.
      const text = values.comment ?? body.comment.body;
      const record = world.gh.state.addComment({
        issue_number: thread,
        body: text,
        user: actor ?? 'octocat',
      });
      body.comment.id = record.id;
      body.comment.created_at = record.created_at;
      body.comment.body = text;
      body.comment.html_url = `https://github.com/acme/app/issues/${thread}#issuecomment-${record.id}`;
    } else if (values.comment !== undefined && body.comment) {
      body.comment.body = values.comment;
    }

    console.log(
      speed === 1
        ? 'The simulator runs in real time: a run it makes up takes a few seconds.'
        : `The simulator's clock runs ${speed}× faster than real time: the comment's durations are the service's time.`,
    );
    const common = {
      inputs: inputs(world, given.inputs),
      eventName,
      payload: body,
      apiUrl: world.gh.url,
      env: given.env,
      entry: ENTRY,
      timeoutMs: 400 * 60_000,
    };
    heading(`main step: ${eventName}${body.action ? `.${body.action}` : ''}, from src/`);
    const mainStep = await runStep(common);
    showStep(world, mainStep, { thread, summary: true, outputs: 'all' });
    heading('post step');
    const postStep = await runStep({ ...common, state: mainStep.state });
    showStep(world, postStep, { checks: false });
    return mainStep.code ?? 1;
  } finally {
    try {
      saveWorld(cwd, world, calls);
    } finally {
      taken.release();
      await world.close();
    }
  }
}

/**
 * `npm run local -- <argv>` in `cwd`: the exit code, 2 with a line on stderr for what it refuses (the tests call it in
 * their own process where they check no more than that).
 */
export async function local(argv: string[], cwd = process.cwd()): Promise<number> {
  try {
    return await main(argv, cwd);
  } catch (err) {
    if (!(err instanceof UsageError) && !(err instanceof WorldError)) throw err;
    console.error(`local: ${err.message}`);
    return 2;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await local(process.argv.slice(2));
}
