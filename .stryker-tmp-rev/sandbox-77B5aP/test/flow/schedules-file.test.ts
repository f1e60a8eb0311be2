/**
 * The schedules file: what it turns into, and the exact error for each kind of mistake (file, line, field). The
 * reader checks the file's shape with the JSON Schema shipped for editors, so an editor that applies it (merging
 * `<<` first, as the reader does) says the same about the same examples.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { RepositoryFileError } from '../../src/flow/repository-file.ts';
import {
  cronProblem,
  jsonProblem,
  parseSchedulesFile,
  SchedulesFileError,
} from '../../src/flow/schedules-file.ts';

const FILE = '.github/cloud-agents.yml';
const files: Record<string, string> = {
  'prompts/triage.md': 'Triage the new issues.\n',
  'prompts/blank.md': ' \n\t\n',
};
/** A file of `files`, or the error readRepositoryFile throws for one that does not exist. */
function readFile(path: string): string {
  const text = files[path];
  if (text === undefined) throw new RepositoryFileError('missing', `${JSON.stringify(path)} does not exist`);
  return text;
}
const read = (text: string) => parseSchedulesFile(text, { file: FILE, readFile });
/** The problems' lines, as the error lists them (after its first line). */
function errors(text: string): string[] {
  try {
    read(text);
  } catch (err) {
    if (!(err instanceof SchedulesFileError)) throw err;
    return err.message.split('\n').slice(1);
  }
  return [];
}

describe('parseSchedulesFile', () => {
  it('reads every key into what the service takes', () => {
    expect(
      read(`# Our agents
schedules:
  - name: nightly
    cron: "0 3 * * *"
    prompt-file: prompts/triage.md
    environment-id: AcmeWebEnvironment0001
    model-id: claude-4-5-sonnet
    base-prompt: You are careful.
    mcp-servers:
      linear: { warp_id: linear }
    agent-config:
      idle_timeout_minutes: 5
  - name: weekly review
    cron: "@weekly"
    enabled: false
    adopt: true
    skill: acme/skills:code-review
`),
    ).toEqual([
      {
        name: 'nightly',
        cron: '0 3 * * *',
        prompt: 'Triage the new issues.',
        promptFile: 'prompts/triage.md',
        enabled: true,
        adopt: false,
        agentConfig: {
          environment_id: 'AcmeWebEnvironment0001',
          model_id: 'claude-4-5-sonnet',
          base_prompt: 'You are careful.',
          mcp_servers: { linear: { warp_id: 'linear' } },
          idle_timeout_minutes: 5,
        },
        line: 3,
      },
      {
        name: 'weekly review',
        // The service takes five fields: the shorthand is planned and sent as the five it stands for.
        cron: '0 0 * * 0',
        prompt: '',
        enabled: false,
        adopt: true,
        agentConfig: { skill_spec: 'acme/skills:code-review' },
        line: 13,
      },
    ]);
  });

  it.each([
    ['@monthly', '0 0 1 * *'],
    ['@Daily', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
    [' 30 6 1 * * ', '30 6 1 * *'],
  ])('a cron of %j is planned and sent as %j (the service takes five fields)', (cron, five) => {
    expect(read(`schedules:\n  - name: a\n    cron: "${cron}"\n    prompt: x\n`)[0]!.cron).toBe(five);
  });

  it('an empty list is no schedules', () => {
    expect(read('schedules: []\n')).toEqual([]);
    expect(read('schedules:\n')).toEqual([]);
  });

  it('says what is wrong, where: an unknown key, a duplicate name, a bad cron, a 21-character environment id, a missing prompt file', () => {
    const text = `schedules:
  - name: nightly
    crn: "0 3 * * *"
    prompt: Triage.
  - name: nightly
    cron: "0 0 3 * * *"
    prompt: Again.
    environment-id: AcmeWebEnvironment001
  - name: docs
    cron: "0 9 * * 1"
    prompt-file: prompts/docs.md
`;
    expect(errors(text)).toEqual([
      `${FILE}:2: schedules[0].cron: is required`,
      `${FILE}:3: schedules[0].crn: unknown key "crn" (did you mean "cron"?); the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
      `${FILE}:5: schedules[1].name: duplicate name "nightly": line 2 has it already; names are unique in the file`,
      `${FILE}:6: schedules[1].cron: "0 0 3 * * *" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 6 in "0 0 3 * * *"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 * * *"`,
      `${FILE}:8: schedules[1].environment-id: "AcmeWebEnvironment001" has 21 characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
      `${FILE}:11: schedules[2].prompt-file: "prompts/docs.md" does not exist (paths are from the repository's root)`,
    ]);
  });

  it('the first line counts the errors and says nothing was sent', () => {
    expect(() => read('schedules:\n  - name: a\n    cron: "61 * * * *"\n    prompt: x\n')).toThrow(
      `${FILE} has an error; nothing was sent to the service:\n${FILE}:3: schedules[0].cron: "61 * * * *" is not a cron expression: minute field "61": 61 is outside 0-59`,
    );
  });

  it.each([
    ['schedules: {}\n', `${FILE}:1: schedules: must be a list of scheduled agents (- name: ...)`],
    [
      'schedules: []\nagents: []\n',
      `${FILE}:2: agents: unknown key "agents"; the keys are schedules, and x-... keys (not read: a place for anchors that entries share)`,
    ],
    ['- name: a\n', `${FILE}:1: schedules: the file must be a mapping with a schedules: list`],
    ['schedules:\n  - a\n', `${FILE}:2: schedules[0]: must be a mapping (name: ..., cron: ..., prompt: ...)`],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n',
      `${FILE}:2: schedules[0].prompt: is required (or prompt-file, or a skill)`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    prompt-file: prompts/triage.md\n',
      `${FILE}:5: schedules[0].prompt-file: give prompt or prompt-file, not both`,
    ],
    // Both given: the prompt file is not read (that it is missing is no news here).
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    prompt-file: prompts/missing.md\n',
      `${FILE}:5: schedules[0].prompt-file: give prompt or prompt-file, not both`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt-file: ../secrets.txt\n',
      `${FILE}:4: schedules[0].prompt-file: "../secrets.txt" must be a path inside the repository, from its root`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    enabled: yes\n',
      `${FILE}:5: schedules[0].enabled: must be true or false, got "yes"`,
    ],
    [
      'schedules:\n  - name: 7\n    cron: "0 3 * * *"\n    prompt: x\n',
      `${FILE}:2: schedules[0].name: must be a non-empty string`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 0 30 2 *"\n    prompt: x\n',
      `${FILE}:3: schedules[0].cron: "0 0 30 2 *" never runs (no such date)`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    skill: not a skill\n',
      `${FILE}:4: schedules[0].skill: "not a skill" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    mcp-servers:\n      both: { url: "https://x", command: y }\n',
      `${FILE}:6: schedules[0].mcp-servers.both: needs exactly one of warp_id, command or url`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    model-id: m\n    agent-config:\n      model_id: n\n',
      `${FILE}:7: schedules[0].agent-config.model_id: is set by model-id too; give it once`,
    ],
    ['schedules:\n  - name: a\n    name: b\n', `${FILE}:3: yaml: Map keys must be unique`],
  ])('%j: %s', (text, error) => {
    expect(errors(text)).toEqual([error]);
  });
});

describe('parseSchedulesFile: the JSON Schema checks the shape, the code what a schema cannot say', () => {
  it('every mistake the reader knows, in one file: all of them, in the order of their lines, each where it is', () => {
    const text = `x-base: &base { cron: "0 3 * * *" }
agents: []
schedules:
  - just text
  - prompt: no name
    crn: "0 3 * * *"
  - name: 7
    cron: "0 3 * * *"
    prompt: x
    enabled: "no"
    adopt: 1
  - name: settings
    <<: *base
    skill: acme
    environment-id: short
    model-id: ""
    base-prompt: [b]
    mcp-servers: { both: { url: "https://x", command: y }, none: "https://y" }
    agent-config: { environment_id: 5, model_id: m }
  - name: prompts
    cron: "0 0 3 * * *"
    prompt: x
    prompt-file: prompts/triage.md
  - name: prompts
    cron: "0 0 30 2 *"
  - name: files
    cron: "@daily"
    prompt-file: ../outside.md
  - name: missing
    cron: "@weekly"
    prompt-file: prompts/missing.md
    agent-config: []
`;
    const ids =
      "environment ids are exactly 22 letters and digits (see your environments in the service's settings)";
    expect(errors(text)).toEqual([
      `${FILE}:2: agents: unknown key "agents"; the keys are schedules, and x-... keys (not read: a place for anchors that entries share)`,
      `${FILE}:4: schedules[0]: must be a mapping (name: ..., cron: ..., prompt: ...)`,
      `${FILE}:5: schedules[1].name: is required`,
      `${FILE}:5: schedules[1].cron: is required`,
      `${FILE}:6: schedules[1].crn: unknown key "crn" (did you mean "cron"?); the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
      `${FILE}:7: schedules[2].name: must be a non-empty string`,
      `${FILE}:10: schedules[2].enabled: must be true or false, got "no"`,
      `${FILE}:11: schedules[2].adopt: must be true or false, got "1"`,
      `${FILE}:14: schedules[3].skill: "acme" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`,
      `${FILE}:15: schedules[3].environment-id: "short" has 5 characters: ${ids}`,
      `${FILE}:16: schedules[3].model-id: must be a non-empty string`,
      `${FILE}:17: schedules[3].base-prompt: must be a non-empty string`,
      `${FILE}:18: schedules[3].mcp-servers.both: needs exactly one of warp_id, command or url`,
      `${FILE}:18: schedules[3].mcp-servers.none: must be an object such as {"warp_id": "..."} or {"url": "..."}`,
      `${FILE}:19: schedules[3].agent-config.environment_id: "5" is not an environment id: ${ids}`,
      `${FILE}:19: schedules[3].agent-config.environment_id: is set by environment-id too; give it once`,
      `${FILE}:19: schedules[3].agent-config.model_id: is set by model-id too; give it once`,
      `${FILE}:21: schedules[4].cron: "0 0 3 * * *" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 6 in "0 0 3 * * *"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 * * *"`,
      `${FILE}:23: schedules[4].prompt-file: give prompt or prompt-file, not both`,
      `${FILE}:24: schedules[5].prompt: is required (or prompt-file, or a skill)`,
      `${FILE}:24: schedules[5].name: duplicate name "prompts": line 20 has it already; names are unique in the file`,
      `${FILE}:25: schedules[5].cron: "0 0 30 2 *" never runs (no such date)`,
      `${FILE}:28: schedules[6].prompt-file: "../outside.md" must be a path inside the repository, from its root`,
      `${FILE}:31: schedules[7].prompt-file: "prompts/missing.md" does not exist (paths are from the repository's root)`,
      `${FILE}:32: schedules[7].agent-config: must be a mapping`,
    ]);
  });

  it('an alias is reported on its own line, not its anchor’s', () => {
    expect(
      errors('x-when: &when "0 0 3 * * *"\nschedules:\n  - name: a\n    prompt: x\n    cron: *when\n'),
    ).toEqual([
      `${FILE}:5: schedules[0].cron: "0 0 3 * * *" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 6 in "0 0 3 * * *"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 * * *"`,
    ]);
  });

  it('compiles no schema at run time (the validator was generated at build time), and reports every error', async () => {
    vi.resetModules();
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    try {
      const fresh = await import('../../src/flow/schedules-file.ts');
      expect(fresh.parseSchedulesFile('schedules: []\n', { file: FILE, readFile })).toEqual([]);
      // Every error of the file, not the first alone.
      expect(() =>
        fresh.parseSchedulesFile('schedules:\n  - name: a\n  - cron: "0 3 * * *"\n', {
          file: FILE,
          readFile,
        }),
      ).toThrow(
        [
          `${FILE} has 4 errors; nothing was sent to the service:`,
          `${FILE}:2: schedules[0].prompt: is required (or prompt-file, or a skill)`,
          `${FILE}:2: schedules[0].cron: is required`,
          `${FILE}:3: schedules[1].prompt: is required (or prompt-file, or a skill)`,
          `${FILE}:3: schedules[1].name: is required`,
        ].join('\n'),
      );
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  });
});

describe('parseSchedulesFile, each choice pinned', () => {
  /** The whole message, first line included. */
  function message(text: string): string[] {
    try {
      read(text);
    } catch (err) {
      if (!(err instanceof SchedulesFileError)) throw err;
      return err.message.split('\n');
    }
    return [];
  }
  const entry = (more: string) => `schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n${more}`;

  it.each([
    // A file with nothing in it, or only a comment, is no mapping.
    [
      '',
      [
        `${FILE} has an error; nothing was sent to the service:`,
        `${FILE}:1: schedules: the file must be a mapping with a schedules: list`,
      ],
    ],
    [
      '# nothing\n',
      [
        `${FILE} has an error; nothing was sent to the service:`,
        `${FILE}:1: schedules: the file must be a mapping with a schedules: list`,
      ],
    ],
    [
      'other: 1\n',
      [
        `${FILE} has 2 errors; nothing was sent to the service:`,
        `${FILE}:1: schedules: is required: the list of scheduled agents`,
        `${FILE}:1: other: unknown key "other"; the keys are schedules, and x-... keys (not read: a place for anchors that entries share)`,
      ],
    ],
    [
      'schedules: 5\n',
      [
        `${FILE} has an error; nothing was sent to the service:`,
        `${FILE}:1: schedules: must be a list of scheduled agents (- name: ...)`,
      ],
    ],
    [
      '[a]: 1\nschedules: []\n',
      [
        `${FILE} has an error; nothing was sent to the service:`,
        // A collection as a key is named as the document's JSON names it.
        `${FILE}:1: [ a ]: unknown key "[ a ]"; the keys are schedules, and x-... keys (not read: a place for anchors that entries share)`,
      ],
    ],
    // The YAML library's position is cut off its message, two-digit lines and columns too, and only at the end.
    [
      'schedules:\n' + '\n'.repeat(10) + '  - name: a\n            name: b\n',
      [
        `${FILE} has 2 errors; nothing was sent to the service:`,
        `${FILE}:12: yaml: Nested mappings are not allowed in compact mappings`,
        `${FILE}:12: yaml: Implicit keys need to be on a single line`,
      ],
    ],
    [
      '  a: 1\nb: x at line 9, column 9\n',
      [
        `${FILE} has 3 errors; nothing was sent to the service:`,
        `${FILE}:2: yaml: Unexpected scalar at node end`,
        `${FILE}:2: yaml: Unexpected map-value-ind token in YAML stream: ":"`,
        `${FILE}:2: yaml: Unexpected scalar token in YAML stream: "x at line 9, column 9"`,
      ],
    ],
  ])('%j', (text, lines) => {
    expect(message(text)).toEqual(lines);
  });

  it('an explicit key with no value, or a null one, is no schedules', () => {
    expect(read('? schedules\n')).toEqual([]);
    expect(read('schedules: ~\n')).toEqual([]);
  });

  it.each([
    [
      'schedules:\n  - [x]: 1\n    name: a\n    cron: "0 3 * * *"\n    prompt: x\n',
      `${FILE}:2: schedules[0].[ x ]: unknown key "[ x ]"; the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
    ],
    // Two edits away is near, three are not.
    [
      entry('    cr: 1\n'),
      `${FILE}:5: schedules[0].cr: unknown key "cr" (did you mean "cron"?); the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
    ],
    [
      entry('    mcp-serv: 1\n'),
      `${FILE}:5: schedules[0].mcp-serv: unknown key "mcp-serv"; the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
    ],
    ['schedules:\n  - cron: "0 3 * * *"\n    prompt: x\n', `${FILE}:2: schedules[0].name: is required`],
    ['schedules:\n  - name: a\n    prompt: x\n', `${FILE}:2: schedules[0].cron: is required`],
    // A key with no value at all (`? key`) is reported on the key's line.
    [
      'schedules:\n  - cron: "0 3 * * *"\n    prompt: x\n    ? name\n',
      `${FILE}:4: schedules[0].name: must be a non-empty string`,
    ],
    [entry('    ? enabled\n'), `${FILE}:5: schedules[0].enabled: must be true or false, got nothing`],
    [entry('    enabled: 1\n'), `${FILE}:5: schedules[0].enabled: must be true or false, got "1"`],
    [entry('    enabled: [1]\n'), `${FILE}:5: schedules[0].enabled: must be true or false, got a collection`],
    [entry('    ? agent-config\n'), `${FILE}:5: schedules[0].agent-config: must be a mapping`],
    [entry('    mcp-servers: 5\n'), `${FILE}:5: schedules[0].mcp-servers: must be a mapping`],
    [
      entry('    environment-id: AcmeWebEnvironment000!\n'),
      `${FILE}:5: schedules[0].environment-id: "AcmeWebEnvironment000!" is not an environment id: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    ],
    // A number is no string, whatever its length; nor is a list, even one whose text would be an id.
    [
      entry('    agent-config:\n      environment_id: 5\n'),
      `${FILE}:6: schedules[0].agent-config.environment_id: "5" is not an environment id: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    ],
    [
      entry('    agent-config:\n      environment_id: [AcmeWebEnvironment0001]\n'),
      `${FILE}:6: schedules[0].agent-config.environment_id: "AcmeWebEnvironment0001" is not an environment id: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    ],
    [
      entry('    agent-config:\n      environment_id: short\n'),
      `${FILE}:6: schedules[0].agent-config.environment_id: "short" has 5 characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt-file: prompts/blank.md\n',
      `${FILE}:4: schedules[0].prompt-file: "prompts/blank.md" is empty`,
    ],
    // A prompt given but not a string is that problem alone, not also a missing prompt.
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: ""\n',
      `${FILE}:4: schedules[0].prompt: must be a non-empty string`,
    ],
    // Names are compared trimmed.
    [
      'schedules:\n  - name: " a"\n    cron: "0 3 * * *"\n    prompt: x\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n',
      `${FILE}:5: schedules[1].name: duplicate name "a": line 2 has it already; names are unique in the file`,
    ],
    // The line of a name is the line of its key, wherever it is in the entry.
    [
      'schedules:\n  - cron: "0 3 * * *"\n    name: a\n    prompt: x\n  - name: "a "\n    cron: "0 3 * * *"\n    prompt: x\n',
      `${FILE}:5: schedules[1].name: duplicate name "a": line 3 has it already; names are unique in the file`,
    ],
    // A skill that is no string is not judged as a skill spec.
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    skill: 5\n',
      `${FILE}:4: schedules[0].skill: must be a non-empty string`,
    ],
    // A blank cron expression is that problem alone: it is not read as one.
    [
      'schedules:\n  - name: a\n    cron: "  "\n    prompt: x\n',
      `${FILE}:3: schedules[0].cron: must be a non-empty string`,
    ],
    // A null key is the key "" of the document's JSON, on its own line.
    [
      entry('    ~: 1\n'),
      `${FILE}:5: schedules[0].: unknown key ""; the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
    ],
    // A key with "/" or "~" in it is found again from the JSON Pointer that names it.
    [
      entry('    mcp-servers:\n      ok: { url: u }\n      gh/main~1: {}\n'),
      `${FILE}:7: schedules[0].mcp-servers.gh/main~1: needs exactly one of warp_id, command or url`,
    ],
  ])('%j: %s', (text, error) => {
    expect(errors(text)).toEqual([error]);
  });

  it('an MCP server that is no mapping (a string, null or a list) is said to need one, each on its line', () => {
    expect(errors(entry('    mcp-servers:\n      a: x\n      b: ~\n      c: [url]\n'))).toEqual(
      ['a', 'b', 'c'].map(
        (server, i) =>
          `${FILE}:${6 + i}: schedules[0].mcp-servers.${server}: must be an object such as {"warp_id": "..."} or {"url": "..."}`,
      ),
    );
    expect(errors(entry('    mcp-servers:\n      a: {}\n'))).toEqual([
      `${FILE}:6: schedules[0].mcp-servers.a: needs exactly one of warp_id, command or url`,
    ]);
  });

  it('agent-config may not set again what a named key sets: each on its own line', () => {
    expect(
      errors(
        entry(
          '    skill: a/b:c\n    environment-id: AcmeWebEnvironment0001\n    base-prompt: b\n    mcp-servers:\n      l: { url: "https://x" }\n    agent-config:\n      skill_spec: a/b:c\n      environment_id: AcmeWebEnvironment0001\n      base_prompt: b\n      mcp_servers: {}\n',
        ),
      ),
    ).toEqual(
      [
        ['skill_spec', 'skill'],
        ['environment_id', 'environment-id'],
        ['base_prompt', 'base-prompt'],
        ['mcp_servers', 'mcp-servers'],
      ].map(
        ([key, by], i) =>
          `${FILE}:${11 + i}: schedules[0].agent-config.${key}: is set by ${by} too; give it once`,
      ),
    );
  });

  it('takes agent-config keys that no named key gives, trims name and cron, and sets no key it was not given', () => {
    const [spec] = read(
      'schedules:\n  - name: " a "\n    cron: " 0 3 * * * "\n    prompt: x\n    agent-config:\n      model_id: m\n      environment_id: AcmeWebEnvironment0001\n',
    );
    expect(spec).toStrictEqual({
      name: 'a',
      cron: '0 3 * * *',
      prompt: 'x',
      enabled: true,
      adopt: false,
      agentConfig: { model_id: 'm', environment_id: 'AcmeWebEnvironment0001' },
      line: 2,
    });
  });

  it('a blank prompt file is fine with a skill', () => {
    expect(
      read(
        'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt-file: prompts/blank.md\n    skill: a/b:c\n',
      ),
    ).toStrictEqual([
      {
        name: 'a',
        cron: '0 3 * * *',
        prompt: '',
        promptFile: 'prompts/blank.md',
        enabled: true,
        adopt: false,
        agentConfig: { skill_spec: 'a/b:c' },
        line: 2,
      },
    ]);
  });
});

describe('YAML as YAML: aliases, merge keys, and their limits', () => {
  it('an alias is the value of its anchor, with its document; a merge key brings a base, own keys first', () => {
    const specs = read(`x-defaults: &defaults
  cron: "0 3 * * *"
  environment-id: AcmeWebEnvironment0001
  mcp-servers: &servers
    linear: { warp_id: linear }
x-text: &words Triage the new issues.
schedules:
  - name: nightly
    <<: *defaults
    prompt: *words
  - name: weekly
    <<: *defaults
    cron: "0 9 * * 1"
    prompt: Review the week.
    mcp-servers:
      <<: *servers
      github: { url: "https://mcp.example/github" }
  - name: config
    cron: "0 4 * * *"
    prompt: x
    agent-config:
      mcp_servers: *servers
      idle_timeout_minutes: 5
`);
    expect(specs.map((s) => [s.name, s.cron, s.prompt, s.agentConfig, s.line])).toEqual([
      [
        'nightly',
        '0 3 * * *',
        'Triage the new issues.',
        { environment_id: 'AcmeWebEnvironment0001', mcp_servers: { linear: { warp_id: 'linear' } } },
        8,
      ],
      [
        'weekly',
        '0 9 * * 1',
        'Review the week.',
        {
          environment_id: 'AcmeWebEnvironment0001',
          mcp_servers: { linear: { warp_id: 'linear' }, github: { url: 'https://mcp.example/github' } },
        },
        11,
      ],
      // The alias inside agent-config is its anchor's mapping (it was once sent as {"source":"servers"}).
      [
        'config',
        '0 4 * * *',
        'x',
        { mcp_servers: { linear: { warp_id: 'linear' } }, idle_timeout_minutes: 5 },
        18,
      ],
    ]);
  });

  it('of a list of merged mappings the earlier wins; an entry may be an alias; a quoted "<<" is a key like others', () => {
    expect(
      read(`x-a: &a { cron: "0 1 * * *", model-id: a }
x-b: &b { cron: "0 2 * * *", model-id: b, base-prompt: from b }
schedules:
  - name: one
    <<: [*a, *b]
    prompt: x
`),
    ).toMatchObject([
      { name: 'one', cron: '0 1 * * *', agentConfig: { model_id: 'a', base_prompt: 'from b' } },
    ]);
    // An entry that is an alias is its anchor's mapping, on the alias's line.
    expect(
      read('x-one: &one { name: one, cron: "0 1 * * *", prompt: x }\nschedules:\n  - *one\n'),
    ).toMatchObject([{ name: 'one', cron: '0 1 * * *', prompt: 'x', line: 3 }]);
    expect(errors('schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    "<<": {}\n')).toEqual([
      `${FILE}:5: schedules[0].<<: unknown key "<<"; the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
    ]);
  });

  it('a key of the later of two merged mappings is found there, on its line', () => {
    expect(
      errors(
        'x-a: &a { model-id: m }\nx-b: &b\n  cron: "0 3 * * *"\n  environment-id: short\nschedules:\n  - name: a\n    <<: [*a, *b]\n    prompt: x\n',
      ),
    ).toEqual([
      `${FILE}:4: schedules[0].environment-id: "short" has 5 characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    ]);
  });

  it('a merged key that is wrong is reported for the entry that merges it, on the line it is written', () => {
    expect(
      errors(`x-base: &base
  cron: "0 3 * * *"
  environment-id: short
  crn: x
schedules:
  - name: a
    <<: *base
    prompt: x
`),
    ).toEqual([
      `${FILE}:3: schedules[0].environment-id: "short" has 5 characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
      `${FILE}:4: schedules[0].crn: unknown key "crn" (did you mean "cron"?); the keys are name, cron, prompt, prompt-file, enabled, adopt, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`,
    ]);
  });

  it('an alias bomb fails fast with a clear error, before any prompt file is read', () => {
    const levels = ['  l0: &l0 "lol"'];
    for (let i = 1; i <= 9; i++)
      levels.push(
        `  l${i}: &l${i} [${Array(9)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    const bomb = `x-bomb:\n${levels.join('\n')}\nschedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt-file: prompts/triage.md\n    agent-config:\n      lol: *l9\n`;
    const opened: string[] = [];
    const started = performance.now();
    let thrown: unknown;
    try {
      parseSchedulesFile(bomb, { file: FILE, readFile: (path) => (opened.push(path), 'x') });
    } catch (err) {
      thrown = err;
    }
    // 9^9 strings once expanded: only a bounded expansion ends at all, let alone this soon.
    expect(performance.now() - started).toBeLessThan(2000);
    expect((thrown as Error).message).toBe(
      `${FILE} has an error; nothing was sent to the service:\n${FILE}:1: yaml: its aliases cannot be expanded (Excessive alias count indicates a resource exhaustion attack): an alias bomb ("billion laughs")? At most 1000 uses of anchors, nested uses multiplied; share less through anchors`,
    );
    expect(opened).toEqual([]);
  });

  it('an anchor shared by many entries is no bomb', () => {
    const entries = Array.from({ length: 300 }, (_, i) => `  - name: s${i}\n    <<: *base\n`).join('');
    const specs = read(
      `x-base: &base { cron: "0 3 * * *", prompt: x, mcp-servers: { l: { warp_id: linear } } }\nschedules:\n${entries}`,
    );
    expect(specs).toHaveLength(300);
    expect(specs[299]!.agentConfig).toEqual({ mcp_servers: { l: { warp_id: 'linear' } } });
  });

  it.each([
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: *nowhere\n',
      `${FILE}:4: yaml: the alias *nowhere has no anchor &nowhere before it`,
    ],
    [
      'x-a: &a 3\nschedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    <<: *a\n',
      `${FILE}:6: yaml: a merge key (<<) takes a mapping, an alias of one, or a list of them`,
    ],
    [
      'x-a: &a {}\nschedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    <<: [*a, [1]]\n',
      `${FILE}:6: yaml: a merge key (<<) takes a mapping, an alias of one, or a list of them`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    agent-config: &self\n      again: *self\n',
      `${FILE}:6: schedules[0].agent-config: refers to itself (an alias inside its own anchor)`,
    ],
    [
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    agent-config:\n      ratio: .nan\n',
      `${FILE}:6: schedules[0].agent-config: holds NaN, a number JSON cannot carry`,
    ],
    // A long string used many times: few aliases, a large expansion.
    [
      `x-long: &long "${'x'.repeat(20000)}"\nx-many: &many [${Array(60).fill('*long').join(', ')}]\nschedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    mcp-servers:\n      s: { url: u, args: *many }\n`,
      `${FILE}:8: schedules[0].mcp-servers: is longer than 1048576 characters as JSON (its aliases expanded)`,
    ],
  ])('%#: %s', (text, error) => {
    expect(errors(text)).toEqual([error]);
  });

  it('reads YAML 1.2 whatever the file declares, and applies no tag JSON has no value for', () => {
    const [spec] = read(`%YAML 1.1
---
schedules:
  - name: a
    cron: "0 3 * * *"
    prompt: x
    agent-config:
      since: 2025-01-01
      mode: 0755
      stamp: !!timestamp 2025-01-01
      tags: !!set { a }
`);
    expect(spec!.agentConfig).toEqual({
      since: '2025-01-01',
      mode: 755,
      stamp: '2025-01-01',
      tags: { a: null },
    });
  });

  const entry2 = (more: string) => `schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n${more}`;
  it('a mapping that merges one holding it (which would merge itself without end) is said so, where', () => {
    expect(errors('x-a: &a\n  b:\n    <<: *a\nschedules: []\n')).toEqual([
      `${FILE}:3: yaml: a merge key (<<) merges a mapping that holds it`,
    ]);
    expect(errors('x-a: &a\n  b:\n    c: { <<: [{ x: 1 }, *a] }\nschedules: []\n')).toEqual([
      `${FILE}:3: yaml: a merge key (<<) merges a mapping that holds it`,
    ]);
    // Merging a sibling's mapping is no cycle.
    expect(errors('x-a:\n  s: &s { x: 1 }\n  b: { <<: *s }\nschedules: []\n')).toEqual([]);
  });

  it('the first alias of no anchor is the one named; an entry that is an alias of no mapping is on the alias’s line', () => {
    expect(
      errors('schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: *nowhere\n    model-id: *gone\n'),
    ).toEqual([`${FILE}:4: yaml: the alias *nowhere has no anchor &nowhere before it`]);
    expect(errors('x-s: &s text\nschedules:\n  - *s\n')).toEqual([
      `${FILE}:3: schedules[0]: must be a mapping (name: ..., cron: ..., prompt: ...)`,
    ]);
  });

  it('a __proto__ key of agent-config is a key like others, never the config’s prototype', () => {
    const [spec] = read(entry2('    agent-config:\n      __proto__: { model_id: m }\n'));
    expect(Object.getPrototypeOf(spec!.agentConfig)).toBe(Object.prototype);
    expect(spec!.agentConfig.model_id).toBeUndefined();
    expect(JSON.stringify(spec!.agentConfig)).toBe('{"__proto__":{"model_id":"m"}}');
  });

  it('an MCP server’s kind is its own key: one set through __proto__ is none', () => {
    expect(errors(entry2('    mcp-servers:\n      s: { __proto__: { url: "https://x" } }\n'))).toEqual([
      `${FILE}:6: schedules[0].mcp-servers.s: needs exactly one of warp_id, command or url`,
    ]);
  });
});

describe('jsonProblem', () => {
  const shared = { x: 'y' };
  it.each([
    ['abc'],
    ['é and a new\nline'],
    [5],
    [-1.5e-7],
    [true],
    [null],
    [[]],
    [{}],
    [[1, 'a', [false]]],
    [{ a: 1, 'b"c': [true, null, { x: 'y' }] }],
    // The same mapping twice is no cycle.
    [{ one: shared, two: [shared, shared] }],
  ])('counts %j exactly as JSON writes it', (value) => {
    const length = JSON.stringify(value).length;
    expect(jsonProblem(value, length)).toBeUndefined();
    expect(jsonProblem(value, length - 1)).toBe(
      `is longer than ${length - 1} characters as JSON (its aliases expanded)`,
    );
  });

  it('a cycle, and numbers JSON has not', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = [cycle];
    expect(jsonProblem(cycle)).toBe('refers to itself (an alias inside its own anchor)');
    expect(jsonProblem({ a: [1, -Infinity] })).toBe('holds -Infinity, a number JSON cannot carry');
  });
});

describe('prompt-file: a file of the repository, read by readRepositoryFile', () => {
  it('an error of the file is the entry’s, on its line', () => {
    const text = `schedules:
  - name: a
    cron: "0 3 * * *"
    prompt-file: prompts/leak.md
  - name: b
    cron: "0 3 * * *"
    prompt-file: prompts
`;
    const problems: Record<string, RepositoryFileError> = {
      'prompts/leak.md': new RepositoryFileError(
        'outside',
        '"prompts/leak.md" leads outside the workspace (to /proc/1/environ, through a symbolic link): only files of the repository are read',
      ),
      prompts: new RepositoryFileError('not a file', '"prompts" is a directory, not a file'),
    };
    expect(() =>
      parseSchedulesFile(text, {
        file: FILE,
        readFile: (path) => {
          throw problems[path]!;
        },
      }),
    ).toThrow(
      [
        `${FILE} has 2 errors; nothing was sent to the service:`,
        `${FILE}:4: schedules[0].prompt-file: "prompts/leak.md" leads outside the workspace (to /proc/1/environ, through a symbolic link): only files of the repository are read`,
        `${FILE}:7: schedules[1].prompt-file: "prompts" is a directory, not a file`,
      ].join('\n'),
    );
  });

  it('any other error of the reader is no problem of the file: it goes up as it is', () => {
    const bug = new TypeError('a bug');
    expect(() =>
      parseSchedulesFile('schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt-file: p.md\n', {
        file: FILE,
        readFile: () => {
          throw bug;
        },
      }),
    ).toThrow(bug);
  });
});

describe('cronProblem', () => {
  it('is undefined for an expression the service takes', () => {
    expect(cronProblem('*/15 9-17 * * MON-FRI')).toBeUndefined();
  });

  it.each([
    // The fields are split on runs of blanks, after trimming.
    [
      ' 0 0 3 * * *',
      'got 6 in "0 0 3 * * *"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 * * *"',
    ],
    [
      '0  0 3 * * *',
      'got 6 in "0  0 3 * * *"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 * * *"',
    ],
    // Eight fields are no seconds-first form; six whose reading does not parse give no hint.
    ['0 0 3 * * * 2030 x', 'got 8 in "0 0 3 * * * 2030 x"'],
    ['0 0 3 * * FOO', 'got 6 in "0 0 3 * * FOO"'],
    // A name that Object.prototype has is no shorthand (it once threw a TypeError).
    ['constructor', 'got 1 in "constructor"'],
    ['__proto__', 'got 1 in "__proto__"'],
  ])('%j: no more than what it would mean', (cron, end) => {
    expect(cronProblem(cron)).toBe(
      `"${cron}" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), ${end}`,
    );
  });

  it('a five-field expression that does not parse gets no hint', () => {
    expect(cronProblem('61 * * * *')).toBe(
      '"61 * * * *" is not a cron expression: minute field "61": 61 is outside 0-59',
    );
  });

  it('says what a seven-field expression (seconds and year) would have meant', () => {
    expect(cronProblem('0 30 6 * * 1 2030')).toBe(
      '"0 30 6 * * 1 2030" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 7 in "0 30 6 * * 1 2030"; read with a seconds field first, it would mean every Monday at 06:30 UTC: write "30 6 * * 1"',
    );
  });
});

describe('the JSON Schema for editors agrees with the reader', () => {
  const schema = JSON.parse(
    readFileSync(new URL('../../schemas/cloud-agents.schema.json', import.meta.url), 'utf8'),
  ) as object;
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
  const examples: [string, string][] = [
    ['valid: prompt', 'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n'],
    [
      'valid: prompt-file',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt-file: prompts/triage.md\n',
    ],
    ['valid: skill alone', 'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    skill: acme/skills:review\n'],
    [
      'valid: skill and prompt',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    skill: acme/skills:review\n    prompt: x\n',
    ],
    [
      'valid: every key',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    enabled: false\n    adopt: true\n    environment-id: AcmeWebEnvironment0001\n    model-id: m\n    base-prompt: b\n    mcp-servers:\n      l: { warp_id: linear }\n    agent-config:\n      idle_timeout_minutes: 5\n',
    ],
    ['valid: empty', 'schedules: []\n'],
    [
      'valid: a merge key of a base under x-',
      'x-base: &base\n  cron: "0 3 * * *"\n  model-id: m\nschedules:\n  - name: a\n    <<: *base\n    prompt: x\n',
    ],
    [
      'invalid: a base merged without cron',
      'x-base: &base { model-id: m }\nschedules:\n  - name: a\n    <<: *base\n    prompt: x\n',
    ],
    ['invalid: unknown key', 'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    crn: y\n'],
    ['invalid: unknown top key', 'schedules: []\nagents: []\n'],
    ['invalid: no cron', 'schedules:\n  - name: a\n    prompt: x\n'],
    ['invalid: no prompt', 'schedules:\n  - name: a\n    cron: "0 3 * * *"\n'],
    [
      'invalid: both prompts',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    prompt-file: prompts/triage.md\n',
    ],
    [
      'invalid: 21-character environment id',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    environment-id: AcmeWebEnvironment001\n',
    ],
    [
      'invalid: environment id in agent-config',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    agent-config:\n      environment_id: short\n',
    ],
    [
      'invalid: enabled yes',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    enabled: yes\n',
    ],
    ['invalid: skill', 'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    skill: nope\n'],
    [
      'invalid: two kinds of MCP server',
      'schedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    mcp-servers:\n      l: { warp_id: linear, url: "https://x" }\n',
    ],
    ['invalid: blank name', 'schedules:\n  - name: " "\n    cron: "0 3 * * *"\n    prompt: x\n'],
  ];

  it.each(examples)('%s', (label, text) => {
    const valid = label.startsWith('valid');
    // Editors (yaml-language-server) merge `<<` before they validate, as the reader does.
    expect(validate(parse(text, { merge: true }))).toBe(valid);
    expect(errors(text).length === 0).toBe(valid);
  });
});

describe('the sample file (examples/schedules/.github/cloud-agents.yml)', () => {
  const root = new URL('../../examples/schedules/', import.meta.url);
  const text = readFileSync(new URL('.github/cloud-agents.yml', root), 'utf8');

  it('reads without an error, its prompt file found', () => {
    const specs = parseSchedulesFile(text, {
      file: '.github/cloud-agents.yml',
      readFile: (path) => readFileSync(new URL(path, root), 'utf8'),
    });
    expect(specs.map((s) => [s.name, s.cron, s.enabled, s.adopt, s.prompt.slice(0, 30)])).toEqual([
      ['nightly-triage', '0 3 * * *', true, false, 'Triage the issues opened since'],
      ['weekly-dependencies', '0 9 * * 1', true, false, 'Update the dependencies that h'],
      ['docs-links', '30 6 1 * *', false, false, ''],
      ['release-notes', '0 8 * * 5', true, true, 'Draft the release notes for th'],
    ]);
  });

  it('is valid under the schema', () => {
    const schema = JSON.parse(
      readFileSync(new URL('../../schemas/cloud-agents.schema.json', import.meta.url), 'utf8'),
    ) as object;
    expect(new Ajv2020({ strict: false }).compile(schema)(parse(text))).toBe(true);
  });
});
