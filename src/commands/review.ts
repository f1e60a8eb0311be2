/**
 * `review`: an inline review of a pull request's head. The agent never posts: its run is asked for a result matching
 * schemas/results/review.schema.json, and the action, having read the diff of `base...head` for that very head,
 * keeps inline only the findings whose lines lie in one hunk on their side, ranks them, and posts one review
 * (`COMMENT`) for the head; the rest are in its body. When GitHub still answers 422, once more with every finding in
 * the body. A re-run finds its review by its marker and posts nothing new.
 */
import reviewSchema from '../../schemas/results/review.schema.json' with { type: 'json' };
import type { RunItem } from '../client/index.ts';
import { ignoredBecause, refusalText } from '../flow/admission.ts';
import { followOptions, followRun, type FollowOptions } from '../flow/follow.ts';
import type { Check, NewReviewComment, PostedReview, PullFacts, ReviewPort } from '../flow/host.ts';
import { workflowRunUrl, type CommentInfo } from '../flow/context.ts';
import { originOf } from '../flow/origin.ts';
import { creditsOf } from '../flow/credits.ts';
import { fileUids } from '../flow/result.ts';
import { resultSchemaOf } from '../flow/output-schema.ts';
import { buildPrompt, fence } from '../flow/prompt.ts';
import {
  countedOf,
  markOf,
  sendingOf,
  sentBefore,
  stepReporter,
  writeOutputs,
  type Reporter,
} from '../flow/report.ts';
import { resultAppendix } from '../flow/result.ts';
import {
  allIgnored,
  annotationsOf,
  checkConclusion,
  DEFAULT_REVIEW_INSTRUCTIONS,
  planReview,
  reviewSection,
  reviewVerb,
  declinedFingerprints,
  declines,
  openFindingsText,
  rangeLine,
  sinceSection,
  fingerprint,
  ownThreads,
  threadsToResolve,
  nearestRule,
  nestedRuleCandidates,
  promptRules,
  rulesLine,
  rulesNotice,
  rulesSection,
  RULE_FILES,
  REVIEW_HEAD_PHRASE,
  type RuleFile,
  type DiffFile,
  type OwnThread,
  type ReviewPlan,
  type ReviewResult,
} from '../flow/review.ts';
import { startWork } from '../flow/start.ts';
import { runStarter } from '../flow/starters.ts';
import { STATE } from '../flow/state.ts';
import { holdRun, type Step } from '../flow/step.ts';
import { askedMarker, holdWhileSending, recordBeforeSending, refused } from '../flow/unanswered.ts';
import { FINAL_WRITE_MS, STOPPING_FINAL_WRITE_MS } from '../timing.ts';
import type { ReviewCommandInputs } from '../inputs.ts';
import { safeUrl } from '../render/format.ts';
import { decodeMarker, encodeMarker, type ReviewMark } from '../render/marker.ts';
import {
  renderFixSending,
  renderInlineComment,
  renderReviewBody,
  renderReviewReport,
  short,
} from '../render/review.ts';
import { InputError } from '../shared/outcome.ts';
import { isGoing } from '../shared/runs.ts';

/** The review as planned, for a host that shows it (the command line). */
export interface ReviewReport {
  head: string;
  result: ReviewResult;
  plan: ReviewPlan;
  /** The review posted, when one was. */
  url?: string;
  /** The review as a host that only shows it (post: false) prints it: render/review.ts renderReviewReport. */
  text?: string;
}

export interface ReviewOptions {
  /** Post the review (the action); false: only show it (the command line). */
  post: boolean;
  reviewed?: (review: ReviewReport) => void;
  /**
   * What a `fix` on a thread the review did not open becomes, a plain request (`command: auto`: the conversation);
   * none: it is left to the workflow of the run command.
   */
  elsewhere?: () => Promise<void>;
  /** The pace of following the run (for tests); the default polls as the action does. */
  poll?: FollowOptions['poll'];
}

/** The `pull_request` actions a review answers (synchronize when the workflow's `types` lists it). */
const REVIEW_ACTIONS = new Set(['opened', 'reopened', 'ready_for_review', 'synchronize']);
const PULL_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** The marker key of the review of `head` (the review's body ends with it, signed). */
const reviewKey = (head: string) => `review:${head}`;
/** The marker key of a finding's inline comment. */
const findingKey = (fingerprint: string) => `finding:${fingerprint}`;

/** Who asked: the pull request's event, a comment (`review`, `review full`), or a reply on a thread (`fix`). */
type Asked = { by: 'event' } | { by: 'comment'; full: boolean } | { by: 'fix'; request: string };

export async function reviewCommand(
  step: Step,
  inputs: ReviewCommandInputs,
  options: ReviewOptions,
): Promise<void> {
  const { trigger, host, repository } = step;
  const number = trigger.number;
  if (!trigger.isPullRequest || number === undefined) {
    host.log.info(`the ${trigger.event || 'manual'} event is not about a pull request: nothing to review`);
    return;
  }
  if (!repository?.reviews)
    throw new InputError(
      'github-token',
      'is required by command "review": the pull request is read from GitHub',
    );
  // A host that only shows the review (the command line) asks for it itself, as a writer's comment would.
  const asked: Asked | undefined = options.post
    ? await askedFor(step, inputs)
    : { by: 'comment', full: false };
  if (!asked) return;
  const port = await repository.reviews();
  const pull = await port.pull(number);
  if (asked.by === 'fix') return fixFromThread(step, inputs, port, pull, asked.request, options);
  const skip = await skipped(step, inputs, pull, asked);
  if (skip) {
    host.log.info(`not reviewing pull request #${number}: ${skip}`);
    return;
  }
  const self = await repository.self();
  const own = await ownReviews(step, port, number, self);
  // The command line, which posts nothing, reviews a head this action reviewed already all the same.
  const earlier = options.post ? own.find((r) => r.head === pull.headSha) : undefined;
  if (earlier) {
    host.log.info(
      `pull request #${number} already has this action's review of ${short(pull.headSha)} (${earlier.url}): nothing new is posted`,
    );
    await finishCheck(step, inputs, pull.headSha, earlier);
    writeOutputs(host, { 'review-url': earlier.url, 'reviewed-head': pull.headSha });
    return;
  }
  const files = await port.compare(pull.baseSha, pull.headSha);
  if (!files)
    throw new Error(
      `GitHub has no compare of the pull request's base and head (${short(pull.baseSha)}...${short(pull.headSha)}); re-run the job once GitHub shows the pull request's new head`,
    );
  if (allIgnored(inputs.review.ignore, files)) {
    host.log.info(
      `not reviewing pull request #${number}: every changed file matches review-ignore (${files.length} file${files.length === 1 ? '' : 's'})`,
    );
    return;
  }
  if (trigger.comment) await repository.react(trigger.comment, 'eyes');
  const threads = await findingThreads(step, port, number, self);
  const declined = await declinedBy(step, inputs, pull, threads);
  const since = await sinceLast(port, pull, await lastReviewed(step, number, self, own), asked);
  const rules = promptRules(await readRules(step, port, pull, files, inputs.review.rulesFrom));
  const notice = rulesNotice(rules);
  if (notice) host.log.warning(notice);
  await reviewHead(step, inputs, options, {
    port,
    pull,
    files,
    self,
    number,
    threads,
    declined,
    since,
    rules,
  });
}

/** The title of the check of a review that did not finish (the step failed before the review's outcome). */
export const UNFINISHED_CHECK_TITLE = 'The review did not finish';

/**
 * Whether the newest check `name` on `head` shows a review's outcome, or there is none (a token that may not create
 * one); one in progress, or one that says the review did not finish, does not. A check that cannot be read is taken
 * as shown (a warning says so): nothing is reviewed again on a guess.
 */
async function checkShown(step: Step, name: string, head: string): Promise<boolean> {
  try {
    const [newest] = await step.repository!.checkRuns(head, name);
    return !newest || (newest.status === 'completed' && newest.title !== UNFINISHED_CHECK_TITLE);
  } catch (err) {
    step.host.log.warning(
      `could not read the check runs of ${short(head)} (${(err as Error).message}): the check "${name}" is taken as showing the review's outcome`,
    );
    return true;
  }
}

/** A review of this action: the head it is of, and what its check shows (`mark`), as its verified marker says. */
type OwnReview = PostedReview & { head: string; mark?: ReviewMark };

/** This action's reviews of the pull request, oldest first, with the head each is of (its verified marker). */
async function ownReviews(step: Step, port: ReviewPort, number: number, self: string): Promise<OwnReview[]> {
  const reviews = await port.reviews(number);
  return reviews.flatMap((r) => {
    if (r.author.toLowerCase() !== self.toLowerCase()) return [];
    const state = decodeMarker(r.body, step.markerKey);
    if (!state) return [];
    const head = /^review:([0-9a-f]{40})$/.exec(state.key)?.[1];
    return head ? [{ ...r, head, ...(state.review ? { mark: state.review } : {}) }] : [];
  });
}

/** The threads this action opened for findings; none (with a warning) when GitHub's GraphQL API cannot list them. */
async function findingThreads(
  step: Step,
  port: ReviewPort,
  number: number,
  self: string,
): Promise<OwnThread[]> {
  try {
    return ownThreads(await port.threads(number), self, (body) => decodeMarker(body, step.markerKey)?.key);
  } catch (err) {
    step.host.log.warning(
      `could not read the review threads (${(err as Error).message}): earlier findings are not given to the agent, and no thread is resolved this time`,
    );
    return [];
  }
}

/** The fingerprints declined on their threads by the pull request's author or someone allowed-permissions admits. */
async function declinedBy(
  step: Step,
  inputs: ReviewCommandInputs,
  pull: PullFacts,
  threads: readonly OwnThread[],
): Promise<Set<string>> {
  const askers = new Set(
    threads.flatMap((t) => t.replies.filter((r) => declines(r.body)).map((r) => r.author.toLowerCase())),
  );
  const counted = new Set<string>();
  for (const login of askers) {
    if (login === pull.author.toLowerCase()) {
      counted.add(login);
      continue;
    }
    const access = await step.repository!.access({ login }, inputs.conversation).catch(() => undefined);
    if (access?.allowed) counted.add(login);
  }
  return declinedFingerprints(threads, (author) => counted.has(author.toLowerCase()));
}

/**
 * What changed since this action's last review of another head: the compare of the two heads. Undefined for a full
 * review (none before, or asked for one); `lost` when GitHub cannot compare them (a force-push dropped the old head).
 */
async function sinceLast(
  port: ReviewPort,
  pull: PullFacts,
  last: string | undefined,
  asked: Asked,
): Promise<Since | undefined> {
  if (!last || last === pull.headSha) return undefined;
  if (asked.by === 'comment' && asked.full) return { from: last, files: undefined, full: 'asked' };
  const files = await port.compare(last, pull.headSha);
  return files ? { from: last, files } : { from: last, files: undefined, full: 'lost' };
}

/**
 * The head the last review was of: the newest of this action's tracking comments that records one (a review without
 * findings posts none, but its comment says what it reviewed), else this action's newest review. A thread that
 * cannot be read leaves the reviews (a warning says so).
 */
async function lastReviewed(
  step: Step,
  number: number,
  self: string,
  own: readonly OwnReview[],
): Promise<string | undefined> {
  try {
    const comments = await step.repository!.markedComments(number, self, (body) =>
      decodeMarker(body, step.markerKey),
    );
    const marked = comments.filter((c) => c.state.reviewed !== undefined).at(-1);
    if (marked) return marked.state.reviewed;
  } catch (err) {
    step.host.log.warning(
      `could not read the pull request's comments (${(err as Error).message}): the last review is taken from the reviews`,
    );
  }
  return own.at(-1)?.head;
}

/** Whether this event or comment asks for a review; undefined (logged, a refused author told) when it does not. */
async function askedFor(step: Step, inputs: ReviewCommandInputs): Promise<Asked | undefined> {
  const { trigger, host, repository } = step;
  const rules = inputs.conversation;
  const comment = trigger.comment;
  if (!comment) {
    if (!PULL_EVENTS.has(trigger.event) || !REVIEW_ACTIONS.has(trigger.action ?? '')) {
      host.log.info(
        `the ${trigger.event}${trigger.action ? ` (${trigger.action})` : ''} event does not ask for a review: nothing to do`,
      );
      return undefined;
    }
    return { by: 'event' };
  }
  const verb = reviewVerb(comment.body, rules.triggerPhrase);
  if (verb?.verb === 'fix' && comment.kind !== 'review_comment') {
    host.log.info(
      `"${rules.triggerPhrase} fix" is a verb of the review only as a reply on a thread it opened: this comment is a plain request, for the run command`,
    );
    return undefined;
  }
  if (!verb) {
    host.log.info(`the comment does not ask ${rules.triggerPhrase} for a review: nothing to do`);
    return undefined;
  }
  const ignored = ignoredBecause(step, comment, rules);
  if (ignored) {
    host.log.info(`not reviewing: ${ignored}`);
    return undefined;
  }
  const access = await repository!.access({ login: comment.author, type: comment.authorType }, rules);
  if (!access.allowed) {
    host.log.warning(`not reviewing: ${access.reason}`);
    if (!access.quiet && rules.replyToRefused)
      await repository!.reply(trigger.number!, refusalText(comment.author, 'asking', rules));
    return undefined;
  }
  return verb.verb === 'fix' ? { by: 'fix', request: verb.request } : { by: 'comment', full: verb.full };
}

/** Why this pull request is not reviewed now; undefined when it is. */
async function skipped(
  step: Step,
  inputs: ReviewCommandInputs,
  pull: PullFacts,
  asked: Asked,
): Promise<string | undefined> {
  const phrase = inputs.conversation.triggerPhrase;
  if (pull.state !== 'open') return `it is ${pull.state}`;
  if (asked.by !== 'event') return undefined;
  if (pull.draft) return `it is a draft (a comment \`${phrase} review\` asks for a review of a draft)`;
  if (inputs.conversation.allowUntrustedAuthors) return undefined;
  const access = await step.repository!.access(
    { login: pull.author, type: pull.authorType },
    inputs.conversation,
  );
  if (access.allowed) return undefined;
  return `${access.reason}; a pull request by an author without ${inputs.conversation.allowedPermissions.join(', ')} permission is reviewed when a writer comments \`${phrase} review\``;
}

/** The last review's head, and what changed since (none: a full review, and why). */
interface Since {
  from: string;
  files: DiffFile[] | undefined;
  full?: 'asked' | 'lost';
}

interface Reviewing {
  port: ReviewPort;
  /** The threads this action opened for findings. */
  threads: OwnThread[];
  /** Fingerprints declined on their threads: never raised again. */
  declined: Set<string>;
  since: Since | undefined;
  /** Where the tracking comment goes: its marker records the head reviewed. */
  reporter?: ReturnType<typeof stepReporter>;
  /** The repository's rule files, as read at the base (or head). */
  rules: RuleFile[];
  /** The check on the head (`check-name`); none when the token may not create one, or nothing is posted. */
  check?: Check | undefined;
  /**
   * The check was given the review's outcome: a failure after it (the run over its budget, a thread not resolved)
   * leaves it so, as the review it shows was posted.
   */
  checked?: true;
  pull: PullFacts;
  files: DiffFile[];
  self: string;
  number: number;
}

/** Starts (or adopts) the review's run, waits for its result, then posts the review. */
async function reviewHead(
  step: Step,
  inputs: ReviewCommandInputs,
  options: ReviewOptions,
  reviewing: Reviewing,
): Promise<void> {
  const { env, trigger, host } = step;
  const { pull, number, self } = reviewing;
  const schema = resultSchemaOf(
    reviewSchema,
    'command',
    { kind: 'shipped', name: 'review' },
    inputs.outputSchemaRetries ?? 1,
  );
  const origin = originOf(env, trigger, inputs);
  const starter = runStarter(step, inputs.run, origin);
  step.state.save(STATE.key, origin.key);
  step.state.save(STATE.threadNumber, number);
  const reporter = stepReporter(step, {
    enabled: inputs.comment && options.post,
    self,
    marker: { key: origin.key },
  });
  await reporter.findExisting();
  reviewing.reporter = reporter;
  const prompt = async () =>
    [
      buildPrompt({
        instructions: inputs.run.prompt.trim() || DEFAULT_REVIEW_INSTRUCTIONS,
        trigger,
        includeContext: inputs.run.includeContext,
      }),
      reviewSection(
        {
          instructions: inputs.run.prompt,
          repository: `${trigger.repo.owner}/${trigger.repo.repo}`,
          number,
          head: pull.headSha,
          base: pull.baseSha,
          files: reviewing.files,
          ignore: inputs.review.ignore,
        },
        fence,
      ),
      rulesSection(reviewing.rules, inputs.review.rulesFrom, fence),
      sinceSection(
        {
          from: reviewing.since?.from,
          head: pull.headSha,
          files: reviewing.since?.files,
          full: reviewing.since?.full,
          open: openFindingsText(reviewing.threads, reviewing.declined),
        },
        fence,
      ),
      resultAppendix(schema),
    ]
      .filter(Boolean)
      .join('\n\n');
  const check = options.post
    ? await step.repository!.startCheck(inputs.review.checkName, pull.headSha, workflowRunUrl(env), {
        title: `Reviewing ${short(pull.headSha)}`,
        summary: 'The cloud agent is reviewing this commit.',
        refused: "the review's findings are in the review, the job summary and this step's outputs.",
      })
    : undefined;
  reviewing.check = check;
  try {
    await startReview(step, inputs, starter, prompt, reviewing, options, schema, reporter);
  } catch (err) {
    // The check must not stay in progress: it says the review did not finish, unless it shows the review's outcome.
    if (!reviewing.checked)
      await check
        ?.complete(
          'failure',
          UNFINISHED_CHECK_TITLE,
          `The review of ${short(pull.headSha)} did not finish: ${(err as Error).message}`,
        )
        .catch((error: unknown) =>
          host.log.warning(`could not complete the check run: ${(error as Error).message}`),
        );
    throw err;
  }
}

/** Starts (or adopts) the run and follows it; the review is posted when its result is valid. */
async function startReview(
  step: Step,
  inputs: ReviewCommandInputs,
  starter: ReturnType<typeof runStarter>,
  prompt: () => Promise<string>,
  reviewing: Reviewing,
  options: ReviewOptions,
  schema: ReturnType<typeof resultSchemaOf>,
  reporter: ReturnType<typeof stepReporter>,
): Promise<void> {
  const { host } = step;
  const { pull } = reviewing;
  const { runId, adopted } = await startWork(step, inputs, starter, prompt, {
    ...(options.post ? { takeEnded: (latest) => takesEnded(latest, pull.headSha) } : {}),
  });
  holdRun(step, runId);
  await followRun({
    ...followOptions(
      step,
      { ...inputs, resultSchema: schema },
      reporter,
      runId,
      inputs.conversation.triggerPhrase,
    ),
    ...(options.poll ? { poll: options.poll } : {}),
    ...(adopted
      ? {
          note: `A re-run of ${host.words.runner.toLowerCase()} found this review's run ${isGoing(adopted.state) ? 'still going and follows it' : 'ended, its review not posted, and reads its result again'} (no second run was started).`,
        }
      : {}),
    resultCheck: (value) => {
      const head = (value as ReviewResult).reviewed_head;
      return head === pull.headSha
        ? []
        : [
            {
              path: '/reviewed_head',
              message: `is ${head}, but the review is of ${pull.headSha}: review that commit and set reviewed_head to it`,
            },
          ];
    },
    onResult: (value, run) => post(step, inputs, options, reviewing, value as ReviewResult, run),
  });
}

/**
 * Why a re-run takes its trigger's run, ended, instead of starting another review (the log's words): the run succeeded
 * and was asked to review this head, which has no review of this action (see reviewCommand), so its result was not
 * read, not posted, or had no findings; undefined otherwise. Its result is judged again as any result is (a repair
 * when it is not of this head).
 */
export function takesEnded(latest: RunItem, head: string): string | undefined {
  if (latest.state !== 'SUCCEEDED' || !latest.prompt.includes(`${REVIEW_HEAD_PHRASE}${head} `))
    return undefined;
  return `run ${latest.run_id} of this trigger reviewed ${short(head)} and ended SUCCEEDED, with no review of it posted: reading its result again instead of starting another run`;
}

/** Posts the review of the result (or only shows it); the line the tracking comment gets. */
async function post(
  step: Step,
  inputs: ReviewCommandInputs,
  options: ReviewOptions,
  reviewing: Reviewing,
  given: ReviewResult,
  run: RunItem,
): Promise<string | undefined> {
  const { host, markerKey } = step;
  const { pull } = reviewing;
  const head = pull.headSha;
  // The tracking comment's marker records the head reviewed, findings or none: the next review starts from it.
  if (options.post) reviewing.reporter?.setMarker({ reviewed: head });
  // An open finding keeps its thread, a declined one is not raised again: neither is posted anew.
  const open = new Set(reviewing.threads.filter((t) => !t.isResolved).map((t) => t.fingerprint));
  const fresh = given.findings.filter((f) => {
    const fp = fingerprint(f.path, f.title);
    return !open.has(fp) && !reviewing.declined.has(fp);
  });
  const repeated = given.findings.length - fresh.length;
  if (repeated)
    host.log.info(
      `${repeated} finding${repeated === 1 ? '' : 's'} of the result ${repeated === 1 ? 'is' : 'are'} open on ${repeated === 1 ? 'its' : 'their'} thread or declined: not posted again`,
    );
  const result = { ...given, findings: fresh };
  const plan = planReview(result.findings, reviewing.files, inputs.review);
  const rules = rulesLine(reviewing.rules, inputs.review.rulesFrom);
  const range = rangeLine({
    from: reviewing.since?.from,
    head,
    files: reviewing.since?.files,
    full: reviewing.since?.full,
  });
  const count = result.findings.length;
  const outputs = {
    'reviewed-head': head,
    verdict: result.verdict,
    findings: JSON.stringify(result.findings),
    'findings-count': String(count),
  };
  if (!options.post) {
    options.reviewed?.({ head, result, plan, text: renderReviewReport({ result, plan, head }) });
    writeOutputs(host, outputs);
    return undefined;
  }
  if (count === 0) {
    host.log.info(`the review of ${short(head)} found nothing: no review is posted`);
    writeOutputs(host, { ...outputs, 'review-url': '' });
    await completeCheck(step, inputs, reviewing, result, plan, safeUrl(run.session_link), undefined);
    await tidy(step, reviewing, result.resolved);
    options.reviewed?.({ head, result, plan });
    return `No findings in ${short(head)}: no review was posted.`;
  }
  // A job that raced this one may have posted the review of this head meanwhile.
  const raced = await ownReviewOf(step, reviewing, head);
  if (raced) {
    host.log.info(`the review of ${short(head)} was posted meanwhile (${raced.url}): nothing new is posted`);
    writeOutputs(host, { ...outputs, 'review-url': raced.url });
    await completeCheck(step, inputs, reviewing, result, plan, safeUrl(run.session_link), raced.url);
    await tidy(step, reviewing, result.resolved);
    return `The review of ${short(head)} was already posted: ${raced.url}`;
  }
  // What the check of this head needs, should a re-run have to finish it (finishCheck).
  const marker = encodeMarker(
    {
      v: 2,
      key: reviewKey(head),
      review: reviewMarkOf(result),
    },
    markerKey,
  );
  const session = safeUrl(run.session_link);
  const bodyOf = (allInBody: boolean) =>
    host.redact(
      renderReviewBody(
        {
          result,
          plan,
          head,
          ...(session ? { session } : {}),
          ...(range ? { range } : {}),
          ...(rules ? { rules } : {}),
          allInBody,
        },
        marker,
      ),
    );
  const comments: NewReviewComment[] = plan.inline.map((placed) => ({
    path: placed.finding.path,
    line: placed.line,
    side: placed.side,
    ...(placed.startLine !== undefined ? { start_line: placed.startLine, start_side: placed.side } : {}),
    body: host.redact(
      renderInlineComment(
        placed,
        encodeMarker({ v: 2, key: findingKey(placed.fingerprint), run: run.run_id }, markerKey),
      ),
    ),
  }));
  let posted = await createOnce(step, reviewing, { commitId: head, body: bodyOf(false), comments });
  let inline = comments.length;
  if (posted === 'unresolvable') {
    host.log.warning(
      `GitHub refused the review's inline comments (422: a line it could not resolve); posting it once more with every finding in its body`,
    );
    inline = 0;
    posted = await createOnce(step, reviewing, { commitId: head, body: bodyOf(true), comments: [] });
    if (posted === 'unresolvable')
      throw new Error(`GitHub refused the review of ${short(head)} with every finding in its body too (422)`);
  }
  host.log.info(
    `posted the review of ${short(head)}: ${count} finding${count === 1 ? '' : 's'}, ${inline} inline (${posted.url})`,
  );
  writeOutputs(host, { ...outputs, 'review-url': posted.url });
  await completeCheck(step, inputs, reviewing, result, plan, session, posted.url);
  await tidy(step, reviewing, result.resolved);
  options.reviewed?.({ head, result, plan, url: posted.url });
  return `[The review of ${short(head)}](${posted.url}): ${count} finding${count === 1 ? '' : 's'}, ${inline} inline.`;
}

/** This action's review of `head` on the pull request, when there is one (found by its verified marker). */
async function ownReviewOf(step: Step, reviewing: Reviewing, head: string): Promise<OwnReview | undefined> {
  const { port, number, self } = reviewing;
  return (await ownReviews(step, port, number, self)).find((r) => r.head === head);
}

/**
 * Posts the review once. When the post fails in a way that may hide its landing (GitHub's answer lost, a 5xx: the
 * post is never retried, see GitHubReviews.createReview), the review is looked for by its marker: one that landed is
 * the review posted, and the step goes on as if the answer had come.
 */
async function createOnce(
  step: Step,
  reviewing: Reviewing,
  review: { commitId: string; body: string; comments: NewReviewComment[] },
): Promise<PostedReview | 'unresolvable'> {
  try {
    return await reviewing.port.createReview(reviewing.number, review);
  } catch (err) {
    const landed = await ownReviewOf(step, reviewing, review.commitId).catch(() => undefined);
    if (!landed) throw err;
    step.host.log.warning(
      `GitHub's answer to the review of ${short(review.commitId)} did not come (${(err as Error).message}), but the review was posted: ${landed.url}`,
    );
    return landed;
  }
}

/** What a review's marker records of `result` for its head's check: the verdict and each finding's severity. */
const reviewMarkOf = (result: ReviewResult): ReviewMark => ({
  verdict: result.verdict,
  severities: result.findings.map((f) => f.severity),
});

/** What the check of `head` shows of a review: its conclusion by `review-fail-on`, title and summary. */
function checkOutcome(
  inputs: ReviewCommandInputs,
  head: string,
  review: ReviewMark,
  url: string | undefined,
): { conclusion: 'success' | 'failure' | 'neutral'; title: string; summary: string } {
  const count = review.severities.length;
  const failOn = inputs.review.failOn;
  return {
    conclusion: checkConclusion(
      review.severities.map((severity) => ({ severity })),
      failOn,
    ),
    title:
      count === 0
        ? `No findings in ${short(head)}`
        : `${count} finding${count === 1 ? '' : 's'} in ${short(head)}`,
    summary: [
      `Verdict: ${review.verdict}.`,
      url ? `[The review](${url}).` : '',
      failOn === 'none'
        ? 'No finding fails this check (review-fail-on: none).'
        : `A finding of ${failOn} severity or above fails this check (review-fail-on).`,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * Finishes the check of `head` from its review posted before, when the job that posted it ended before the check
 * showed the outcome (cut short, or GitHub failed the check's update): the check shows what the review's marker
 * records (its verdict, the severity of each finding), as a new check run (GitHub shows the newest of a name). No run
 * is started and nothing is posted on the pull request.
 */
async function finishCheck(
  step: Step,
  inputs: ReviewCommandInputs,
  head: string,
  review: OwnReview,
): Promise<void> {
  const { host, repository } = step;
  const name = inputs.review.checkName;
  if (await checkShown(step, name, head)) return;
  const { mark } = review;
  if (!mark) {
    host.log.warning(
      `the check "${name}" of ${short(head)} does not show the outcome of its review (${review.url}), which records no findings to show: the check is left as it is`,
    );
    return;
  }
  const { conclusion, title, summary } = checkOutcome(inputs, head, mark, review.url);
  const check = await repository!.startCheck(name, head, workflowRunUrl(step.env), {
    title,
    summary: 'Finishing the check of the review posted before.',
    refused: "the review's findings are in the review.",
  });
  if (!check) return;
  try {
    await check.complete(conclusion, title, `${summary} Finished from the review by a later job.`);
    host.log.info(
      `the check "${name}" of ${short(head)} did not show its review's outcome: finished (${conclusion})`,
    );
  } catch (err) {
    host.log.warning(`could not complete the check run: ${(err as Error).message}`);
  }
}

/** Completes the review's check: its conclusion by `review-fail-on`, the findings as annotations, the session. */
async function completeCheck(
  step: Step,
  inputs: ReviewCommandInputs,
  reviewing: Reviewing,
  result: ReviewResult,
  plan: ReviewPlan,
  session: string | undefined,
  url: string | undefined,
): Promise<void> {
  const { check, pull } = reviewing;
  if (!check) return;
  reviewing.checked = true;
  const { conclusion, title, summary } = checkOutcome(inputs, pull.headSha, reviewMarkOf(result), url);
  try {
    await check.complete(
      conclusion,
      title,
      step.host.redact(summary),
      undefined,
      annotationsOf(plan).map((a) => ({
        ...a,
        title: step.host.redact(a.title),
        message: step.host.redact(a.message),
      })),
      session,
    );
  } catch (err) {
    step.host.log.warning(`could not complete the check run: ${(err as Error).message}`);
  }
}

/**
 * Answers "Fixed in <sha>" on the threads this action opened whose finding the agent reports resolved, or whose lines
 * the new head removed, and resolves them; never a thread a person wrote on. A failure is a warning.
 */
async function tidy(step: Step, reviewing: Reviewing, resolved: readonly string[]): Promise<void> {
  const { port, number, pull } = reviewing;
  for (const thread of threadsToResolve(reviewing.threads, resolved)) {
    try {
      if (thread.commentId !== undefined)
        await port.replyTo(number, thread.commentId, `Fixed in \`${short(pull.headSha)}\`.`);
      await port.resolveThread(thread.id);
      step.host.log.info(
        `resolved the thread of ${thread.fingerprint} (${thread.path}): fixed in ${short(pull.headSha)}`,
      );
    } catch (err) {
      step.host.log.warning(
        `could not resolve the thread of ${thread.fingerprint}: ${(err as Error).message}`,
      );
    }
  }
}

/**
 * The repository's rule files at the base (or the head): REVIEW.md at the root and the nearest one up from each
 * changed file, AGENTS.md, CLAUDE.md and .github/copilot-instructions.md. Those the pull request changes are marked.
 * A file GitHub cannot give is left out (a warning when it failed for another reason than its absence).
 */
async function readRules(
  step: Step,
  port: ReviewPort,
  pull: PullFacts,
  files: readonly DiffFile[],
  from: 'base' | 'head',
): Promise<RuleFile[]> {
  const ref = from === 'base' ? pull.baseSha : pull.headSha;
  const changed = new Set(files.map((f) => f.path));
  const read = async (path: string): Promise<RuleFile | undefined> => {
    try {
      const text = await port.fileAt(ref, path);
      return text === undefined ? undefined : { path, text, changed: changed.has(path) };
    } catch (err) {
      step.host.log.warning(
        `could not read the rule file ${path} at ${short(ref)}: ${(err as Error).message}`,
      );
      return undefined;
    }
  };
  const top = (await Promise.all(RULE_FILES.map(read))).filter((r): r is RuleFile => r !== undefined);
  const nested = (await Promise.all(nestedRuleCandidates([...changed]).map(read))).filter(
    (r): r is RuleFile => r !== undefined,
  );
  // Of the nested ones, only those nearest to a changed file.
  const found = new Set([...top, ...nested].map((r) => r.path));
  const nearest = new Set([...changed].map((path) => nearestRule(path, found)));
  return [...top, ...nested.filter((r) => nearest.has(r.path))];
}

/**
 * `@cloud-agent fix` as a reply on a thread the review opened: a follow-up to the review's run (normal mode, no
 * review schema) naming the finding, followed as any follow-up (the budget counts from it). For a pull request from a
 * fork the thread is told why not: the agent can push only to a branch of this repository.
 */
async function fixFromThread(
  step: Step,
  inputs: ReviewCommandInputs,
  port: ReviewPort,
  pull: PullFacts,
  request: string,
  options: ReviewOptions,
): Promise<void> {
  const { elsewhere } = options;
  const { host, client, trigger, markerKey } = step;
  const comment = trigger.comment!;
  const number = pull.number;
  const self = await step.repository!.self();
  const threads = await port.threads(number);
  const thread = threads.find((t) => t.comments.some((c) => c.id === comment.id));
  const root = thread?.comments[0];
  const mark =
    root && root.author.toLowerCase() === self.toLowerCase() ? decodeMarker(root.body, markerKey) : undefined;
  const fp = /^finding:(fp-[0-9a-f]{8})$/.exec(mark?.key ?? '')?.[1];
  if (!thread || !root || !fp || !mark?.run) {
    host.log.info(
      `"${inputs.conversation.triggerPhrase} fix" is a verb of the review only on a thread it opened: this comment is a plain request, for ${elsewhere ? 'the conversation' : 'the run command'}`,
    );
    return elsewhere?.();
  }
  await step.repository!.react(comment, 'eyes');
  if (pull.fork) {
    host.log.info(`pull request #${number} comes from a fork: the agent cannot push a fix to it`);
    await port.replyTo(
      number,
      root.id!,
      `This pull request comes from a fork: the agent can only push to a branch of this repository, so it cannot fix ${fp} here. Push the fix to the pull request's branch yourself, or open the change from a branch of this repository.`,
    );
    return;
  }
  const runId = mark.run;
  const origin = originOf(step.env, trigger, inputs);
  const reporter = stepReporter(step, { enabled: inputs.comment, self, marker: { key: origin.key } });
  // A re-run of this job finds the fix sent by the comment's tracking comment, and follows the run without sending it
  // again (a second follow-up would have the agent fix it twice).
  const found = await reporter.findExisting();
  const before = await client.runs.get(runId, { signal: step.signal });
  const sent = sentBefore(found, comment, before);
  if (sent) {
    host.log.info(
      `the fix of ${fp} was sent to run ${runId} by an earlier attempt of this job: following it (${before.state}), nothing sent again`,
    );
  } else {
    const heading = (root.body.split('\n')[0] ?? '').replace(/\*\*/g, '');
    const message = [
      `Fix the finding ${fp} of your review of pull request #${number} (${thread.path}${thread.line !== undefined ? `:${thread.line}` : ''}): ${heading}`,
      `Push the fix as a new commit to the pull request's branch ${pull.headRef} (its head is ${pull.headSha}).`,
      ...(request ? ['', fence('request', request)] : []),
    ].join('\n');
    await sendFix(step, inputs, reporter, before, message, { fp, comment });
    host.log.info(`sent the fix of ${fp} to run ${runId} (${before.state})`);
  }
  holdRun(step, runId);
  await followRun({
    ...followOptions(step, inputs, reporter, runId, inputs.conversation.triggerPhrase),
    note: sent
      ? `A re-run of ${host.words.runner.toLowerCase()} is following the run the fix of ${fp} was already sent to.`
      : `A fix of ${fp} was asked on its review thread by @${comment.author}.`,
    // The budget counts from where the earlier attempt's comment says it did, and goes on from what it counted.
    ...(sent
      ? { creditsBaseline: found.state.baseline ?? 0, creditsCarried: countedOf(found.state, comment) }
      : {
          movedSince: before.updated_at,
          creditsBaseline: creditsOf(before),
          resultBefore: fileUids(before),
        }),
    ...(options.poll ? { poll: options.poll } : {}),
  });
}

/**
 * Sends the fix (`message`) to the review's run (`run`, as read just before), once: the tracking comment is written
 * first (Reporter.recordSending, with what the fix asks of the work: its deadline, budget and asking comment), so a
 * re-run of a job cut short once the fix was on its way tells by the run whether it landed (sentBefore). The run is held
 * while the fix is on its way (holdWhileSending): a job cancelled meanwhile leaves the work it started to its post step.
 * A failed send is shown on the comment, as sent or not, and thrown.
 */
async function sendFix(
  step: Step,
  inputs: ReviewCommandInputs,
  reporter: Reporter,
  run: RunItem,
  message: string,
  asking: { fp: string; comment: CommentInfo },
): Promise<void> {
  const { fp, comment } = asking;
  // Once sent, the comment is the last routed to the run; until then it is on its way.
  const sent = { ...markOf(comment), sending: undefined };
  reporter.setMarker({ ...askedMarker(inputs, run, { schema: undefined }), ...sendingOf(comment, run) });
  await recordBeforeSending(step, run.run_id, () =>
    reporter.recordSending(run, renderFixSending(fp, comment.author, run.run_id), step.signal),
  );
  const hold = holdWhileSending(step, run, inputs, { schema: undefined, marker: sent });
  try {
    await step.client.runs.followUp(run.run_id, { message, mode: 'normal' }, { signal: step.signal });
    reporter.setMarker(sent);
  } catch (err) {
    const no = refused(step, err);
    // Refused: nothing is on its way, and a re-run sends it whatever the run does.
    if (no) reporter.setMarker({ sending: undefined });
    const failure = { kind: no ? 'refused' : 'unknown', message: (err as Error).message } as const;
    await reporter
      .recordSending(
        run,
        renderFixSending(fp, comment.author, run.run_id, failure),
        AbortSignal.timeout(step.signal.aborted ? STOPPING_FINAL_WRITE_MS : FINAL_WRITE_MS),
      )
      .catch((error: unknown) =>
        step.host.log.warning(`could not write the tracking comment: ${(error as Error).message}`),
      );
    hold.release();
    throw err;
  }
}
