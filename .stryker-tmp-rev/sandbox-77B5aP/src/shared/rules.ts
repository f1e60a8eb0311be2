/**
 * The rules a value a person writes must meet where the action's inputs (src/inputs.ts) and the schedules file
 * (flow/schedules-file.ts) take the same thing, each defined once with the words that say what to do: the inputs
 * put the input's name in front, the schedules file its file, line and field. The schedules file's JSON Schema
 * (schemas/cloud-agents.schema.json, which editors and the file's reader apply) holds the same patterns; a test
 * keeps them equal.
 */
import { ENVIRONMENT_ID } from '../client/validate.ts';

export { ENVIRONMENT_ID };

/** A repository as GitHub names it: owner/repo. */
const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
/** A path segment of a skill file (not "." or ".."). */
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9._-]+';
/** `owner/repo:skill-name` or `owner/repo:path/to/SKILL.md` (the service interface's skill spec). */
export const SKILL_SPEC = new RegExp(
  `^${OWNER}/${REPO}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:${SEGMENT}/)*SKILL\\.md)$`,
);

/** Why `value` is not a skill spec, or undefined when it is one. */
export function skillProblem(value: string): string | undefined {
  if (SKILL_SPEC.test(value)) return undefined;
  return `"${value}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`;
}

/** Why `value` is not an environment id, or undefined when it is one. */
export function environmentIdProblem(value: unknown): string | undefined {
  if (typeof value === 'string' && ENVIRONMENT_ID.test(value)) return undefined;
  // A string of the wrong length is most often one cut short or pasted with more: say how long it is.
  const why =
    typeof value === 'string' && value.length !== 22
      ? `has ${value.length} characters`
      : 'is not an environment id';
  return `"${String(value)}" ${why}: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`;
}

/** The keys that say what kind of MCP server an entry of `mcp-servers` is: exactly one of them. */
export const MCP_SERVER_KINDS = ['warp_id', 'command', 'url'] as const;
const KINDS = `${MCP_SERVER_KINDS.slice(0, -1).join(', ')} or ${MCP_SERVER_KINDS.at(-1)}`;

/**
 * Why `config` is not an MCP server's config, or undefined when it is one: an object with exactly one of
 * MCP_SERVER_KINDS as its own key (one that `__proto__` would bring sets no kind).
 */
export function mcpServerProblem(config: unknown): string | undefined {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    return 'must be an object such as {"warp_id": "..."} or {"url": "..."}';
  }
  const kinds = MCP_SERVER_KINDS.filter((kind) => Object.hasOwn(config, kind));
  return kinds.length === 1 ? undefined : `needs exactly one of ${KINDS}`;
}

/** Why `path` is not a path inside the repository from its root, or undefined when it is one. */
export function repositoryPathProblem(path: string): string | undefined {
  if (!/^[\\/]|^[A-Za-z]:/.test(path) && !path.split(/[\\/]/).includes('..')) return undefined;
  return `"${path}" must be a path inside the repository, from its root`;
}

/**
 * The keys of a scheduled agent (as the schedules file names them) that set one field of the agent config each,
 * and that field (as the service names it); the run command's inputs of the same names set the same fields.
 */
export const NAMED_CONFIG = {
  skill: 'skill_spec',
  'environment-id': 'environment_id',
  'model-id': 'model_id',
  'base-prompt': 'base_prompt',
  'mcp-servers': 'mcp_servers',
} as const;
