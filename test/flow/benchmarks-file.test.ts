/**
 * The benchmarks file: what it turns into, and the exact error for each kind of mistake (file, line, field), read by
 * the same rules as the schedules file (flow/yaml-file.ts) and checked with its JSON Schema's generated code.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  BenchmarksFileError,
  CASE_KEYS,
  MAX_ATTEMPTS,
  parseBenchmarksFile,
} from '../../src/flow/benchmarks-file.ts';
import { RepositoryFileError } from '../../src/flow/repository-file.ts';

const FILE = '.github/cloud-agent-benchmarks.yml';
const files: Record<string, string> = {
  'bench/docs.md': '  Write the docs of the parser.\n',
  'bench/blank.md': ' \n',
};
function readFile(path: string): string {
  const text = files[path];
  if (text === undefined) throw new RepositoryFileError('missing', `${JSON.stringify(path)} does not exist`);
  return text;
}
const read = (text: string) => parseBenchmarksFile(text, { file: FILE, readFile });
/** The whole error message: its first line and each problem. */
function message(text: string): string {
  try {
    read(text);
  } catch (err) {
    if (!(err instanceof BenchmarksFileError)) throw err;
    expect(err.outcome).toBe('usage');
    return err.message;
  }
  throw new Error('no error');
}
const errors = (text: string) => message(text).split('\n').slice(1);

describe('parseBenchmarksFile', () => {
  it('reads the defaults, each kind of case and its overrides', () => {
    expect(
      read(`# Our benchmarks
repeat: 3
repeat-min-pass: 2
x-base: &base
  scorers: [tests pass, 12]
cases:
  - name: fix the parser
    prompt: "  Fix the failing parser test.  "
    <<: *base
  - name: docs
    prompt-file: bench/docs.md
    repeat: 5
    repeat-min-pass: 4
    skill: acme/skills:docs
    environment-id: AcmeWebEnvironment0001
    model-id: claude-4-5-sonnet
    base-prompt: Be brief.
    mcp-servers:
      linear: { warp_id: linear }
    agent-config:
      idle_timeout_minutes: 5
  - name: triage
    prompt: Triage the issues.
    factory: fac_docs
  - name: once
    prompt: Once.
    repeat: 1
`),
    ).toEqual({
      repeat: 3,
      minPass: 2,
      cases: [
        {
          name: 'fix the parser',
          prompt: 'Fix the failing parser test.',
          repeat: 3,
          minPass: 2,
          scorers: ['tests pass', '12'],
          line: 7,
        },
        {
          name: 'docs',
          prompt: 'Write the docs of the parser.',
          promptFile: 'bench/docs.md',
          repeat: 5,
          minPass: 4,
          run: {
            skill: 'acme/skills:docs',
            config: {
              idle_timeout_minutes: 5,
              environment_id: 'AcmeWebEnvironment0001',
              model_id: 'claude-4-5-sonnet',
              base_prompt: 'Be brief.',
              mcp_servers: { linear: { warp_id: 'linear' } },
            },
          },
          scorers: [],
          line: 10,
        },
        {
          name: 'triage',
          prompt: 'Triage the issues.',
          repeat: 3,
          minPass: 2,
          factory: 'fac_docs',
          scorers: [],
          line: 22,
        },
        // Fewer attempts than the file's minimum: every one must pass.
        { name: 'once', prompt: 'Once.', repeat: 1, minPass: 1, scorers: [], line: 25 },
      ],
    });
  });

  it('without repeat, a case runs once and must pass', () => {
    expect(read('cases:\n  - name: a\n    prompt: p\n')).toEqual({
      repeat: 1,
      minPass: 1,
      cases: [{ name: 'a', prompt: 'p', repeat: 1, minPass: 1, scorers: [], line: 2 }],
    });
  });

  it('a skill alone is a run key: the case runs as a run of the agent with it', () => {
    expect(read('cases:\n  - name: a\n    prompt: p\n    skill: acme/skills:fix\n').cases[0]!.run).toEqual({
      skill: 'acme/skills:fix',
    });
  });

  it('says what is wrong, where, all at once, sorted by line', () => {
    const text = `repeat: 2
repeat-min-pass: 3
cases:
  - name: a
    promt: Fix it.
  - name: a
    prompt: Again.
    repeat: 0
  - name: b
    prompt: p
    prompt-file: bench/docs.md
  - name: c
    prompt-file: bench/missing.md
  - name: d
    prompt-file: bench/blank.md
    repeat: 2
    repeat-min-pass: 3
  - name: e
    prompt: p
    factory: fac_web
    model-id: claude-4-5-sonnet
    skill: acme/skills:x
  - name: f
    prompt: p
    scorers: [" ", 0]
    environment-id: AcmeWebEnvironment001
    agent-config: { environment_id: AcmeWebEnvironment0001 }
  - just a string
  - name: g
    prompt: p
    factory: "fac web"
    scorers: tests
    mcp-servers: { m: { url: u, command: c } }
`;
    expect(message(text).split('\n')[0]).toBe(`${FILE} has 19 errors; no case was run:`);
    expect(errors(text)).toEqual([
      `${FILE}:2: repeat-min-pass: is 3, more than repeat (2): no case could pass`,
      `${FILE}:4: cases[0].prompt: is required (or prompt-file)`,
      `${FILE}:5: cases[0].promt: unknown key "promt" (did you mean "prompt"?); the keys are ${CASE_KEYS.join(', ')}`,
      `${FILE}:6: cases[1].name: duplicate name "a": line 4 has it already; names are unique in the file`,
      `${FILE}:8: cases[1].repeat: must be a whole number from 1 to 20, got "0"`,
      `${FILE}:11: cases[2].prompt-file: give prompt or prompt-file, not both`,
      `${FILE}:13: cases[3].prompt-file: "bench/missing.md" does not exist (paths are from the repository's root)`,
      `${FILE}:15: cases[4].prompt-file: "bench/blank.md" is empty`,
      `${FILE}:17: cases[4].repeat-min-pass: is 3, more than the case's 2 attempts: it could never pass`,
      `${FILE}:20: cases[5].factory: a case dispatched to a factory takes no run keys (skill, model-id): the factory's own agent config applies; drop factory to run the case with them`,
      `${FILE}:25: cases[6].scorers[0]: must be a scorer's name or id`,
      `${FILE}:25: cases[6].scorers[1]: must be a scorer's name or id`,
      `${FILE}:26: cases[6].environment-id: "AcmeWebEnvironment001" has 21 characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
      `${FILE}:27: cases[6].agent-config.environment_id: is set by environment-id too; give it once`,
      `${FILE}:28: cases[7]: must be a mapping (name: ..., prompt: ...)`,
      `${FILE}:31: cases[8].factory: "fac web" is not a factory UID (letters, digits, "-" and "_")`,
      `${FILE}:31: cases[8].factory: a case dispatched to a factory takes no run keys (mcp-servers): the factory's own agent config applies; drop factory to run the case with them`,
      `${FILE}:32: cases[8].scorers: must be a list of scorers' names or ids`,
      `${FILE}:33: cases[8].mcp-servers.m: needs exactly one of warp_id, command or url`,
    ]);
  });

  it('the file itself: no cases, a top-level key it does not know, a count that is no count', () => {
    expect(errors('repeat: three\ncases: []\nrepeats: 2\n')).toEqual([
      `${FILE}:1: repeat: must be a whole number from 1 to 20, got "three"`,
      `${FILE}:2: cases: must be a list of at least one case (- name: ..., prompt: ...)`,
      `${FILE}:3: repeats: unknown key "repeats" (did you mean "repeat"?); the keys are repeat, repeat-min-pass, cases, and x-... keys (not read: a place for anchors that cases share)`,
    ]);
    expect(errors('repeat: 2\n')).toEqual([`${FILE}:1: cases: is required: the list of cases`]);
    expect(errors('- a\n- b\n')).toEqual([`${FILE}:1: cases: the file must be a mapping with a cases: list`]);
    expect(errors('repeat-min-pass: 2\ncases:\n  - name: a\n    prompt: p\n')).toEqual([
      `${FILE}:1: repeat-min-pass: is 2, more than the 1 attempt a case gets without repeat: set repeat too`,
    ]);
  });

  it("a case without a name: its name is required, at the case's line", () => {
    expect(errors('cases:\n  - name: a\n    prompt: p\n  - prompt: q\n    repeat: 2\n')).toEqual([
      `${FILE}:4: cases[1].name: is required`,
    ]);
  });

  it('YAML that does not parse, and an alias of no anchor, are named at their lines', () => {
    expect(errors('cases:\n  - name: a\n    prompt: [p\n')).toEqual([
      `${FILE}:4: yaml: Flow sequence in block collection must be sufficiently indented and end with a ]`,
    ]);
    expect(errors('cases:\n  - *case\n')).toEqual([
      `${FILE}:2: yaml: the alias *case has no anchor &case before it`,
    ]);
  });

  it(`at most ${MAX_ATTEMPTS} attempts in all`, () => {
    const cases = Array.from({ length: 51 }, (_, i) => `  - name: c${i}\n    prompt: p\n`).join('');
    expect(errors(`repeat: 20\ncases:\n${cases}`)).toEqual([
      `${FILE}:3: cases: ask for 1020 attempts in all (cases times their repeat): at most 1000; run fewer cases or fewer times`,
    ]);
    expect(read(`repeat: 20\ncases:\n${cases.split('  - name: c50')[0]}`).cases).toHaveLength(50);
  });
});

describe('schemas/cloud-agent-benchmarks.schema.json', () => {
  const schema = JSON.parse(
    readFileSync(new URL('../../schemas/cloud-agent-benchmarks.schema.json', import.meta.url), 'utf8'),
  ) as { $defs: { case: { properties: Record<string, { pattern?: string }> } } };

  it("holds the schedules file's patterns for the keys both files have", () => {
    const schedules = JSON.parse(
      readFileSync(new URL('../../schemas/cloud-agents.schema.json', import.meta.url), 'utf8'),
    ) as { $defs: { schedule: { properties: Record<string, unknown> } } };
    for (const key of ['skill', 'environment-id', 'model-id', 'base-prompt', 'mcp-servers', 'agent-config']) {
      const { description: _, ...mine } = schema.$defs.case.properties[key] as Record<string, unknown>;
      const { description: __, ...theirs } = schedules.$defs.schedule.properties[key] as Record<
        string,
        unknown
      >;
      expect(mine, key).toEqual(theirs);
    }
  });

  it('editors that apply it accept the example of the docs', () => {
    const validate = new Ajv2020({ strict: true, strictRequired: false }).compile(schema);
    const example = {
      repeat: 3,
      'repeat-min-pass': 2,
      cases: [{ name: 'fix the parser', prompt: 'Fix it.', scorers: ['tests pass'] }],
    };
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('examples/benchmarks/cloud-agent-benchmarks.yml', () => {
  it('reads as the cases the example says', () => {
    const text = readFileSync(
      new URL('../../examples/benchmarks/cloud-agent-benchmarks.yml', import.meta.url),
      'utf8',
    );
    const read = parseBenchmarksFile(text, {
      file: FILE,
      readFile: (path) => {
        expect(path).toBe('.github/prompts/changelog.md');
        return 'Write the changelog entry of the last commit.';
      },
    });
    expect(read.cases.map((c) => [c.name, c.repeat, c.minPass, c.run, c.scorers])).toEqual([
      ['fix a failing test', 3, 2, undefined, []],
      ['write the changelog entry', 3, 2, undefined, ['changelog style']],
      ['review with the skill', 5, 4, { skill: 'acme/skills:code-review' }, []],
    ]);
  });
});
