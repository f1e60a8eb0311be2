/** `agents`, `environments`, `models`, `workers`: what the key's team can run, and where. */
import type { QueryOf } from '../../client/index.ts';
import { opts, show, table, type InspectionCommand } from '../inspect.ts';
import { stringFlag, UsageError } from '../usage.ts';

const agents: InspectionCommand = {
  name: 'agents',
  summary: 'List the agents (skills) the team can run.',
  flags: {
    repo: { type: 'string', value: '<owner/repo>', help: 'Only skills of this repository.' },
  },
  example: 'cloud-agent agents',
  json: 'the agents (agents, each with its variants), as the service answered them.',
  check(parsed) {
    const repo = stringFlag(parsed, 'repo');
    if (repo !== undefined && !/^[^\s/]+\/[^\s/]+$/.test(repo)) {
      throw new UsageError(`--repo takes a repository such as acme/app, got "${repo}"`, '--repo');
    }
    const query: QueryOf<'listAgents'> = repo ? { repo } : {};
    return (ctx) =>
      show(
        ctx,
        'listAgents',
        { query },
        () => ctx.client.agents.list(query, opts(ctx)),
        (answer) =>
          table(answer.agents, [
            ['NAME', (r) => r.name],
            ['VARIANTS', (r) => r.variants?.length],
          ]),
      );
  },
};

const environments: InspectionCommand = {
  name: 'environments',
  summary: 'List the environments.',
  flags: {},
  example: 'cloud-agent environments',
  json: 'the environments (environments), as the service answered them.',
  check: () => (ctx) =>
    show(
      ctx,
      'listEnvironments',
      {},
      () => ctx.client.environments.list({}, opts(ctx)),
      (answer) =>
        table(answer.environments, [
          ['ID', (r) => r.uid],
          ['NAME', (r) => r.config?.name],
          ['UPDATED', (r) => r.last_updated],
        ]),
    ),
};

const models: InspectionCommand = {
  name: 'models',
  summary: 'List the models.',
  flags: {},
  example: 'cloud-agent models --json',
  json: 'the models and the default model (models, default_model_id), as the service answered them.',
  check: () => (ctx) =>
    show(
      ctx,
      'listModels',
      {},
      () => ctx.client.models.list(opts(ctx)),
      (answer) =>
        table(answer.models, [
          [
            'ID',
            (r) =>
              r.id === undefined
                ? undefined
                : `${r.id}${r.id === answer.default_model_id ? ' (default)' : ''}`,
          ],
          ['NAME', (r) => r.display_name],
          ['PROVIDER', (r) => r.provider],
        ]),
    ),
};

const workers: InspectionCommand = {
  name: 'workers',
  summary: 'List the connected self-hosted workers.',
  flags: {},
  example: 'cloud-agent workers',
  json: 'the connected workers (workers), as the service answered them.',
  check: () => (ctx) =>
    show(
      ctx,
      'listConnectedWorkers',
      {},
      () => ctx.client.agents.connectedWorkers(opts(ctx)),
      (answer) =>
        table(answer.workers, [
          ['HOST', (r) => r.worker_host],
          ['CONNECTIONS', (r) => r.connection_count],
          ['LAST SEEN', (r) => r.last_seen_at],
        ]),
    ),
};

export const CATALOG_COMMANDS: InspectionCommand[] = [agents, environments, models, workers];
