/**
 * The rules the inputs and the schedules file share: each answer in its exact words, and the JSON Schema of the
 * schedules file holding the same patterns, kinds and keys (it is JSON: it cannot import them).
 */
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/cloud-agents.schema.json' with { type: 'json' };
import {
  ENVIRONMENT_ID,
  environmentIdProblem,
  MCP_SERVER_KINDS,
  mcpServerProblem,
  NAMED_CONFIG,
  repositoryPathProblem,
  SKILL_SPEC,
  skillProblem,
} from '../../src/shared/rules.ts';

const ENV_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const ID_WORDS =
  "environment ids are exactly 22 letters and digits (see your environments in the service's settings)";

describe('skillProblem', () => {
  it.each(['acme/skills:code-review', 'acme/skills:docs/SKILL.md', 'a-b/c.d:_x', 'acme/skills:SKILL.md'])(
    '%s is a skill spec',
    (value) => {
      expect(skillProblem(value)).toBeUndefined();
    },
  );

  it.each([
    'not a skill',
    'acme/skills',
    'acme:review',
    '-acme/skills:review',
    'acme/skills:../SKILL.md',
    'acme/skills:docs/README.md',
    'acme/skills:review ',
  ])('%j is not', (value) => {
    expect(skillProblem(value)).toBe(
      `"${value}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`,
    );
  });
});

describe('environmentIdProblem', () => {
  it('an id of 22 letters and digits is one', () => {
    expect(environmentIdProblem(ENV_ID)).toBeUndefined();
  });

  it.each([
    [ENV_ID.slice(1), `"${ENV_ID.slice(1)}" has 21 characters: ${ID_WORDS}`],
    [`${ENV_ID}x`, `"${ENV_ID}x" has 23 characters: ${ID_WORDS}`],
    ['', `"" has 0 characters: ${ID_WORDS}`],
    // The right length with a character that is no letter or digit.
    [`${ENV_ID.slice(1)}-`, `"${ENV_ID.slice(1)}-" is not an environment id: ${ID_WORDS}`],
    // Not a string: no length to speak of, whatever its text.
    [12, `"12" is not an environment id: ${ID_WORDS}`],
    [[ENV_ID], `"${ENV_ID}" is not an environment id: ${ID_WORDS}`],
    [null, `"null" is not an environment id: ${ID_WORDS}`],
  ])('%j', (value, message) => {
    expect(environmentIdProblem(value)).toBe(message);
  });
});

describe('mcpServerProblem', () => {
  it.each([{ warp_id: 'linear' }, { command: 'npx', args: [] }, { url: 'https://mcp.example' }])(
    '%j is a server',
    (config) => {
      expect(mcpServerProblem(config)).toBeUndefined();
    },
  );

  it.each([null, [], 'https://mcp.example', 5])('%j is no object', (config) => {
    expect(mcpServerProblem(config)).toBe('must be an object such as {"warp_id": "..."} or {"url": "..."}');
  });

  it.each([
    {},
    { url: 'u', command: 'c' },
    { warp_id: 'w', url: 'u', command: 'c' },
    // Only its own keys count: a kind that `__proto__` brings is none.
    JSON.parse('{"__proto__": {"url": "u"}}') as object,
    Object.create({ url: 'u' }) as object,
  ])('%j has not exactly one kind', (config) => {
    expect(mcpServerProblem(config)).toBe('needs exactly one of warp_id, command or url');
  });
});

describe('repositoryPathProblem', () => {
  it.each(['.github/cloud-agents.yml', 'prompts/triage.md', 'a/..b/c', '..prompt.md', 'notes/c:today.md'])(
    '%s is inside',
    (path) => {
      expect(repositoryPathProblem(path)).toBeUndefined();
    },
  );

  it.each([
    '/etc/passwd',
    '\\\\server\\share',
    'C:/agents.yml',
    'c:agents.yml',
    '../x',
    'a/../../x',
    'a\\..\\x',
  ])('%s is not', (path) => {
    expect(repositoryPathProblem(path)).toBe(`"${path}" must be a path inside the repository, from its root`);
  });
});

describe('the schedules file’s JSON Schema says what the rules say', () => {
  const entry = schema.$defs.schedule;

  // As regular expressions: JSON writes `/` as it is, RegExp#source escapes it.
  const same = (pattern: string, rule: RegExp) => expect(new RegExp(pattern).source).toBe(rule.source);

  it('the same skill and environment id patterns', () => {
    same(entry.properties.skill.pattern, SKILL_SPEC);
    same(entry.properties['environment-id'].pattern, ENVIRONMENT_ID);
    same(entry.properties['agent-config'].properties.environment_id.pattern, ENVIRONMENT_ID);
  });

  it('the same kinds of MCP server, exactly one of them', () => {
    const branches = entry.properties['mcp-servers'].additionalProperties.oneOf;
    expect(branches.map((b) => b.required)).toEqual(MCP_SERVER_KINDS.map((kind) => [kind]));
    for (const [i, branch] of branches.entries()) {
      const others = MCP_SERVER_KINDS.filter((_, j) => j !== i).map((kind) => ({ required: [kind] }));
      expect(branch.not.anyOf).toEqual(others);
    }
  });

  it('a key of an entry for each field of the agent config the file names', () => {
    expect(Object.keys(entry.properties)).toEqual(expect.arrayContaining(Object.keys(NAMED_CONFIG)));
    expect(Object.values(NAMED_CONFIG)).toEqual([
      'skill_spec',
      'environment_id',
      'model_id',
      'base_prompt',
      'mcp_servers',
    ]);
  });
});
