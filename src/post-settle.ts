/**
 * The post step's work, loaded by src/post.ts only when the main step left some: the backstop for a main step that
 * did not finish with its run (the job was cancelled, the process was killed, a cancel was not seen to take). It
 * cancels the run, unless told to leave it, and settles the tracking comment; it settles only what it saw stop. A
 * main step cut short while creating leaves no run id: the post step looks for what that create made, for a while,
 * since the create may land after the main step exited.
 */
import { CloudAgentClient, type RunItem } from './client/index.ts';
import { cancelRun, describeCancel } from './flow/cancel.ts';
import { askedStillOwed, claimDecided, leftClaim, neverReached } from './flow/claim.ts';
import { deriveMarkerKey } from './flow/marker-key.ts';
import { findRunByMetadata, warnOnce } from './flow/origin.ts';
import { pacer } from './flow/poll.ts';
import { markerReader, openReporter, recordedOrigin, remarked, type Reporter } from './flow/report.ts';
import { settleAsSettleWould, tellAskerOfCancel } from './flow/settle.ts';
import { readFactoryTask } from './flow/starters.ts';
import { askedLeft, closingLeft, leftRun, STATE, StepState } from './flow/state.ts';
import { readRunEnvironment } from './github/event.ts';
import { openRepository, type GitHubAccess } from './github/open.ts';
import { actionHost } from './host/action.ts';
import type { FoundComment, Host, Repository } from './flow/host.ts';
import { errorMessage, exitAfter } from './host/process.ts';
import { hasStopped } from './shared/runs.ts';
import { readPostInputs, type PostInputs } from './inputs.ts';
import { LOOK_FOR_MADE, POST_CANCEL_MS, POST_REQUEST_MS, POST_STEP_MS, scaled } from './timing.ts';
import { VERSION } from './version.ts';

/**
 * What the post step reaches beyond its host: the service, the runner's variables, GitHub, and a clock to wait on.
 * The action's are the real ones (REAL_WORLD); a test hands its own, as the model of the joins does
 * (test/flow/joins/world.ts: its virtual clock, its jobs' recorded requests).
 */
export interface PostWorld {
  client(inputs: PostInputs): CloudAgentClient;
  /** The runner's variables: where GitHub is, the repository (GITHUB_REPOSITORY, GITHUB_API_URL, …). */
  env: NodeJS.ProcessEnv;
  repository(access: GitHubAccess, host: Host): Repository;
  /** How the cancel's confirming reads and the looks for a cut-short create wait between them. */
  sleep?: (ms: number) => Promise<void>;
}

const REAL_WORLD: PostWorld = {
  client: (inputs) =>
    new CloudAgentClient({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      userAgent: `cloud-agent-action/${VERSION} post`,
      deadlineMs: scaled(POST_REQUEST_MS),
    }),
  get env() {
    return process.env;
  },
  repository: openRepository,
};

/** What the post step's looks found: the run, else whether the last look failed (then none can be ruled out). */
interface Looked {
  made: RunItem | undefined;
  failed: string | undefined;
}

async function lookForMade(
  host: Host,
  client: CloudAgentClient,
  lookup: Record<string, string>,
  since: string,
  sleep: PostWorld['sleep'],
): Promise<Looked> {
  const warn = warnOnce((line) => host.log.warning(line));
  const pace = pacer(
    Date.now() + scaled(LOOK_FOR_MADE.forMs),
    { initialMs: scaled(LOOK_FOR_MADE.everyMs), wholeIntervals: true },
    { sleep },
  );
  let failed: string | undefined;
  for (;;) {
    try {
      const made = await findRunByMetadata(client, lookup, { createdAfter: since, warn });
      if (made) return { made, failed: undefined };
      failed = undefined;
    } catch (err) {
      failed = errorMessage(err);
      host.log.info(`looking for the run of the cut-short create failed: ${failed}`);
    }
    if (!(await pace())) return { made: undefined, failed };
  }
}

/** The run the main step left: the saved id, else what its cut-short create made (undefined: nothing). */
async function runLeft(
  host: Host,
  state: StepState,
  client: CloudAgentClient,
  sleep: PostWorld['sleep'],
): Promise<string | undefined> {
  const runId = state.load(STATE.runId);
  if (runId) return runId;
  // The main step died while creating a run: the service may have made it, or may still make it.
  const lookup = JSON.parse(state.load(STATE.lookup) || '{}') as Record<string, string>;
  const since = state.load(STATE.creatingSince);
  const { made, failed }: Partial<Looked> = Object.keys(lookup).length
    ? await lookForMade(host, client, lookup, since, sleep)
    : {};
  if (!made && failed) {
    host.log.warning(
      `post step: could not tell whether the create the main step did not finish made a run (the last look failed: ${failed}); a run it made is left going: stop it from the session`,
    );
    return undefined;
  }
  if (!made) {
    host.log.info(
      `no run was made by the create the main step did not finish (looked for ${LOOK_FOR_MADE.forMs / 1000} s)`,
    );
    return undefined;
  }
  host.log.info(`found run ${made.run_id} (${made.state}), made by the create the main step did not finish`);
  return made.run_id;
}

/** The repository of the workflow run, as the post step reaches it, when it is to write on thread `number`. */
function repositoryOf(host: Host, world: PostWorld, number: number, inputs: PostInputs) {
  if (!number || !inputs.githubToken || !inputs.comment) return undefined;
  const env = readRunEnvironment(world.env);
  const [owner, repo] = env.repository.split('/') as [string, string];
  const repository = world.repository(
    { token: inputs.githubToken, apiUrl: env.apiUrl, repo: { owner, repo }, env: world.env },
    host,
  );
  return { number, env, repository };
}

/**
 * The tracking comment `id` on thread `number`, as the post step reaches it: the repository, who the action is on it,
 * the marker key, the comment when its marker verifies (none asked for without an id), and a handle to write it.
 * Undefined when the post step has no way to the thread.
 */
async function commentLeft(host: Host, world: PostWorld, inputs: PostInputs, number: number, id: number) {
  const place = repositoryOf(host, world, number, inputs);
  if (!place) return undefined;
  const { repository } = place;
  const self = await repository.self();
  const markerKey = deriveMarkerKey(inputs.apiKey);
  const reader = markerReader(markerKey);
  const found = id ? await repository.markedComment(id, self, reader) : undefined;
  const tracking = (comment: FoundComment) => {
    const handle = repository.trackingComment(number, self, reader, () => false);
    handle.adopt(comment);
    return handle;
  };
  /** The thread's tracking comment of origin `key`, found by its marker. */
  const byKey = (key: string) =>
    repository.trackingComment(number, self, reader, (s) => s.key === key).find();
  return { ...place, self, markerKey, found, tracking, byKey };
}

/**
 * A run that stopped by itself (it ended, or waits for input) before the cancel reached it, while it was left going,
 * or before the post step could read it after a cancel it did not see through: its report is the one a settle
 * writes, by settle's own code (the answer, what the run made, its plan, its result judged as it is, with no repair
 * sent for a job that has ended; the asker's closing reaction). Whether that report was written, or was not the post
 * step's to write.
 */
async function reportAsSettleWould(
  host: Host,
  world: PostWorld,
  client: CloudAgentClient,
  state: StepState,
  inputs: PostInputs,
  run: RunItem,
): Promise<boolean> {
  const place = repositoryOf(host, world, Number(state.load(STATE.threadNumber)), inputs);
  if (!place) return true;
  const step = {
    env: place.env,
    client,
    host,
    repository: place.repository,
    markerKey: deriveMarkerKey(inputs.apiKey),
    signal: new AbortController().signal,
    ...(world.sleep ? { sleep: world.sleep } : {}),
  };
  const result = await settleAsSettleWould(step, run, inputs.triggerPhrase, 'post step', {
    noRepair: true,
    thread: place.number,
  });
  if (!result.retry) return true;
  host.log.warning(
    `post step: run ${run.run_id} stopped (${run.state}), and its report could not be written (${result.detail}): the next settle writes it`,
  );
  return false;
}

/** The marker's record of a result (and of its repair). */
type ResultMark = NonNullable<Parameters<Reporter['setMarker']>[0]['result']>;

/**
 * What the main step's last request to a stopped run asked (flow/unanswered.ts, STATE.asked), recorded on the tracking
 * comment as the main step's first report after it would have: when the run moved since the request was sent (it may
 * have taken it) and the comment still shows the run as it was before (no report of the work the request started was
 * written). Without it, a settle would hold that work to what the request before it asked (its result, its budget).
 */
async function recordAskedLeft(
  host: Host,
  world: PostWorld,
  state: StepState,
  inputs: PostInputs,
  run: RunItem,
): Promise<void> {
  const asked = askedLeft(state);
  if (!asked || asked.run !== run.run_id) return;
  await recordLeft(host, world, state, inputs, run, "what the main step's request asked of", (found) =>
    askedStillOwed(asked, run, found) ? asked.marker : undefined,
  );
}

/**
 * The repair of the run's result the main step sent, or was sending, as it stopped (STATE.repair), recorded on the
 * tracking comment before a report as settle would write it: the main step may not have written its record there, and
 * without it the report, and a re-run of the job (which counts the repairs the comment records), would take the
 * repair for one still owed and ask a second. Nothing is written when the comment records as many already.
 */
async function recordRepairLeft(
  host: Host,
  world: PostWorld,
  state: StepState,
  inputs: PostInputs,
  run: RunItem,
): Promise<void> {
  const repair = savedRepair(state);
  if (!repair?.sent) return;
  const sent = repair.sent;
  await recordLeft(host, world, state, inputs, run, 'the repair the main step sent to', (found) =>
    found.state.run === run.run_id && (found.state.result?.sent ?? 0) < sent ? { result: repair } : undefined,
  );
}

/**
 * Writes on the tracking comment the main step saved (read as it is now) what `fields` says it still lacks of the
 * main step's record of `run` (nothing: undefined), and logs it as `what` the run. A main step that saved no comment
 * id had not written the thread yet (a re-run sends a repair of what it follows before its first report): the thread's
 * tracking comment of its key is the one (seed 5701). A failure is a warning; the post step goes on.
 */
async function recordLeft(
  host: Host,
  world: PostWorld,
  state: StepState,
  inputs: PostInputs,
  run: RunItem,
  what: string,
  fields: (found: FoundComment) => Parameters<Reporter['setMarker']>[0] | undefined,
): Promise<void> {
  const commentId = Number(state.load(STATE.commentId));
  const key = state.load(STATE.key);
  if (!commentId && !key) return;
  try {
    const thread = Number(state.load(STATE.threadNumber));
    const left = await commentLeft(host, world, inputs, thread, commentId);
    if (!left) return;
    const found = commentId ? left.found : await left.byKey(key);
    const record = found && fields(found);
    if (!found || !record) return;
    await left.tracking(found).write(remarked(found, record, left.markerKey));
    host.log.info(`recorded on the tracking comment ${what} run ${run.run_id}`);
  } catch (err) {
    host.log.warning(`post step: could not record ${what} run ${run.run_id}: ${errorMessage(err)}`);
  }
}

/** The record of a repair the main step saved (STATE.repair), when there is one that reads. */
function savedRepair(state: StepState): ResultMark | undefined {
  const saved = state.load(STATE.repair);
  if (!saved) return undefined;
  try {
    const mark = JSON.parse(saved) as unknown;
    return mark && typeof mark === 'object' ? (mark as ResultMark) : undefined;
  } catch {
    return undefined;
  }
}

/** Settles the tracking comment the main step wrote (found by its id, else by its marker) with the run's end. */
async function settleComment(
  host: Host,
  world: PostWorld,
  client: CloudAgentClient,
  state: StepState,
  inputs: PostInputs,
  run: RunItem,
  note: string,
): Promise<void> {
  // The comment as it is now: its marker carries what the next one must keep (the deadline, the cancel choice,
  // the asking comment, the factory) for a later settle. The main step may have been killed between posting the
  // comment and saving its id: then it is found by its marker.
  const thread = Number(state.load(STATE.threadNumber));
  const left = await commentLeft(host, world, inputs, thread, Number(state.load(STATE.commentId)));
  if (!left) return;
  const { number, env, repository, self, markerKey, found: last } = left;
  const reporter = openReporter({
    host,
    repository,
    number,
    self,
    enabled: true,
    // The comment keeps its own key, by which the thread's next comment finds it: a step that wrote on a comment it
    // did not make (the followup command on the thread's) saved none of its own.
    marker: { key: last?.state.key || state.load(STATE.key) },
    markerKey,
  });
  if (last) {
    reporter.comment?.adopt(last);
    reporter.carryFrom(last.state);
  }
  const shown = last ?? (await reporter.findExisting());
  // A repair of the run's result the main step sent, or was sending, as it stopped: recorded, so that no settle asks a
  // second (the main step may not have written its record on the comment before it stopped).
  const repair = savedRepair(state);
  if (repair && shown?.state.run === run.run_id) reporter.setMarker({ result: repair });
  if (reporter.comment?.id !== undefined) {
    const phase = inputs.cancelOnAbort ? 'cancelled' : 'detached';
    // What the main step's report showed, from what its marker records: the origin, the workflow run, the factory.
    const marker = reporter.carriedMarker();
    const factoryTask = marker.factory
      ? await readFactoryTask(client, marker.factory, run.run_id, host.log)
      : undefined;
    // A cancel seen through (a run left going is read here stopped only by itself, and reported as a settle would):
    // the comment whose work it was gets 😕, as from a cancel on the thread; no settle gives it (the report shows the
    // cancel). Seed 6491: a re-run's post step stopped the work its first attempt had let go.
    if (hasStopped(run.state)) await tellAskerOfCancel({ repository, host }, reporter, run);
    await reporter.finishComment({
      run,
      phase,
      artifacts: [],
      note,
      now: Date.now(),
      ...recordedOrigin(marker, run, env),
      ...(factoryTask ? { factoryTask } : {}),
      ...(phase === 'detached' ? { leftGoing: host.words.leftGoing(run.run_id) } : {}),
    });
  }
}

/** The post step that has work, on the action's host, bounded by POST_STEP_MS. */
export async function postStep(): Promise<void> {
  exitAfter(POST_STEP_MS, () =>
    actionHost.log.warning(
      `post step: stopped after ${POST_STEP_MS / 1000}s; the run and its comment may need a look`,
    ),
  );
  await settleLeft(actionHost, new StepState(actionHost.state));
}

/**
 * The approval claim the main step left undecided (flow/claim.ts), once the run is seen to: taken back when the
 * approval never reached the run (or the main step knew it sent none), else left where it is. Only the claim's own
 * reaction is taken back, never a claim made since. Every failure is a warning saying what to do.
 */
async function releaseLeftClaim(
  host: Host,
  world: PostWorld,
  client: CloudAgentClient,
  state: StepState,
  inputs: PostInputs,
): Promise<void> {
  const claim = leftClaim(state);
  if (!claim) return;
  const { run: runId } = claim;
  try {
    // A main step that knows it sent nothing under its claim said so: no read of the run can add to that.
    const now = claim.unsent ? undefined : await client.runs.get(runId);
    if (now && !neverReached(claim, now)) {
      // The main step ended between its claim and what it would have said of it: the run moved, by this approval or
      // by another job's work, and nothing here tells which. The claim stays, and holds back every approval on the
      // thread: if the plan still waits, only the command line carries it out.
      host.log.warning(
        `post step: the approval the main step claimed on the tracking comment may have reached run ${runId} (it moved on since: ${now.state}): its claim stays; if the plan still waits, approve it with cloud-agent approve ${runId}`,
      );
      claimDecided({ state });
      return;
    }
    const left = await commentLeft(host, world, inputs, claim.thread, claim.comment);
    if (!left) throw new Error('the post step has no way to the tracking comment (github-token, comment)');
    if (left.found) {
      const why = claim.unsent
        ? `it sent no approval to run ${runId}`
        : `its approval never reached run ${runId} (it has not moved since)`;
      host.log.info(
        (await left.tracking(left.found).unclaim(undefined, claim.reaction))
          ? `took back the approval claim the main step made on the tracking comment: ${why}, so the plan can be approved on the thread`
          : `the approval claim the main step made on the tracking comment is gone already (${why}): nothing to take back`,
      );
    }
    claimDecided({ state });
  } catch (err) {
    host.log.warning(
      `post step: could not tell whether the approval the main step claimed reached run ${runId}, or take its claim back (${errorMessage(err)}): if the plan still waits, approve it with cloud-agent approve ${runId}`,
    );
  }
}

/**
 * The closing reaction the main step was giving the comment that asked for its work when it ended (STATE.closing),
 * given now: none when the comment has one of the action's already, or, from a re-run, in the place of the one an
 * earlier attempt gave. Its failure is a warning.
 */
async function giveLeftClosing(
  host: Host,
  world: PostWorld,
  state: StepState,
  inputs: PostInputs,
): Promise<void> {
  const left = closingLeft(state);
  if (!left) return;
  const { reaction } = left;
  try {
    const place = repositoryOf(host, world, left.thread, inputs);
    if (!place) throw new Error('the post step has no way to the thread (github-token, comment)');
    const asking = { id: left.comment, kind: left.kind };
    if (left.again) await place.repository.reclose(asking, reaction);
    else await place.repository.close(asking, reaction);
    host.log.info(
      `the comment that asked for the work has its closing reaction: the main step ended while giving it (${reaction})`,
    );
  } catch (err) {
    host.log.warning(
      `post step: could not give the comment that asked for the work its closing reaction (${reaction}): ${errorMessage(err)}`,
    );
  }
  state.save(STATE.closing, '');
}

/**
 * Cancels (unless told not to) and settles the run the main step left, then takes back an approval claim it left
 * whose approval never reached the run; every failure is a warning.
 */
export async function settleLeft(host: Host, state: StepState, world: PostWorld = REAL_WORLD): Promise<void> {
  let client: CloudAgentClient | undefined;
  try {
    const inputs = readPostInputs(host);
    client = world.client(inputs);
    if (leftRun(state)) await settleRun(host, state, world, client, inputs);
    await releaseLeftClaim(host, world, client, state, inputs);
    await giveLeftClosing(host, world, state, inputs);
  } catch (err) {
    host.log.warning(`post step: ${errorMessage(err)}`);
  } finally {
    await client?.close();
  }
}

/** Cancels (unless told not to) and settles the run the main step left. */
async function settleRun(
  host: Host,
  state: StepState,
  world: PostWorld,
  client: CloudAgentClient,
  inputs: PostInputs,
): Promise<void> {
  try {
    const runId = await runLeft(host, state, client, world.sleep);
    if (!runId) {
      state.save(STATE.settled, 'true');
      return;
    }
    let note: string;
    let run: RunItem | undefined;
    let settled = true;
    let stoppedItself = false;
    // A cancel the main step asked for over the run's budget is seen through whatever cancel-on-abort says.
    const overBudget = state.load(STATE.mustCancel) === 'true';
    if (inputs.cancelOnAbort || overBudget) {
      host.log.info(`the main step did not finish with run ${runId}: cancelling it`);
      const result = await cancelRun(
        client,
        runId,
        (line) => host.log.info(line),
        scaled(POST_CANCEL_MS),
        world.sleep,
      );
      ({ run, settled } = result);
      stoppedItself = result.outcome === 'already-ended';
      note = `${overBudget ? 'The run went over its budget and was not seen to stop before the workflow job ended.' : 'The workflow job stopped before the run ended.'} ${describeCancel(result.outcome, runId)}`;
    } else {
      note =
        'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).';
      host.log.info(`run ${runId} left running (cancel-on-abort: false)`);
    }
    // Read here when nothing was cancelled, or when the cancel's own read back did not answer. A run this read shows
    // stopped has stopped without this step seeing its cancel reach it (by itself, most often): it is reported as a
    // settle reports it, not as a cancel that failed, which would leave out its answer and what it made.
    const readHere = run === undefined;
    try {
      run ??= await client.runs.get(runId);
    } catch (err) {
      // Unread, the comment cannot be settled: the warning carries what the comment would have said to do.
      host.log.warning(
        `post step: could not read run ${runId}: ${errorMessage(err)}. ${note.replace(/`/g, '')}`,
      );
      return;
    }
    await recordAskedLeft(host, world, state, inputs, run);
    if (stoppedItself || (readHere && hasStopped(run.state))) {
      await recordRepairLeft(host, world, state, inputs, run);
      if (await reportAsSettleWould(host, world, client, state, inputs, run))
        state.save(STATE.settled, 'true');
      return;
    }
    await settleComment(
      host,
      world,
      client,
      state,
      { ...inputs, cancelOnAbort: inputs.cancelOnAbort || overBudget },
      run,
      note,
    );
    if (settled) state.save(STATE.settled, 'true');
    else host.log.warning(`post step: run ${runId} was not seen to stop. ${note.replace(/`/g, '')}`);
  } catch (err) {
    host.log.warning(`post step: ${errorMessage(err)}`);
  }
}
