/** `factories list|get`: the factories the key can see. */
import {
  fields,
  opts,
  paged,
  pageFlags,
  pageQuery,
  pagingOf,
  show,
  table,
  type InspectionCommand,
} from '../inspect.ts';

/** Factories per page the service gives at most. */
const MAX_FACTORIES = 100;

const list: InspectionCommand = {
  name: 'factories list',
  summary: 'List the factories.',
  flags: pageFlags('Factories', MAX_FACTORIES),
  example: 'cloud-agent factories list',
  json: "one page of factories (factories, page_info), as the service answered it; with --all, every page's factories in one document.",
  check(parsed) {
    const paging = pagingOf(parsed, MAX_FACTORIES);
    return (ctx) =>
      paged(
        ctx,
        paging,
        'listFactories',
        (cursor) => ({ query: pageQuery(paging, cursor) }),
        (cursor) => ctx.client.call('listFactories', { query: pageQuery(paging, cursor) }, opts(ctx)),
        'factories',
        (answer) =>
          table(answer.factories, [
            ['UID', (r) => r.uid],
            ['NAME', (r) => r.name],
            ['UPDATED', (r) => r.updated_at],
          ]),
      );
  },
};

const get: InspectionCommand = {
  name: 'factories get',
  positional: { name: 'factory-uid' },
  summary: 'Show a factory.',
  flags: {},
  example: 'cloud-agent factories get fac_web',
  json: 'the factory, as the service answered it.',
  check(parsed) {
    const uid = parsed.positional!;
    return (ctx) =>
      show(
        ctx,
        'getFactory',
        { path: { uid } },
        () => ctx.client.factories.get(uid, opts(ctx)),
        (factory) =>
          fields({
            uid: factory.uid,
            name: factory.name,
            alias: factory.alias,
            description: factory.description,
            default_model: factory.default_model,
            default_environment: factory.default_environment,
            created_at: factory.created_at,
            updated_at: factory.updated_at,
          }),
      );
  },
};

export const FACTORIES_COMMANDS: InspectionCommand[] = [list, get];
