/**
 * What the service interface (`spec/service-interface.md` of the project's brief, not part of this repository)
 * shows of each answer: the simulator's `answers: 'interface'` mode (server.ts) cuts every answer down to this, so
 * the action is tried against a service built from the interface alone. Copied here, with the words each entry
 * rests on, because tests must not read outside the project.
 *
 * Read literally, with three rules where the document names a thing but not its field:
 *
 * 1. The fields of a resource the document lists by name are shown wherever that resource is answered (the Run
 *    table: in RunItem, in the list of runs, in a dispatch's answer, "the created run").
 * 2. An item's identifier is shown: the document addresses every such resource by it (`/agent/schedules/
 *    {scheduleId}`, `/factory/{uid}`), though it names no field for it.
 * 3. A list keeps its envelope, its items' key and `page_info` (the document names the list, "a string from the
 *    previous response" for the cursor, but never their keys): without them no list could be read at all. Its
 *    items are cut like any other answer.
 *
 * A schema not listed here answers an empty object: the document shows none of its fields. Inline objects and maps
 * under a shown field are kept whole (the document shows the field, and nothing names their parts).
 */

import type { Shape } from '../../src/client/answers.ts';
import { ANSWERS, SCHEMAS } from '../../src/client/shapes.ts';

/** The fields shown, per schema of the contract. */
export const INTERFACE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // "Run | run_id, title, prompt, state, created_at, updated_at, session_id (optional), session_link (optional),
  // agent_config (optional; resolved configuration)". "Fields of the run record beyond those above: not shown."
  RunItem: [
    'run_id',
    'title',
    'prompt',
    'state',
    'created_at',
    'updated_at',
    'session_id',
    'session_link',
    'agent_config',
  ],
  // "AmbientAgentConfig | name, model_id, base_prompt, environment_id, skill_spec, mcp_servers". "Further fields
  // of AmbientAgentConfig: not shown."
  AmbientAgentConfig: ['name', 'model_id', 'base_prompt', 'environment_id', 'skill_spec', 'mcp_servers'],
  // "200 RunAgentResponse (run id and initial state)".
  RunAgentResponse: ['run_id', 'state'],
  // Rule 3. "Fields of RunAgentResponse, ListRunsResponse, RunItem ...: not shown."
  ListRunsResponse: ['runs', 'page_info'],
  PageInfo: ['has_next_page', 'next_cursor'],
  // "201 FactoryRunResponse (the created run)", "The result is an ordinary run": the Run fields it has (rule 1).
  FactoryRunResponse: ['run_id', 'state'],
  // "The parameters and response of that operation [task-by-run], and the fields of the factory responses: not
  // shown." A factory keeps its uid (rule 2: `/factory/{uid}`, "public UID").
  ListFactoriesResponse: ['factories', 'page_info'],
  Factory: ['uid'],
  // Timeline: "their fields are not shown here either"; the list keeps its envelope (rule 3).
  GetRunTimelineResponse: ['events'],
  // "Scheduled agent | name, cron_schedule (cron expression), prompt, enabled (boolean), optional agent_config.
  // Responses also carry configuration, history and the next scheduled run time; their field names: not shown."
  // The id by rule 2 (`/agent/schedules/{scheduleId}`).
  ScheduledAgentItem: ['id', 'name', 'cron_schedule', 'prompt', 'enabled', 'agent_config'],
  ListScheduledAgentsResponse: ['schedules'],
  // "Scorer | has an id, owning factory (immutable), scope (`scope_mode` with `agent_uids`), a version that
  // increases on each update, a threshold, and a self-improvement config". The owning factory is `factory_uid`,
  // the name the document gives it where GET /factory/scorers narrows by it. (A list item has no `agent_uids`.)
  ListScorersResponse: ['scorers'],
  Scorer: ['id', 'factory_uid', 'scope_mode', 'agent_uids', 'version', 'threshold'],
  ScorerListItem: ['id', 'factory_uid', 'scope_mode', 'version', 'threshold'],
  // "Scoring attempt | has `attempted_at`, an id, a classification (absent for a failed attempt) and a judge
  // reason": a result names no run. Reasons, run scores, dispatches, pass rates: "Request and response bodies of
  // the operations in this table ...: not shown."
  ListScorerResultsResponse: ['results', 'page_info'],
  ScorerResult: ['attempted_at', 'classification'],
  // "Agent identity | has a uid and an `available` boolean".
  AgentIdentity: ['uid', 'available'],
  ListAgentIdentitiesResponse: ['agents'],
  // Skills, environments, models, workers: lists (rule 3) of items whose fields are not shown. (The `error` the
  // document gives a skill's list entry is a field of a variant in the contract, and variants are not shown.)
  ListAgentsResponse: ['agents'],
  ListEnvironmentsResponse: ['environments'],
  ListModelsResponse: ['models'],
  ListConnectedWorkersResponse: ['workers'],
};

/**
 * The answer as a service built from the interface alone would give it: `body` (a success answer of `operation`,
 * already checked against the whole contract) cut down to the fields INTERFACE_FIELDS shows. A new value: the
 * simulator's own records are not touched.
 */
export function interfaceAnswer(operation: string, body: unknown): unknown {
  const shape = Object.hasOwn(ANSWERS, operation) ? ANSWERS[operation] : undefined;
  return shape ? cut(shape, body) : body;
}

function resolve(shape: Shape): { shape: Shape; name: string | undefined } {
  let name: string | undefined;
  let current = shape;
  while (current.ref !== undefined) {
    name = current.ref;
    current = SCHEMAS[current.ref]!;
  }
  return { shape: current, name };
}

/** Whether a shape (its refs resolved) can hold an object or a list. */
function holdsObject(shape: Shape): boolean {
  const { shape: resolved } = resolve(shape);
  if (resolved.anyOf) return resolved.anyOf.some(holdsObject);
  return Boolean(
    resolved.properties ||
    resolved.values ||
    resolved.tag ||
    resolved.items ||
    resolved.type?.some((t) => t === 'object' || t === 'array'),
  );
}

function cut(shape: Shape, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const { shape: resolved, name } = resolve(shape);
  if (resolved.anyOf) {
    const option = resolved.anyOf.find(holdsObject);
    return option ? cut(option, value) : value;
  }
  if (Array.isArray(value)) return resolved.items ? value.map((item) => cut(resolved.items!, item)) : value;
  const record = value as Record<string, unknown>;
  // A map, a bag, an inline object: kept whole under a shown field.
  if (!resolved.properties || name === undefined) return value;
  const shown: Record<string, unknown> = {};
  for (const field of INTERFACE_FIELDS[name] ?? []) {
    if (!Object.hasOwn(record, field)) continue;
    shown[field] = cut(resolved.properties[field] ?? {}, record[field]);
  }
  return shown;
}
