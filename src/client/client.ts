/**
 * The typed client of the Cloud Agent Run Service: one method per operation of openapi/cloud-agent.yaml, grouped
 * by resource. Types come from the generated schema; transport, retries and errors from transport.ts.
 */
import type { components, operations } from './schema.ts';
import { OPERATIONS, type OperationId } from './operations.ts';
import { PageIterator } from './pagination.ts';
import {
  Transport,
  type ClientOptions,
  type QueryValue,
  type RequestOptions,
  type SignedUrl,
} from './transport.ts';
import {
  checkCron,
  checkEnvironmentFilter,
  checkEnvironmentId,
  checkLimit,
  checkMetadataFilter,
  checkRequired,
  checkRunMetadata,
  checkUrl,
  expandPath,
} from './validate.ts';
import { ApiResponseError, InvalidArgumentError } from './errors.ts';
import type { AnswerSchemas, Read } from './reads.ts';
import { keep, reasonMatches, runMatches, scorerMatches, type Checked, type CheckedRuns } from './filters.ts';

export type { Checked } from './filters.ts';

export type Schemas = components['schemas'];

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<O extends OperationId> = operations[O]['responses'];
/** The body of an operation's success answer. */
export type SuccessOf<O extends OperationId> = 200 extends keyof Responses<O>
  ? JsonContent<Responses<O>[200]>
  : 201 extends keyof Responses<O>
    ? JsonContent<Responses<O>[201]>
    : undefined;
/**
 * What the code sees of an operation's answer: its schema narrowed to the fields reads.ts lists (the check lets
 * the others be anything); `unknown` for an answer that is no named schema, which nothing reads.
 */
export type Answer<O extends OperationId> = O extends keyof AnswerSchemas
  ? Read<AnswerSchemas[O]>
  : SuccessOf<O> extends undefined
    ? undefined
    : unknown;
/**
 * How a client types answers. `'reads'` (the default, and the only one src/ uses): as the code reads them, above.
 * `'contract'`: the whole contract, for tests of the simulator, which look at what the action never reads. The check
 * of an answer is the same either way (what reads.ts lists), so only the types differ.
 */
export type AnswerView = 'reads' | 'contract';
export type AnswerIn<V extends AnswerView, O extends OperationId> = V extends 'contract'
  ? SuccessOf<O>
  : Answer<O>;
/** The items of a list answer under key K, as view V types them. */
type ItemsIn<V extends AnswerView, O extends OperationId, K extends string> =
  AnswerIn<V, O> extends { [P in K]: (infer I)[] } ? I : never;
/** The query parameters of an operation. */
export type QueryOf<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
/** The JSON request body of an operation. */
export type BodyOf<O extends OperationId> = operations[O] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type { Read } from './reads.ts';
/** A run as the code sees it (the fields reads.ts lists). */
export type RunItem = Read<'RunItem'>;
export type RunState = Schemas['RunState'];
/** An artifact of a type this client does not know yet: shown as it is, never a crash. */
export interface UnknownArtifactItem {
  artifact_type: string & {};
  created_at: string;
  data: Record<string, unknown>;
}
export type ArtifactItem = Read<'ArtifactItem'> | UnknownArtifactItem;

export const REASONS_BATCH = 100;

export class CloudAgentClient<V extends AnswerView = 'reads'> {
  readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
  }

  get baseUrl(): string {
    return this.transport.baseUrl.href;
  }

  /** Closes the connection pool. */
  close(): Promise<void> {
    return this.transport.close();
  }

  /** Sends one operation by its operationId. Prefer the named methods below; this is what they use. */
  call<O extends OperationId>(
    operation: O,
    args: {
      path?: Record<string, string | number>;
      query?: Record<string, QueryValue> | undefined;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
    options?: RequestOptions,
  ): Promise<AnswerIn<V, O>> {
    const spec = OPERATIONS[operation];
    return this.transport.request<AnswerIn<V, O>>(
      {
        operation,
        method: spec.method,
        path: expandPath(spec.path, args.path ?? {}, operation),
        query: args.query,
        body: args.body,
        idempotent: spec.idempotent,
        redirect: 'redirect' in spec ? spec.redirect : undefined,
        headers: args.headers,
      },
      options,
    );
  }

  /**
   * Sends one operation whose answer the caller passes on as it came and reads nothing of (the command line's
   * `--json`): not checked, so typed `unknown`. Code that reads a field uses the operation's method instead.
   */
  asIs<O extends OperationId>(
    operation: O,
    args: { path?: Record<string, string | number>; query?: Record<string, QueryValue> | undefined } = {},
    options?: RequestOptions,
  ): Promise<unknown> {
    const spec = OPERATIONS[operation];
    return this.transport.request<unknown>(
      {
        operation,
        method: spec.method,
        path: expandPath(spec.path, args.path ?? {}, operation),
        query: args.query,
        idempotent: spec.idempotent,
        asIs: true,
      },
      options,
    );
  }

  private q(query: object | undefined): Record<string, QueryValue> | undefined {
    return query as Record<string, QueryValue> | undefined;
  }

  /** An answer as the client itself reads it (what reads.ts lists, which either view's answer has). */
  private static read<O extends OperationId>(answer: unknown): Answer<O> {
    return answer as Answer<O>;
  }

  /**
   * One page of runs, only those the query asks for, whatever the service applied (see filters.ts), with how many
   * were left out and how many of those for their metadata (`foreign`); each run left out is handed to `leftOut`
   * when given.
   */
  private async listRunsPage(
    query: QueryOf<'listRuns'>,
    options?: RequestOptions,
    leftOut?: (run: RunItem) => void,
  ): Promise<CheckedRuns<AnswerIn<V, 'listRuns'>>> {
    const answer = await this.call('listRuns', { query: this.q(query) }, options);
    const page = CloudAgentClient.read<'listRuns'>(answer);
    let foreign = 0;
    const { kept, unmatched } = keep(
      page.runs,
      (run) => runMatches(query, run),
      (run) => {
        if (query.metadata && !runMatches({ metadata: query.metadata }, run)) foreign++;
        leftOut?.(run);
      },
    );
    return { ...answer, runs: kept, unmatched, foreign } as unknown as CheckedRuns<AnswerIn<V, 'listRuns'>>;
  }

  readonly runs = {
    /** POST /agent/runs. Pass `recover` to adopt a run the service made even though the answer was lost. */
    create: (body: BodyOf<'createRun'>, options?: RequestOptions) => {
      checkRunRequest(body, 'createRun');
      return this.call('createRun', { body }, options);
    },
    /** POST /agent/run, the deprecated alias of create. */
    createLegacy: (body: BodyOf<'createRunLegacy'>, options?: RequestOptions) => {
      checkRunRequest(body, 'createRunLegacy');
      return this.call('createRunLegacy', { body }, options);
    },
    /**
     * GET /agent/runs, every page: `for await (const run of client.runs.list({ state: ['QUEUED'] }))`. Only runs
     * that match the query are handed back, whatever the service applied; each page counts the others (`unmatched`).
     */
    list: (query: QueryOf<'listRuns'> = {}, options?: RequestOptions) => {
      checkListRuns(query);
      return new PageIterator<ItemsIn<V, 'listRuns', 'runs'>, CheckedRuns<AnswerIn<V, 'listRuns'>>>(
        (cursor) => this.listRunsPage({ ...query, cursor: cursor ?? query.cursor }, options),
        (answer) => {
          const page = CloudAgentClient.read<'listRuns'>(answer);
          return {
            items: page.runs as ItemsIn<V, 'listRuns', 'runs'>[],
            pageInfo: page.page_info,
            received: page.runs.length + answer.unmatched,
          };
        },
      );
    },
    /**
     * GET /agent/runs, one page, checked as `list` checks each (`foreign`: the runs left out for their metadata);
     * `leftOut` is handed each run the check left out (a caller that must tell why: older than `created_after`, or a
     * creation time that does not read).
     */
    listPage: (
      query: QueryOf<'listRuns'> = {},
      options?: RequestOptions,
      leftOut?: (run: RunItem) => void,
    ) => {
      checkListRuns(query);
      return this.listRunsPage(query, options, leftOut);
    },
    /**
     * GET /agent/runs/{id}. An answer about another run is refused: whoever reads it would show that run's title and
     * answer, or act on it, as this one's.
     */
    get: async (runId: string, options?: RequestOptions) => {
      const run = await this.call('getRun', { path: { runId } }, options);
      // (An answer without a body, a 204, is handed back as it is, as for every operation.)
      if (run !== undefined && run.run_id !== runId) {
        throw new ApiResponseError(`getRun answered run "${run.run_id}" when asked for run "${runId}"`, {
          operation: 'getRun',
          status: 200,
        });
      }
      return run;
    },
    timeline: (runId: string, options?: RequestOptions) =>
      this.call('getRunTimeline', { path: { runId } }, options),
    conversation: (runId: string, options?: RequestOptions) =>
      this.call('getRunConversation', { path: { runId } }, options),
    /** The transcript's signed download URL (another host: fetch it with fetchSignedUrl, never with the key). */
    transcript: (runId: string, options?: RequestOptions): Promise<SignedUrl> =>
      this.call('getRunTranscript', { path: { runId } }, options) as Promise<unknown> as Promise<SignedUrl>,
    /** POST /agent/runs/{id}/cancel; answers the cancelled run's id. */
    cancel: (runId: string, options?: RequestOptions) => this.call('cancelRun', { path: { runId } }, options),
    followUp: (runId: string, body: BodyOf<'createFollowup'>, options?: RequestOptions) =>
      this.call('createFollowup', { path: { runId }, body }, options),
    byExternalReference: (url: string, options?: RequestOptions) => {
      checkUrl('url', url, 'getRunByExternalReference');
      return this.call('getRunByExternalReference', { query: { url } }, options);
    },
    /** POST /agent/runs/{id}/scores: a judge run reports its verdicts (use a client with the judge run's key). */
    reportScores: (runId: string, body: BodyOf<'reportRunScores'>, options?: RequestOptions) =>
      this.call('reportRunScores', { path: { runId }, body }, options),
  };

  readonly conversations = {
    get: (conversationId: string, options?: RequestOptions) =>
      this.call('getConversation', { path: { conversation_id: conversationId } }, options),
  };

  readonly agents = {
    list: (query: QueryOf<'listAgents'> = {}, options?: RequestOptions) =>
      this.call('listAgents', { query: this.q(query) }, options),
    connectedWorkers: (options?: RequestOptions) => this.call('listConnectedWorkers', {}, options),
  };

  readonly schedules = {
    create: (body: BodyOf<'createSchedule'>, options?: RequestOptions) => {
      checkRequired('name', body.name, 'createSchedule');
      checkCron('cron_schedule', body.cron_schedule, 'createSchedule');
      checkEnvironmentId('agent_config.environment_id', body.agent_config?.environment_id, 'createSchedule');
      return this.call('createSchedule', { body }, options);
    },
    list: (options?: RequestOptions) => this.call('listSchedules', {}, options),
    get: (scheduleId: string, options?: RequestOptions) =>
      this.call('getSchedule', { path: { scheduleId } }, options),
    update: (scheduleId: string, body: BodyOf<'updateSchedule'>, options?: RequestOptions) => {
      checkRequired('name', body.name, 'updateSchedule');
      checkCron('cron_schedule', body.cron_schedule, 'updateSchedule');
      if (typeof body.enabled !== 'boolean')
        throw new InvalidArgumentError('enabled', 'is required (true or false)', 'updateSchedule');
      checkEnvironmentId('agent_config.environment_id', body.agent_config?.environment_id, 'updateSchedule');
      return this.call('updateSchedule', { path: { scheduleId }, body }, options);
    },
    delete: (scheduleId: string, options?: RequestOptions) =>
      this.call('deleteSchedule', { path: { scheduleId } }, options),
    pause: (scheduleId: string, options?: RequestOptions) =>
      this.call('pauseSchedule', { path: { scheduleId } }, options),
    resume: (scheduleId: string, options?: RequestOptions) =>
      this.call('resumeSchedule', { path: { scheduleId } }, options),
  };

  readonly environments = {
    list: (query: QueryOf<'listEnvironments'> = {}, options?: RequestOptions) =>
      this.call('listEnvironments', { query: this.q(query) }, options),
  };

  readonly models = {
    list: (options?: RequestOptions) => this.call('listModels', {}, options),
  };

  readonly artifacts = {
    get: (artifactUid: string, options?: RequestOptions) =>
      this.call('getArtifact', { path: { artifactUid } }, options),
    /** The artifact's signed download URL (fetch it with fetchSignedUrl). */
    download: (artifactUid: string, options?: RequestOptions): Promise<SignedUrl> =>
      this.call(
        'downloadArtifact',
        { path: { artifactUid } },
        options,
      ) as Promise<unknown> as Promise<SignedUrl>,
  };

  readonly identities = {
    create: (body: BodyOf<'createAgentIdentity'>, options?: RequestOptions) => {
      checkRequired('name', body.name, 'createAgentIdentity');
      checkEnvironmentId('environment_id', body.environment_id, 'createAgentIdentity');
      return this.call('createAgentIdentity', { body }, options);
    },
    list: (query: QueryOf<'listAgentIdentities'> = {}, options?: RequestOptions) =>
      this.call('listAgentIdentities', { query: this.q(query) }, options),
    get: (uid: string, options?: RequestOptions) => this.call('getAgentIdentity', { path: { uid } }, options),
    update: (uid: string, body: BodyOf<'updateAgentIdentity'>, options?: RequestOptions) => {
      if (body.environment_id !== '')
        checkEnvironmentId('environment_id', body.environment_id, 'updateAgentIdentity');
      return this.call('updateAgentIdentity', { path: { uid }, body }, options);
    },
    delete: (uid: string, options?: RequestOptions) =>
      this.call('deleteAgentIdentity', { path: { uid } }, options),
  };

  readonly factories = {
    list: (query: QueryOf<'listFactories'> = {}, options?: RequestOptions) => {
      checkLimit('limit', query.limit, 1, 100, 'listFactories');
      return new PageIterator<ItemsIn<V, 'listFactories', 'factories'>, AnswerIn<V, 'listFactories'>>(
        (cursor) =>
          this.call(
            'listFactories',
            { query: this.q({ ...query, cursor: cursor ?? query.cursor }) },
            options,
          ),
        (answer) => {
          const page = CloudAgentClient.read<'listFactories'>(answer);
          return {
            items: page.factories as ItemsIn<V, 'listFactories', 'factories'>[],
            pageInfo: page.page_info,
          };
        },
      );
    },
    get: (uid: string, options?: RequestOptions) => this.call('getFactory', { path: { uid } }, options),
    /** POST /factory/{uid}/runs: the work goes to the factory's foreman; the answer is the created run. */
    dispatch: (uid: string, body: BodyOf<'dispatchFactoryRun'>, options?: RequestOptions) => {
      checkRequired('prompt', body.prompt, 'dispatchFactoryRun');
      if (body.ticket_url !== undefined) checkUrl('ticket_url', body.ticket_url, 'dispatchFactoryRun');
      return this.call('dispatchFactoryRun', { path: { uid }, body }, options);
    },
    taskByRun: (uid: string, runId: string, options?: RequestOptions) => {
      checkRequired('run_id', runId, 'getFactoryTaskByRun');
      return this.call('getFactoryTaskByRun', { path: { uid }, query: { run_id: runId } }, options);
    },
  };

  readonly scorers = {
    create: (body: BodyOf<'createScorer'>, options?: RequestOptions) =>
      this.call('createScorer', { body }, options),
    /** The scorers, only those of the factory asked for (`unmatched` counts the others the service sent). */
    list: async (
      query: QueryOf<'listScorers'> = {},
      options?: RequestOptions,
    ): Promise<Checked<AnswerIn<V, 'listScorers'>>> => {
      checkLimit('recent_outcomes_limit', query.recent_outcomes_limit, 1, 100, 'listScorers');
      const answer = await this.call('listScorers', { query: this.q(query) }, options);
      const { scorers } = CloudAgentClient.read<'listScorers'>(answer);
      const { kept, unmatched } = keep(scorers, (scorer) => scorerMatches(query, scorer));
      return { ...answer, scorers: kept, unmatched } as unknown as Checked<AnswerIn<V, 'listScorers'>>;
    },
    update: (scorerId: number, body: BodyOf<'updateScorer'>, options?: RequestOptions) => {
      if (Object.keys(body).length === 0) {
        throw new InvalidArgumentError('body', 'at least one field must be given', 'updateScorer');
      }
      return this.call('updateScorer', { path: { scorer_id: scorerId }, body }, options);
    },
    delete: (scorerId: number, options?: RequestOptions) =>
      this.call('deleteScorer', { path: { scorer_id: scorerId } }, options),
    /** Attempts, newest first, across every page. */
    results: (scorerId: number, query: QueryOf<'listScorerResults'> = {}, options?: RequestOptions) => {
      checkLimit('limit', query.limit, 1, 100, 'listScorerResults');
      return new PageIterator<ItemsIn<V, 'listScorerResults', 'results'>, AnswerIn<V, 'listScorerResults'>>(
        (cursor) =>
          this.call(
            'listScorerResults',
            { path: { scorer_id: scorerId }, query: this.q({ ...query, cursor: cursor ?? query.cursor }) },
            options,
          ),
        (answer) => {
          const page = CloudAgentClient.read<'listScorerResults'>(answer);
          return {
            items: page.results as ItemsIn<V, 'listScorerResults', 'results'>[],
            pageInfo: page.page_info,
          };
        },
      );
    },
    /** Judge reasons for any number of runs, asked in batches of at most 100 distinct runs. */
    reasons: async (scorerId: number, runIds: readonly string[], options?: RequestOptions) => {
      const distinct = [...new Set(runIds)];
      if (distinct.some((id) => typeof id !== 'string' || id === '')) {
        throw new InvalidArgumentError(
          'run_id',
          'every run id must be a non-empty string',
          'getScorerResultReasons',
        );
      }
      const reasons: ItemsIn<V, 'getScorerResultReasons', 'reasons'>[] = [];
      let unmatched = 0;
      for (let i = 0; i < distinct.length; i += REASONS_BATCH) {
        const batch = distinct.slice(i, i + REASONS_BATCH);
        const page = await this.call(
          'getScorerResultReasons',
          { path: { scorer_id: scorerId }, query: { run_id: batch } },
          options,
        );
        // A reason for a run of another batch, or of no run asked for, is not this batch's answer.
        const asked = new Set(batch);
        const checked = keep(CloudAgentClient.read<'getScorerResultReasons'>(page).reasons, (reason) =>
          reasonMatches(asked, reason),
        );
        reasons.push(...(checked.kept as ItemsIn<V, 'getScorerResultReasons', 'reasons'>[]));
        unmatched += checked.unmatched;
      }
      return { reasons, unmatched };
    },
    passRate: (scorerId: number, query: QueryOf<'getScorerPassRate'> = {}, options?: RequestOptions) =>
      this.call('getScorerPassRate', { path: { scorer_id: scorerId }, query: this.q(query) }, options),
    getSelfImprovement: (scorerId: number, options?: RequestOptions) =>
      this.call('getSelfImprovementConfig', { path: { scorer_id: scorerId } }, options),
    enableSelfImprovement: (scorerId: number, options?: RequestOptions) =>
      this.call('putSelfImprovementConfig', { path: { scorer_id: scorerId }, body: {} }, options),
    disableSelfImprovement: (scorerId: number, options?: RequestOptions) =>
      this.call('deleteSelfImprovementConfig', { path: { scorer_id: scorerId } }, options),
  };

  readonly scoring = {
    /** Judge these (run, scorer) pairs now; each pair's outcome is reported separately. */
    dispatch: (body: BodyOf<'dispatchRunScoring'>, options?: RequestOptions) => {
      if (!Array.isArray(body.targets) || body.targets.length === 0) {
        throw new InvalidArgumentError(
          'targets',
          'at least one (run_id, scorer_id) pair is required',
          'dispatchRunScoring',
        );
      }
      return this.call('dispatchRunScoring', { body }, options);
    },
    runScores: (runId: string, options?: RequestOptions) =>
      this.call('getRunScores', { path: { run_id: runId } }, options),
  };

  readonly harness = {
    /** POST /harness-support/report-artifact on behalf of the run `runId`. */
    reportArtifact: (runId: string, body: BodyOf<'reportArtifact'>, options?: RequestOptions) => {
      checkRequired('runId', runId, 'reportArtifact');
      return this.call('reportArtifact', { body, headers: { 'x-warp-cloud-agent-id': runId } }, options);
    },
  };
}

function checkRunRequest(body: BodyOf<'createRun'>, operation: string): void {
  const hasSkill = Boolean(
    body.skill || body.config?.skill_spec || body.config?.skills?.length || body.conversation_id,
  );
  if (!hasSkill) checkRequired('prompt', body.prompt, operation);
  checkEnvironmentId('config.environment_id', body.config?.environment_id, operation);
  checkRunMetadata('metadata', body.metadata, operation);
}

function checkListRuns(query: QueryOf<'listRuns'>): void {
  checkLimit('limit', query.limit, 1, 500, 'listRuns');
  checkMetadataFilter(query.metadata, 'listRuns');
  checkEnvironmentFilter(query.environment_id, 'listRuns');
}
