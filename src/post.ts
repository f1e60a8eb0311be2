/**
 * The post step: the backstop for a main step that did not finish with its run (the job was cancelled, the process
 * was killed, a cancel was not seen to take). It cancels the run, unless told to leave it, and settles the tracking
 * comment; it settles only what it saw stop. A main step cut short while creating leaves no run id: the post step
 * looks for what that create made, for a while, since the create may land after the main step exited.
 */
import { CloudAgentClient, sleepFor, type RunItem } from './client/index.ts';
import { cancelRun, describeCancel } from './flow/cancel.ts';
import { readRunEnvironment } from './flow/context.ts';
import { findRunByMetadata } from './flow/origin.ts';
import { deriveMarkerKey } from './flow/marker-key.ts';
import { Reporter } from './flow/report.ts';
import { STATE, load, save } from './flow/state.ts';
import { createOctokit, githubBounds, selfLogin } from './github/octokit.ts';
import { getInput, log } from './host/action.ts';
import { readApiKey } from './inputs.ts';
import { errorMessage } from './main.ts';
import { VERSION } from './version.ts';

/** How long the post step looks for the run of a create cut short, and how often. */
export const LOOK_FOR_MADE = { forMs: 10_000, everyMs: 1000 };
/** How long the post step keeps asking to cancel a run still being prepared (409), confirmation included. */
export const POST_CANCEL_MS = 20_000;

async function lookForMade(
  client: CloudAgentClient,
  lookup: Record<string, string>,
  since: string,
): Promise<RunItem | undefined> {
  const until = Date.now() + LOOK_FOR_MADE.forMs;
  for (;;) {
    try {
      const made = await findRunByMetadata(client, lookup, { createdAfter: since });
      if (made) return made;
    } catch (err) {
      log.info(`looking for the run of the cut-short create failed: ${errorMessage(err)}`);
    }
    if (Date.now() + LOOK_FOR_MADE.everyMs > until) return undefined;
    await sleepFor(LOOK_FOR_MADE.everyMs);
  }
}

export async function post(): Promise<void> {
  let runId = load(STATE.runId);
  const creatingSince = load(STATE.creatingSince);
  if ((!runId && !creatingSince) || load(STATE.settled) === 'true') return;
  const apiKey = readApiKey();
  let client: CloudAgentClient | undefined;
  try {
    const cancelOnAbort = !/^(false|no|off)$/i.test(getInput('cancel-on-abort'));
    client = new CloudAgentClient({
      apiKey,
      baseUrl: getInput('base-url') || undefined,
      userAgent: `cloud-agent-action/${VERSION} post`,
      deadlineMs: 20_000,
    });
    if (!runId) {
      // The main step died while creating a run: the service may have made it, or may still make it.
      const lookup = JSON.parse(load(STATE.lookup) || '{}') as Record<string, string>;
      const made = Object.keys(lookup).length ? await lookForMade(client, lookup, creatingSince) : undefined;
      if (!made) {
        log.info(
          `no run was made by the create the main step did not finish (looked for ${LOOK_FOR_MADE.forMs / 1000} s)`,
        );
        save(STATE.settled, 'true');
        return;
      }
      runId = made.run_id;
      log.info(`found run ${runId} (${made.state}), made by the create the main step did not finish`);
    }
    let note: string;
    let run: RunItem | undefined;
    let settled = true;
    if (cancelOnAbort) {
      log.info(`the main step did not finish with run ${runId}: cancelling it`);
      const result = await cancelRun(client, runId, log.info, POST_CANCEL_MS);
      ({ run, settled } = result);
      note = `The workflow job stopped before the run ended. ${describeCancel(result.outcome, runId)}`;
    } else {
      note =
        'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).';
      log.info(`run ${runId} left running (cancel-on-abort: false)`);
    }
    run ??= await client.runs.get(runId);
    const commentId = Number(load(STATE.commentId));
    const number = Number(load(STATE.threadNumber));
    const token = getInput('github-token');
    if (number && token && getInput('comment') !== 'false') {
      const env = readRunEnvironment();
      const octokit = createOctokit(token, env.apiUrl, githubBounds());
      const [owner, repo] = env.repository.split('/') as [string, string];
      const reporter = new Reporter({
        octokit,
        repo: { owner, repo },
        number,
        self: await selfLogin(octokit),
        enabled: true,
        marker: { key: load(STATE.key) },
        markerKey: deriveMarkerKey(apiKey),
      });
      // The main step may have been killed between posting the comment and saving its id: find it by its marker.
      const key = load(STATE.key);
      if (commentId)
        reporter.comment?.adopt({ id: commentId, url: '', body: '', author: '', state: { v: 2, key } });
      else await reporter.findExisting();
      if (reporter.comment?.id !== undefined) {
        const phase = cancelOnAbort ? 'cancelled' : 'detached';
        await reporter.finishComment({ run, phase, artifacts: [], note, now: Date.now() });
      }
    }
    if (settled) save(STATE.settled, 'true');
    else log.warning(`post step: run ${runId} was not seen to stop. ${note.replace(/`/g, '')}`);
  } catch (err) {
    log.warning(`post step: ${errorMessage(err)}`);
  } finally {
    await client?.close();
  }
}
