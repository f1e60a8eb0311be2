/**
 * The post step: the backstop for a main step that did not finish with its run (the job was cancelled or the
 * process was killed). It cancels the run, unless told to leave it, and settles the tracking comment.
 */
import * as core from '@actions/core';
import { CloudAgentClient, type RunItem } from './client/index.ts';
import { cancelRun, describeCancel } from './flow/cancel.ts';
import { readRunEnvironment } from './flow/context.ts';
import { adoptable, findRunByMetadata } from './flow/origin.ts';
import { Reporter, redact } from './flow/report.ts';
import { STATE, load, save } from './flow/state.ts';
import { createOctokit, githubBounds, selfLogin } from './github/octokit.ts';
import { readApiKey } from './inputs.ts';
import { errorMessage } from './main.ts';
import { VERSION } from './version.ts';

export async function post(): Promise<void> {
  let runId = load(STATE.runId);
  const creatingSince = load(STATE.creatingSince);
  if ((!runId && !creatingSince) || load(STATE.settled) === 'true') return;
  const apiKey = readApiKey();
  let client: CloudAgentClient | undefined;
  try {
    const cancelOnAbort = !/^(false|no|off)$/i.test(core.getInput('cancel-on-abort'));
    client = new CloudAgentClient({
      apiKey,
      baseUrl: core.getInput('base-url') || undefined,
      userAgent: `cloud-agent-action/${VERSION} post`,
      deadlineMs: 20_000,
    });
    if (!runId) {
      // The main step died while creating a run: the service may have made it.
      const lookup = JSON.parse(load(STATE.lookup) || '{}') as Record<string, string>;
      const made = Object.keys(lookup).length
        ? await findRunByMetadata(client, lookup, { createdAfter: creatingSince })
        : undefined;
      if (!adoptable(made)) return;
      runId = made.run_id;
    }
    let note: string;
    if (cancelOnAbort) {
      core.info(`the main step did not finish with run ${runId}: cancelling it`);
      note = `The workflow job stopped before the run ended. ${describeCancel(await cancelRun(client, runId, core.info), runId)}`;
    } else {
      note =
        'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).';
      core.info(`run ${runId} left running (cancel-on-abort: false)`);
    }
    const run: RunItem = await client.runs.get(runId);
    const commentId = Number(load(STATE.commentId));
    const number = Number(load(STATE.threadNumber));
    const token = core.getInput('github-token');
    if (number && token && core.getInput('comment') !== 'false') {
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
        secrets: [apiKey],
      });
      // The main step may have been killed between posting the comment and saving its id: find it by its marker.
      const key = load(STATE.key);
      if (commentId)
        reporter.comment?.adopt({ id: commentId, url: '', body: '', author: '', state: { v: 1, key } });
      else await reporter.findExisting();
      if (reporter.comment?.id !== undefined) {
        const phase = cancelOnAbort ? 'cancelled' : 'detached';
        await reporter.finishComment({ run, phase, artifacts: [], note, now: Date.now() });
      }
    }
    save(STATE.settled, 'true');
  } catch (err) {
    core.warning(redact(`post step: ${errorMessage(err)}`, [apiKey]));
  } finally {
    await client?.close();
  }
}
