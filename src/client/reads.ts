/**
 * What the code reads of the service's answers, per schema of the contract: the list that answers.ts checks
 * answers against, and the narrowed types the client hands back (see the top of answers.ts for why and how).
 *
 * - `READ`: the code needs the field. When the contract requires it, an answer without it is wrong; when it is
 *   there, its whole value must fit the contract.
 * - `MAYBE`: the code reads the field but does without it (a table cell shows "-", a name falls back to an id):
 *   never demanded, checked when there.
 * - a schema's name, or a list of its own: the field holds an object (or a list of them) of which the code reads
 *   what that list names; `{}` when the code takes the object as a bag of unknown values and checks each value it
 *   takes itself (a typed accessor); `maybe(...)` when the code does without the object.
 *
 * A field not listed here is not read: it may be missing, null or of another type. The types below make code that
 * reads an unlisted field fail to compile, and test/client/reads.test.ts fails when a listed field is read nowhere,
 * so the list is what the code reads, no more and no less.
 */
import type { components } from './schema.ts';
import type { AnswerSchemas } from './shapes.ts';

type Schemas = components['schemas'];

/** The code needs this field: demanded when the contract requires it. */
export const READ = 'read';
/** The code reads this field and does without it: never demanded, checked when present. */
export const MAYBE = 'maybe';
/** Marks a nested list whose object the code does without (see `maybe`). */
export const OPTIONAL: unique symbol = Symbol('read, not needed');

type Leaf = typeof READ | typeof MAYBE;

type SchemaName = keyof Schemas;

/** What is read of one field: the whole value, a schema's list by name, or a list of its own (maybe optional). */
export type FieldRead = Leaf | SchemaName | Spec | { readonly [OPTIONAL]: SchemaName | Spec };

export interface Spec {
  readonly [field: string]: FieldRead;
}

/** A field whose object the code reads (these fields of it, or those of the named schema) but does without. */
export function maybe<const F extends SchemaName | Spec>(read: F): { readonly [OPTIONAL]: F } {
  return { [OPTIONAL]: read };
}

type Optional<F> = F extends typeof MAYBE ? true : F extends { readonly [OPTIONAL]: unknown } ? true : false;
/** The list a field is read by: its own, or its schema's (by name). */
type ListOf<F> = F extends { readonly [OPTIONAL]: infer X }
  ? ListOf<X>
  : F extends keyof Reads
    ? Reads[F]
    : F;

/**
 * The type T narrowed to what list R reads: unlisted fields are gone, `MAYBE` fields and `maybe(...)` objects are
 * optional, the rest keeps the contract's type (and its optionality: a field the contract does not require may be
 * absent whether read or not). Unions (a tagged union's variants) are narrowed each by the same list.
 */
export type Narrowed<T, R> = T extends null | undefined
  ? T
  : T extends readonly (infer E)[]
    ? Narrowed<E, R>[]
    : R extends Leaf
      ? T
      : NarrowedFields<T, R>;

type NarrowedFields<T, R> = {
  [K in keyof T as K extends keyof R ? (Optional<R[K]> extends true ? never : K) : never]: Narrowed<
    T[K],
    ListOf<R[K & keyof R]>
  >;
} & {
  [K in keyof T as K extends keyof R ? (Optional<R[K]> extends true ? K : never) : never]?: Narrowed<
    T[K],
    ListOf<R[K & keyof R]>
  >;
};

/** The fields a list may name for schema S: its own (the contract's names; a typo does not compile). */
type ListFor<S extends SchemaName> = { readonly [K in KeysOf<Schemas[S]>]?: FieldRead };
/** The keys of every variant of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;

/**
 * Every field the code reads, per schema (see the top of this file). A field holding an object names the schema
 * whose list says what is read of it, or gives a list of its own (an inline object, or an object read as a bag of
 * unknown values that the code checks itself: `{}`).
 */
export const READS = {
  // Runs: creating, following, reporting, adopting, settling.
  RunAgentResponse: { run_id: READ, state: READ },
  ListRunsResponse: { runs: 'RunItem', page_info: 'PageInfo' },
  PageInfo: { has_next_page: READ, next_cursor: READ },
  RunItem: {
    run_id: READ,
    state: READ,
    title: READ,
    prompt: READ,
    created_at: READ,
    updated_at: READ,
    started_at: READ,
    finished_at: READ,
    run_time: READ,
    session_link: READ,
    conversation_id: READ,
    metadata: READ,
    source: READ,
    factory_uid: READ,
    executor: 'UserProfile',
    // Read by filters.ts only when a listing was asked to filter by them (the command line's `runs list` flags).
    execution_location: MAYBE,
    creator: maybe('UserProfile'),
    schedule: maybe({ schedule_id: MAYBE }),
    agent_config: maybe({
      name: MAYBE,
      model_id: MAYBE,
      environment_id: MAYBE,
      // A third-party harness (claude, gemini, codex) names its own model here; model_id is the built-in harness's.
      harness: maybe({ type: MAYBE, model_id: MAYBE }),
    }),
    status_message: 'RunStatusMessage',
    artifacts: 'ArtifactItem',
    // Read as a bag: cost() takes only the numbers it finds.
    request_usage: {},
  },
  RunStatusMessage: { message: READ, error_code: READ, retryable: READ },
  UserProfile: { uid: READ },
  // The data of an artifact is read as a bag: flow/artifacts.ts takes only the strings it finds. Its time tells a
  // plan from a later execution (flow/plan.ts alreadyCarriedOut); without it nothing is told.
  ArtifactItem: { artifact_type: READ, data: {}, created_at: MAYBE },
  ArtifactResponse: { data: {} },
  ConversationResponse: { steps: 'ConversationStep' },
  ConversationStep: {
    id: READ,
    description: READ,
    summary: READ,
    // When it started: the time of its line in a run's log (flow/logs.ts); a step without it is placed after the one
    // before it.
    started_at: MAYBE,
    completed_at: READ,
    messages: 'ConversationMessage',
    steps: 'ConversationStep',
  },
  ConversationMessage: { role: READ, content: 'ContentBlock', timestamp: MAYBE },
  // Actions and their results are read as bags (render/report.ts, render/progress.ts check what they take).
  ContentBlock: { type: READ, text: READ },
  GetRunTimelineResponse: { events: 'TimelineEvent' },
  // An event without its id is told apart by its type and time; one without its time is shown without one. Its
  // execution tells executions apart (flow/plan.ts alreadyCarriedOut); an event without it says nothing of them.
  TimelineEvent: {
    event_uuid: MAYBE,
    event_type: READ,
    occurred_at: MAYBE,
    execution_id: MAYBE,
    // A run's log leaves out an event of another run, whatever answered it (flow/logs.ts).
    run_id: MAYBE,
  },

  // Factories: dispatching, and the task of a dispatched run.
  FactoryRunResponse: { run_id: READ, state: READ, foreman_agent: MAYBE, ticket_ref: MAYBE },
  FactoryTask: { uid: READ, stage: READ },
  ListFactoriesResponse: { factories: 'Factory', page_info: 'PageInfo' },
  Factory: {
    uid: MAYBE,
    name: MAYBE,
    alias: MAYBE,
    description: MAYBE,
    default_model: MAYBE,
    default_environment: MAYBE,
    created_at: MAYBE,
    updated_at: MAYBE,
  },

  // Scorers: the gate.
  ListScorersResponse: { scorers: 'ScorerListItem' },
  ScorerListItem: {
    id: READ,
    // A scorer without a name is shown by its id; one without its agents judges no run (covers() in flow/gate.ts).
    name: MAYBE,
    threshold: READ,
    version: READ,
    scope_mode: READ,
    factory_uid: READ,
    agents: maybe({ uid: READ }),
    pass_rate_summary: maybe({ pass_rate: MAYBE }),
  },
  ListScorerResultsResponse: { results: 'ScorerResult', page_info: 'PageInfo' },
  ScorerResult: {
    run_id: READ,
    attempted_at: READ,
    status: READ,
    is_in_flight: READ,
    classification: READ,
    score: READ,
    // When a live score was scored, which decides whether the service's pass rate over a window counts it (the
    // gate's norm leaves out the runs it judges); without it, attempted_at.
    scored_at: MAYBE,
    // The JUnit file's time of a verdict (src/cli/junit.ts); without it the test case has none.
    scoring_run_time: MAYBE,
    // The judge run of the attempt: the gate links its session from a regressed run it names.
    scoring_run_id: MAYBE,
  },
  RunScoringDispatchResponse: { results: 'RunScoringDispatchResult' },
  RunScoringDispatchResult: { run_id: READ, scorer_id: READ, outcome: READ, error: READ },
  ScorerReasonsResponse: { reasons: 'ScorerReason' },
  ScorerReason: { run_id: READ, status: READ, reason: READ },
  PassRateResponse: {
    pass_rate: READ,
    pass_count: READ,
    fail_count: READ,
    start_date: READ,
    end_date: READ,
    series: 'PassRatePeriod',
  },
  PassRatePeriod: { period_start: READ, pass_rate: READ, pass_count: MAYBE, fail_count: MAYBE },

  // Schedules as code.
  ListScheduledAgentsResponse: { schedules: 'ScheduledAgentItem' },
  ScheduledAgentItem: {
    id: READ,
    name: READ,
    cron_schedule: READ,
    enabled: READ,
    prompt: READ,
    metadata: READ,
    agent_uid: READ,
    // Read as a bag: the plan compares and merges it key by key.
    agent_config: {},
    created_at: MAYBE,
    updated_at: MAYBE,
    last_spawn_error: MAYBE,
  },

  // What only the inspection commands of the command line show.
  ListAgentsResponse: { agents: maybe('AgentSkill') },
  AgentSkill: { name: MAYBE, variants: maybe({}) },
  ListEnvironmentsResponse: { environments: maybe('CloudEnvironment') },
  CloudEnvironment: { uid: MAYBE, config: maybe({ name: MAYBE }), last_updated: MAYBE },
  ListModelsResponse: { default_model_id: MAYBE, models: maybe('Model') },
  Model: { id: MAYBE, display_name: MAYBE, provider: MAYBE },
  ListConnectedWorkersResponse: { workers: maybe('ConnectedWorker') },
  ConnectedWorker: { worker_host: MAYBE, connection_count: MAYBE, last_seen_at: MAYBE },
} as const satisfies { readonly [S in SchemaName]?: ListFor<S> };

export type Reads = typeof READS;

/** Schema S as the code sees it: only the fields it reads. */
export type Read<S extends SchemaName> = Narrowed<
  Schemas[S],
  S extends keyof Reads ? Reads[S] : Record<never, never>
>;

/** The fields read of schema S (an empty list: nothing of it is read). */
export function readsOf(schema: string): Spec | undefined {
  return Object.hasOwn(READS, schema) ? (READS as Record<string, Spec>)[schema] : undefined;
}

/** The operations whose answer is a named schema, with its name. */
export type { AnswerSchemas };
