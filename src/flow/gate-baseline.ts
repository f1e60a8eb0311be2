/**
 * The base branch as the gate's baseline (`gate-baseline: base`): the verdicts a gate recorded in its check run on the
 * base branch's newest head whose gate passed (render/gate-record.ts). The heads are the commits this workflow ran on
 * for pushes to the branch, newest first (the example runs the gate on those pushes too); a head whose gate failed, has
 * not finished, judged nothing or recorded nothing the gate can trust is passed over, never taken; a check of the
 * gate's name another GitHub App wrote is not the gate's. With no such head among the newest BASE_HEADS, or no way to
 * read them, the gate falls back to the norm and says why.
 */
import { readRecord, type GateRecord } from '../render/gate-record.ts';
import { shortSha } from '../render/gate-evidence.ts';
import { ofApp } from './gate-queue.ts';
import type { Step } from './step.ts';

/** The newest heads of the base branch looked at. */
export const BASE_HEADS = 10;

export interface BaseFound {
  branch: string;
  sha: string;
  checkUrl: string | undefined;
  record: GateRecord;
  /** Newer heads passed over, and why. */
  skipped: { sha: string; why: string }[];
}

/** Why a head's gate is no baseline, or undefined when its check passed and carries a record of this gate. */
function passedOver(
  check: { status: string; conclusion: string | null } | undefined,
  record: GateRecord | undefined,
): string | undefined {
  if (!check) return 'no gate check';
  if (check.status !== 'completed') return 'its gate has not finished';
  if (check.conclusion === 'failure') return 'its gate failed';
  if (check.conclusion === 'neutral') return 'its gate judged nothing';
  if (check.conclusion !== 'success') return `its gate ended ${check.conclusion ?? 'without a conclusion'}`;
  if (!record) return 'its check records no runs this gate can read';
  // Written into another check: a failed gate's record copied into a passing check of the same name and app.
  if (record.conclusion !== check.conclusion)
    return `its check carries the record of a gate that ended ${record.conclusion}`;
  return undefined;
}

/**
 * The gate on the base branch (`baseRef`, `refs/heads/` or not) whose verdicts are the baseline, or why there is
 * none (the end of a sentence, for the report and the log). On a push the branch is the one pushed to, and the
 * baseline its newest head before this one whose gate passed.
 */
export async function findBase(
  step: Pick<Step, 'repository' | 'env' | 'markerKey'>,
  options: {
    checkName: string;
    baseRef: string | undefined;
    /** The commit being judged, when it is on the branch itself (a push): not its own baseline. */
    exclude?: string | undefined;
    /** The GitHub App the gate's checks are written as; every app's checks when undefined. */
    appId?: number | undefined;
  },
): Promise<BaseFound | { fallback: string }> {
  const { repository, env } = step;
  if (!repository) return { fallback: 'there is no GitHub repository to read its checks from' };
  if (!options.baseRef)
    return { fallback: 'the gate judges no pull request or push to a branch, so there is no base branch' };
  const branch = options.baseRef.replace(/^refs\/heads\//, '');
  let heads: string[] | undefined;
  try {
    heads = await repository.workflowHeads(env.workflowRef, branch, BASE_HEADS);
  } catch (err) {
    return {
      fallback: `this workflow's runs on ${branch} could not be read (${(err as Error).message}); the job needs actions: read`,
    };
  }
  if (heads === undefined)
    return {
      fallback: `the workflow of this step (${env.workflowRef || 'none'}) is not one of this repository's`,
    };
  const exclude = options.exclude?.toLowerCase();
  const earlier = heads.filter((head) => head !== exclude);
  if (!earlier.length) {
    return {
      fallback: `this workflow has not run on a push to ${branch}: run the gate on pushes to ${branch} too`,
    };
  }
  const skipped: BaseFound['skipped'] = [];
  for (const sha of earlier) {
    let checks;
    try {
      checks = await repository.checkRuns(sha, options.checkName);
    } catch (err) {
      return { fallback: `the checks of ${shortSha(sha)} could not be read (${(err as Error).message})` };
    }
    // The newest of the gate's: one of the same name another app wrote is not (nor does it hide the gate's).
    const check = checks.find(ofApp(options.appId));
    const record = check && readRecord(check.text, step.markerKey);
    const usable =
      record && record.sha.toLowerCase() === sha && record.check === options.checkName ? record : undefined;
    const why = passedOver(check, usable);
    if (why === undefined) return { branch, sha, checkUrl: check!.url, record: usable!, skipped };
    skipped.push({ sha, why });
  }
  const list = skipped.map((s) => `${shortSha(s.sha)}: ${s.why}`).join('; ');
  return {
    fallback: `no head of ${branch} among the newest ${skipped.length} this workflow ran on has a passing gate (${list})`,
  };
}
