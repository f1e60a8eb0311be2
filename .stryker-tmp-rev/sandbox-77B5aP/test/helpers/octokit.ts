/**
 * A plain octokit for tests that talk to the fake GitHub by GitHub's method names (`octokit.rest.issues.…`):
 * core, pagination and the REST methods, plus any plugins given, without the action's bounds, redaction or proxy
 * (src/github/octokit.ts makes the action's). The REST methods plugin is a dev dependency: the action itself asks
 * by route and does not bundle it.
 */
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';

type Plugin = Parameters<typeof Octokit.plugin>[0];
type Options = NonNullable<ConstructorParameters<typeof Octokit>[0]>;

export function getOctokit(token: string, options: Options = {}, ...plugins: Plugin[]) {
  const TestOctokit = Octokit.plugin(restEndpointMethods, paginateRest).plugin(...plugins);
  return new TestOctokit({ auth: token, ...options });
}
