/**
 * Every operation of the contract: method, path template, and whether re-sending it could create a second
 * something. A test checks this table against openapi/cloud-agent.yaml, so it cannot drift.
 */
import type { HttpRequest } from './transport.ts';

export interface OperationSpec {
  method: HttpRequest['method'];
  path: string;
  /** False for creating POSTs: never re-sent blindly. */
  idempotent: boolean;
  /** Answers with a redirect to a signed URL. */
  redirect?: true;
}

const get = (path: string): OperationSpec => ({ method: 'GET', path, idempotent: true });
const create = (path: string): OperationSpec => ({ method: 'POST', path, idempotent: false });
const action = (path: string): OperationSpec => ({ method: 'POST', path, idempotent: true });

export const OPERATIONS = {
  listFactories: get('/factory'),
  getFactory: get('/factory/{uid}'),
  dispatchFactoryRun: create('/factory/{uid}/runs'),
  getFactoryTaskByRun: get('/factory/{uid}/task-by-run'),
  listAgents: get('/agent'),
  listConnectedWorkers: get('/agent/connected-self-hosted-workers'),
  createRunLegacy: create('/agent/run'),
  createRun: create('/agent/runs'),
  listRuns: get('/agent/runs'),
  getRunByExternalReference: get('/agent/run-by-external-reference'),
  getRun: get('/agent/runs/{runId}'),
  getRunTimeline: get('/agent/runs/{runId}/timeline'),
  getRunConversation: get('/agent/runs/{runId}/conversation'),
  getConversation: get('/agent/conversations/{conversation_id}'),
  getRunTranscript: { ...get('/agent/runs/{runId}/transcript'), redirect: true },
  cancelRun: action('/agent/runs/{runId}/cancel'),
  createFollowup: create('/agent/runs/{runId}/followups'),
  createSchedule: create('/agent/schedules'),
  listSchedules: get('/agent/schedules'),
  getSchedule: get('/agent/schedules/{scheduleId}'),
  updateSchedule: { method: 'PUT', path: '/agent/schedules/{scheduleId}', idempotent: true },
  deleteSchedule: { method: 'DELETE', path: '/agent/schedules/{scheduleId}', idempotent: true },
  pauseSchedule: action('/agent/schedules/{scheduleId}/pause'),
  resumeSchedule: action('/agent/schedules/{scheduleId}/resume'),
  listEnvironments: get('/agent/environments'),
  listModels: get('/agent/models'),
  getArtifact: get('/agent/artifacts/{artifactUid}'),
  downloadArtifact: { ...get('/agent/artifacts/{artifactUid}/download'), redirect: true },
  createAgentIdentity: create('/agent/identities'),
  listAgentIdentities: get('/agent/identities'),
  getAgentIdentity: get('/agent/identities/{uid}'),
  updateAgentIdentity: { method: 'PUT', path: '/agent/identities/{uid}', idempotent: true },
  deleteAgentIdentity: { method: 'DELETE', path: '/agent/identities/{uid}', idempotent: true },
  createScorer: create('/factory/scorers'),
  listScorers: get('/factory/scorers'),
  updateScorer: { method: 'PATCH', path: '/factory/scorers/{scorer_id}', idempotent: true },
  deleteScorer: { method: 'DELETE', path: '/factory/scorers/{scorer_id}', idempotent: true },
  listScorerResults: get('/factory/scorers/{scorer_id}/results'),
  getScorerResultReasons: get('/factory/scorers/{scorer_id}/results/reasons'),
  getScorerPassRate: get('/factory/scorers/{scorer_id}/metrics/pass-rate'),
  getSelfImprovementConfig: get('/factory/scorers/{scorer_id}/self-improvement-config'),
  putSelfImprovementConfig: {
    method: 'PUT',
    path: '/factory/scorers/{scorer_id}/self-improvement-config',
    idempotent: true,
  },
  deleteSelfImprovementConfig: {
    method: 'DELETE',
    path: '/factory/scorers/{scorer_id}/self-improvement-config',
    idempotent: true,
  },
  // Dispatching a pair that is already in flight is reported as such, not done twice: safe to repeat.
  dispatchRunScoring: action('/factory/run-scoring/dispatches'),
  getRunScores: get('/factory/runs/{run_id}/scores'),
  reportRunScores: create('/agent/runs/{runId}/scores'),
  reportArtifact: create('/harness-support/report-artifact'),
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof OPERATIONS;
