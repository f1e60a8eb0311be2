/**
 * Extracts from GitHub's own OpenAPI description (as published in @octokit/openapi) the operations the action calls,
 * for the fake GitHub of the end-to-end tests (test/github/fake-github.ts), which checks every request against it.
 *
 * The package is 385 MB and not a dependency of the project. To refresh the extract:
 *
 *   npm i --no-save @octokit/openapi@23.0.2 && node scripts/github-openapi-extract.ts
 *
 * or, with the package installed elsewhere:
 *
 *   OCTOKIT_OPENAPI_DIR=/path/to/node_modules/@octokit/openapi node scripts/github-openapi-extract.ts
 *
 * It writes test/github/openapi-extract.json: for each operation its path, method, operationId, parameters,
 * request body schema and the schemas of its success (2xx) responses, plus the description's `info.version` and
 * the package version. `description`, `example(s)`, `externalDocs` and `x-*` annotations are dropped (recursively)
 * to keep the file small; nothing that validation reads is. The deref'ed description repeats shared schemas
 * (Simple User, Repository, ...) inline hundreds of times: every titled schema met more than once is written once
 * under `definitions` and referenced as `{"$ref": "#/definitions/<name>"}` (refs are relative to the whole file).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** operationIds as in GitHub's description. Keep in sync with test/github/fake-github.ts. */
export const OPERATION_IDS = [
  'issues/get',
  'issues/list-comments',
  'issues/create-comment',
  'issues/get-comment',
  'issues/update-comment',
  'issues/delete-comment',
  'reactions/create-for-issue-comment',
  'reactions/create-for-pull-request-review-comment',
  'reactions/create-for-issue',
  'reactions/list-for-issue-comment',
  'reactions/delete-for-issue-comment',
  'repos/get-collaborator-permission-level',
  'pulls/get',
  'pulls/list-files',
  'pulls/list',
  'pulls/get-review-comment',
  'pulls/create-reply-for-review-comment',
  'pulls/create-review',
  'pulls/list-reviews',
  'pulls/list-review-comments',
  'repos/compare-commits-with-basehead',
  'repos/get-content',
  'checks/create',
  'checks/update',
  'checks/list-for-ref',
  'users/get-authenticated',
  'repos/get',
  'actions/list-workflow-runs',
] as const;

export const EXTRACT_PATH = fileURLToPath(new URL('../test/github/openapi-extract.json', import.meta.url));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];
/** Annotations only: dropped wherever they are keywords (never where they are property names). */
const DROP = new Set(['description', 'example', 'examples', 'externalDocs', 'summary']);
/** Keywords whose value maps names to schemas: the names are data, not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a schema without annotations. */
export function strip(node: Json): Json {
  if (Array.isArray(node)) return node.map(strip);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROP.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, strip(schema)]));
    } else if (key === 'enum' || key === 'default' || key === 'const' || key === 'required') {
      out[key] = value; // data, copied as is
    } else {
      out[key] = strip(value);
    }
  }
  return out;
}

function packageDir(): string {
  const fromEnv = process.env.OCTOKIT_OPENAPI_DIR;
  if (fromEnv) return fromEnv;
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@octokit/openapi/package.json'));
}

/** Sorted-key JSON: equal schemas give equal keys. */
function canonical(node: Json): string {
  if (Array.isArray(node)) return `[${node.map(canonical).join(',')}]`;
  if (!isObject(node)) return JSON.stringify(node);
  return `{${Object.keys(node)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(node[k]!)}`)
    .join(',')}}`;
}

function isSchemaWithTitle(node: Json): node is JsonObject {
  return isObject(node) && typeof node.title === 'string';
}

/** Moves every titled schema that occurs more than once into `definitions`, replacing it by a `$ref`. */
export function hoist(operations: JsonObject): { operations: JsonObject; definitions: JsonObject } {
  const counts = new Map<string, number>();
  const count = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(count);
    if (!isObject(node)) return;
    if (isSchemaWithTitle(node)) {
      const key = canonical(node);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    Object.values(node).forEach(count);
  };
  count(operations);
  const definitions: JsonObject = {};
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const replace = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(replace);
    if (!isObject(node)) return node;
    if (isSchemaWithTitle(node)) {
      const key = canonical(node);
      if ((counts.get(key) ?? 0) > 1) {
        let name = names.get(key);
        if (name === undefined) {
          const base =
            (node.title as string)
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '') || 'schema';
          name = base;
          for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
          taken.add(name);
          names.set(key, name);
          definitions[name] = mapValues(node, replace);
        }
        return { $ref: `#/definitions/${name}` };
      }
    }
    return mapValues(node, replace);
  };
  const out = replace(operations) as JsonObject;
  const sorted = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((k) => [k, definitions[k]!]),
  );
  return { operations: out, definitions: sorted };
}

function mapValues(node: JsonObject, fn: (value: Json) => Json): JsonObject {
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fn(v)]));
}

export function extract(dir: string): JsonObject {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const file = 'generated/api.github.com.deref.json';
  const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonObject;
  const info = doc.info as JsonObject;
  const paths = doc.paths as Record<string, JsonObject>;
  const found = new Map<string, JsonObject>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      if (!(OPERATION_IDS as readonly string[]).includes(op.operationId)) continue;
      const parameters = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])]
        .filter(isObject)
        .map((p) => {
          const param: JsonObject = { name: p.name!, in: p.in!, required: p.required === true };
          if (p.style !== undefined) param.style = p.style;
          if (p.explode !== undefined) param.explode = p.explode;
          param.schema = strip(p.schema ?? {});
          return param;
        });
      const entry: JsonObject = {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
      };
      if (isObject(op.requestBody)) {
        const content = op.requestBody.content as JsonObject;
        const json = content['application/json'];
        entry.requestBody = {
          required: op.requestBody.required === true,
          contentType: 'application/json',
          schema: isObject(json) ? strip(json.schema ?? {}) : {},
        };
      }
      const responses: JsonObject = {};
      for (const [status, response] of Object.entries(op.responses as JsonObject)) {
        if (!/^2\d\d$/.test(status) || !isObject(response)) continue;
        const content = response.content;
        const json = isObject(content) ? content['application/json'] : undefined;
        // null: the response has no body (204 No Content).
        responses[status] =
          isObject(json) && json.schema !== undefined ? { schema: strip(json.schema) } : null;
      }
      entry.responses = responses;
      found.set(op.operationId, entry);
    }
  }
  const missing = OPERATION_IDS.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`not in ${pkg.name}@${pkg.version}: ${missing.join(', ')}`);
  const { operations, definitions } = hoist(
    Object.fromEntries(OPERATION_IDS.map((id) => [id, found.get(id)!])),
  );
  return {
    source: { package: pkg.name, version: pkg.version, file },
    openapi: doc.openapi!,
    info: { title: info.title!, version: info.version! },
    operations,
    definitions,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = packageDir();
  const out = extract(dir);
  // Formatted as the repository's prettier formats it, so `prettier --check .` stays green after a refresh.
  const { format, resolveConfig } = await import('prettier');
  const config = (await resolveConfig(EXTRACT_PATH)) ?? {};
  writeFileSync(
    EXTRACT_PATH,
    await format(JSON.stringify(out, null, 2), { ...config, filepath: EXTRACT_PATH }),
  );
  console.log(`wrote ${EXTRACT_PATH} from ${dir}`);
}
