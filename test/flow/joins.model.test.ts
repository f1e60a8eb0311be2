/**
 * A test that looks for the next join: a model-based test (fast-check's commands) that drives one thread through random
 * sequences of what people and workflows do to it (plans, revisions, approvals by the requester, another writer, a
 * reader, two at once; requests followed or let go, with budgets, deadlines and a result asked for (`output-schema`)
 * that comes back valid, wrong or not at all, and now and then an agent whose text carries secrets; cancels, statuses,
 * the followup command (on the thread, or off it as from a terminal); jobs cut short (cancelled, cancelled with a
 * write's answer on its way, or their process ended) wherever they are, each job's post step after its main step, re-runs
 * of a comment's job (the next attempt of its workflow run, mostly of one that failed or was cut short),
 * `cancel-on-abort` either way; settles on a clock skewed against GitHub's by up to five minutes; faults of the service
 * and of GitHub; now and then a workflow that dispatches to a factory), against the simulator and the fake GitHub, in
 * this process (joins/world.ts). After every command it checks the invariants of joins/invariants.ts, and some commands
 * what the model expects of them (joins/commands.ts).
 *
 * A fixed seed and about 10 s by default. CONTRIBUTING.md ("The layers of tests") tells how to run more:
 * `JOINS_RUNS=500` tries more sequences, `JOINS_SEED` another seed. A failure prints the seed, the path, the shrunk
 * sequence and its replayPath: `JOINS_RUNS`, `JOINS_SEED`, `JOINS_PATH` and `JOINS_REPLAY` (the replayPath) replay
 * it, `JOINS_TRACE=1` prints each step's log as it ends, `JOINS_STATS=1` what the sequences reached.
 */
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { allCommands, cutThenReRun, opening, openingArb, type Opening } from './joins/commands.ts';
import { ThreadModel, type StepRecord } from './joins/model.ts';
import { actionWrites, approvals, followups, OVER_BUDGET, repairs, workOf } from './joins/observe.ts';
import { withdrawn } from './joins/invariants.ts';
import { JoinsWorld, REQUESTER } from './joins/world.ts';

const RUNS = Number(process.env.JOINS_RUNS ?? 20);
const SEED = Number(process.env.JOINS_SEED ?? 3801);
const PATH = process.env.JOINS_PATH;
const REPLAY = process.env.JOINS_REPLAY;
/** The longest sequence of random commands (after its opening); longer ones reach states that need more steps. */
const MAX_COMMANDS = Number(process.env.JOINS_MAX_COMMANDS ?? 16);
/**
 * The real time one sequence may take. The world's clock is virtual and a sequence takes well under a second, so one
 * still going after this waits for what never comes: it fails, and fast-check prints its seed and path, rather than
 * the whole test waiting out its timeout with nothing to show for it.
 */
const HANG_MS = Number(process.env.JOINS_HANG_MS ?? 30_000);

/** `work`, or a failure naming `what` once HANG_MS of real time have gone by. */
async function withinRealTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`${what} did not end within ${HANG_MS} ms of real time: something waits forever`)),
      HANG_MS,
    );
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the sequences did, summed over the runs (JOINS_STATS=1 prints it): how much of each join was reached. */
const counts: Record<string, number> = {};
function tally(world: JoinsWorld, model: ThreadModel): void {
  const add = (name: string, n = 1) => (counts[name] = (counts[name] ?? 0) + n);
  add('sequences');
  if (world.factory) {
    add('sequences dispatching to a factory');
    add('runs a factory made', world.threadRuns().length);
    // What the settles did with them: finished a report, cancelled, …; not what they left alone.
    for (const result of model.steps.flatMap((r) => r.settle?.results ?? [])) {
      if (result.action !== 'working' && result.action !== 'already-settled')
        add(`a factory's runs a settle ${result.action}`);
    }
  }
  add('steps', model.steps.length);
  add('steps failed', model.steps.filter((r) => r.failed).length);
  add('steps at once', model.steps.filter((r) => r.peer).length);
  add('settles completed', model.steps.filter((r) => r.settle?.completed).length);
  add(
    'plans shown',
    new Set(
      actionWrites(world)
        .filter((w) => w.body.includes('Plan ready for review'))
        .map((w) => w.body.slice(0, 400)),
    ).size,
  );
  add('revisions', followups(world).filter((f) => f.mode === 'plan').length);
  add('approvals carried out', approvals(world).length);
  const offThread = model.steps.filter((r) => r.offThread);
  add('followups off the thread', offThread.length);
  add('followups off the thread that sent work', offThread.filter((r) => workOf(world, r)).length);
  add('runs cancelled', world.threadRuns().filter((r) => world.state(r) === 'CANCELLED').length);
  add('jobs cancelled', model.steps.filter((r) => r.cut === 'signal').length);
  add('jobs cancelled with an answer on its way', model.steps.filter((r) => r.cut === 'answer lost').length);
  add('jobs killed', model.steps.filter((r) => r.cut === 'killed').length);
  const reRuns = model.steps.filter((r) => r.attempt !== undefined);
  add('jobs re-run', reRuns.length);
  add('re-runs of a job cut short', reRuns.filter((r) => earlierAttempt(model, r)?.cut).length);
  add('re-runs of a job that failed', reRuns.filter((r) => earlierAttempt(model, r)?.failed).length);
  add('re-runs that failed', reRuns.filter((r) => r.failed).length);
  const posts = model.steps.flatMap((r) => (r.post ? [r.post] : []));
  add('post steps with work', posts.filter((p) => p.ran).length);
  add('post steps with a run to answer for', posts.filter((p) => p.run !== undefined).length);
  add('post steps that warned', posts.filter((p) => p.lines.some((l) => l.startsWith('warning: '))).length);
  add('reports over budget', actionWrites(world).filter((w) => OVER_BUDGET.test(w.body)).length);
  add('results repaired', repairs(world).length);
  add(
    "result files' links refused (503)",
    world.sim.requests.filter((r) => r.operation === 'downloadArtifact' && r.status === 503).length,
  );
  add(
    'reports of a result not read',
    actionWrites(world).filter((w) => w.body.includes('**Result: not read**')).length,
  );
  add(
    'reports of an answer not read',
    actionWrites(world).filter((w) => w.body.includes("_Not read: the run's conversation")).length,
  );
  add('comments withdrawn before their job', withdrawn(world, model).length);
  add(
    'repairs by a settle',
    repairs(world).filter((r) => model.steps.some((s) => s.settle && r.at >= s.began && r.at <= s.ended))
      .length,
  );
}

/** The attempt a re-run ran again: the step of its comment's job just before it, of the attempt before its own. */
function earlierAttempt(model: ThreadModel, reRun: StepRecord): StepRecord | undefined {
  const before = (reRun.attempt ?? 1) - 1;
  return model.steps.findLast(
    (r) => r.comment?.id === reRun.comment?.id && (r.attempt ?? 1) === before && r.began <= reRun.began,
  );
}

describe('the joins of one thread', () => {
  afterAll(() => {
    if (process.env.JOINS_STATS) process.stderr.write(`${JSON.stringify(counts, null, 2)}\n`);
  });

  it(
    'keeps every invariant through random sequences of comments, workflows, settles and faults',
    async () => {
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      await fc.assert(
        fc.asyncProperty(
          // GitHub's clock less the service's, in seconds: most often at the edges of ±5 minutes.
          fc.oneof(fc.constantFrom(-300, 300), fc.integer({ min: -300, max: 300 })),
          fc.boolean(),
          // One sequence in four on a thread whose workflow dispatches its work to a factory (`command: dispatch`):
          // with no run yet (the comments' jobs dispatch it, at once at times), or opened with a run let go there (a
          // factory plans nothing: no plan to show), which its settles must find.
          fc.oneof(
            { weight: 3, arbitrary: openingArb.map((begin) => ({ factory: false, begin })) },
            {
              weight: 1,
              arbitrary: fc
                .constantFrom<Opening>('fresh', 'run let go', 'long run let go')
                .map((begin) => ({ factory: true, begin })),
            },
          ),
          fc.commands(allCommands, {
            maxCommands: MAX_COMMANDS,
            size: 'max',
            ...(REPLAY ? { replayPath: REPLAY } : {}),
          }),
          async (skewSeconds, resetsUsage, { factory, begin }, commands) => {
            const world = await JoinsWorld.start({ skewMs: skewSeconds * 1000, resetsUsage, factory });
            const model = new ThreadModel();
            let failed = false;
            try {
              await withinRealTime(
                fc.asyncModelRun(() => ({ model, real: world }), [...opening(begin), ...commands]),
                'the sequence',
              );
            } catch (err) {
              failed = true;
              throw err;
            } finally {
              if (process.env.JOINS_STATS) tally(world, model);
              const closed = withinRealTime(world.close(), "the world's close");
              // A sequence that hung may keep its world from closing: its own failure is the one to report.
              await (failed ? closed.catch(() => undefined) : closed);
            }
          },
        ),
        {
          numRuns: RUNS,
          seed: SEED,
          ...(PATH ? { path: PATH } : {}),
          // JOINS_SHRINK=0 reports the first failing sequence as it came, without shrinking it (a hang costs HANG_MS
          // for each try of a shrink).
          endOnFailure: process.env.JOINS_SHRINK === '0',
        },
      );
    },
    // Each sequence's share grows with its length (at 300 commands, 60 of them took more than 5 s each on a slow
    // machine), and a failing sequence's shrink needs the last minute.
    RUNS * Math.max(5_000, MAX_COMMANDS * 300) + 60_000,
  );

  // Found by cutting a comment's job at every point, then re-running it (the model's random sequences re-run no job):
  // a job whose process ended once its request landed, before its first report, left no record of it, and its re-run
  // sent the request again. Kept as an example: every point of the job, its process ended there, then the job re-run.
  it('a comment whose job ends at any point, then is re-run: its request reaches the thread once', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const follow = {
      wait: true,
      budget: 900,
      timeoutMinutes: 30,
      rule: 'allowed',
      result: false,
      cancelOnAbort: true,
    } as const;
    const execution = {
      outcome: 'SUCCEEDED',
      workMs: 17_000,
      artifacts: 'default',
      inPlace: false,
      result: 'none',
      leaks: false,
    } as const;
    const spec = { talk: 'ask', author: REQUESTER, follow, execution } as const;
    for (let at = 1; ; at++) {
      const world = await JoinsWorld.start({ skewMs: 0, resetsUsage: false });
      const model = new ThreadModel();
      try {
        // The thread's run, ended; then the comment whose job is cut short.
        await fc.asyncModelRun(() => ({ model, real: world }), opening('run let go'));
        world.advance(60_000);
        const { cut, comment } = await cutThenReRun(world, model, spec, at);
        const sent = world
          .threadRuns()
          .flatMap((r) => r.followups.filter((f) => f.message.includes(comment.url)));
        expect(sent, `cut at ${at}`).toHaveLength(1);
        // Past the job's last request: it was never cut, and every point was tried.
        if (cut.cut === undefined) break;
      } finally {
        await world.close();
      }
    }
  }, 120_000);
});
