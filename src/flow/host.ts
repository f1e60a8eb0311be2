/**
 * What differs between hosts (a GitHub Actions step, a command line elsewhere): where inputs come from, where log
 * lines, outputs and the summary go, what is kept for a later step. The host redacts whatever it writes, so the
 * flows hand it text as it is. The flows and commands see only this interface, which lives here, with the flows that
 * need it; the hosts that fill it sit above them: the action's (src/host/action.ts, src/github/) and the command
 * line's (src/host/cli.ts).
 */
import type { InputSource } from '../inputs.ts';
import type { MarkerState } from '../render/marker.ts';
import type { CommentInfo, CommentRef, RunEnvironment, Trigger } from './context.ts';
import type { ChangedFile } from './prompt.ts';
import type { DiffFile, Side } from './review.ts';

export interface Log {
  info(message: string): void;
  warning(message: string): void;
  /**
   * A titled group of lines (`detail`, lines joined by `\n`), written whole at once: the action's log folds it
   * (`::group::`); a host without groups writes the title alone. Untrusted text: the host cleans it as any line.
   */
  group?(title: string, detail: string): void;
  /** The host stamps every line with the time itself (the command line): the flows add none of their own. */
  stamped?: boolean;
}

/** Values the main step hands to a later step of the same job (the post step). */
export interface StateStore {
  save(name: string, value: string): void;
  load(name: string): string;
}

/**
 * How a host names things to its user. The flows say what happened; the host says how its user acts on it: a
 * workflow's author sets `wait: false`, a terminal's user types `--no-wait`. Text here is markdown (it goes into
 * reports as it is, and into log lines).
 */
export interface Words {
  /** Input `name` as an error message names it: `Input "timeout-minutes"`, `--timeout`. */
  input(name: string): string;
  /** How the user sets input `name` (to `value`): `` `timeout-minutes` ``, `` `wait: false` ``; `` `--no-wait` ``. */
  setting(name: string, value?: string): string;
  /** Who starts and follows the run, as a sentence's subject: "The workflow", "The command". */
  runner: string;
  /** What stopping by a signal is to this user: "The workflow job was cancelled", "The command was interrupted". */
  interrupted: string;
  /** The same, as an error message starts: "job cancelled", "interrupted". */
  stopped: string;
  /** Where the work came from, for the report's last lines. */
  origin(from: { trigger: Trigger; env: RunEnvironment }): string;
  /** A link to what runs the step (the workflow run, the CI job), when there is one. */
  workflowRun(env: RunEnvironment): string | undefined;
  /** How this host's user sends run `runId` a follow-up (where no thread reply can). */
  followup(runId: string): string;
  /** How to approve the plan run `runId` proposed (where no thread takes `<trigger-phrase> approve`). */
  approve(runId: string): string;
  /** What becomes of a report left going (`wait: false`, detached), for the report's reader. */
  leftGoing(runId: string): string;
  /** What comes next when a cancel was not seen through: "the post step of the job tries again." */
  cancelLater(runId: string): string;
  /** Who finds the run of a create cut short by a stop: "the post step looks for it". */
  lostCreate: string;
  /** Why no GitHub thread can be read or written, as a sentence starts: "No `github-token`". */
  noGitHub: string;
  /** Where the report of a run started without a thread is: "its report is in its own job summary". */
  ownReport: string;
  /** Where a report is written besides the thread, after "could not write": "the job summary", "the --markdown file". */
  summary: string;
  /** How to give the service an API key it accepts (after a 401). */
  apiKey: string;
  /**
   * Where the repository's files are read and how they get there, after "does not exist": "in the workspace: check
   * out the repository first (actions/checkout)".
   */
  workspace: string;
}

/** Inputs come through the host (`input`), which hides the secrets among them (`secret`): src/inputs.ts. */
export interface Host extends InputSource {
  /** How this host names inputs and actions to its user. */
  words: Words;
  /** `text` as the host would write it (secrets removed): for sizing a body before it is sent. */
  redact(text: string): string;
  log: Log;
  state: StateStore;
  /** Sets an output of the step; at most `maxChars` characters when given, cut with a note. */
  output(name: string, value: string, maxChars?: number): void;
  /** Appends markdown to the job summary (or the host's equivalent). */
  summary(markdown: string): Promise<void>;
  /** Ends the step as failed, with `message` as its error. */
  fail(message: string): void;
}

/** A comment on a thread that carries a marker the action can verify. */
export interface FoundComment {
  id: number;
  url: string;
  body: string;
  state: MarkerState;
  author: string;
  /** When it was last edited, as GitHub answered (its `updated_at`); none when GitHub gave none. */
  updatedAt?: string;
}

/** The state a comment's body carries, when its marker verifies (render/marker.ts, under the marker key). */
export type ReadMarker = (body: string | null | undefined) => MarkerState | undefined;

/** Where a report goes on a thread: one comment, found again by its marker, created on the first write. */
export interface ThreadComment {
  readonly id: number | undefined;
  readonly url: string | undefined;
  /** The thread it is on. */
  readonly number: number;
  /** Looks for an existing comment of this work (a re-run finds the first attempt's). */
  find(signal?: AbortSignal): Promise<FoundComment | undefined>;
  adopt(comment: FoundComment): void;
  /** Creates the comment or edits it; nothing when the body is unchanged. */
  write(body: string, signal?: AbortSignal): Promise<void>;
  /**
   * When the last write that reached GitHub happened, as GitHub answered it (the comment's `updated_at`); undefined
   * before any, after `adopt`, or when the answer gave none.
   */
  readonly writtenAt: string | undefined;
  /**
   * Claims the approval of the plan the comment shows, once per plan whatever runs at once: a reaction by the
   * token's identity, which GitHub makes once per identity (201 for the first, 200 with the same reaction for a
   * repeat). `claimed`: this call made it; `taken`: it was there already (another approval). Throws what GitHub
   * answered otherwise; the comment must exist.
   */
  claim(signal?: AbortSignal): Promise<'claimed' | 'taken'>;
  /** The claim this object made (its reaction's id, as GitHub answered it), once `claim` answered `claimed`. */
  readonly claimId?: number;
  /**
   * Removes the claim (the identity's reaction), if there is one: a new plan may be approved. With `only`, that
   * reaction alone, if it is still there: a claim made since (another approval's) stays. True when one was removed.
   */
  unclaim(signal?: AbortSignal, only?: number): Promise<boolean>;
  /** Whether the approval of the plan the comment shows is claimed (the identity's reaction is there): a read. */
  claimed(signal?: AbortSignal): Promise<boolean>;
}

export type Access =
  | { allowed: true; permission: string }
  | {
      allowed: false;
      reason: string;
      /** Say nothing on the thread (bots). */ quiet: boolean;
    };

/** Which permissions and which bots may start work (the inputs allowed-permissions and allowed-bots). */
export interface AccessRules {
  allowedPermissions: readonly string[];
  allowedBots: readonly string[];
}

export type Reaction = 'eyes' | 'rocket' | 'confused';

/**
 * What became of a reaction: given (or none to give: a review's body has no reactions); `gone`, GitHub has no such
 * comment any more (deleted since it asked: 404 or 410); `failed`, any other failure (a warning in the log).
 */
export type Reacted = 'given' | 'gone' | 'failed';

/** A line of a file a check points at (GitHub's annotation), on the commit the check is on. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

/** What a check says while it is in progress, and what the log says when the token may not create it. */
export interface CheckStart {
  title: string;
  summary: string;
  refused: string;
}

/** A check on a commit, shown in progress until completed. */
export interface Check {
  readonly url: string;
  /** The GitHub App it was written as (the token's: GitHub Actions' for a workflow's), where GitHub's answer said. */
  readonly appId?: number | undefined;
  /**
   * Completes it; `text` is the output's text (below the summary on the check's page); `annotations` point at lines
   * (at most 50 are sent); `detailsUrl` replaces the link the check started with.
   */
  complete(
    conclusion: 'success' | 'failure' | 'neutral',
    title: string,
    summary: string,
    text?: string,
    annotations?: CheckAnnotation[],
    detailsUrl?: string,
  ): Promise<void>;
}

/** A check run as read back from a commit (src/github/checks.ts). */
export interface CheckRunFacts {
  id: number;
  /** The GitHub App that wrote it (its `app.id`); undefined where GitHub's answer does not say. */
  appId?: number;
  status: string;
  conclusion: string | null;
  url: string | undefined;
  /** Its output's title. */
  title: string | undefined;
  text: string | undefined;
}

/** What the gate reads of a pull request: its head, when it was opened, the branch it goes into. */
export interface PullRequestFacts {
  headSha: string;
  createdAt: string;
  baseRef: string;
}

/**
 * The repository the work is about, on its code host (GitHub, for the action): its threads and their comments,
 * who may start work, checks. Present when the host has a token to reach it.
 */
export interface Repository {
  /** The login the host writes as. */
  self(): Promise<string>;
  /** The comment on thread `number` written by `self` whose verified marker `matches`. */
  trackingComment(
    number: number,
    self: string,
    readMarker: ReadMarker,
    matches: (state: MarkerState) => boolean,
  ): ThreadComment;
  /** Every comment on thread `number` by `self` whose marker verifies, oldest first. */
  markedComments(number: number, self: string, readMarker: ReadMarker): Promise<FoundComment[]>;
  /** Comment `id` as it is now, when `self` wrote it and its marker verifies; undefined otherwise (or gone). */
  markedComment(id: number, self: string, readMarker: ReadMarker): Promise<FoundComment | undefined>;
  /** Whether the author of text that would start work may start it. */
  access(author: { login: string; type?: string | undefined }, rules: AccessRules): Promise<Access>;
  /** Reacts to the comment that asked for work: what became of the reaction (a failure is a warning). */
  react(comment: CommentInfo, reaction: Reaction): Promise<Reacted>;
  /**
   * The reaction that closes the work the comment asked for (🚀 or 😕), unless the host's login gave it one already
   * (whoever finished its report first). Throws what GitHub answered to the reaction.
   */
  close(comment: CommentRef, reaction: 'rocket' | 'confused'): Promise<void>;
  /**
   * A re-run's closing reaction (🚀 or 😕): the other one the host's login gave the comment before (an earlier
   * attempt's, or a settle's for it) taken off, then given, so that the comment shows how the newest attempt ended,
   * never both. Throws what GitHub answered.
   */
  reclose(comment: CommentRef, reaction: 'rocket' | 'confused'): Promise<void>;
  /** Posts a comment on thread `number` (never retried: a retry could post it twice). */
  reply(number: number, body: string): Promise<void>;
  /**
   * Whether GitHub no longer has the comment (404 or 410: deleted since it was written). A look that fails otherwise
   * is taken as no; a review's body is never looked at.
   */
  deleted(comment: CommentInfo): Promise<boolean>;
  /** The bodies of every comment on thread `number`. */
  commentBodies(number: number): Promise<string[]>;
  /** The files pull request `number` changes. */
  changedFiles(number: number): Promise<ChangedFile[]>;
  /** Pull request `number`'s head commit, when it was opened and the branch it goes into. */
  pullRequest(number: number): Promise<PullRequestFacts>;
  /** A check in progress on `headSha`; undefined when the token may not create one (with a warning). */
  startCheck(
    name: string,
    headSha: string,
    detailsUrl: string,
    started?: CheckStart,
  ): Promise<Check | undefined>;
  /**
   * When the newest successful run of this workflow (other than `currentRunId`) started (ISO 8601), or undefined
   * when there is none. Throws what GitHub answered otherwise (403 without `actions: read`).
   */
  lastSuccessfulRun(workflowRef: string, currentRunId: string): Promise<string | undefined>;
  /** The check runs named `name` on commit `sha`, newest first (the newest of the name; GitHub's `latest`). */
  checkRuns(sha: string, name: string): Promise<CheckRunFacts[]>;
  /**
   * The commits this workflow (`workflowRef`) ran on for pushes to `branch`, newest first, at most `limit`;
   * undefined when the ref names no workflow of the repository. Throws what GitHub answered (403 without
   * `actions: read`).
   */
  workflowHeads(workflowRef: string, branch: string, limit: number): Promise<string[] | undefined>;
  /** Pull-request reviews (`command: review`), loaded when asked for. */
  reviews?(): Promise<ReviewPort>;
}

/** What the review command reads of a pull request. */
export interface PullFacts {
  number: number;
  headSha: string;
  /** The head branch's name. */
  headRef: string;
  baseSha: string;
  draft: boolean;
  state: string;
  author: string;
  authorType: string | undefined;
  /** The head branch is in another repository. */
  fork: boolean;
}

/** A review on a pull request, as GitHub lists it. */
export interface PostedReview {
  id: number;
  url: string;
  author: string;
  body: string;
  commitId: string | undefined;
}

/** An inline comment of a new review. */
export interface NewReviewComment {
  path: string;
  line: number;
  side: Side;
  start_line?: number;
  start_side?: Side;
  body: string;
}

/** A review thread, as GitHub's GraphQL API shows it: its comments oldest first. */
export interface ReviewThread {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  path: string;
  line: number | undefined;
  comments: { id: number | undefined; author: string; body: string }[];
}

/** GitHub's pull-request reviews, as the review command uses them. */
export interface ReviewPort {
  pull(number: number): Promise<PullFacts>;
  /** The files of `base...head` with their patches; undefined when GitHub has no such compare (404). */
  compare(base: string, head: string): Promise<DiffFile[] | undefined>;
  /** File `path` at commit `ref`; undefined when there is none (404). */
  fileAt(ref: string, path: string): Promise<string | undefined>;
  /** The reviews of pull request `number`, oldest first. */
  reviews(number: number): Promise<PostedReview[]>;
  /** Posts a review (`COMMENT`); `unresolvable` when GitHub answers 422 (a line it could not resolve, say). */
  createReview(
    number: number,
    review: { commitId: string; body: string; comments: NewReviewComment[] },
  ): Promise<PostedReview | 'unresolvable'>;
  /** The review threads of pull request `number`. */
  threads(number: number): Promise<ReviewThread[]>;
  /** Replies to review comment `commentId` (never retried: a retry could post twice). */
  replyTo(number: number, commentId: number, body: string): Promise<void>;
  resolveThread(threadId: string): Promise<void>;
}
