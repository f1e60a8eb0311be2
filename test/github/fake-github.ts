/**
 * A fake GitHub REST API for the end-to-end tests: the operations the action calls, on real HTTP, checked against
 * GitHub's own OpenAPI description (test/github/openapi-extract.json, made by scripts/github-openapi-extract.ts).
 *
 * Every request is validated (route, path and query parameters, JSON body); a request GitHub would reject is
 * answered as GitHub answers it (404 unknown route, 400 bad JSON, 422 bad body) AND recorded as a violation, and
 * `close()` rejects when there is one. Every success answer is validated against the description's response
 * schema too, so the action is tested against GitHub-shaped data only (a mismatch is a violation as well).
 *
 * GitHub's GraphQL API is there too, at `graphqlUrl` (`POST /graphql`): a small part of its schema, parsed and checked
 * as GitHub does (test/github/fake-graphql.ts). Tokens authenticate as DEFAULT_TOKENS say (`ghs_app_token` is a
 * GitHub App's installation token, writing as APP_BOT) or as `state.addToken` adds; `{ enterprise: true }` serves the
 * Enterprise Server layout (`/api/v3`, `/api/graphql`).
 *
 *   const gh = await startFakeGitHub();
 *   gh.state.addPullRequest({ number: 7, title: 'Fix', head: { ref: 'fix', sha: 'abc' }, base: { ref: 'main' } });
 *   gh.state.addWorkflowRun({ workflow: 'settle.yml', run_started_at: '2025-01-01T10:00:00Z' });
 *   const octokit = getOctokit('ghs_action_token', { baseUrl: gh.url });
 *   ...
 *   await gh.close(); // throws if any request broke the description
 */
import {
  STATUS_CODES,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { OPERATION_IDS } from '../../scripts/github-openapi-extract.ts';
import { answerGraphQL, type ThreadFacts } from './fake-graphql.ts';
import { AJV_LIGHT } from '../helpers/ajv-light.ts';
import { lazyValidator, type Validator } from '../helpers/lazy-validator.ts';

export type OperationId = (typeof OPERATION_IDS)[number];
/** What a request is logged as and faults are aimed at: a REST operation of the description, or the GraphQL API. */
export type FakeOperation = OperationId | 'graphql';
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
export type UserType = 'User' | 'Bot' | 'Organization';
export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

const EXTRACT_PATH = new URL('./openapi-extract.json', import.meta.url);
const EXTRACT_ID = 'github-openapi-extract.json';
export const DEFAULT_REPO = 'acme/app';
/** The workflow files DEFAULT_REPO has from the start (without runs); other files answer 404 until added. */
export const DEFAULT_WORKFLOWS = ['agent.yml', 'settle.yml'];
const WEB = 'https://github.com';
const DOCS = 'https://docs.github.com/rest';

// ---------------------------------------------------------------------------------------------------------------
// Public types

/** Who a token authenticates as. */
export interface TokenIdentity {
  /** The user the token acts as; comments it writes are authored by this login. */
  login: string;
  /**
   * An installation token (the GITHUB_TOKEN of a workflow, a GitHub App): `GET /user` answers 403 "Resource not
   * accessible by integration", and it may create check runs.
   */
  installation?: boolean;
  /** Every write answers 403 "Resource not accessible by integration" (a fork pull request's GITHUB_TOKEN). */
  readOnly?: boolean;
  /**
   * The token's `actions` permission: 'none' (a workflow whose `permissions:` leave out `actions: read`) answers
   * 403 "Resource not accessible by integration" to reads of workflow runs. Default 'read'.
   */
  actions?: 'read' | 'none';
}

export interface UserInput {
  login: string;
  id?: number;
  type?: UserType;
  name?: string | null;
  email?: string | null;
}

export interface UserRecord {
  login: string;
  id: number;
  type: UserType;
  name: string | null;
  email: string | null;
  created_at: string;
}

export interface RepoInput {
  /** `owner/name` */
  fullName: string;
  private?: boolean;
  default_branch?: string;
  description?: string | null;
}

export interface RepoRecord {
  id: number;
  owner: string;
  name: string;
  full_name: string;
  private: boolean;
  default_branch: string;
  description: string | null;
  created_at: string;
  /** Explicit permissions by lower-cased login. */
  permissions: Map<string, { login: string; permission: Permission }>;
  issues: Map<number, IssueRecord>;
  nextNumber: number;
}

export interface IssueInput {
  /** `owner/name`; default acme/app */
  repo?: string;
  /** Default: the next free number. */
  number?: number;
  title: string;
  body?: string | null;
  /** Author's login (created when unknown). Default `octo-contributor`. */
  user?: string;
  labels?: string[];
  state?: 'open' | 'closed';
  created_at?: string;
}

export interface PullFileInput {
  filename: string;
  status?: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions?: number;
  deletions?: number;
  changes?: number;
  patch?: string;
  previous_filename?: string;
}

export interface PullRequestInput extends IssueInput {
  /** `repo`: the head repository's full name when the pull request comes from a fork. */
  head: { ref: string; sha: string; repo?: string };
  base: { ref: string; sha?: string };
  files?: PullFileInput[];
  draft?: boolean;
  merged?: boolean;
}

export type PullFile = Required<
  Pick<PullFileInput, 'filename' | 'status' | 'additions' | 'deletions' | 'changes'>
> &
  Pick<PullFileInput, 'patch' | 'previous_filename'>;

export interface PullRecord {
  id: number;
  head: { ref: string; sha: string; repo: string };
  base: { ref: string; sha: string };
  files: PullFile[];
  draft: boolean;
  merged: boolean;
}

export interface IssueRecord {
  repo: RepoRecord;
  id: number;
  number: number;
  title: string;
  body: string | null;
  user: string;
  labels: string[];
  state: 'open' | 'closed';
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  pull?: PullRecord;
}

export interface CommentInput {
  repo?: string;
  issue_number: number;
  body: string;
  user?: string;
  created_at?: string;
}

export interface CommentRecord {
  id: number;
  repo: RepoRecord;
  issue_number: number;
  body: string;
  user: string;
  created_at: string;
  updated_at: string;
}

/**
 * One write of an issue comment as GitHub applied it, in the order it applied them: made (by the API or a test's
 * `addComment`), edited or deleted, with the body it has after the write and GitHub's time of it (`updated_at`; a
 * deletion's time is the clock's then). What a reader of the thread could have seen, and when.
 */
export interface CommentWrite {
  kind: 'create' | 'update' | 'delete';
  id: number;
  issue_number: number;
  user: string;
  body: string;
  at: string;
  /** The User-Agent of the request that wrote it (none for a test's `addComment`): which client wrote. */
  agent?: string;
}

export interface ReviewCommentInput {
  repo?: string;
  pull_number: number;
  body: string;
  user?: string;
  path?: string;
  line?: number;
  side?: 'LEFT' | 'RIGHT';
  diff_hunk?: string;
  commit_id?: string;
  in_reply_to_id?: number;
  created_at?: string;
  /** The review it belongs to; default: a review of its own. */
  review_id?: number;
  start_line?: number;
}

export interface ReviewCommentRecord {
  id: number;
  repo: RepoRecord;
  pull_number: number;
  review_id: number;
  body: string;
  user: string;
  path: string;
  line: number;
  side: 'LEFT' | 'RIGHT';
  diff_hunk: string;
  commit_id: string;
  in_reply_to_id?: number;
  start_line?: number;
  created_at: string;
  updated_at: string;
}

/** A compare of two commits (`GET /compare/{base}...{head}`): its files and their patches. */
export interface CompareInput {
  repo?: string;
  base: string;
  head: string;
  files: PullFileInput[];
}

export interface ReviewRecord {
  id: number;
  repo: RepoRecord;
  pull_number: number;
  user: string;
  body: string;
  state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'PENDING';
  commit_id: string;
  submitted_at: string;
}

export interface ReactionRecord {
  id: number;
  repo: RepoRecord;
  subject: { kind: 'issue'; number: number } | { kind: 'issue_comment' | 'review_comment'; id: number };
  content: ReactionContent;
  user: string;
  created_at: string;
}

export interface CheckRunRecord {
  id: number;
  repo: RepoRecord;
  name: string;
  head_sha: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion: string | null;
  started_at: string | null;
  completed_at: string | null;
  details_url: string | null;
  external_id: string | null;
  output: { title: string | null; summary: string | null; text: string | null; annotations_count: number };
  /** Annotations sent so far (GitHub appends those of every update). */
  annotations: unknown[];
  actions: unknown[];
  /** Login of the token that created it. */
  creator: string;
  /** The GitHub App it was written as, when not GitHub Actions (a check another app wrote). */
  app?: { id: number; slug: string; name: string };
  /** Every request body that created or updated it, in order. */
  history: Record<string, unknown>[];
}

/** A check run written by someone other than the step (another workflow's gate, seeded by a test). */
export interface CheckRunInput {
  /** `owner/name`; default acme/app */
  repo?: string;
  name: string;
  head_sha: string;
  /** Default `completed`. */
  status?: CheckRunRecord['status'];
  /** Default `success` when completed, else null. */
  conclusion?: string | null;
  output?: { title?: string; summary?: string; text?: string };
  /** Default now. */
  completed_at?: string;
  /** The GitHub App that writes it; default GitHub Actions (a workflow's token). */
  app?: { id: number; slug: string; name: string };
}

/** A run's lifecycle status; GitHub's `status` filter takes these and the conclusions alike. */
export type WorkflowRunStatus = 'requested' | 'queued' | 'pending' | 'waiting' | 'in_progress' | 'completed';
const RUN_STATUSES: readonly string[] = [
  'requested',
  'queued',
  'pending',
  'waiting',
  'in_progress',
  'completed',
];

export interface WorkflowRunInput {
  /** `owner/name`; default acme/app */
  repo?: string;
  /** Default: the next free id. */
  id?: number;
  /** The workflow file under .github/workflows/. Default `settle.yml`. */
  workflow?: string;
  /** Default `completed`. */
  status?: WorkflowRunStatus;
  /** Default `success` when completed, else null. */
  conclusion?: 'success' | 'failure' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required' | null;
  /** Default now. */
  created_at?: string;
  /** When its latest attempt started. Default `created_at`. */
  run_started_at?: string;
  /** Default 1. */
  run_attempt?: number;
  /** Default `schedule`. */
  event?: string;
  /** Default the repository's default branch. */
  head_branch?: string;
  head_sha?: string;
}

export interface WorkflowRunRecord {
  id: number;
  repo: RepoRecord;
  workflow: string;
  workflow_id: number;
  run_number: number;
  status: WorkflowRunStatus;
  conclusion: string | null;
  created_at: string;
  updated_at: string;
  run_started_at: string;
  run_attempt: number;
  event: string;
  head_branch: string;
  head_sha: string;
}

export interface LoggedRequest {
  /** The REST operation, or `graphql` for a request to the GraphQL API. */
  operationId: FakeOperation | undefined;
  /** For a GraphQL request whose document parsed: its operation's kind (`query`, `mutation`). */
  graphqlOperation?: string;
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none (or it was not JSON: see `rawBody`). */
  body: unknown;
  rawBody: string;
  /** The login the token authenticated as, if it did. */
  login: string | undefined;
  status: number;
  at: string;
  /** The injected fault that hit it, if one did (its answer, or its lack of one, is the fault's). */
  fault?: FaultRule;
  /** How many comment writes `state.commentWrites` held when the request arrived: what a read of it could see. */
  journaled: number;
}

export type FaultRule =
  | {
      operationId?: FakeOperation;
      /** How many matching requests it hits. Default 1. */
      times?: number;
      status: number;
      headers?: Record<string, string>;
      body?: unknown;
    }
  | { operationId?: FakeOperation; times?: number; reset: true }
  /** Never answers: the request hangs until the client gives up (or the fake closes). */
  | { operationId?: FakeOperation; times?: number; stall: true }
  /** Answers as usual (doing the work) but only after `delayMs`. */
  | { operationId?: FakeOperation; times?: number; delayMs: number }
  /** Does the work, then resets the connection: GitHub wrote, and the answer is lost. */
  | { operationId?: FakeOperation; times?: number; lostAnswer: true };

/** What `FakeGitHubState.snapshot` keeps: plain records, Maps and shared references (v8.serialize writes it). */
export interface FakeGitHubSnapshot {
  users: Map<string, UserRecord>;
  tokens: Map<string, TokenIdentity>;
  repos: Map<string, RepoRecord>;
  comments: Map<number, CommentRecord>;
  reviewComments: Map<number, ReviewCommentRecord>;
  reactions: ReactionRecord[];
  checkRuns: CheckRunRecord[];
  workflowRuns: WorkflowRunRecord[];
  workflowIds: Map<string, number>;
  ids: Record<string, number>;
  ahead: number;
}

export interface FakeGitHubOptions {
  host?: string;
  port?: number;
  /** Close rejects when a request (or an answer) broke the description. Default true. */
  strict?: boolean;
  /** The clock of created_at/updated_at. Default the real one. */
  now?: () => Date;
  /**
   * GitHub Enterprise Server's layout: the REST API under `/api/v3` (`url` ends so) and GraphQL at `/api/graphql`.
   * Default github.com's: REST at the root, GraphQL at `/graphql`.
   */
  enterprise?: boolean;
}

export interface FakeGitHub {
  /** The API base URL (what GITHUB_API_URL / octokit's baseUrl take), without a trailing slash. */
  url: string;
  /** The GraphQL endpoint (what the runner sets GITHUB_GRAPHQL_URL to). */
  graphqlUrl: string;
  requests: LoggedRequest[];
  /** Every rule of GitHub's description a request (or an answer of the fake) broke. */
  violations: string[];
  state: FakeGitHubState;
  faults: {
    inject(rule: FaultRule): void;
    clear(): void;
    /** Rules with hits left. */
    readonly pending: FaultRule[];
  };
  /** Requests, optionally of one operation. */
  count(operationId?: FakeOperation): number;
  /**
   * Resolves once every request a `delayMs` fault held has been answered, its work done: what a client that sent them
   * and stopped listening (its process ended) still changed.
   */
  landed(): Promise<void>;
  /** Stops the server; rejects (naming the rules) when `strict` and there are violations. */
  close(): Promise<void>;
}

/**
 * Whether a logged request asked GitHub to change something: a REST request other than GET, or a GraphQL mutation
 * (a GraphQL query is a read, though it is sent with POST).
 */
export function isWrite(request: LoggedRequest): boolean {
  if (request.operationId === 'graphql') return request.graphqlOperation === 'mutation';
  return request.method !== 'GET' && request.method !== 'HEAD';
}

// ---------------------------------------------------------------------------------------------------------------
// Default identities

export const GITHUB_ACTIONS_BOT: UserInput = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
/** The bot of a GitHub App installed on the repository, whose installation token is `ghs_app_token`. */
export const APP_BOT = 'cloud-agent-app[bot]';
export const DEFAULT_TOKENS: Record<string, TokenIdentity> = {
  /** The GITHUB_TOKEN of a workflow run. */
  ghs_action_token: { login: 'github-actions[bot]', installation: true },
  /**
   * A GitHub App's installation token (as actions/create-github-app-token makes): it writes as the app's bot, and
   * `GET /user` answers it 403 like any installation token.
   */
  ghs_app_token: { login: APP_BOT, installation: true },
  /** A personal access token of a maintainer. */
  ghp_user_token: { login: 'octo-maintainer' },
  /** The GITHUB_TOKEN of a workflow run for a pull request from a fork: read-only. */
  ghs_fork_token: { login: 'github-actions[bot]', installation: true, readOnly: true },
};

/** The GitHub Actions app, as check runs created with a GITHUB_TOKEN show it. */
const GITHUB_ACTIONS_APP = {
  id: 15368,
  slug: 'github-actions',
  node_id: 'MDM6QXBwMTUzNjg=',
  name: 'GitHub Actions',
  description: 'Automate your workflow from idea to production',
  external_url: 'https://help.github.com/en/actions',
  html_url: 'https://github.com/apps/github-actions',
  created_at: '2018-07-30T09:30:17Z',
  updated_at: '2019-12-10T19:04:12Z',
  permissions: { actions: 'write', checks: 'write', contents: 'write', issues: 'write', metadata: 'read' },
  events: ['check_run', 'check_suite', 'issue_comment', 'pull_request', 'push', 'workflow_dispatch'],
};

// ---------------------------------------------------------------------------------------------------------------
// Errors

/** Thrown by handlers: answered as `{ message, documentation_url, status }` like GitHub's errors. */
export class GitHubError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

const notFound = () => new GitHubError(404, 'Not Found');
const notAccessible = () => new GitHubError(403, 'Resource not accessible by integration');

// ---------------------------------------------------------------------------------------------------------------
// State

const ROLE_RANK: Record<Permission, number> = {
  none: 0,
  read: 1,
  triage: 2,
  write: 3,
  maintain: 4,
  admin: 5,
};

function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function pullFiles(files: PullFileInput[]): PullFile[] {
  return files.map((f) => {
    const additions = f.additions ?? 0;
    const deletions = f.deletions ?? 0;
    return {
      filename: f.filename,
      status: f.status ?? 'modified',
      additions,
      deletions,
      changes: f.changes ?? additions + deletions,
      patch: f.patch,
      previous_filename: f.previous_filename,
    };
  });
}

/**
 * The lines of a patch a review comment may sit on, per side, each with the index of its hunk: on RIGHT the added and
 * context lines (numbered in the new file), on LEFT the removed and context lines (numbered in the old one).
 */
export function commentableLines(patch: string): { LEFT: Map<number, number>; RIGHT: Map<number, number> } {
  const out = { LEFT: new Map<number, number>(), RIGHT: new Map<number, number>() };
  let hunk = -1;
  let left = 0;
  let right = 0;
  for (const line of patch.split('\n')) {
    const head = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (head) {
      hunk += 1;
      left = Number(head[1]);
      right = Number(head[2]);
      continue;
    }
    if (hunk < 0 || line.startsWith('\\')) continue;
    if (line.startsWith('+')) out.RIGHT.set(right++, hunk);
    else if (line.startsWith('-')) out.LEFT.set(left++, hunk);
    else {
      out.LEFT.set(left++, hunk);
      out.RIGHT.set(right++, hunk);
    }
  }
  return out;
}

/** The review thread that comment `root` opened, as the GraphQL API shows it (its id: `PRRT_<root id>`). */
function threadFacts(state: FakeGitHubState, root: ReviewCommentRecord): ThreadFacts {
  const outdated = state.outdatedThreads.has(root.id);
  return {
    id: `PRRT_${root.id}`,
    isResolved: state.resolvedThreads.has(root.id),
    isOutdated: outdated,
    path: root.path,
    line: outdated ? null : root.line,
    originalLine: root.line,
    comments: [root, ...[...state.reviewComments.values()].filter((c) => c.in_reply_to_id === root.id)].map(
      (c) => ({ databaseId: c.id, body: c.body, author: c.user }),
    ),
  };
}

export class FakeGitHubState {
  readonly users = new Map<string, UserRecord>();
  readonly tokens = new Map<string, TokenIdentity>();
  readonly repos = new Map<string, RepoRecord>();
  readonly comments = new Map<number, CommentRecord>();
  /** Every write of an issue comment, in the order applied (see CommentWrite). */
  readonly commentWrites: CommentWrite[] = [];
  readonly reviewComments = new Map<number, ReviewCommentRecord>();
  readonly reviews: ReviewRecord[] = [];
  /** The compares the fake answers, by `owner/name|base...head` (the repository's name lower-cased). */
  readonly compares = new Map<string, PullFile[]>();
  /** Files at a commit, by `owner/name|sha|path`. */
  readonly contents = new Map<string, string>();
  /** Review threads (by the id of their first comment) resolved, and by whom. */
  readonly resolvedThreads = new Map<number, string>();
  /** Review threads (by the id of their first comment) whose lines a later push removed: GitHub's outdated. */
  readonly outdatedThreads = new Set<number>();
  readonly reactions: ReactionRecord[] = [];
  readonly checkRuns: CheckRunRecord[] = [];
  /** The runs of the repositories' workflows, in the order added (the listing sorts them newest first). */
  readonly workflowRuns: WorkflowRunRecord[] = [];
  /** The id of each workflow file, by `owner/name/file` (the repository's name lower-cased). */
  private readonly workflowIds = new Map<string, number>();
  private ids = {
    user: 100_001,
    repo: 700_000_001,
    issue: 3_000_000_001,
    pull: 2_400_000_001,
    comment: 2_000_000_001,
    review: 2_900_000_001,
    reviewComment: 1_800_000_001,
    reaction: 300_000_001,
    checkRun: 30_000_000_001,
    workflow: 161_000_001,
    workflowRun: 12_000_000_001,
  };

  readonly now: () => Date;
  /** How far `advance` moved the clock on. */
  private ahead = 0;

  constructor(now: () => Date = () => new Date()) {
    this.now = () => new Date(now().getTime() + this.ahead);
    this.addUser(GITHUB_ACTIONS_BOT);
    this.addUser({ login: 'acme', type: 'Organization' });
    this.addUser({ login: 'github', id: 9919, type: 'Organization' });
    this.addUser({ login: 'octo-maintainer', name: 'Octo Maintainer' });
    this.addUser({ login: 'octo-contributor' });
    for (const [token, identity] of Object.entries(DEFAULT_TOKENS)) this.addToken(token, identity);
    this.addRepo({ fullName: DEFAULT_REPO });
    this.setPermission('octo-maintainer', 'admin');
    // The workflow files of the default repository: the e2e harness's step (agent.yml) and a settle's.
    for (const file of DEFAULT_WORKFLOWS) this.addWorkflow(file);
  }

  timestamp(): string {
    return timestamp(this.now());
  }

  /** Moves GitHub's clock `ms` on: a person who reads a comment before answering it, a job that runs later. */
  advance(ms: number): void {
    this.ahead += ms;
  }

  nextId(kind: keyof FakeGitHubState['ids']): number {
    return this.ids[kind]++;
  }

  addUser(input: UserInput): UserRecord {
    const existing = this.users.get(input.login.toLowerCase());
    if (existing) return existing;
    const user: UserRecord = {
      login: input.login,
      id: input.id ?? this.nextId('user'),
      type: input.type ?? (input.login.endsWith('[bot]') ? 'Bot' : 'User'),
      name: input.name ?? null,
      email: input.email ?? null,
      created_at: '2020-01-01T00:00:00Z',
    };
    this.users.set(user.login.toLowerCase(), user);
    return user;
  }

  user(login: string): UserRecord | undefined {
    return this.users.get(login.toLowerCase());
  }

  /** Makes `token` authenticate as `identity` (its user is created when unknown). */
  addToken(token: string, identity: TokenIdentity): void {
    this.addUser({ login: identity.login });
    this.tokens.set(token, identity);
  }

  addRepo(input: RepoInput): RepoRecord {
    const [owner, name] = input.fullName.split('/');
    if (!owner || !name) throw new Error(`not owner/name: ${input.fullName}`);
    this.addUser({ login: owner, type: owner === 'acme' ? 'Organization' : undefined });
    const repo: RepoRecord = {
      id: this.nextId('repo'),
      owner,
      name,
      full_name: `${owner}/${name}`,
      private: input.private ?? false,
      default_branch: input.default_branch ?? 'main',
      description: input.description ?? null,
      created_at: '2021-06-01T12:00:00Z',
      permissions: new Map(),
      issues: new Map(),
      nextNumber: 1,
    };
    this.repos.set(repo.full_name.toLowerCase(), repo);
    return repo;
  }

  repo(fullName: string = DEFAULT_REPO): RepoRecord {
    const repo = this.repos.get(fullName.toLowerCase());
    if (!repo) throw new Error(`no repository ${fullName}`);
    return repo;
  }

  /** Sets a user's role on a repository (the user is created when unknown). */
  setPermission(login: string, permission: Permission, fullName: string = DEFAULT_REPO): void {
    const user = this.addUser({ login });
    this.repo(fullName).permissions.set(user.login.toLowerCase(), { login: user.login, permission });
  }

  /** A user's role: the explicit one, else `read` on a public repository (everyone may read it), else `none`. */
  permission(login: string, repo: RepoRecord): Permission {
    if (login.toLowerCase() === repo.owner.toLowerCase()) return 'admin';
    return repo.permissions.get(login.toLowerCase())?.permission ?? (repo.private ? 'none' : 'read');
  }

  addIssue(input: IssueInput): IssueRecord {
    return this.createIssue(input);
  }

  /** A pull request, which is an issue too (same number sequence, issue endpoints answer for it). */
  addPullRequest(input: PullRequestInput): IssueRecord {
    const files = pullFiles(input.files ?? []);
    const repo = this.repo(input.repo);
    // The compare of the pull request's base and head answers its files.
    this.compares.set(
      `${repo.full_name.toLowerCase()}|${input.base.sha ?? '0'.repeat(40)}...${input.head.sha}`,
      files,
    );
    if (input.head.repo) this.addUser({ login: input.head.repo.split('/')[0]! });
    return this.createIssue(input, {
      id: this.nextId('pull'),
      head: { ref: input.head.ref, sha: input.head.sha, repo: input.head.repo ?? repo.full_name },
      base: { ref: input.base.ref, sha: input.base.sha ?? '0'.repeat(40) },
      files,
      draft: input.draft ?? false,
      merged: input.merged ?? false,
    });
  }

  private createIssue(input: IssueInput, pull?: PullRecord): IssueRecord {
    const repo = this.repo(input.repo);
    const number = input.number ?? repo.nextNumber;
    if (repo.issues.has(number)) throw new Error(`${repo.full_name}#${number} exists`);
    repo.nextNumber = Math.max(repo.nextNumber, number + 1);
    const user = this.addUser({ login: input.user ?? 'octo-contributor' });
    const created = input.created_at ?? this.timestamp();
    const issue: IssueRecord = {
      repo,
      id: this.nextId('issue'),
      number,
      title: input.title,
      body: input.body ?? null,
      user: user.login,
      labels: input.labels ?? [],
      state: input.state ?? 'open',
      created_at: created,
      updated_at: created,
      closed_at: input.state === 'closed' ? created : null,
      pull,
    };
    repo.issues.set(number, issue);
    return issue;
  }

  issue(number: number, fullName?: string): IssueRecord | undefined {
    return this.repo(fullName).issues.get(number);
  }

  addComment(input: CommentInput, agent?: string): CommentRecord {
    const repo = this.repo(input.repo);
    if (!repo.issues.has(input.issue_number))
      throw new Error(`no issue ${repo.full_name}#${input.issue_number}`);
    const user = this.addUser({ login: input.user ?? 'octo-contributor' });
    const created = input.created_at ?? this.timestamp();
    const comment: CommentRecord = {
      id: this.nextId('comment'),
      repo,
      issue_number: input.issue_number,
      body: input.body,
      user: user.login,
      created_at: created,
      updated_at: created,
    };
    this.comments.set(comment.id, comment);
    this.journal('create', comment, agent);
    return comment;
  }

  /**
   * Records a write of `comment` in `commentWrites` (the body it has now, at its `updated_at` or now), by the client
   * whose User-Agent is `agent`.
   */
  journal(kind: CommentWrite['kind'], comment: CommentRecord, agent?: string): void {
    this.commentWrites.push({
      kind,
      id: comment.id,
      issue_number: comment.issue_number,
      user: comment.user,
      body: comment.body,
      at: kind === 'delete' ? this.timestamp() : comment.updated_at,
      ...(agent === undefined ? {} : { agent }),
    });
  }

  /** The comments of an issue or pull request, oldest first. */
  commentsOf(issueNumber: number, fullName?: string): CommentRecord[] {
    const repo = this.repo(fullName);
    return [...this.comments.values()].filter((c) => c.repo === repo && c.issue_number === issueNumber);
  }

  /** Registers the compare `base...head`: what `GET /compare` answers for it (any other compare is a 404). */
  addCompare(input: CompareInput): void {
    const repo = this.repo(input.repo);
    this.compares.set(
      `${repo.full_name.toLowerCase()}|${input.base}...${input.head}`,
      pullFiles(input.files),
    );
  }

  compare(base: string, head: string, fullName?: string): PullFile[] | undefined {
    return this.compares.get(`${this.repo(fullName).full_name.toLowerCase()}|${base}...${head}`);
  }

  /** File `path` at commit `sha` (what `GET /contents/{path}?ref=sha` answers). */
  setContent(sha: string, path: string, text: string, fullName?: string): void {
    this.contents.set(`${this.repo(fullName).full_name.toLowerCase()}|${sha}|${path}`, text);
  }

  /**
   * A push to pull request `number`: its head becomes `sha` and its files `files` (the compare of its base and the
   * new head is registered too).
   */
  pushHead(number: number, sha: string, files: PullFileInput[], fullName?: string): void {
    const pull = this.issue(number, fullName)?.pull;
    if (!pull) throw new Error(`no pull request #${number}`);
    pull.head.sha = sha;
    pull.files = pullFiles(files);
    this.addCompare({ repo: fullName, base: pull.base.sha, head: sha, files });
  }

  /** The reviews of pull request `number`, oldest first. */
  reviewsOf(number: number, fullName?: string): ReviewRecord[] {
    const repo = this.repo(fullName);
    return this.reviews.filter((r) => r.repo === repo && r.pull_number === number);
  }

  /** The review comments of pull request `number`, oldest first. */
  reviewCommentsOf(number: number, fullName?: string): ReviewCommentRecord[] {
    const repo = this.repo(fullName);
    return [...this.reviewComments.values()].filter((c) => c.repo === repo && c.pull_number === number);
  }

  addReviewComment(input: ReviewCommentInput): ReviewCommentRecord {
    const repo = this.repo(input.repo);
    const pull = repo.issues.get(input.pull_number)?.pull;
    if (!pull) throw new Error(`no pull request ${repo.full_name}#${input.pull_number}`);
    const user = this.addUser({ login: input.user ?? 'octo-contributor' });
    const created = input.created_at ?? this.timestamp();
    const parent =
      input.in_reply_to_id !== undefined ? this.reviewComments.get(input.in_reply_to_id) : undefined;
    const comment: ReviewCommentRecord = {
      id: this.nextId('reviewComment'),
      repo,
      pull_number: input.pull_number,
      review_id: input.review_id ?? this.nextId('review'),
      body: input.body,
      user: user.login,
      path: input.path ?? parent?.path ?? pull.files[0]?.filename ?? 'README.md',
      line: input.line ?? parent?.line ?? 1,
      side: input.side ?? parent?.side ?? 'RIGHT',
      diff_hunk: input.diff_hunk ?? parent?.diff_hunk ?? '@@ -1 +1 @@\n-old\n+new',
      commit_id: input.commit_id ?? pull.head.sha,
      in_reply_to_id: parent ? (parent.in_reply_to_id ?? parent.id) : undefined,
      ...(input.start_line !== undefined ? { start_line: input.start_line } : {}),
      created_at: created,
      updated_at: created,
    };
    this.reviewComments.set(comment.id, comment);
    return comment;
  }

  /** Workflow `file` of a repository (its runs are added with addWorkflowRun): its id, new or known. */
  addWorkflow(file: string, fullName?: string): number {
    const repo = this.repo(fullName);
    const key = `${repo.full_name.toLowerCase()}/${file}`;
    let id = this.workflowIds.get(key);
    if (id === undefined) {
      id = this.nextId('workflow');
      this.workflowIds.set(key, id);
    }
    return id;
  }

  /** The id of a repository's workflow named by its file name or its id, as GitHub's routes take either. */
  findWorkflow(repo: RepoRecord, fileOrId: string): number | undefined {
    const byFile = this.workflowIds.get(`${repo.full_name.toLowerCase()}/${fileOrId}`);
    if (byFile !== undefined) return byFile;
    const prefix = `${repo.full_name}/`.toLowerCase();
    for (const [key, id] of this.workflowIds) {
      if (key.startsWith(prefix) && String(id) === fileOrId) return id;
    }
    return undefined;
  }

  /** A run of a workflow: by default a completed, successful run of settle.yml on acme/app, created now. */
  addWorkflowRun(input: WorkflowRunInput = {}): WorkflowRunRecord {
    const repo = this.repo(input.repo);
    const workflow = input.workflow ?? 'settle.yml';
    const status = input.status ?? 'completed';
    const created = input.created_at ?? this.timestamp();
    const started = input.run_started_at ?? created;
    const run: WorkflowRunRecord = {
      id: input.id ?? this.nextId('workflowRun'),
      repo,
      workflow,
      workflow_id: this.addWorkflow(workflow, repo.full_name),
      run_number: this.workflowRuns.filter((r) => r.repo === repo && r.workflow === workflow).length + 1,
      status,
      conclusion:
        input.conclusion !== undefined ? input.conclusion : status === 'completed' ? 'success' : null,
      created_at: created,
      updated_at: started > created ? started : created,
      run_started_at: started,
      run_attempt: input.run_attempt ?? 1,
      event: input.event ?? 'schedule',
      head_branch: input.head_branch ?? repo.default_branch,
      head_sha: input.head_sha ?? 'ffac537e6cbbf934b08745a378932722df287a53',
    };
    this.workflowRuns.push(run);
    return run;
  }

  /** A check run on a commit, as another workflow's step would have written it with its GITHUB_TOKEN. */
  addCheckRun(input: CheckRunInput): CheckRunRecord {
    const status = input.status ?? 'completed';
    const run: CheckRunRecord = {
      id: this.nextId('checkRun'),
      repo: this.repo(input.repo),
      name: input.name,
      head_sha: input.head_sha,
      status,
      conclusion:
        input.conclusion !== undefined ? input.conclusion : status === 'completed' ? 'success' : null,
      started_at: this.timestamp(),
      completed_at: status === 'completed' ? (input.completed_at ?? this.timestamp()) : null,
      details_url: null,
      external_id: null,
      output: {
        title: input.output?.title ?? null,
        summary: input.output?.summary ?? null,
        text: input.output?.text ?? null,
        annotations_count: 0,
      },
      annotations: [],
      actions: [],
      creator: GITHUB_ACTIONS_BOT.login,
      ...(input.app ? { app: input.app } : {}),
      history: [],
    };
    this.checkRuns.push(run);
    return run;
  }

  /**
   * What GitHub holds, for `npm run local` to keep between calls (v8.serialize writes it: the records share their
   * repository objects, which it keeps shared): users and tokens, repositories with their issues, pull requests and
   * permissions, comments (the tracking comments and their markers among them), review comments, reactions, check
   * runs, workflows and their runs, the next ids, and how far `advance` moved the clock.
   */
  snapshot(): FakeGitHubSnapshot {
    return {
      users: this.users,
      tokens: this.tokens,
      repos: this.repos,
      comments: this.comments,
      reviewComments: this.reviewComments,
      reactions: this.reactions,
      checkRuns: this.checkRuns,
      workflowRuns: this.workflowRuns,
      workflowIds: this.workflowIds,
      ids: this.ids,
      ahead: this.ahead,
    };
  }

  /** Puts back what `snapshot` kept, in place of what this state holds. */
  restore(snapshot: FakeGitHubSnapshot): void {
    const refill = <K, V>(target: Map<K, V>, from: Map<K, V>) => {
      target.clear();
      for (const [key, value] of from) target.set(key, value);
    };
    refill(this.users, snapshot.users);
    refill(this.tokens, snapshot.tokens);
    refill(this.repos, snapshot.repos);
    refill(this.comments, snapshot.comments);
    refill(this.reviewComments, snapshot.reviewComments);
    refill(this.workflowIds, snapshot.workflowIds);
    this.reactions.splice(0, this.reactions.length, ...snapshot.reactions);
    this.checkRuns.splice(0, this.checkRuns.length, ...snapshot.checkRuns);
    this.workflowRuns.splice(0, this.workflowRuns.length, ...snapshot.workflowRuns);
    this.ids = { ...this.ids, ...snapshot.ids };
    this.ahead = snapshot.ahead;
  }

  reactionsTo(subject: ReactionRecord['subject'], repo: RepoRecord): ReactionRecord[] {
    return this.reactions.filter(
      (r) =>
        r.repo === repo &&
        r.subject.kind === subject.kind &&
        ('number' in r.subject && 'number' in subject
          ? r.subject.number === subject.number
          : 'id' in r.subject && 'id' in subject && r.subject.id === subject.id),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The description: routes and validators

type Schema = Record<string, unknown>;

interface ParamSpec {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
  validate: Validator;
}

interface OperationSpec {
  operationId: OperationId;
  method: string;
  path: string;
  regex: RegExp;
  pathNames: string[];
  params: ParamSpec[];
  body?: { required: boolean; validate: Validator };
  /** status → validator; null when the answer has no body */
  responses: Map<number, Validator | null>;
}

interface ExtractOperation {
  operationId: OperationId;
  method: string;
  path: string;
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { required: boolean; schema: Schema };
  responses: Record<string, { schema: Schema } | null>;
}

interface Extract {
  source: { package: string; version: string };
  info: { version: string };
  operations: Record<string, ExtractOperation>;
  definitions: Record<string, Schema>;
}

/**
 * OpenAPI 3.0's `nullable` in JSON Schema terms where ajv's built-in support stops: `nullable` without `type`
 * becomes `anyOf [..., null]`, and a nullable `enum` admits null (GitHub answers null there: a check run's
 * conclusion before it completes, an open issue's state_reason).
 */
function normalize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalize);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    out[key] = key === 'enum' || key === 'required' || key === 'default' ? value : normalize(value);
  }
  if (out.nullable === true) {
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    if (out.type === undefined) {
      const { nullable: _nullable, ...rest } = out;
      return { anyOf: [rest, { type: 'null' }] };
    }
  }
  return out;
}

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function describe(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 4)
    .map((e) => {
      const extra =
        e.keyword === 'enum'
          ? ` ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`
          : '';
      return `${e.instancePath || '(root)'} ${e.message ?? e.keyword}${extra}`;
    })
    .join('; ');
}

class Description {
  readonly operations: OperationSpec[] = [];
  readonly source: string;

  constructor() {
    const doc = normalize(JSON.parse(readFileSync(EXTRACT_PATH, 'utf8'))) as Extract;
    this.source = `${doc.source.package}@${doc.source.version}`;
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false, ...AJV_LIGHT });
    addFormats.default(ajv);
    ajv.addSchema(doc, EXTRACT_ID);
    // Compiled when first used: a fake GitHub that answers a few operations compiles only theirs.
    const at = (...parts: string[]): Validator =>
      lazyValidator(ajv, EXTRACT_ID, doc, parts.map(pointer).join('/'));
    for (const id of OPERATION_IDS) {
      const op = doc.operations[id];
      if (!op)
        throw new Error(`${id} is not in ${EXTRACT_PATH.pathname}: run scripts/github-openapi-extract.ts`);
      const pathNames: string[] = [];
      const source = op.path
        .split('/')
        .map((segment) => {
          const m = /^\{(.+)\}$/.exec(segment);
          if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          pathNames.push(m[1]!);
          return '([^/]+)';
        })
        .join('/');
      const responses = new Map<number, Validator | null>();
      for (const [status, response] of Object.entries(op.responses)) {
        responses.set(Number(status), response ? at('operations', id, 'responses', status, 'schema') : null);
      }
      this.operations.push({
        operationId: id,
        method: op.method,
        path: op.path,
        regex: new RegExp(`^${source}$`),
        pathNames,
        params: op.parameters.map((p, i) => ({
          ...p,
          validate: at('operations', id, 'parameters', `${i}`, 'schema'),
        })),
        body: op.requestBody
          ? { required: op.requestBody.required, validate: at('operations', id, 'requestBody', 'schema') }
          : undefined,
        responses,
      });
    }
    // Literal segments before templated ones.
    const weight = (t: string) =>
      t
        .split('/')
        .map((s) => (s.startsWith('{') ? '1' : '0'))
        .join('');
    this.operations.sort((a, b) => weight(a.path).localeCompare(weight(b.path)));
  }

  match(method: string, path: string): { op: OperationSpec; raw: Record<string, string> } | undefined {
    for (const op of this.operations) {
      if (op.method !== method) continue;
      const m = op.regex.exec(path);
      if (!m) continue;
      const raw: Record<string, string> = {};
      op.pathNames.forEach((name, i) => {
        raw[name] = decodeURIComponent(m[i + 1]!);
      });
      return { op, raw };
    }
    return undefined;
  }
}

let description: Description | undefined;
/** Compiled once per process (ajv compiles the big response schemas lazily but they are still large). */
function loadDescription(): Description {
  description ??= new Description();
  return description;
}

/** A parameter's string value as its schema's type; undefined when it cannot be. */
function coerce(raw: string, schema: Schema): unknown {
  switch (schema.type) {
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : raw;
    case 'number':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'array':
      return raw.split(',');
    default:
      return raw;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Builders: GitHub-shaped objects

/** Builds the objects of answers; API URLs point at the fake itself, web URLs at github.com. */
export class Builders {
  /** The fake's origin (set once it listens). */
  api: string;
  readonly state: FakeGitHubState;
  constructor(api: string, state: FakeGitHubState) {
    this.api = api;
    this.state = state;
  }

  private nodeId(prefix: string, id: number): string {
    return `${prefix}_${Buffer.from(`fake:${prefix}:${id}`).toString('base64url')}`;
  }

  simpleUser(login: string) {
    const user = this.state.user(login) ?? this.state.addUser({ login });
    const url = `${this.api}/users/${encodeURIComponent(user.login)}`;
    const bot = user.type === 'Bot';
    return {
      login: user.login,
      id: user.id,
      node_id: this.nodeId(bot ? 'BOT' : user.type === 'Organization' ? 'O' : 'U', user.id),
      avatar_url:
        bot && user.id === GITHUB_ACTIONS_BOT.id
          ? `https://avatars.githubusercontent.com/in/${GITHUB_ACTIONS_APP.id}?v=4`
          : `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
      gravatar_id: '',
      url,
      html_url: bot ? `${WEB}/apps/${user.login.replace(/\[bot\]$/, '')}` : `${WEB}/${user.login}`,
      followers_url: `${url}/followers`,
      following_url: `${url}/following{/other_user}`,
      gists_url: `${url}/gists{/gist_id}`,
      starred_url: `${url}/starred{/owner}{/repo}`,
      subscriptions_url: `${url}/subscriptions`,
      organizations_url: `${url}/orgs`,
      repos_url: `${url}/repos`,
      events_url: `${url}/events{/privacy}`,
      received_events_url: `${url}/received_events`,
      type: user.type,
      user_view_type: 'public',
      site_admin: false,
    };
  }

  /** `GET /user` of a personal token: the private-user shape. */
  privateUser(login: string) {
    const user = this.state.user(login)!;
    return {
      ...this.simpleUser(login),
      name: user.name,
      company: null,
      blog: '',
      location: null,
      email: user.email,
      notification_email: user.email,
      hireable: null,
      bio: null,
      twitter_username: null,
      public_repos: 3,
      public_gists: 0,
      followers: 1,
      following: 0,
      created_at: user.created_at,
      updated_at: user.created_at,
      private_gists: 0,
      total_private_repos: 0,
      owned_private_repos: 0,
      disk_usage: 1024,
      collaborators: 0,
      two_factor_authentication: true,
      plan: { collaborators: 0, name: 'free', space: 976562499, private_repos: 10000 },
    };
  }

  repository(repo: RepoRecord, viewer?: string) {
    const url = `${this.api}/repos/${repo.full_name}`;
    const html = `${WEB}/${repo.full_name}`;
    const openIssues = [...repo.issues.values()].filter((i) => i.state === 'open').length;
    const out: Record<string, unknown> = {
      id: repo.id,
      node_id: this.nodeId('R', repo.id),
      name: repo.name,
      full_name: repo.full_name,
      private: repo.private,
      owner: this.simpleUser(repo.owner),
      html_url: html,
      description: repo.description,
      fork: false,
      url,
      forks_url: `${url}/forks`,
      keys_url: `${url}/keys{/key_id}`,
      collaborators_url: `${url}/collaborators{/collaborator}`,
      teams_url: `${url}/teams`,
      hooks_url: `${url}/hooks`,
      issue_events_url: `${url}/issues/events{/number}`,
      events_url: `${url}/events`,
      assignees_url: `${url}/assignees{/user}`,
      branches_url: `${url}/branches{/branch}`,
      tags_url: `${url}/tags`,
      blobs_url: `${url}/git/blobs{/sha}`,
      git_tags_url: `${url}/git/tags{/sha}`,
      git_refs_url: `${url}/git/refs{/sha}`,
      trees_url: `${url}/git/trees{/sha}`,
      statuses_url: `${url}/statuses/{sha}`,
      languages_url: `${url}/languages`,
      stargazers_url: `${url}/stargazers`,
      contributors_url: `${url}/contributors`,
      subscribers_url: `${url}/subscribers`,
      subscription_url: `${url}/subscription`,
      commits_url: `${url}/commits{/sha}`,
      git_commits_url: `${url}/git/commits{/sha}`,
      comments_url: `${url}/comments{/number}`,
      issue_comment_url: `${url}/issues/comments{/number}`,
      contents_url: `${url}/contents/{+path}`,
      compare_url: `${url}/compare/{base}...{head}`,
      merges_url: `${url}/merges`,
      archive_url: `${url}/{archive_format}{/ref}`,
      downloads_url: `${url}/downloads`,
      issues_url: `${url}/issues{/number}`,
      pulls_url: `${url}/pulls{/number}`,
      milestones_url: `${url}/milestones{/number}`,
      notifications_url: `${url}/notifications{?since,all,participating}`,
      labels_url: `${url}/labels{/name}`,
      releases_url: `${url}/releases{/id}`,
      deployments_url: `${url}/deployments`,
      created_at: repo.created_at,
      updated_at: repo.created_at,
      pushed_at: repo.created_at,
      git_url: `git://github.com/${repo.full_name}.git`,
      ssh_url: `git@github.com:${repo.full_name}.git`,
      clone_url: `${html}.git`,
      svn_url: html,
      homepage: null,
      size: 1024,
      stargazers_count: 0,
      watchers_count: 0,
      language: 'TypeScript',
      has_issues: true,
      has_projects: true,
      has_downloads: true,
      has_wiki: false,
      has_pages: false,
      has_discussions: false,
      forks_count: 0,
      mirror_url: null,
      archived: false,
      disabled: false,
      open_issues_count: openIssues,
      license: null,
      allow_forking: true,
      is_template: false,
      web_commit_signoff_required: false,
      topics: [],
      visibility: repo.private ? 'private' : 'public',
      forks: 0,
      open_issues: openIssues,
      watchers: 0,
      default_branch: repo.default_branch,
    };
    if (viewer !== undefined) {
      const rank = ROLE_RANK[this.state.permission(viewer, repo)];
      out.permissions = {
        admin: rank >= ROLE_RANK.admin,
        maintain: rank >= ROLE_RANK.maintain,
        push: rank >= ROLE_RANK.write,
        triage: rank >= ROLE_RANK.triage,
        pull: rank >= ROLE_RANK.read,
      };
    }
    return out;
  }

  fullRepository(repo: RepoRecord, viewer?: string) {
    const organization = this.state.user(repo.owner)?.type === 'Organization';
    return {
      ...this.repository(repo, viewer),
      network_count: 0,
      subscribers_count: 1,
      ...(organization ? { organization: this.simpleUser(repo.owner) } : {}),
    };
  }

  /** A repository that is not in the state (the head of a pull request from a fork). */
  private forkRepository(fullName: string, parent: RepoRecord) {
    const base = this.repository(parent);
    const [owner, name] = fullName.split('/') as [string, string];
    const json = JSON.stringify(base)
      .split(`/repos/${parent.full_name}`)
      .join(`/repos/${fullName}`)
      .split(`github.com/${parent.full_name}`)
      .join(`github.com/${fullName}`)
      .split(`github.com:${parent.full_name}`)
      .join(`github.com:${fullName}`);
    const fork = JSON.parse(json) as Record<string, unknown>;
    const id = parent.id + 50_000_000;
    return {
      ...fork,
      id,
      node_id: this.nodeId('R', id),
      name,
      full_name: fullName,
      owner: this.simpleUser(owner),
      fork: true,
    };
  }

  label(repo: RepoRecord, name: string) {
    let hash = 0;
    for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const id = 5_000_000_000 + (hash % 1_000_000_000);
    return {
      id,
      node_id: this.nodeId('LA', id),
      url: `${this.api}/repos/${repo.full_name}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
    };
  }

  reactionRollup(url: string, reactions: ReactionRecord[]) {
    const count = (c: ReactionContent) => reactions.filter((r) => r.content === c).length;
    return {
      url,
      total_count: reactions.length,
      '+1': count('+1'),
      '-1': count('-1'),
      laugh: count('laugh'),
      hooray: count('hooray'),
      confused: count('confused'),
      heart: count('heart'),
      rocket: count('rocket'),
      eyes: count('eyes'),
    };
  }

  authorAssociation(login: string, repo: RepoRecord): string {
    if (login.toLowerCase() === repo.owner.toLowerCase()) return 'OWNER';
    const explicit = repo.permissions.get(login.toLowerCase())?.permission;
    if (explicit && ROLE_RANK[explicit] >= ROLE_RANK.triage) {
      return this.state.user(repo.owner)?.type === 'Organization' ? 'MEMBER' : 'COLLABORATOR';
    }
    const authored = [...repo.issues.values()].some((i) => i.pull?.merged && i.user === login);
    return authored ? 'CONTRIBUTOR' : 'NONE';
  }

  issue(issue: IssueRecord) {
    const { repo } = issue;
    const url = `${this.api}/repos/${repo.full_name}/issues/${issue.number}`;
    const html = `${WEB}/${repo.full_name}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`;
    const comments = this.state.commentsOf(issue.number, repo.full_name).length;
    const out: Record<string, unknown> = {
      url,
      repository_url: `${this.api}/repos/${repo.full_name}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: html,
      id: issue.id,
      node_id: this.nodeId(issue.pull ? 'PR' : 'I', issue.id),
      number: issue.number,
      title: issue.title,
      user: this.simpleUser(issue.user),
      labels: issue.labels.map((name) => this.label(repo, name)),
      state: issue.state,
      locked: false,
      assignee: null,
      assignees: [],
      milestone: null,
      comments,
      created_at: issue.created_at,
      updated_at: issue.updated_at,
      closed_at: issue.closed_at,
      author_association: this.authorAssociation(issue.user, repo),
      type: null,
      active_lock_reason: null,
      body: issue.body,
      closed_by: null,
      reactions: this.reactionRollup(
        `${url}/reactions`,
        this.state.reactionsTo({ kind: 'issue', number: issue.number }, repo),
      ),
      timeline_url: `${url}/timeline`,
      performed_via_github_app: null,
      state_reason: issue.state === 'closed' ? 'completed' : null,
    };
    if (issue.pull) {
      const pullUrl = `${this.api}/repos/${repo.full_name}/pulls/${issue.number}`;
      out.draft = issue.pull.draft;
      out.pull_request = {
        url: pullUrl,
        html_url: html,
        diff_url: `${html}.diff`,
        patch_url: `${html}.patch`,
        merged_at: issue.pull.merged ? issue.closed_at : null,
      };
    }
    return out;
  }

  issueComment(comment: CommentRecord) {
    const { repo } = comment;
    const issue = repo.issues.get(comment.issue_number);
    const url = `${this.api}/repos/${repo.full_name}/issues/comments/${comment.id}`;
    return {
      url,
      html_url: `${WEB}/${repo.full_name}/${issue?.pull ? 'pull' : 'issues'}/${comment.issue_number}#issuecomment-${comment.id}`,
      issue_url: `${this.api}/repos/${repo.full_name}/issues/${comment.issue_number}`,
      id: comment.id,
      node_id: this.nodeId('IC', comment.id),
      user: this.simpleUser(comment.user),
      created_at: comment.created_at,
      updated_at: comment.updated_at,
      author_association: this.authorAssociation(comment.user, repo),
      body: comment.body,
      reactions: this.reactionRollup(
        `${url}/reactions`,
        this.state.reactionsTo({ kind: 'issue_comment', id: comment.id }, repo),
      ),
      performed_via_github_app: null,
    };
  }

  reviewComment(comment: ReviewCommentRecord) {
    const { repo } = comment;
    const url = `${this.api}/repos/${repo.full_name}/pulls/comments/${comment.id}`;
    const pullUrl = `${this.api}/repos/${repo.full_name}/pulls/${comment.pull_number}`;
    const html = `${WEB}/${repo.full_name}/pull/${comment.pull_number}#discussion_r${comment.id}`;
    return {
      url,
      pull_request_review_id: comment.review_id,
      id: comment.id,
      node_id: this.nodeId('PRRC', comment.id),
      diff_hunk: comment.diff_hunk,
      path: comment.path,
      commit_id: comment.commit_id,
      original_commit_id: comment.commit_id,
      user: this.simpleUser(comment.user),
      body: comment.body,
      created_at: comment.created_at,
      updated_at: comment.updated_at,
      html_url: html,
      pull_request_url: pullUrl,
      author_association: this.authorAssociation(comment.user, repo),
      _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
      reactions: this.reactionRollup(
        `${url}/reactions`,
        this.state.reactionsTo({ kind: 'review_comment', id: comment.id }, repo),
      ),
      start_line: comment.start_line ?? null,
      original_start_line: comment.start_line ?? null,
      start_side: comment.start_line !== undefined ? comment.side : null,
      line: comment.line,
      original_line: comment.line,
      side: comment.side,
      original_position: comment.line,
      position: comment.line,
      subject_type: 'line',
      ...(comment.in_reply_to_id !== undefined ? { in_reply_to_id: comment.in_reply_to_id } : {}),
    };
  }

  reaction(reaction: ReactionRecord) {
    return {
      id: reaction.id,
      node_id: this.nodeId('REA', reaction.id),
      user: this.simpleUser(reaction.user),
      content: reaction.content,
      created_at: reaction.created_at,
    };
  }

  private branch(issue: IssueRecord, side: 'head' | 'base') {
    const pull = issue.pull!;
    const repo = issue.repo;
    const fullName = side === 'head' ? pull.head.repo : repo.full_name;
    const repoObject =
      fullName.toLowerCase() === repo.full_name.toLowerCase()
        ? this.repository(repo)
        : this.state.repos.has(fullName.toLowerCase())
          ? this.repository(this.state.repo(fullName))
          : this.forkRepository(fullName, repo);
    const owner = fullName.split('/')[0]!;
    const { ref, sha } = pull[side];
    return { label: `${owner}:${ref}`, ref, sha, user: this.simpleUser(owner), repo: repoObject };
  }

  pullRequestSimple(issue: IssueRecord) {
    const pull = issue.pull!;
    const { repo } = issue;
    const url = `${this.api}/repos/${repo.full_name}/pulls/${issue.number}`;
    const issueUrl = `${this.api}/repos/${repo.full_name}/issues/${issue.number}`;
    const html = `${WEB}/${repo.full_name}/pull/${issue.number}`;
    const statuses = `${this.api}/repos/${repo.full_name}/statuses/${pull.head.sha}`;
    return {
      url,
      id: pull.id,
      node_id: this.nodeId('PR', pull.id),
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issueUrl,
      number: issue.number,
      state: issue.state,
      locked: false,
      title: issue.title,
      user: this.simpleUser(issue.user),
      body: issue.body,
      created_at: issue.created_at,
      updated_at: issue.updated_at,
      closed_at: issue.closed_at,
      merged_at: pull.merged ? issue.closed_at : null,
      merge_commit_sha: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      labels: issue.labels.map((name) => this.label(repo, name)),
      milestone: null,
      draft: pull.draft,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${this.api}/repos/${repo.full_name}/pulls/comments{/number}`,
      comments_url: `${issueUrl}/comments`,
      statuses_url: statuses,
      head: this.branch(issue, 'head'),
      base: this.branch(issue, 'base'),
      _links: {
        self: { href: url },
        html: { href: html },
        issue: { href: issueUrl },
        comments: { href: `${issueUrl}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${this.api}/repos/${repo.full_name}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: statuses },
      },
      author_association: this.authorAssociation(issue.user, repo),
      auto_merge: null,
      active_lock_reason: null,
    };
  }

  pullRequest(issue: IssueRecord) {
    const pull = issue.pull!;
    const files = pull.files;
    return {
      ...this.pullRequestSimple(issue),
      merged: pull.merged,
      mergeable: issue.state === 'open' ? true : null,
      rebaseable: issue.state === 'open' ? true : null,
      mergeable_state: issue.state === 'open' ? 'clean' : 'unknown',
      merged_by: null,
      comments: this.state.commentsOf(issue.number, issue.repo.full_name).length,
      review_comments: [...this.state.reviewComments.values()].filter(
        (c) => c.repo === issue.repo && c.pull_number === issue.number,
      ).length,
      maintainer_can_modify: false,
      commits: 1,
      additions: files.reduce((n, f) => n + f.additions, 0),
      deletions: files.reduce((n, f) => n + f.deletions, 0),
      changed_files: files.length,
    };
  }

  diffEntry(issue: Pick<IssueRecord, 'repo'> & { pull?: PullRecord }, file: PullFile, at?: string) {
    const { repo } = issue;
    const sha = at ?? issue.pull!.head.sha;
    const path = file.filename.split('/').map(encodeURIComponent).join('/');
    let hash = 0;
    for (const ch of file.filename) hash = (hash * 33 + ch.charCodeAt(0)) >>> 0;
    return {
      sha: hash.toString(16).padStart(8, '0').repeat(5),
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.changes,
      blob_url: `${WEB}/${repo.full_name}/blob/${sha}/${path}`,
      raw_url: `${WEB}/${repo.full_name}/raw/${sha}/${path}`,
      contents_url: `${this.api}/repos/${repo.full_name}/contents/${path}?ref=${sha}`,
      ...(file.patch !== undefined ? { patch: file.patch } : {}),
      ...(file.previous_filename !== undefined ? { previous_filename: file.previous_filename } : {}),
    };
  }

  review(review: ReviewRecord) {
    const { repo } = review;
    const pullUrl = `${this.api}/repos/${repo.full_name}/pulls/${review.pull_number}`;
    const html = `${WEB}/${repo.full_name}/pull/${review.pull_number}#pullrequestreview-${review.id}`;
    return {
      id: review.id,
      node_id: this.nodeId('PRR', review.id),
      user: this.simpleUser(review.user),
      body: review.body,
      state: review.state,
      html_url: html,
      pull_request_url: pullUrl,
      _links: { html: { href: html }, pull_request: { href: pullUrl } },
      ...(review.state !== 'PENDING' ? { submitted_at: review.submitted_at } : {}),
      commit_id: review.commit_id,
      author_association: this.authorAssociation(review.user, repo),
    };
  }

  commit(repo: RepoRecord, sha: string) {
    const url = `${this.api}/repos/${repo.full_name}/commits/${sha}`;
    const who = { name: 'Octo Contributor', email: 'octo@example.com', date: '2025-01-01T00:00:00Z' };
    return {
      url,
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      html_url: `${WEB}/${repo.full_name}/commit/${sha}`,
      comments_url: `${url}/comments`,
      commit: {
        url: `${this.api}/repos/${repo.full_name}/git/commits/${sha}`,
        author: who,
        committer: who,
        message: `Commit ${sha.slice(0, 7)}`,
        comment_count: 0,
        tree: { sha, url: `${this.api}/repos/${repo.full_name}/git/trees/${sha}` },
      },
      author: null,
      committer: null,
      parents: [],
    };
  }

  checkRun(run: CheckRunRecord) {
    const { repo } = run;
    const url = `${this.api}/repos/${repo.full_name}/check-runs/${run.id}`;
    const pulls = [...repo.issues.values()].filter((i) => i.pull && i.pull.head.sha === run.head_sha);
    const minimalRepo = { id: repo.id, url: `${this.api}/repos/${repo.full_name}`, name: repo.name };
    return {
      id: run.id,
      name: run.name,
      node_id: this.nodeId('CR', run.id),
      head_sha: run.head_sha,
      external_id: run.external_id ?? '',
      url,
      html_url: `${WEB}/${repo.full_name}/runs/${run.id}`,
      details_url: run.details_url ?? `${WEB}/${repo.full_name}/runs/${run.id}`,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.started_at,
      completed_at: run.completed_at,
      output: { ...run.output, annotations_url: `${url}/annotations` },
      check_suite: { id: run.id + 1_000_000 },
      app: run.app
        ? {
            ...GITHUB_ACTIONS_APP,
            ...run.app,
            node_id: this.nodeId('A', run.app.id),
            owner: this.simpleUser(run.app.slug),
          }
        : { ...GITHUB_ACTIONS_APP, owner: this.simpleUser('github') },
      pull_requests: pulls.map((i) => ({
        url: `${this.api}/repos/${repo.full_name}/pulls/${i.number}`,
        id: i.pull!.id,
        number: i.number,
        head: { ref: i.pull!.head.ref, sha: i.pull!.head.sha, repo: minimalRepo },
        base: { ref: i.pull!.base.ref, sha: i.pull!.base.sha, repo: minimalRepo },
      })),
    };
  }

  /** A run as GitHub lists it; its pull requests (those whose head is its commit) unless `withoutPulls`. */
  workflowRun(run: WorkflowRunRecord, withoutPulls: boolean) {
    const { repo } = run;
    const url = `${this.api}/repos/${repo.full_name}/actions/runs/${run.id}`;
    const html = `${WEB}/${repo.full_name}/actions/runs/${run.id}`;
    const minimalRepo = { id: repo.id, url: `${this.api}/repos/${repo.full_name}`, name: repo.name };
    const pulls = withoutPulls
      ? []
      : [...repo.issues.values()].filter((i) => i.pull && i.pull.head.sha === run.head_sha);
    const actor = this.simpleUser(GITHUB_ACTIONS_BOT.login);
    return {
      id: run.id,
      name: run.workflow.replace(/\.ya?ml$/, ''),
      node_id: this.nodeId('WFR', run.id),
      check_suite_id: run.id + 2_000_000,
      check_suite_node_id: this.nodeId('CS', run.id + 2_000_000),
      head_branch: run.head_branch,
      head_sha: run.head_sha,
      path: `.github/workflows/${run.workflow}`,
      display_title: run.workflow.replace(/\.ya?ml$/, ''),
      run_number: run.run_number,
      event: run.event,
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: run.workflow_id,
      url,
      html_url: html,
      pull_requests: pulls.map((i) => ({
        url: `${this.api}/repos/${repo.full_name}/pulls/${i.number}`,
        id: i.pull!.id,
        number: i.number,
        head: { ref: i.pull!.head.ref, sha: i.pull!.head.sha, repo: minimalRepo },
        base: { ref: i.pull!.base.ref, sha: i.pull!.base.sha, repo: minimalRepo },
      })),
      created_at: run.created_at,
      updated_at: run.updated_at,
      actor,
      triggering_actor: actor,
      run_attempt: run.run_attempt,
      referenced_workflows: [],
      run_started_at: run.run_started_at,
      jobs_url: `${url}/jobs`,
      logs_url: `${url}/logs`,
      check_suite_url: `${this.api}/repos/${repo.full_name}/check-suites/${run.id + 2_000_000}`,
      artifacts_url: `${url}/artifacts`,
      cancel_url: `${url}/cancel`,
      rerun_url: `${url}/rerun`,
      previous_attempt_url: run.run_attempt > 1 ? `${url}/attempts/${run.run_attempt - 1}` : null,
      workflow_url: `${this.api}/repos/${repo.full_name}/actions/workflows/${run.workflow_id}`,
      head_commit: {
        id: run.head_sha,
        tree_id: run.head_sha.split('').reverse().join(''),
        message: 'Update README.md',
        timestamp: run.created_at,
        author: { name: 'Octo Maintainer', email: 'octo-maintainer@users.noreply.github.com' },
        committer: { name: 'GitHub', email: 'noreply@github.com' },
      },
      repository: this.repository(repo),
      head_repository: this.repository(repo),
    };
  }

  collaborator(login: string, repo: RepoRecord, permission: Permission) {
    const rank = ROLE_RANK[permission];
    return {
      ...this.simpleUser(login),
      permissions: {
        admin: rank >= ROLE_RANK.admin,
        maintain: rank >= ROLE_RANK.maintain,
        push: rank >= ROLE_RANK.write,
        triage: rank >= ROLE_RANK.triage,
        pull: rank >= ROLE_RANK.read,
      },
      role_name: permission,
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Pagination

/** The rels of a Link header: `{ next: 'https://…?page=2', last: … }`. */
export function parseLink(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const m = /<([^>]*)>\s*;\s*rel="([^"]+)"/.exec(part);
    if (m) out[m[2]!] = m[1]!;
  }
  return out;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------------------
// Handlers

interface Ctx {
  op: OperationSpec;
  /** Path parameters, coerced. */
  params: Record<string, unknown>;
  /** Query parameters, coerced (only those of the description). */
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  identity: TokenIdentity;
  /** The request URL on the fake's origin. */
  url: URL;
  build: Builders;
  state: FakeGitHubState;
  /** The request's User-Agent. */
  agent: string | undefined;
  /** Records a rule GitHub enforces beyond the schemas (answered 422 by the caller throwing). */
  violation(rule: string): void;
}

function repoOf(ctx: Ctx): RepoRecord {
  const repo = ctx.state.repos.get(`${String(ctx.params.owner)}/${String(ctx.params.repo)}`.toLowerCase());
  if (!repo) throw notFound();
  // A private repository is invisible to users without a role on it.
  if (
    repo.private &&
    !ctx.identity.installation &&
    ctx.state.permission(ctx.identity.login, repo) === 'none'
  ) {
    throw notFound();
  }
  return repo;
}

/** Writes by the token: read-only tokens cannot, users need the role `min` (public repositories: anyone may comment). */
function assertCanWrite(ctx: Ctx, repo: RepoRecord, min: Permission = 'read'): void {
  if (ctx.identity.readOnly) throw notAccessible();
  if (ctx.identity.installation) return;
  if (ROLE_RANK[ctx.state.permission(ctx.identity.login, repo)] < ROLE_RANK[min]) {
    throw new GitHubError(403, 'Must have admin rights to Repository.');
  }
}

function paginate(ctx: Ctx, items: unknown[]): Reply {
  const requested = typeof ctx.query.per_page === 'number' ? ctx.query.per_page : 30;
  const perPage = requested < 1 ? 30 : Math.min(requested, 100);
  const page = typeof ctx.query.page === 'number' && ctx.query.page > 0 ? ctx.query.page : 1;
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const url = new URL(ctx.url);
    url.searchParams.set('page', String(n));
    return `<${url.href}>; rel="${rel}"`;
  };
  const rels: string[] = [];
  if (last > 1 || page > 1) {
    if (page > 1) rels.push(link(page - 1, 'prev'));
    if (page < last) rels.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) rels.push(link(1, 'first'));
  }
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: rels.length > 0 ? { link: rels.join(', ') } : {},
  };
}

const MAX_BODY = 65536;

function checkCommentBody(ctx: Ctx, body: string, resource: string): void {
  if (body.trim() === '') {
    ctx.violation(`${ctx.op.operationId}: body must not be blank (GitHub answers 422 missing_field)`);
    throw new GitHubError(422, 'Validation Failed', {
      errors: [{ resource, code: 'missing_field', field: 'body' }],
    });
  }
  if (body.length > MAX_BODY) {
    ctx.violation(`${ctx.op.operationId}: body is too long (${body.length} > ${MAX_BODY} characters)`);
    throw new GitHubError(422, 'Validation Failed', {
      errors: [
        {
          resource,
          code: 'custom',
          field: 'body',
          message: `body is too long (maximum is ${MAX_BODY} characters)`,
        },
      ],
    });
  }
}

function issueOf(ctx: Ctx, repo: RepoRecord): IssueRecord {
  const issue = repo.issues.get(ctx.params.issue_number as number);
  if (!issue) throw notFound();
  return issue;
}

function pullOf(ctx: Ctx, repo: RepoRecord): IssueRecord {
  const issue = repo.issues.get(ctx.params.pull_number as number);
  if (!issue?.pull) throw notFound();
  return issue;
}

function commentOf(ctx: Ctx, repo: RepoRecord): CommentRecord {
  const comment = ctx.state.comments.get(ctx.params.comment_id as number);
  if (!comment || comment.repo !== repo) throw notFound();
  return comment;
}

function reviewCommentOf(ctx: Ctx, repo: RepoRecord): ReviewCommentRecord {
  const comment = ctx.state.reviewComments.get(ctx.params.comment_id as number);
  if (!comment || comment.repo !== repo) throw notFound();
  return comment;
}

function react(ctx: Ctx, repo: RepoRecord, subject: ReactionRecord['subject']): Reply {
  assertCanWrite(ctx, repo);
  const content = ctx.body.content as ReactionContent;
  const existing = ctx.state
    .reactionsTo(subject, repo)
    .find((r) => r.user === ctx.identity.login && r.content === content);
  if (existing) return { status: 200, body: ctx.build.reaction(existing) };
  const reaction: ReactionRecord = {
    id: ctx.state.nextId('reaction'),
    repo,
    subject,
    content,
    user: ctx.identity.login,
    created_at: ctx.state.timestamp(),
  };
  ctx.state.reactions.push(reaction);
  return { status: 201, body: ctx.build.reaction(reaction) };
}

function checkRunRules(ctx: Ctx, body: Record<string, unknown>, run?: CheckRunRecord): void {
  const status = body.status ?? (body.conclusion !== undefined ? 'completed' : run?.status);
  const conclusion = body.conclusion ?? run?.conclusion ?? undefined;
  if ((status === 'completed' || body.completed_at !== undefined) && conclusion === undefined) {
    ctx.violation(
      `${ctx.op.operationId}: conclusion is required when status is completed or completed_at is given`,
    );
    throw new GitHubError(422, 'Invalid request.\n\n"conclusion" wasn\'t supplied.');
  }
}

function applyCheckRun(ctx: Ctx, run: CheckRunRecord, body: Record<string, unknown>): void {
  const now = ctx.state.timestamp();
  if (typeof body.name === 'string') run.name = body.name;
  if (typeof body.details_url === 'string') run.details_url = body.details_url;
  if (typeof body.external_id === 'string') run.external_id = body.external_id;
  if (typeof body.started_at === 'string') run.started_at = body.started_at;
  if (typeof body.status === 'string') run.status = body.status as CheckRunRecord['status'];
  if (typeof body.conclusion === 'string') {
    run.conclusion = body.conclusion;
    run.status = 'completed';
  }
  if (typeof body.completed_at === 'string') run.completed_at = body.completed_at;
  if (run.status === 'completed') run.completed_at ??= now;
  if (run.status === 'in_progress' || run.status === 'completed') run.started_at ??= now;
  const output = body.output as Record<string, unknown> | undefined;
  if (output) {
    if ('title' in output) run.output.title = (output.title as string | undefined) ?? null;
    if ('summary' in output) run.output.summary = (output.summary as string | undefined) ?? null;
    if ('text' in output) run.output.text = (output.text as string | undefined) ?? null;
    const annotations = Array.isArray(output.annotations) ? output.annotations : [];
    run.annotations.push(...annotations);
    run.output.annotations_count = run.annotations.length;
  }
  if (Array.isArray(body.actions)) run.actions = body.actions;
  run.history.push(body);
}

const handlers: Record<OperationId, (ctx: Ctx) => Reply> = {
  'users/get-authenticated': (ctx) => {
    if (ctx.identity.installation) throw notAccessible();
    return { status: 200, body: ctx.build.privateUser(ctx.identity.login) };
  },
  'repos/get': (ctx) => {
    const repo = repoOf(ctx);
    const viewer = ctx.identity.installation ? undefined : ctx.identity.login;
    return { status: 200, body: ctx.build.fullRepository(repo, viewer) };
  },
  'repos/get-collaborator-permission-level': (ctx) => {
    const repo = repoOf(ctx);
    const login = String(ctx.params.username);
    const user = ctx.state.user(login);
    // GitHub knows bots and organizations, but they are not users that can have a role.
    if (!user || user.type !== 'User') {
      throw new GitHubError(404, `${login} is not a user`);
    }
    const role = ctx.state.permission(user.login, repo);
    // `permission` keeps the legacy base roles: maintain reads as write, triage as read.
    const legacy = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
    return {
      status: 200,
      body: { permission: legacy, role_name: role, user: ctx.build.collaborator(user.login, repo, role) },
    };
  },
  'issues/get': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.build.issue(issueOf(ctx, repo)) };
  },
  'issues/list-comments': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    const since = typeof ctx.query.since === 'string' ? Date.parse(ctx.query.since) : undefined;
    const comments = ctx.state
      .commentsOf(issue.number, repo.full_name)
      .filter((c) => since === undefined || Date.parse(c.updated_at) >= since)
      .map((c) => ctx.build.issueComment(c));
    return paginate(ctx, comments);
  },
  'issues/create-comment': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    assertCanWrite(ctx, repo);
    const body = ctx.body.body as string;
    checkCommentBody(ctx, body, 'IssueComment');
    const comment = ctx.state.addComment(
      { repo: repo.full_name, issue_number: issue.number, body, user: ctx.identity.login },
      ctx.agent,
    );
    const out = ctx.build.issueComment(comment);
    return { status: 201, body: out, headers: { location: out.url } };
  },
  'issues/get-comment': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.build.issueComment(commentOf(ctx, repo)) };
  },
  'issues/update-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    assertCanWrite(ctx, repo, comment.user === ctx.identity.login ? 'read' : 'write');
    const body = ctx.body.body as string;
    checkCommentBody(ctx, body, 'IssueComment');
    comment.body = body;
    comment.updated_at = ctx.state.timestamp();
    ctx.state.journal('update', comment, ctx.agent);
    return { status: 200, body: ctx.build.issueComment(comment) };
  },
  'issues/delete-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    assertCanWrite(ctx, repo, comment.user === ctx.identity.login ? 'read' : 'write');
    ctx.state.comments.delete(comment.id);
    ctx.state.journal('delete', comment, ctx.agent);
    return { status: 204 };
  },
  'reactions/create-for-issue-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    return react(ctx, repo, { kind: 'issue_comment', id: comment.id });
  },
  'reactions/create-for-pull-request-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = reviewCommentOf(ctx, repo);
    return react(ctx, repo, { kind: 'review_comment', id: comment.id });
  },
  'reactions/list-for-issue-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    const content = typeof ctx.query.content === 'string' ? ctx.query.content : undefined;
    const reactions = ctx.state
      .reactionsTo({ kind: 'issue_comment', id: comment.id }, repo)
      .filter((r) => content === undefined || r.content === content)
      .map((r) => ctx.build.reaction(r));
    return paginate(ctx, reactions);
  },
  'reactions/delete-for-issue-comment': (ctx) => {
    const repo = repoOf(ctx);
    const comment = commentOf(ctx, repo);
    assertCanWrite(ctx, repo);
    const index = ctx.state.reactions.findIndex(
      (r) =>
        r.id === ctx.params.reaction_id &&
        r.repo === repo &&
        r.subject.kind === 'issue_comment' &&
        r.subject.id === comment.id,
    );
    if (index < 0) throw notFound();
    // A reaction is its author's to take back.
    if (ctx.state.reactions[index]!.user !== ctx.identity.login) throw notFound();
    ctx.state.reactions.splice(index, 1);
    return { status: 204 };
  },
  'reactions/create-for-issue': (ctx) => {
    const repo = repoOf(ctx);
    const issue = issueOf(ctx, repo);
    return react(ctx, repo, { kind: 'issue', number: issue.number });
  },
  'pulls/get': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.build.pullRequest(pullOf(ctx, repo)) };
  },
  'pulls/list': (ctx) => {
    const repo = repoOf(ctx);
    const state = (ctx.query.state as string | undefined) ?? 'open';
    const sort = (ctx.query.sort as string | undefined) ?? 'created';
    const direction = (ctx.query.direction as string | undefined) ?? (sort === 'created' ? 'desc' : 'asc');
    const head = ctx.query.head as string | undefined;
    const base = ctx.query.base as string | undefined;
    const pulls = [...repo.issues.values()]
      .filter((i) => i.pull && (state === 'all' || i.state === state))
      .filter((i) => {
        if (head === undefined) return true;
        const [owner, ref] = head.includes(':') ? head.split(':', 2) : [head, undefined];
        const headOwner = i.pull!.head.repo.split('/')[0]!;
        return (
          headOwner.toLowerCase() === owner!.toLowerCase() && (ref === undefined || i.pull!.head.ref === ref)
        );
      })
      .filter((i) => base === undefined || i.pull!.base.ref === base)
      .sort((a, b) => {
        const key = sort === 'updated' ? 'updated_at' : 'created_at';
        const order = a[key].localeCompare(b[key]) || a.number - b.number;
        return direction === 'desc' ? -order : order;
      })
      .map((i) => ctx.build.pullRequestSimple(i));
    return paginate(ctx, pulls);
  },
  'repos/compare-commits-with-basehead': (ctx) => {
    const repo = repoOf(ctx);
    const basehead = String(ctx.params.basehead);
    const [base, head] = basehead.split('...');
    const files = head === undefined ? undefined : ctx.state.compare(base!, head, repo.full_name);
    // The fake keeps no history: a compare it was not given is one of commits GitHub does not know (or that a
    // force-push left without a common ancestor).
    if (!files) throw notFound();
    const web = `${WEB}/${repo.full_name}/compare/${basehead}`;
    return {
      status: 200,
      body: {
        url: `${ctx.build.api}/repos/${repo.full_name}/compare/${basehead}`,
        html_url: web,
        permalink_url: web,
        diff_url: `${web}.diff`,
        patch_url: `${web}.patch`,
        base_commit: ctx.build.commit(repo, base!),
        merge_base_commit: ctx.build.commit(repo, base!),
        status: 'ahead',
        ahead_by: 1,
        behind_by: 0,
        total_commits: 1,
        commits: [ctx.build.commit(repo, head!)],
        files: files.map((f) => ctx.build.diffEntry({ repo }, f, head)),
      },
    };
  },
  'repos/get-content': (ctx) => {
    const repo = repoOf(ctx);
    const path = String(ctx.params.path);
    const ref = typeof ctx.query.ref === 'string' ? ctx.query.ref : undefined;
    if (ref === undefined) throw new Error('the fake answers contents at a ref only (give ?ref=)');
    const text = ctx.state.contents.get(`${repo.full_name.toLowerCase()}|${ref}|${path}`);
    if (text === undefined) throw notFound();
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const url = `${ctx.build.api}/repos/${repo.full_name}/contents/${encoded}?ref=${ref}`;
    const html = `${WEB}/${repo.full_name}/blob/${ref}/${encoded}`;
    const git = `${ctx.build.api}/repos/${repo.full_name}/git/blobs/${ref.slice(0, 7)}`;
    return {
      status: 200,
      body: {
        type: 'file',
        encoding: 'base64',
        size: Buffer.byteLength(text, 'utf8'),
        name: path.split('/').pop()!,
        path,
        content: Buffer.from(text, 'utf8').toString('base64'),
        sha: ref,
        url,
        git_url: git,
        html_url: html,
        download_url: null,
        _links: { git, html, self: url },
      },
    };
  },
  'pulls/create-review': (ctx) => {
    const repo = repoOf(ctx);
    const issue = pullOf(ctx, repo);
    const pull = issue.pull!;
    assertCanWrite(ctx, repo);
    const event = ctx.body.event as string | undefined;
    if ((event === 'APPROVE' || event === 'REQUEST_CHANGES') && issue.user === ctx.identity.login)
      throw new GitHubError(422, 'Unprocessable Entity', {
        errors: [`Can not ${event === 'APPROVE' ? 'approve' : 'request changes on'} your own pull request`],
      });
    const body = typeof ctx.body.body === 'string' ? ctx.body.body : '';
    if (body.length > MAX_BODY) checkCommentBody(ctx, body, 'PullRequestReview');
    if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && body.trim() === '' && !ctx.body.comments)
      throw new GitHubError(422, 'Unprocessable Entity', {
        errors: ['Review body is required for this event'],
      });
    if (
      ctx.state
        .reviewsOf(issue.number, repo.full_name)
        .some((r) => r.state === 'PENDING' && r.user === ctx.identity.login)
    )
      throw new GitHubError(422, 'Unprocessable Entity', {
        errors: ['User can only have one pending review per pull request'],
      });
    const commit = typeof ctx.body.commit_id === 'string' ? ctx.body.commit_id : pull.head.sha;
    const files = ctx.state.compare(pull.base.sha, commit, repo.full_name);
    if (!files)
      throw new GitHubError(422, 'Unprocessable Entity', { errors: ['No commit found for SHA: ' + commit] });
    const comments = (ctx.body.comments ?? []) as {
      path: string;
      body: string;
      line?: number;
      side?: string;
      start_line?: number;
      start_side?: string;
    }[];
    // All or nothing, as GitHub: one comment whose lines are not in one hunk of the diff fails the whole review, and
    // the answer does not say which.
    for (const comment of comments) {
      checkCommentBody(ctx, comment.body, 'PullRequestReviewComment');
      const patch = files.find((f) => f.filename === comment.path)?.patch;
      const side = comment.side === 'LEFT' ? 'LEFT' : 'RIGHT';
      const lines = patch === undefined ? undefined : commentableLines(patch)[side];
      const hunk = comment.line === undefined ? undefined : lines?.get(comment.line);
      const startSide = comment.start_side === 'LEFT' ? 'LEFT' : side;
      const startHunk =
        comment.start_line === undefined
          ? hunk
          : patch === undefined
            ? undefined
            : commentableLines(patch)[startSide].get(comment.start_line);
      const ordered =
        comment.start_line === undefined || (comment.line !== undefined && comment.start_line < comment.line);
      if (hunk === undefined || startHunk !== hunk || !ordered)
        throw new GitHubError(422, 'Unprocessable Entity', {
          errors: ['Line could not be resolved'],
        });
    }
    const review: ReviewRecord = {
      id: ctx.state.nextId('review'),
      repo,
      pull_number: issue.number,
      user: ctx.identity.login,
      body,
      state:
        event === 'COMMENT'
          ? 'COMMENTED'
          : event === 'APPROVE'
            ? 'APPROVED'
            : event === 'REQUEST_CHANGES'
              ? 'CHANGES_REQUESTED'
              : 'PENDING',
      commit_id: commit,
      submitted_at: ctx.state.timestamp(),
    };
    ctx.state.reviews.push(review);
    for (const comment of comments) {
      const patch = files.find((f) => f.filename === comment.path)!.patch!;
      ctx.state.addReviewComment({
        repo: repo.full_name,
        pull_number: issue.number,
        review_id: review.id,
        body: comment.body,
        user: ctx.identity.login,
        path: comment.path,
        line: comment.line!,
        side: comment.side === 'LEFT' ? 'LEFT' : 'RIGHT',
        diff_hunk: patch,
        commit_id: commit,
        ...(comment.start_line !== undefined ? { start_line: comment.start_line } : {}),
      });
    }
    return { status: 200, body: ctx.build.review(review) };
  },
  'pulls/list-reviews': (ctx) => {
    const repo = repoOf(ctx);
    const issue = pullOf(ctx, repo);
    const reviews = ctx.state
      .reviewsOf(issue.number, repo.full_name)
      // A pending review is its author's alone.
      .filter((r) => r.state !== 'PENDING' || r.user === ctx.identity.login);
    return paginate(
      ctx,
      reviews.map((r) => ctx.build.review(r)),
    );
  },
  'pulls/list-review-comments': (ctx) => {
    const repo = repoOf(ctx);
    const issue = pullOf(ctx, repo);
    for (const name of ['sort', 'direction', 'since']) {
      if (ctx.query[name] !== undefined)
        throw new Error(`the fake does not sort or filter review comments by ${name}`);
    }
    return paginate(
      ctx,
      ctx.state.reviewCommentsOf(issue.number, repo.full_name).map((c) => ctx.build.reviewComment(c)),
    );
  },
  'pulls/list-files': (ctx) => {
    const repo = repoOf(ctx);
    const issue = pullOf(ctx, repo);
    // GitHub lists at most 3000 files.
    return paginate(
      ctx,
      issue.pull!.files.slice(0, 3000).map((f) => ctx.build.diffEntry(issue, f)),
    );
  },
  'pulls/get-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    return { status: 200, body: ctx.build.reviewComment(reviewCommentOf(ctx, repo)) };
  },
  'pulls/create-reply-for-review-comment': (ctx) => {
    const repo = repoOf(ctx);
    const issue = pullOf(ctx, repo);
    const parent = reviewCommentOf(ctx, repo);
    if (parent.pull_number !== issue.number) throw notFound();
    assertCanWrite(ctx, repo);
    const body = ctx.body.body as string;
    checkCommentBody(ctx, body, 'PullRequestReviewComment');
    const reply = ctx.state.addReviewComment({
      repo: repo.full_name,
      pull_number: issue.number,
      body,
      user: ctx.identity.login,
      in_reply_to_id: parent.id,
    });
    const out = ctx.build.reviewComment(reply);
    return { status: 201, body: out, headers: { location: out.url } };
  },
  'actions/list-workflow-runs': (ctx) => {
    const repo = repoOf(ctx);
    if (ctx.identity.actions === 'none') throw notAccessible();
    const id = ctx.state.findWorkflow(repo, String(ctx.params.workflow_id));
    if (id === undefined) throw notFound();
    const runs = ctx.state.workflowRuns.filter((r) => r.repo === repo && r.workflow_id === id);
    for (const name of ['actor', 'created', 'check_suite_id']) {
      if (ctx.query[name] !== undefined) throw new Error(`the fake does not filter workflow runs by ${name}`);
    }
    const { status, branch, event, head_sha: headSha } = ctx.query as Record<string, string | undefined>;
    const listed = runs
      .filter((r) =>
        status === undefined
          ? true
          : RUN_STATUSES.includes(status)
            ? r.status === status
            : r.conclusion === status,
      )
      .filter((r) => branch === undefined || r.head_branch === branch)
      .filter((r) => event === undefined || r.event === event)
      .filter((r) => headSha === undefined || r.head_sha === headSha)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((r) => ctx.build.workflowRun(r, ctx.query.exclude_pull_requests === true));
    const page = paginate(ctx, listed);
    return { ...page, body: { total_count: listed.length, workflow_runs: page.body } };
  },
  'checks/create': (ctx) => {
    const repo = repoOf(ctx);
    if (ctx.identity.readOnly) throw notAccessible();
    if (!ctx.identity.installation) throw new GitHubError(403, 'You must authenticate via a GitHub App.');
    checkRunRules(ctx, ctx.body);
    const run: CheckRunRecord = {
      id: ctx.state.nextId('checkRun'),
      repo,
      name: ctx.body.name as string,
      head_sha: ctx.body.head_sha as string,
      status: 'queued',
      conclusion: null,
      started_at: null,
      completed_at: null,
      details_url: null,
      external_id: null,
      output: { title: null, summary: null, text: null, annotations_count: 0 },
      annotations: [],
      actions: [],
      creator: ctx.identity.login,
      history: [],
    };
    applyCheckRun(ctx, run, ctx.body);
    if (run.status !== 'queued') run.started_at ??= ctx.state.timestamp();
    ctx.state.checkRuns.push(run);
    return { status: 201, body: ctx.build.checkRun(run) };
  },
  'checks/list-for-ref': (ctx) => {
    const repo = repoOf(ctx);
    const ref = String(ctx.params.ref);
    for (const name of ['status', 'app_id']) {
      if (ctx.query[name] !== undefined) throw new Error(`the fake does not filter check runs by ${name}`);
    }
    // A commit's SHA, or a branch whose head is a pull request's head (the fake keeps no other commits).
    const heads = [...repo.issues.values()].flatMap((i) =>
      i.pull && i.pull.head.ref === ref ? [i.pull.head.sha] : [],
    );
    const sha = /^[0-9a-f]{40}$/i.test(ref) ? ref.toLowerCase() : heads[0];
    if (sha === undefined) throw new GitHubError(422, `No commit found for SHA: ${ref}`);
    const named = typeof ctx.query.check_name === 'string' ? ctx.query.check_name : undefined;
    let runs = ctx.state.checkRuns
      .filter((r) => r.repo === repo && r.head_sha.toLowerCase() === sha)
      .filter((r) => named === undefined || r.name === named)
      .sort((a, b) => b.id - a.id);
    // `latest` (the default): the newest check run of each name; `all`: every one.
    if (ctx.query.filter !== 'all')
      runs = runs.filter((r, i) => runs.findIndex((o) => o.name === r.name) === i);
    const listed = runs.map((r) => ctx.build.checkRun(r));
    const page = paginate(ctx, listed);
    return { ...page, body: { total_count: listed.length, check_runs: page.body } };
  },
  'checks/update': (ctx) => {
    const repo = repoOf(ctx);
    const run = ctx.state.checkRuns.find((r) => r.id === ctx.params.check_run_id && r.repo === repo);
    if (!run) throw notFound();
    if (ctx.identity.readOnly) throw notAccessible();
    if (!ctx.identity.installation) throw new GitHubError(403, 'You must authenticate via a GitHub App.');
    checkRunRules(ctx, ctx.body, run);
    applyCheckRun(ctx, run, ctx.body);
    return { status: 200, body: ctx.build.checkRun(run) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The server

interface ActiveFault {
  rule: FaultRule;
  left: number;
}

function errorBody(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { message, ...extra, documentation_url: DOCS, status: String(status) };
}

/** GitHub's wording of the first broken rule of a body: `"head_sha" wasn't supplied.`, `For 'properties/body', 5 is not a string.` */
function invalidRequestMessage(errors: ErrorObject[] | null | undefined, body: unknown): string {
  const first = errors?.[0];
  if (!first) return 'Invalid request.';
  if (first.keyword === 'required') {
    return `Invalid request.\n\n"${(first.params as { missingProperty: string }).missingProperty}" wasn't supplied.`;
  }
  const parts = first.instancePath.split('/').filter(Boolean);
  const value = parts.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    body,
  );
  const where =
    parts.map((p) => (/^\d+$/.test(p) ? `items/${p}` : `properties/${p}`)).join('/') || 'links/0/schema';
  const shown = JSON.stringify(value) ?? 'nil';
  const what =
    first.keyword === 'type'
      ? `is not ${/^[aeiou]/.test(String(first.params.type)) ? 'an' : 'a'} ${String(first.params.type)}`
      : first.keyword === 'enum'
        ? `is not a member of ${JSON.stringify((first.params as { allowedValues: unknown[] }).allowedValues)}`
        : (first.message ?? 'is invalid');
  return `Invalid request.\n\nFor '${where}', ${shown} ${what}.`;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const spec = loadDescription();
  const state = new FakeGitHubState(options.now);
  const requests: LoggedRequest[] = [];
  const violations: string[] = [];
  const faults: ActiveFault[] = [];
  const sockets = new Set<Socket>();
  const delayed = new Set<NodeJS.Timeout>();
  // Who waits for the delayed answers to be given (landed()).
  let landedWaiters: (() => void)[] = [];
  const undelay = (timer: NodeJS.Timeout) => {
    delayed.delete(timer);
    if (delayed.size > 0) return;
    const waiters = landedWaiters;
    landedWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const strict = options.strict ?? true;
  let origin = '';
  const build = new Builders('', state);

  const takeFault = (operationId: FakeOperation): FaultRule | undefined => {
    const hit = faults.find((f) => f.left > 0 && (f.rule.operationId ?? operationId) === operationId);
    if (!hit) return undefined;
    hit.left--;
    return hit.rule;
  };

  /** REST under this path (`/api/v3` on an Enterprise Server); GraphQL at `graphqlPath`. */
  const restPrefix = options.enterprise ? '/api/v3' : '';
  const graphqlPath = options.enterprise ? '/api/graphql' : '/graphql';

  const authenticate = (header: string | undefined): TokenIdentity | GitHubError => {
    if (!header) return new GitHubError(401, 'Requires authentication');
    const m = /^(?:token|bearer)\s+(\S+)$/i.exec(header.trim());
    const identity = m ? state.tokens.get(m[1]!) : undefined;
    return identity ?? new GitHubError(401, 'Bad credentials');
  };

  const dispatch = (
    req: IncomingMessage,
    url: URL,
    rawBody: string,
    log: LoggedRequest,
  ): Reply | 'reset' | 'stall' | { delayMs: number; respond: () => Reply } | { lost: Reply } => {
    const method = (req.method ?? 'GET').toUpperCase();
    const where = `${method} ${url.pathname}`;
    const violation = (rule: string) => violations.push(`${where}: ${rule}`);
    if (!req.headers['user-agent']) {
      violation('no User-Agent header (GitHub refuses the request)');
      const message =
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header ' +
        '(https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). ' +
        'Check https://developer.github.com for other possible causes.';
      return { status: 403, body: message };
    }
    if (url.pathname === graphqlPath) return graphqlRequest(req, method, rawBody, log, violation);
    const matched = url.pathname.startsWith(`${restPrefix}/`)
      ? spec.match(method, url.pathname.slice(restPrefix.length))
      : undefined;
    if (!matched) {
      violation(`no operation of GitHub's description (${spec.source}) has this method and path`);
      return { status: 404, body: errorBody(404, 'Not Found') };
    }
    const { op, raw } = matched;
    log.operationId = op.operationId;
    const name = `${where} (${op.operationId})`;
    const opViolation = (rule: string) => violations.push(`${name}: ${rule}`);

    const params: Record<string, unknown> = {};
    for (const p of op.params.filter((x) => x.in === 'path')) {
      const value = coerce(raw[p.name] ?? '', p.schema);
      if (!p.validate(value)) {
        opViolation(
          `path parameter ${p.name}=${JSON.stringify(raw[p.name])}: ${describe(p.validate.errors)}`,
        );
        return { status: 404, body: errorBody(404, 'Not Found') };
      }
      params[p.name] = value;
    }
    const query: Record<string, unknown> = {};
    const known = new Set(op.params.filter((x) => x.in === 'query').map((x) => x.name));
    for (const key of new Set(url.searchParams.keys())) {
      if (!known.has(key))
        opViolation(`query parameter ${key} is not one of the operation's (GitHub ignores it)`);
    }
    for (const p of op.params.filter((x) => x.in === 'query')) {
      const rawValue = url.searchParams.get(p.name);
      if (rawValue === null) {
        if (p.required) {
          opViolation(`query parameter ${p.name} is required`);
          return { status: 422, body: errorBody(422, 'Invalid request.') };
        }
        continue;
      }
      const value = coerce(rawValue, p.schema);
      if (!p.validate(value)) {
        opViolation(`query parameter ${p.name}=${JSON.stringify(rawValue)}: ${describe(p.validate.errors)}`);
        return {
          status: 422,
          body: errorBody(422, `Invalid request.\n\nFor '${p.name}', ${describe(p.validate.errors)}.`),
        };
      }
      query[p.name] = value;
    }

    let body: Record<string, unknown> = {};
    if (op.body) {
      let parsed: unknown;
      if (rawBody.trim() !== '') {
        try {
          parsed = JSON.parse(rawBody);
        } catch {
          opViolation('request body is not JSON');
          return { status: 400, body: errorBody(400, 'Problems parsing JSON') };
        }
      }
      if (parsed === undefined) {
        if (op.body.required) {
          opViolation('request body is required');
          return {
            status: 422,
            body: errorBody(422, "Invalid request.\n\nFor 'links/0/schema', nil is not an object."),
          };
        }
      } else if (!op.body.validate(parsed)) {
        opViolation(`request body: ${describe(op.body.validate.errors)}`);
        return { status: 422, body: errorBody(422, invalidRequestMessage(op.body.validate.errors, parsed)) };
      } else {
        body = parsed as Record<string, unknown>;
      }
    } else if (rawBody.trim() !== '') {
      opViolation('the operation takes no request body');
    }

    const fault = takeFault(op.operationId);
    if (fault) {
      log.fault = fault;
      if ('reset' in fault) return 'reset';
      if ('stall' in fault) return 'stall';
      if ('delayMs' in fault) return { delayMs: fault.delayMs, respond: handle };
      if ('lostAnswer' in fault) return { lost: handle() };
      const fallback = errorBody(fault.status, STATUS_CODES[fault.status] ?? 'Error');
      return { status: fault.status, body: fault.body ?? fallback, headers: fault.headers };
    }
    return handle();

    // Authentication and the operation itself: now, or when a delayed answer is due.
    function handle(): Reply {
      const identity = authenticate(req.headers.authorization);
      if (identity instanceof GitHubError) {
        return { status: identity.status, body: errorBody(identity.status, identity.message) };
      }
      log.login = identity.login;
      const ctx: Ctx = {
        op,
        params,
        query,
        body,
        identity,
        url,
        build,
        state,
        agent: req.headers['user-agent'],
        violation: opViolation,
      };
      let reply: Reply;
      try {
        reply = handlers[op.operationId](ctx);
      } catch (error) {
        if (error instanceof GitHubError) {
          return { status: error.status, body: errorBody(error.status, error.message, error.extra) };
        }
        opViolation(`the fake failed: ${(error as Error).stack ?? String(error)}`);
        return { status: 500, body: errorBody(500, 'Server Error') };
      }
      // The answer must be one GitHub could give.
      if (reply.status >= 200 && reply.status < 300) {
        if (!op.responses.has(reply.status)) {
          opViolation(`the fake answered ${reply.status}, which the description does not list`);
        } else {
          const validate = op.responses.get(reply.status);
          if (validate === null && reply.body !== undefined) {
            opViolation(`the fake answered ${reply.status} with a body; the description has none`);
          } else if (validate && !validate(reply.body)) {
            opViolation(`the fake's ${reply.status} answer: ${describe(validate.errors)}`);
          }
        }
      }
      return reply;
    }
  };

  /**
   * A request to the GraphQL API (fake-graphql.ts answers it): authenticated like REST (with GitHub's GraphQL
   * wording), faults aimed at `graphql` apply, and what breaks GitHub's rules is recorded.
   */
  const graphqlRequest = (
    req: IncomingMessage,
    method: string,
    rawBody: string,
    log: LoggedRequest,
    violation: (rule: string) => void,
  ): Reply | 'reset' | 'stall' | { delayMs: number; respond: () => Reply } | { lost: Reply } => {
    log.operationId = 'graphql';
    if (method !== 'POST') {
      violation('the GraphQL API takes POST only');
      return { status: 404, body: errorBody(404, 'Not Found') };
    }
    const handle = (): Reply => {
      const headers = { 'x-ratelimit-resource': 'graphql' };
      const header = req.headers.authorization;
      const identity = authenticate(header);
      if (identity instanceof GitHubError) {
        const message = header ? 'Bad credentials' : 'This endpoint requires you to be authenticated.';
        const body = { message, documentation_url: 'https://docs.github.com/graphql', status: '401' };
        return { status: 401, body, headers };
      }
      log.login = identity.login;
      const reply = answerGraphQL(rawBody, {
        login: identity.login,
        user: (login) => state.user(login),
        reviewThreads: (owner, name, number) => {
          const repo = state.repos.get(`${owner}/${name}`.toLowerCase());
          if (!repo?.issues.get(number)?.pull) return undefined;
          return state
            .reviewCommentsOf(number, repo.full_name)
            .filter((c) => c.in_reply_to_id === undefined)
            .map((root) => threadFacts(state, root));
        },
        resolveThread: (id) => {
          const root = state.reviewComments.get(Number(/^PRRT_(\d+)$/.exec(id)?.[1]));
          if (!root || root.in_reply_to_id !== undefined)
            return `Could not resolve to a node with the global id of '${id}'`;
          if (
            identity.readOnly ||
            (!identity.installation &&
              ROLE_RANK[state.permission(identity.login, root.repo)] < ROLE_RANK.write)
          )
            return 'Resource not accessible by integration';
          state.resolvedThreads.set(root.id, identity.login);
          return threadFacts(state, root);
        },
      });
      if (reply.operation) log.graphqlOperation = reply.operation;
      for (const rule of reply.violations) violation(rule);
      return { status: reply.status, body: reply.body, headers };
    };
    const fault = takeFault('graphql');
    if (!fault) return handle();
    log.fault = fault;
    if ('reset' in fault) return 'reset';
    if ('stall' in fault) return 'stall';
    if ('delayMs' in fault) return { delayMs: fault.delayMs, respond: handle };
    if ('lostAnswer' in fault) return { lost: handle() };
    const fallback = errorBody(fault.status, STATUS_CODES[fault.status] ?? 'Error');
    return { status: fault.status, body: fault.body ?? fallback, headers: fault.headers };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let parsed: unknown;
      try {
        parsed = rawBody.trim() === '' ? undefined : JSON.parse(rawBody);
      } catch {
        parsed = undefined;
      }
      const log: LoggedRequest = {
        operationId: undefined,
        method: (req.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: parsed,
        rawBody,
        login: undefined,
        status: 0,
        at: new Date().toISOString(),
        journaled: state.commentWrites.length,
      };
      requests.push(log);
      const reply = dispatch(req, url, rawBody, log);
      if (reply === 'reset') {
        req.socket.destroy();
        return;
      }
      if (reply === 'stall') return;
      if ('lost' in reply) {
        // The work is done; the status is what GitHub would have answered, though no one receives it.
        log.status = reply.lost.status;
        req.socket.destroy();
        return;
      }
      const answer = (r: Reply) => {
        if (res.destroyed) return;
        log.status = r.status;
        send(res, r);
      };
      if ('delayMs' in reply) {
        const timer = setTimeout(() => {
          answer(reply.respond());
          undelay(timer);
        }, reply.delayMs);
        delayed.add(timer);
        return;
      }
      answer(reply);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  build.api = `${origin}${restPrefix}`;

  let closed = false;
  return {
    url: `${origin}${restPrefix}`,
    graphqlUrl: `${origin}${graphqlPath}`,
    requests,
    violations,
    state,
    faults: {
      inject(rule) {
        faults.push({ rule, left: rule.times ?? 1 });
      },
      clear() {
        faults.length = 0;
      },
      get pending() {
        return faults.filter((f) => f.left > 0).map((f) => f.rule);
      },
    },
    count(operationId) {
      return operationId === undefined
        ? requests.length
        : requests.filter((r) => r.operationId === operationId).length;
    },
    landed() {
      return delayed.size === 0 ? Promise.resolve() : new Promise((resolve) => landedWaiters.push(resolve));
    },
    async close() {
      if (!closed) {
        closed = true;
        for (const timer of delayed) {
          clearTimeout(timer);
          undelay(timer);
        }
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
          for (const socket of sockets) socket.destroy();
        });
      }
      if (strict && violations.length > 0) {
        throw new Error(
          `the fake GitHub saw ${violations.length} violation(s) of GitHub's description:\n- ${violations.join('\n- ')}`,
        );
      }
    },
  };
}

function send(res: ServerResponse, reply: Reply): void {
  const reset = Math.floor(Date.now() / 1000) + 3600;
  const headers: Record<string, string> = {
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': randomUUID().toUpperCase(),
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(reset),
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
    ...(reply.headers ?? {}),
  };
  if (reply.body === undefined || reply.status === 204) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type':
      typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}
