/**
 * The gate on a merge queue (`merge_group` events). A required check must report on the queue's group too, or the
 * queue waits for it for good; the group holds pull requests already judged, so the gate judges nothing again: it
 * carries over the verdict each pull request last had (the newest check of the gate's name on its head commit).
 * A pull request whose last verdict is not a pass (it failed, has not finished, or there is none) fails the group's
 * check, named. Only a check the gate wrote counts: one of the GitHub App the group's own check is written as (a
 * workflow's token writes as GitHub Actions), as any app with `checks: write` may write a check of the same name.
 */
import type { MergeGroupInfo } from './context.ts';
import type { CheckRunFacts, Repository } from './host.ts';
import { mergeGroupReport, type CarriedVerdict } from '../render/gate-evidence.ts';

/**
 * The pull requests of a group: the number its queue branch names (`gh-readonly-queue/<base>/pr-<n>-<sha>`). GitHub
 * names one pull request a branch; a group of several is the newest's branch, on top of the groups before it, which
 * were checked on their own.
 */
export function queuedPullRequests(group: Pick<MergeGroupInfo, 'headRef'>): number[] {
  const match = /(?:^|\/)gh-readonly-queue\/.+\/pr-(\d{1,10})-[0-9a-f]{40}$/i.exec(group.headRef);
  const number = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? [number] : [];
}

/** Whether a check is the gate's: written as the gate's GitHub App `appId` (any app's while it is not known). */
export const ofApp =
  (appId: number | undefined) =>
  (check: Pick<CheckRunFacts, 'appId'>): boolean =>
    appId === undefined || check.appId === appId;

/** A check conclusion that lets a pull request into the queue: passed, or nothing to judge. */
const passing = (conclusion: string | null) => conclusion === 'success' || conclusion === 'neutral';

/**
 * Each pull request's last verdict, read from its head commit's checks of `appId` (every app's when it is not known:
 * the group's check could not be written), and the group's check made of them.
 */
export async function carryOver(
  repository: Pick<Repository, 'pullRequest' | 'checkRuns'>,
  checkName: string,
  numbers: readonly number[],
  appId?: number,
): Promise<{
  conclusion: 'success' | 'failure';
  title: string;
  report: string;
  /** Why each pull request without a passing verdict fails the group. */
  failing: string[];
  passed: number;
  failed: number;
}> {
  const verdicts: CarriedVerdict[] = [];
  for (const number of numbers) {
    const pull = await repository.pullRequest(number);
    const checks = await repository.checkRuns(pull.headSha, checkName);
    const check = checks.find(ofApp(appId));
    // Checks of the gate's name another app wrote: passed over, and said so where the pull request fails the group.
    const others = checks.length - checks.filter(ofApp(appId)).length;
    verdicts.push({
      number,
      sha: pull.headSha,
      status: check?.status,
      conclusion: check?.conclusion ?? null,
      url: check?.url,
      ...(others ? { otherApps: others } : {}),
    });
  }
  const ok = verdicts.filter((v) => v.status === 'completed' && passing(v.conclusion));
  const failing = verdicts.filter((v) => !ok.includes(v)).map(failingText);
  if (!numbers.length)
    failing.push("the queue's branch names no pull request, so there is no verdict to carry over");
  const conclusion = failing.length ? 'failure' : 'success';
  const title = numbers.length
    ? `${ok.length} of ${verdicts.length} pull request${verdicts.length === 1 ? '' : 's'} passed the gate`
    : 'No pull request to carry a verdict over from';
  return {
    conclusion,
    title,
    report: mergeGroupReport({ conclusion, title, verdicts, failing, checkName }),
    failing,
    passed: ok.length,
    failed: verdicts.length - ok.length,
  };
}

/** Why a pull request fails the group: "#12 has no passing verdict (its gate failed)". */
export function failingText(v: CarriedVerdict): string {
  const why =
    v.status === undefined
      ? `no gate check on its head ${v.sha.slice(0, 7)}`
      : v.status !== 'completed'
        ? 'its gate has not finished'
        : v.conclusion === 'failure'
          ? 'its gate failed'
          : `its gate ended ${v.conclusion ?? 'without a conclusion'}`;
  const others = v.otherApps
    ? `; ${v.otherApps === 1 ? 'a check' : `${v.otherApps} checks`} of that name by another GitHub App passed over`
    : '';
  return `#${v.number} has no passing verdict (${why}${others})`;
}
