/**
 * readInputs: the checks of skill, agent-identity, allowed-bots, and the inputs that decide who may start work,
 * through the action's host; then, through a fake input source, every command's inputs with their defaults, every
 * parser's accepted forms and its exact error message, the secrets hidden before anything else, and the post step's
 * inputs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionHost } from '../src/host/action.ts';
import {
  defaultOf,
  readInputs as readFrom,
  readPostInputs,
  type InputSource,
  type RunCommandInputs,
} from '../src/inputs.ts';
import { InputError } from '../src/shared/outcome.ts';

/** The inputs of a `run` step, read as the action reads them. */
function readInputs(): RunCommandInputs {
  const inputs = readFrom(actionHost);
  if (inputs.command !== 'run') throw new Error(`read a ${inputs.command} step, not a run step`);
  return inputs;
}

const KEY = 'sk-unit-1234567890';

/** Sets INPUT_* as the runner does (api-key always given, command run unless given); clears every other INPUT_. */
function given(inputs: Record<string, string>): void {
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name];
  for (const [name, value] of Object.entries({ 'api-key': KEY, command: 'run', ...inputs })) {
    process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
}

beforeEach(() => {
  // core.setSecret writes ::add-mask:: to stdout: keep the test output clean.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name];
});

describe('skill', () => {
  it.each([
    'acme/skills:code-review',
    'acme/skills:review_v2.1',
    'my-org/app.repo:SKILL.md',
    'acme/app:.agents/skills/review/SKILL.md',
    'acme/app:skills/review/SKILL.md',
  ])('accepts %s', (skill) => {
    given({ skill });
    expect(readInputs().run.skill).toBe(skill);
  });

  it.each([
    'not a skill spec',
    'code-review',
    'acme:code-review',
    'acme/skills',
    'acme/skills:',
    'acme/skills:path/to/README.md',
    'acme/skills:../secrets/SKILL.md',
    '-acme/skills:review',
    'ac--me/skills:review',
    'acme/skills:review now',
  ])('refuses %j, naming the form', (skill) => {
    given({ skill });
    expect(() => readInputs()).toThrow(
      `Input "skill": "${skill}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`,
    );
  });
});

describe('agent-identity', () => {
  it.each(['agt_7f3a9c1d', 'A-1', 'x'.repeat(64)])('accepts %s', (uid) => {
    given({ 'agent-identity': uid });
    expect(readInputs().run.agentIdentity).toBe(uid);
  });

  it.each(['not a uid / with spaces!', 'agt/../admin', 'x'.repeat(65), 'uid.with.dots'])(
    'refuses %j, naming the form',
    (uid) => {
      given({ 'agent-identity': uid });
      expect(() => readInputs()).toThrow(
        `Input "agent-identity": "${uid}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`,
      );
    },
  );
});

describe('allowed-bots', () => {
  it('reads logins, lower-cased, separated by commas or spaces', () => {
    given({ 'allowed-bots': 'Dependabot[bot], renovate[bot]\nci-helper' });
    expect(readInputs().conversation.allowedBots).toEqual(['dependabot[bot]', 'renovate[bot]', 'ci-helper']);
  });

  it.each([
    ['not a login!!, *', 'login!!'],
    ['dependabot[bot], *', '*'],
    ['*[bot]', '*[bot]'],
    ['a'.repeat(40), 'a'.repeat(40)],
    ['bot[robot]', 'bot[robot]'],
  ])('refuses %j at "%s", naming the form', (value, bad) => {
    given({ 'allowed-bots': value });
    expect(() => readInputs()).toThrow(
      `Input "allowed-bots": "${bad}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`,
    );
  });
});

describe('who may start work, and what tells work apart', () => {
  it('defaults: untrusted authors refused, no idempotency key', () => {
    given({});
    const inputs = readInputs();
    expect(inputs.conversation.allowUntrustedAuthors).toBe(false);
    expect(inputs.run.idempotencyKey).toBeUndefined();
  });

  it('reads allow-untrusted-authors and idempotency-key', () => {
    given({ 'allow-untrusted-authors': 'true', 'idempotency-key': '{"os":"linux","node":24}' });
    const inputs = readInputs();
    expect(inputs.conversation.allowUntrustedAuthors).toBe(true);
    expect(inputs.run.idempotencyKey).toBe('{"os":"linux","node":24}');
  });

  it('allow-untrusted-authors must be a boolean', () => {
    given({ 'allow-untrusted-authors': 'sometimes' });
    expect(() => readInputs()).toThrow(
      'Input "allow-untrusted-authors": must be true or false, got "sometimes"',
    );
  });

  it.each(['idempotency-key', 'allow-untrusted-authors'])(
    '%s is refused by commands that start nothing',
    (name) => {
      given({ command: 'cancel', 'run-id': 'run_1', [name]: 'true' });
      expect(() => readInputs()).toThrow(
        `Input "${name}": is not used by command "cancel" (it is for: run, dispatch, review); remove it`,
      );
    },
  );
});

describe('detach-after-minutes', () => {
  it('is empty by default: the step waits to the end', () => {
    given({});
    expect(readInputs().detachAfterMinutes).toBeUndefined();
  });

  it.each([
    ['2', 30, 2],
    ['0.05', 30, 0.05],
    ['29.9', 30, 29.9],
    ['10', 10.5, 10],
  ])('reads %s (timeout-minutes %s)', (value, timeout, minutes) => {
    given({ 'detach-after-minutes': value, 'timeout-minutes': String(timeout) });
    expect(readInputs().detachAfterMinutes).toBe(minutes);
  });

  it('is read by followup and dispatch too', () => {
    given({ command: 'followup', 'run-id': 'run_1', message: 'go on', 'detach-after-minutes': '5' });
    expect(readFrom(actionHost)).toMatchObject({ command: 'followup', detachAfterMinutes: 5 });
    given({ command: 'dispatch', factory: 'f1', 'detach-after-minutes': '0.5' });
    expect(readFrom(actionHost)).toMatchObject({ command: 'dispatch', detachAfterMinutes: 0.5 });
  });

  it.each(['0', '0.0', '-1', 'soon', '1e2', ' 5 min', '.5'])('refuses %j: not a positive number', (value) => {
    given({ 'detach-after-minutes': value });
    expect(() => readInputs()).toThrow(
      `Input "detach-after-minutes": must be a number of minutes above 0, got "${value.trim()}"`,
    );
  });

  it.each([
    ['30', '30', 30],
    ['45', '30', 45],
    ['5', '2.5', 5],
  ])('refuses %s with timeout-minutes %s: not less than timeout-minutes', (value, timeout, given_) => {
    given({ 'detach-after-minutes': value, 'timeout-minutes': timeout });
    expect(() => readInputs()).toThrow(
      `Input "detach-after-minutes": must be less than timeout-minutes (${timeout}), got ${given_}: the run would time out before the step lets go of it`,
    );
  });

  it('is refused by commands that follow nothing', () => {
    given({ command: 'cancel', 'run-id': 'run_1', 'detach-after-minutes': '5' });
    expect(() => readInputs()).toThrow(
      'Input "detach-after-minutes": is not used by command "cancel" (it is for: run, dispatch, followup); remove it',
    );
  });
});

// ---- Through a fake input source ------------------------------------------------------------------------------

/** What a source was asked to hide: the value, its kind, and whether the host's log masks it already. */
type Hidden = [string, string, boolean | undefined];

/** A source whose inputs are `values` (trimmed unless asked not to), recording every secret it is given. */
function fakeSource(values: Record<string, string>, hidden: Hidden[] = []): InputSource {
  return {
    input: (name, options) => {
      const value = values[name] ?? '';
      return options?.trim === false ? value : value.trim();
    },
    secret: (value, kind, masked) => {
      hidden.push([value, kind, masked]);
    },
  };
}

/** The inputs read from `values`, the api-key given, and the command run unless `values` names one. */
const read = (values: Record<string, string> = {}) =>
  readFrom(fakeSource({ 'api-key': KEY, command: 'run', ...values }));
/** The error reading `values` throws (its message), or 'no error'. */
const errorOf = (values: Record<string, string>): string => {
  try {
    read(values);
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
};

const COMMON = {
  apiKey: KEY,
  baseUrl: 'https://app.warp.dev/api/v1',
  githubToken: '',
  comment: true,
};
const FOLLOW = {
  wait: true,
  timeoutMinutes: 30,
  failOnRunFailure: true,
  cancelOnAbort: true,
  detachAfterMinutes: undefined,
  progressIntervalSeconds: 30,
  maxCredits: undefined,
  outputSchema: undefined,
  outputSchemaFile: undefined,
  outputSchemaRetries: 1,
};
const RUN = {
  prompt: '',
  title: undefined,
  skill: undefined,
  environmentId: undefined,
  modelId: undefined,
  basePrompt: undefined,
  mcpServers: undefined,
  agentConfig: undefined,
  agentIdentity: undefined,
  includeContext: true,
  idempotencyKey: undefined,
  planFirst: false,
};
const CONVERSATION = {
  triggerPhrase: '@cloud-agent',
  allowedPermissions: ['write', 'maintain', 'admin'],
  allowedBots: [],
  allowUntrustedAuthors: false,
  replyToRefused: true,
  planApprovers: 'allowed',
};
const GATE = {
  scorers: [],
  factory: 'fac_web',
  runIds: [],
  pullRequest: undefined,
  headSha: undefined,
  threshold: undefined,
  minPassRate: 1,
  dispatchJudges: true,
  scoreTimeoutMinutes: 15,
  checkName: 'Cloud agent scorers',
  failOnGate: true,
  windowDays: 30,
  groupBy: 'day',
  maxDropPoints: undefined,
  baseline: 'norm',
  benchmarks: false,
  benchmarksFile: '.github/cloud-agent-benchmarks.yml',
  concurrency: 3,
  maxCredits: undefined,
  timeoutMinutes: 30,
  allowedPermissions: ['write', 'maintain', 'admin'],
};
/** The message JSON.parse gives for `text` on this Node. */
const jsonError = (text: string): string => {
  try {
    JSON.parse(text);
  } catch (err) {
    return (err as Error).message;
  }
  return 'valid';
};
const ENV_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

describe('through a fake source', () => {
  describe('each command with its defaults', () => {
    it('auto (the default command): its own, and the inputs of the run and the review it may pick, read as theirs', () => {
      const auto = readFrom(fakeSource({ 'api-key': KEY }));
      expect(auto).toStrictEqual({
        command: 'auto',
        ...COMMON,
        auto: { planLabel: 'agent-plan', runLabel: 'agent', onPullRequest: 'review' },
        picks: {
          run: { command: 'run', ...COMMON, ...FOLLOW, run: RUN, conversation: CONVERSATION },
          review: read({ command: 'review' }),
        },
      });
    });

    it('run', () => {
      expect(read()).toStrictEqual({
        command: 'run',
        ...COMMON,
        ...FOLLOW,
        run: RUN,
        conversation: CONVERSATION,
      });
    });

    it('dispatch', () => {
      expect(read({ command: 'dispatch', factory: 'fac_web' })).toStrictEqual({
        command: 'dispatch',
        ...COMMON,
        ...FOLLOW,
        run: RUN,
        conversation: CONVERSATION,
        dispatch: { factory: 'fac_web', ticketRef: undefined, ticketUrl: undefined },
      });
    });

    it('followup', () => {
      expect(read({ command: 'followup', 'run-id': 'run_1', message: 'go on' })).toStrictEqual({
        command: 'followup',
        ...COMMON,
        ...FOLLOW,
        runId: 'run_1',
        message: 'go on',
        followupMode: 'normal',
      });
    });

    it('followup approve: no message needed', () => {
      expect(read({ command: 'followup', 'run-id': 'run_1', 'followup-mode': 'approve' })).toMatchObject({
        message: '',
        followupMode: 'approve',
      });
      expect(() => read({ command: 'followup', 'run-id': 'run_1', 'followup-mode': 'plan' })).toThrow(
        'Input "message": is required by command "followup": what to tell the run',
      );
      expect(() =>
        read({ command: 'followup', 'run-id': 'run_1', message: 'x', 'followup-mode': 'yes' }),
      ).toThrow('Input "followup-mode": must be normal or plan or approve, got "yes"');
    });

    it('cancel', () => {
      expect(read({ command: 'cancel', 'run-id': 'run_1' })).toStrictEqual({
        command: 'cancel',
        ...COMMON,
        runId: 'run_1',
      });
    });

    it('gate', () => {
      expect(read({ command: 'gate', factory: 'fac_web' })).toStrictEqual({
        command: 'gate',
        ...COMMON,
        gate: GATE,
      });
    });

    it('settle', () => {
      expect(read({ command: 'settle' })).toStrictEqual({
        command: 'settle',
        ...COMMON,
        windowMinutes: 1440,
        triggerPhrase: '@cloud-agent',
      });
    });

    it('schedules', () => {
      expect(read({ command: 'schedules' })).toStrictEqual({
        command: 'schedules',
        ...COMMON,
        mode: undefined,
        prune: false,
        schedulesFile: '.github/cloud-agents.yml',
        onDrift: 'fail',
      });
    });
  });

  describe('schedules', () => {
    it('reads every input', () => {
      expect(
        read({
          command: 'schedules',
          mode: 'apply',
          prune: 'true',
          'schedules-file': 'ops/agents.yml',
          'on-drift': 'warn',
        }),
      ).toMatchObject({ mode: 'apply', prune: true, schedulesFile: 'ops/agents.yml', onDrift: 'warn' });
    });

    it.each([
      [{ mode: 'dry-run' }, 'Input "mode": must be plan or apply, got "dry-run"'],
      [{ 'on-drift': 'ignore' }, 'Input "on-drift": must be fail or warn, got "ignore"'],
      [
        { 'schedules-file': '../other/agents.yml' },
        'Input "schedules-file": "../other/agents.yml" must be a path inside the repository, from its root',
      ],
      [
        { 'schedules-file': '/etc/agents.yml' },
        'Input "schedules-file": "/etc/agents.yml" must be a path inside the repository, from its root',
      ],
      [
        { 'schedules-file': 'C:/agents.yml' },
        'Input "schedules-file": "C:/agents.yml" must be a path inside the repository, from its root',
      ],
    ])('refuses %j', (values, message) => {
      expect(errorOf({ command: 'schedules', ...values })).toBe(message);
    });

    it('is refused by another command', () => {
      expect(errorOf({ command: 'run', prompt: 'x', prune: 'true' })).toBe(
        'Input "prune": is not used by command "run" (it is for: schedules); remove it',
      );
    });
  });

  describe('each command with every input given', () => {
    const common = {
      'base-url': 'http://127.0.0.1:8080/api/v1/',
      'github-token': 'ghs_given_token',
      comment: 'false',
    };
    const follow = {
      wait: 'false',
      'timeout-minutes': '45',
      'fail-on-run-failure': 'no',
      'cancel-on-abort': 'off',
      'detach-after-minutes': '10',
      'progress-interval-seconds': '0',
      'max-credits': '12.5',
      'output-schema': 'verdict',
      'output-schema-retries': '0',
    };
    const commonRead = {
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:8080/api/v1',
      githubToken: 'ghs_given_token',
      comment: false,
    };
    const followRead = {
      wait: false,
      timeoutMinutes: 45,
      failOnRunFailure: false,
      cancelOnAbort: false,
      detachAfterMinutes: 10,
      progressIntervalSeconds: 0,
      maxCredits: 12.5,
      outputSchema: 'verdict',
      outputSchemaFile: undefined,
      outputSchemaRetries: 0,
    };
    const start = {
      prompt: 'Fix the bug.',
      title: 'Bug fix',
      'include-context': 'false',
      'idempotency-key': 'leg-1',
      'trigger-phrase': '/agent',
      'allowed-permissions': 'Admin, Triage',
      'allowed-bots': 'Renovate[bot]',
      'allow-untrusted-authors': 'yes',
      'reply-to-refused': 'false',
      'plan-approvers': 'not-requester',
    };
    const conversationRead = {
      triggerPhrase: '/agent',
      allowedPermissions: ['admin', 'triage'],
      allowedBots: ['renovate[bot]'],
      allowUntrustedAuthors: true,
      replyToRefused: false,
      planApprovers: 'not-requester',
    };

    it('run', () => {
      expect(
        read({
          ...common,
          ...follow,
          ...start,
          skill: 'acme/skills:review',
          'environment-id': ENV_ID,
          'model-id': 'claude-4-5-sonnet',
          'base-prompt': 'Be brief.',
          'mcp-servers': '{"docs": {"url": "https://mcp.example"}}',
          'agent-config': `{"environment_id": "${ENV_ID}", "x": 1}`,
          'agent-identity': 'agt_1',
          'plan-first': 'true',
        }),
      ).toStrictEqual({
        command: 'run',
        ...commonRead,
        ...followRead,
        run: {
          prompt: 'Fix the bug.',
          title: 'Bug fix',
          skill: 'acme/skills:review',
          environmentId: ENV_ID,
          modelId: 'claude-4-5-sonnet',
          basePrompt: 'Be brief.',
          mcpServers: { docs: { url: 'https://mcp.example' } },
          agentConfig: { environment_id: ENV_ID, x: 1 },
          agentIdentity: 'agt_1',
          includeContext: false,
          idempotencyKey: 'leg-1',
          planFirst: true,
        },
        conversation: conversationRead,
      });
    });

    it('dispatch', () => {
      expect(
        read({
          command: 'dispatch',
          ...common,
          ...follow,
          ...start,
          factory: 'fac-2',
          'ticket-ref': 'linear:ENG-12',
          'ticket-url': 'https://linear.app/acme/issue/ENG-12',
        }),
      ).toStrictEqual({
        command: 'dispatch',
        ...commonRead,
        ...followRead,
        run: {
          ...RUN,
          prompt: 'Fix the bug.',
          title: 'Bug fix',
          includeContext: false,
          idempotencyKey: 'leg-1',
        },
        conversation: conversationRead,
        dispatch: {
          factory: 'fac-2',
          ticketRef: 'linear:ENG-12',
          ticketUrl: 'https://linear.app/acme/issue/ENG-12',
        },
      });
    });

    it('followup', () => {
      expect(
        read({
          command: 'followup',
          ...common,
          ...follow,
          'run-id': 'run.2',
          message: 'and the docs',
          'followup-mode': 'plan',
        }),
      ).toStrictEqual({
        command: 'followup',
        ...commonRead,
        ...followRead,
        runId: 'run.2',
        message: 'and the docs',
        followupMode: 'plan',
      });
    });

    it('cancel', () => {
      expect(read({ command: 'cancel', ...common, 'run-id': 'run-3' })).toStrictEqual({
        command: 'cancel',
        ...commonRead,
        runId: 'run-3',
      });
    });

    it('gate', () => {
      expect(
        read({
          command: 'gate',
          ...common,
          scorer: 'tests pass, 12\nStyle',
          factory: 'fac_web',
          'run-ids': 'run_1 run_2,run_3',
          'pull-request': '7',
          'head-sha': SHA,
          threshold: '80%',
          'min-pass-rate': '0.75',
          'dispatch-judges': 'false',
          'score-timeout-minutes': '0',
          'check-name': 'Scores',
          'fail-on-gate': 'false',
          'pass-rate-window': '90',
          'group-by': 'week',
          'gate-baseline': 'base',
          benchmarks: 'true',
          'benchmarks-file': 'bench/cases.yml',
          'benchmark-concurrency': '5',
          'max-credits': '250',
          'timeout-minutes': '120',
          'allowed-permissions': 'admin',
        }),
      ).toStrictEqual({
        command: 'gate',
        ...commonRead,
        gate: {
          scorers: ['tests pass', '12', 'Style'],
          factory: 'fac_web',
          runIds: ['run_1', 'run_2', 'run_3'],
          pullRequest: 7,
          headSha: SHA,
          threshold: 0.8,
          minPassRate: 0.75,
          dispatchJudges: false,
          scoreTimeoutMinutes: 0,
          checkName: 'Scores',
          failOnGate: false,
          windowDays: 90,
          groupBy: 'week',
          maxDropPoints: undefined,
          baseline: 'base',
          benchmarks: true,
          benchmarksFile: 'bench/cases.yml',
          concurrency: 5,
          maxCredits: 250,
          timeoutMinutes: 120,
          allowedPermissions: ['admin'],
        },
      });
    });

    it('settle', () => {
      const { comment: _, ...notComment } = common;
      expect(
        read({ command: 'settle', ...notComment, 'settle-window-minutes': '60', 'trigger-phrase': '/agent' }),
      ).toStrictEqual({
        command: 'settle',
        ...commonRead,
        comment: true,
        windowMinutes: 60,
        triggerPhrase: '/agent',
      });
    });
  });

  describe('inputs a command requires', () => {
    it.each([
      [{ command: 'dispatch' }, 'Input "factory": is required: the public UID of the factory to dispatch to'],
      [
        { command: 'followup', message: 'go on' },
        'Input "run-id": is required by command "followup": the id of the run',
      ],
      [
        { command: 'followup', 'run-id': 'run_1' },
        'Input "message": is required by command "followup": what to tell the run',
      ],
      [{ command: 'cancel' }, 'Input "run-id": is required by command "cancel": the id of the run'],
      [
        { command: 'gate' },
        'Input "scorer": name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")',
      ],
    ])('%j: %s', (values, message) => {
      expect(errorOf(values)).toBe(message);
    });

    it('a gate needs the scorers or the factory, not both', () => {
      expect(read({ command: 'gate', scorer: 'tests pass' })).toMatchObject({
        gate: { scorers: ['tests pass'], factory: undefined },
      });
    });

    it('the error names its input', () => {
      try {
        read({ command: 'cancel' });
      } catch (err) {
        expect((err as { input: string }).input).toBe('run-id');
        return;
      }
      throw new Error('no error');
    });
  });

  describe('the key and the secrets', () => {
    it('hides the key, every redact line and the token (already masked) before reading anything else', () => {
      const hidden: Hidden[] = [];
      const inputs = readFrom(
        fakeSource(
          {
            'api-key': KEY,
            redact: '  first-secret  \n\nsecond-secret\r\nthird',
            'github-token': 'ghs_token_1',
          },
          hidden,
        ),
      );
      expect(hidden).toEqual([
        [KEY, 'apiKey', undefined],
        ['first-secret', 'secret', undefined],
        ['second-secret', 'secret', undefined],
        ['third', 'secret', undefined],
        ['ghs_token_1', 'githubToken', true],
      ]);
      expect(inputs).toMatchObject({ apiKey: KEY, githubToken: 'ghs_token_1' });
    });

    it('a key the host gives with spaces around it (from the environment) is trimmed, and hidden with and without them', () => {
      const hidden: Hidden[] = [];
      const source = fakeSource({}, hidden);
      const untrimmed: InputSource = {
        ...source,
        input: (name, options) => (name === 'api-key' ? '  sk-from-env-123 ' : source.input(name, options)),
      };
      expect(readFrom(untrimmed).apiKey).toBe('sk-from-env-123');
      expect(hidden.slice(0, 2)).toEqual([
        ['sk-from-env-123', 'apiKey', undefined],
        ['  sk-from-env-123 ', 'apiKey', undefined],
      ]);
    });

    it('a key without spaces is hidden once; the process environment is not the inputs’ to read', () => {
      vi.stubEnv('WARP_API_KEY', 'sk-from-env-123');
      try {
        const hidden: Hidden[] = [];
        expect(readFrom(fakeSource({ 'api-key': KEY }, hidden)).apiKey).toBe(KEY);
        expect(hidden).toEqual([
          [KEY, 'apiKey', undefined],
          ['', 'githubToken', true],
        ]);
        expect(() => readFrom(fakeSource({}))).toThrow('Input "api-key": is empty');
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it('no key at all', () => {
      expect(() => readFrom(fakeSource({}))).toThrow(
        'Input "api-key": is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY',
      );
    });

    it('a key with white space inside', () => {
      expect(errorOf({ 'api-key': 'sk-unit 123' })).toBe(
        'Input "api-key": contains white space; check the secret',
      );
    });

    it('a redact line shorter than 4 characters, by its line number', () => {
      expect(errorOf({ redact: 'long-enough\n\n abc \nother' })).toBe(
        'Input "redact": line 3 has fewer than 4 characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line',
      );
      expect(errorOf({ redact: 'abcd' })).toBe('no error');
      // Lines are counted as given: blank lines before the first count too.
      expect(errorOf({ redact: '\n\nabc' })).toBe(
        'Input "redact": line 3 has fewer than 4 characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line',
      );
    });
  });

  describe('an input the command does not use', () => {
    it.each([
      ['gate', { factory: 'f' }, 'prompt', 'Fix it', 'run, dispatch, review'],
      ['settle', {}, 'comment', 'false', 'run, dispatch, followup, cancel, gate, schedules, review'],
      ['run', {}, 'factory', 'fac_web', 'dispatch, gate, report'],
      ['gate', { factory: 'f' }, 'report-days', '30', 'report'],
      ['cancel', { 'run-id': 'r' }, 'wait', 'false', 'run, dispatch, followup'],
      ['followup', { 'run-id': 'r', message: 'm' }, 'scorer', 'x', 'gate'],
      ['dispatch', { factory: 'f' }, 'skill', 'acme/skills:review', 'run, review'],
      ['gate', { factory: 'f' }, 'settle-window-minutes', '60', 'settle'],
    ])('command %s refuses %j + %s', (command, needed, name, value, users) => {
      expect(errorOf({ command, ...needed, [name]: value })).toBe(
        `Input "${name}": is not used by command "${command}" (it is for: ${users}); remove it`,
      );
    });

    it('under auto, the inputs of every command it may pick are accepted, with its own labels', () => {
      const auto = read({
        command: 'auto',
        prompt: 'Fix it',
        skill: 'acme/skills:review',
        'plan-first': 'true',
        'plan-approvers': 'not-requester',
        'output-schema': 'verdict',
        'plan-label': 'Needs plan',
        'run-label': 'go',
        'on-pull-request': 'run',
        'review-max-comments': '5',
      });
      if (auto.command !== 'auto') throw new Error(`read ${auto.command}`);
      expect(auto.auto).toStrictEqual({ planLabel: 'Needs plan', runLabel: 'go', onPullRequest: 'run' });
      expect(auto.picks.review).toMatchObject({
        command: 'review',
        run: { prompt: 'Fix it', skill: 'acme/skills:review' },
        review: { maxComments: 5 },
      });
      expect(auto.picks.run).toMatchObject({
        command: 'run',
        outputSchema: 'verdict',
        run: { prompt: 'Fix it', skill: 'acme/skills:review', planFirst: true },
        conversation: { planApprovers: 'not-requester' },
      });
    });

    it.each([
      ['factory', 'fac_web', 'dispatch, gate, report'],
      ['run-id', 'run_1', 'followup, cancel'],
      ['settle-window-minutes', '60', 'settle'],
    ])(
      'under auto, %s (of no command it picks) is refused, naming the commands it picks',
      (name, value, users) => {
        expect(errorOf({ command: 'auto', [name]: value })).toBe(
          `Input "${name}": is not used by command "auto" nor by the commands it picks (run, review) (it is for: ${users}); remove it, or set command`,
        );
      },
    );

    it.each([
      ['run', {}, 'plan-label'],
      ['gate', { factory: 'f' }, 'run-label'],
    ])("command %s refuses auto's %s", (command, needed, name) => {
      expect(errorOf({ command, ...needed, [name]: 'x' })).toBe(
        `Input "${name}": is not used by command "${command}" (it is for: auto); remove it`,
      );
    });

    it('auto checks the inputs of the run it may pick before any event is read', () => {
      expect(errorOf({ command: 'auto', 'environment-id': 'short' })).toMatch(/^Input "environment-id": /);
      expect(errorOf({ command: 'auto', 'detach-after-minutes': '40' })).toBe(
        'Input "detach-after-minutes": must be less than timeout-minutes (30), got 40: the run would time out before the step lets go of it',
      );
    });

    it('plan-label and run-label: a label of 1 to 50 characters, and two different labels whatever their case', () => {
      expect(errorOf({ command: 'auto', 'run-label': 'x'.repeat(51) })).toBe(
        `Input "run-label": must be a label's name of 1 to 50 characters, got "${'x'.repeat(51)}"`,
      );
      expect(errorOf({ command: 'auto', 'run-label': 'x'.repeat(50) })).toBe('no error');
      expect(errorOf({ command: 'auto', 'on-pull-request': 'gate' })).toBe(
        'Input "on-pull-request": must be review or run, got "gate"',
      );
      expect(errorOf({ command: 'auto', 'plan-label': 'Agent' })).toBe(
        'Input "plan-label": is "Agent", the same label as `run-label`: a label cannot both ask for a plan and start a run; name two labels',
      );
    });

    it('is allowed when given its default, as a runner fills it in', () => {
      expect(
        read({
          command: 'gate',
          factory: 'f',
          wait: 'true',
          'timeout-minutes': '30',
          'trigger-phrase': '@cloud-agent',
        }),
      ).toMatchObject({ command: 'gate' });
    });
  });

  describe('the parsers', () => {
    it.each([
      ['true', true],
      ['TRUE', true],
      ['Yes', true],
      ['on', true],
      ['false', false],
      ['No', false],
      ['OFF', false],
    ])('a boolean %j is %s', (value, expected) => {
      expect(read({ wait: value, 'include-context': value })).toMatchObject({
        wait: expected,
        run: { includeContext: expected },
      });
    });

    it.each(['truex', 'xtrue', 'nope', 'offf', 'xoff', 'yes please', '1'])(
      'a boolean %j is refused',
      (value) => {
        expect(errorOf({ wait: value })).toBe(`Input "wait": must be true or false, got "${value}"`);
      },
    );

    it.each([
      [
        'bad',
        'Input "command": "bad" is not a command; use one of auto, run, dispatch, followup, cancel, gate, settle, schedules, report, review',
      ],
      [
        'Run',
        'Input "command": "Run" is not a command; use one of auto, run, dispatch, followup, cancel, gate, settle, schedules, report, review',
      ],
    ])('command %j', (value, message) => {
      expect(errorOf({ command: value })).toBe(message);
    });

    it.each([
      ['https://api.example.com/v1/', 'https://api.example.com/v1'],
      ['https://api.example.com', 'https://api.example.com'],
      ['http://localhost:3000/api/v1', 'http://localhost:3000/api/v1'],
    ])('base-url %j', (value, expected) => {
      expect(read({ 'base-url': value }).baseUrl).toBe(expected);
    });

    it.each([
      ['not a url', '"not a url" is not an absolute URL; use e.g. https://app.warp.dev/api/v1'],
      [
        'http://api.example.com',
        'must use https (plain http is allowed only on loopback), got http://api.example.com',
      ],
      ['https://api.example.com/v1?x=1', 'must not contain a query or fragment'],
    ])('base-url %j is refused, without the client prefix', (value, message) => {
      expect(errorOf({ 'base-url': value })).toBe(`Input "base-url": ${message}`);
    });

    it.each([
      ['0.5', 0.5],
      ['1', 1],
      ['0', 0],
      ['80%', 0.8],
      ['12.5%', 0.125],
      ['12.25%', 0.1225],
      ['00.5', 0.5],
      ['100%', 1],
      ['0%', 0],
    ])('a fraction %j', (value, expected) => {
      expect(read({ command: 'gate', factory: 'f', threshold: value })).toMatchObject({
        gate: { threshold: expected },
      });
    });

    it.each(['1.01', '101%', '-0.1', '.5', '1.', 'x80%', '80%x', '80', '1e-1', 'half', '%', '8 0%'])(
      'a fraction %j is refused',
      (value) => {
        expect(errorOf({ command: 'gate', factory: 'f', 'min-pass-rate': value })).toBe(
          `Input "min-pass-rate": must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`,
        );
      },
    );

    it.each([
      ['pull-request', '1', 1],
      ['pull-request', '1000000000', 1e9],
      ['score-timeout-minutes', '0', 0],
      ['score-timeout-minutes', '120', 120],
      ['pass-rate-window', '1', 1],
      ['pass-rate-window', '365', 365],
    ])('a whole number: %s %j', (name, value, expected) => {
      const gate = (
        read({ command: 'gate', factory: 'f', [name]: value }) as unknown as { gate: Record<string, unknown> }
      ).gate;
      const field =
        { 'pull-request': 'pullRequest', 'score-timeout-minutes': 'scoreTimeoutMinutes' }[name] ??
        'windowDays';
      expect(gate[field]).toBe(expected);
    });

    it.each([
      ['pull-request', '0', 1, 1000000000],
      ['pull-request', '1000000001', 1, 1000000000],
      ['pull-request', '#2', 1, 1000000000],
      ['pull-request', '2.0', 1, 1000000000],
      ['pull-request', 'x2', 1, 1000000000],
      ['pull-request', '2x', 1, 1000000000],
      ['score-timeout-minutes', '121', 0, 120],
      ['score-timeout-minutes', '-1', 0, 120],
      ['pass-rate-window', '0', 1, 3650],
      ['pass-rate-window', '3651', 1, 3650],
    ])('a whole number: %s %j is refused', (name, value, min, max) => {
      expect(errorOf({ command: 'gate', factory: 'f', 'group-by': 'month', [name]: value })).toBe(
        `Input "${name}": must be a whole number from ${min} to ${max}, got "${value}"`,
      );
    });

    it.each([
      ['1', 1],
      ['43200', 43200],
    ])('settle-window-minutes %j', (value, expected) => {
      expect(read({ command: 'settle', 'settle-window-minutes': value })).toMatchObject({
        windowMinutes: expected,
      });
    });

    it.each(['0', '43201'])('settle-window-minutes %j is refused', (value) => {
      expect(errorOf({ command: 'settle', 'settle-window-minutes': value })).toBe(
        `Input "settle-window-minutes": must be a whole number from 1 to 43200, got "${value}"`,
      );
    });

    it.each([
      ['360', 360],
      ['0.5', 0.5],
      ['12.25', 12.25],
    ])('timeout-minutes %j', (value, expected) => {
      expect(read({ 'timeout-minutes': value })).toMatchObject({ timeoutMinutes: expected });
    });

    it.each(['0', '0.0', '360.5', '361', '1e2', '5.', 'x5', '5x', 'ten'])(
      'timeout-minutes %j is refused',
      (value) => {
        expect(errorOf({ 'timeout-minutes': value })).toBe(
          `Input "timeout-minutes": must be a number of minutes above 0 and at most 360, got "${value}"`,
        );
      },
    );

    it('detach-after-minutes past 360 is refused by timeout-minutes, not by its own bound', () => {
      expect(errorOf({ 'detach-after-minutes': '400', 'timeout-minutes': '360' })).toBe(
        'Input "detach-after-minutes": must be less than timeout-minutes (360), got 400: the run would time out before the step lets go of it',
      );
      expect(errorOf({ 'detach-after-minutes': 'x5' })).toBe(
        'Input "detach-after-minutes": must be a number of minutes above 0, got "x5"',
      );
      expect(errorOf({ 'detach-after-minutes': '5x' })).toBe(
        'Input "detach-after-minutes": must be a number of minutes above 0, got "5x"',
      );
    });

    it.each([
      ['0', 0],
      ['10', 10],
      ['30', 30],
      ['3600', 3600],
    ])('progress-interval-seconds %j is %d', (value, expected) => {
      expect(read({ 'progress-interval-seconds': value })).toMatchObject({
        progressIntervalSeconds: expected,
      });
    });

    it.each(['1', '9', '3601', '10.5', '-10', 'x', '1e2'])(
      'progress-interval-seconds %j is refused',
      (value) => {
        expect(errorOf({ 'progress-interval-seconds': value })).toBe(
          `Input "progress-interval-seconds": must be 0 (no live progress) or a whole number of seconds from 10 to 3600, got "${value}"`,
        );
      },
    );

    it.each([
      ['25', 25],
      ['12.5', 12.5],
      ['0.01', 0.01],
      ['1000000', 1_000_000],
    ])('max-credits %j is %d', (value, expected) => {
      expect(read({ 'max-credits': value })).toMatchObject({ maxCredits: expected });
    });

    it.each(['abc', '0', '0.0', '-5', '1e3', '25 credits', '1000000.5', '.5'])(
      'max-credits %j is refused',
      (value) => {
        expect(errorOf({ 'max-credits': value })).toBe(
          `Input "max-credits": must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "${value}"`,
        );
      },
    );

    it.each([
      ['0', 0],
      ['5', 5],
    ])('output-schema-retries %j is %d', (value, expected) => {
      expect(read({ 'output-schema-retries': value })).toMatchObject({ outputSchemaRetries: expected });
    });

    it.each(['6', '-1', '1.5', 'one'])('output-schema-retries %j is refused', (value) => {
      expect(errorOf({ 'output-schema-retries': value })).toBe(
        `Input "output-schema-retries": must be a whole number from 0 to 5, got "${value}"`,
      );
    });

    it('output-schema-file is a path inside the repository, and the schema is for the commands that follow a run', () => {
      expect(read({ 'output-schema-file': 'schemas/result.json' })).toMatchObject({
        outputSchemaFile: 'schemas/result.json',
      });
      expect(errorOf({ 'output-schema-file': '../secrets.json' })).toBe(
        'Input "output-schema-file": "../secrets.json" must be a path inside the repository, from its root',
      );
      expect(errorOf({ command: 'cancel', 'run-id': 'r1', 'output-schema': 'verdict' })).toBe(
        'Input "output-schema": is not used by command "cancel" (it is for: run, dispatch, followup); remove it',
      );
    });

    it('max-credits is not for the commands that follow no run', () => {
      expect(errorOf({ command: 'cancel', 'run-id': 'r1', 'max-credits': '25' })).toBe(
        'Input "max-credits": is not used by command "cancel" (it is for: run, dispatch, followup, gate, review); remove it',
      );
    });

    it.each(['ab', '/a', '@cloud-agent'])('trigger-phrase %j', (value) => {
      expect(read({ 'trigger-phrase': value })).toMatchObject({ conversation: { triggerPhrase: value } });
    });

    it.each(['a', '@cloud agent', 'a\tb'])('trigger-phrase %j is refused', (value) => {
      expect(errorOf({ command: 'settle', 'trigger-phrase': value })).toBe(
        `Input "trigger-phrase": must be one word of at least 2 characters, such as @cloud-agent, got "${value}"`,
      );
    });

    it('allowed-permissions: lower-cased, each a permission', () => {
      expect(read({ 'allowed-permissions': 'READ,Maintain  write' })).toMatchObject({
        conversation: { allowedPermissions: ['read', 'maintain', 'write'] },
      });
      expect(errorOf({ 'allowed-permissions': 'write, owner' })).toBe(
        'Input "allowed-permissions": "owner" is not a permission; use some of admin, maintain, write, triage, read',
      );
    });

    it('scorer names hold spaces: only commas and new lines separate them; empty items dropped', () => {
      expect(read({ command: 'gate', scorer: ' tests pass ,, \n code style\n' })).toMatchObject({
        gate: { scorers: ['tests pass', 'code style'] },
      });
    });

    it('run-ids: separated by spaces, commas or new lines; each a run id', () => {
      expect(read({ command: 'gate', factory: 'f', 'run-ids': 'a.1, b_2\n\nc-3' })).toMatchObject({
        gate: { runIds: ['a.1', 'b_2', 'c-3'] },
      });
      expect(errorOf({ command: 'gate', factory: 'f', 'run-ids': 'run_1 run/2' })).toBe(
        'Input "run-ids": "run/2" is not a run id',
      );
      expect(errorOf({ command: 'gate', factory: 'f', 'run-ids': 'x'.repeat(201) })).toBe(
        `Input "run-ids": "${'x'.repeat(201)}" is not a run id`,
      );
    });

    it.each(['run_1', 'R.2-x', 'x'.repeat(200), '...', '.a'])('run-id %j', (value) => {
      expect(read({ command: 'cancel', 'run-id': value })).toMatchObject({ runId: value });
    });

    it.each(['run/1', 'x'.repeat(201), 'run 1', '.', '..'])('run-id %j is refused', (value) => {
      expect(errorOf({ command: 'cancel', 'run-id': value })).toBe(
        `Input "run-id": "${value}" is not a run id`,
      );
    });

    it.each(['day', 'week', 'month'])('group-by %s', (value) => {
      expect(read({ command: 'gate', factory: 'f', 'group-by': value })).toMatchObject({
        gate: { groupBy: value },
      });
    });

    it.each(['year', 'Day'])('group-by %j is refused', (value) => {
      expect(errorOf({ command: 'gate', factory: 'f', 'group-by': value })).toBe(
        `Input "group-by": must be day, week or month, got "${value}"`,
      );
    });

    it.each([
      ['0', 0],
      ['5', 5],
      ['2.5', 2.5],
      ['100', 100],
    ])('max-drop-points %j: points', (value, points) => {
      expect(read({ command: 'gate', factory: 'f', 'max-drop-points': value })).toMatchObject({
        gate: { maxDropPoints: points },
      });
    });

    it("threshold with max-drop-points: refused, naming both as the host names them (the norm has the scorers' own)", () => {
      let error: unknown;
      try {
        read({ command: 'gate', factory: 'f', threshold: '0.5', 'max-drop-points': '5' });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(InputError);
      const refused = error as InputError;
      expect(refused.input).toBe('threshold');
      const why = (threshold: string, max: string) =>
        `cannot be used with ${max}: the service counts each scorer's pass rate over the window at the scorer's own threshold, so verdicts at another threshold cannot be held against it. Leave out ${threshold} to compare with the norm, or ${max} to judge at your own threshold`;
      expect(refused.message).toBe(`Input "threshold": ${why('`threshold`', '`max-drop-points`')}`);
      expect(refused.reason).toBe(why('`threshold`', '`max-drop-points`'));
      expect(refused.reasonIn((name) => `[--${name}]`)).toBe(why('[--threshold]', '[--max-drop-points]'));
      // Either alone is read.
      expect(read({ command: 'gate', factory: 'f', threshold: '0.5' })).toMatchObject({
        gate: { threshold: 0.5, maxDropPoints: undefined },
      });
      expect(read({ command: 'gate', factory: 'f', 'max-drop-points': '5' })).toMatchObject({
        gate: { threshold: undefined, maxDropPoints: 5 },
      });
    });

    it('an InputError of a plain reason words it the same in every host', () => {
      const plain = new InputError('report-days', 'must be a whole number');
      expect(plain.reasonIn((name) => `--${name}`)).toBe('must be a whole number');
      expect(plain.message).toBe('Input "report-days": must be a whole number');
    });

    it('max-drop-points left out: no maximum (the comparison is only shown)', () => {
      expect(read({ command: 'gate', factory: 'f' })).toMatchObject({ gate: { maxDropPoints: undefined } });
    });

    it.each(['100.5', '-5', '5%', 'five', '1e1', '.5'])('max-drop-points %j is refused', (value) => {
      expect(errorOf({ command: 'gate', factory: 'f', 'max-drop-points': value })).toBe(
        `Input "max-drop-points": must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "${value}"`,
      );
    });

    it.each([
      [{ 'gate-baseline': 'main' }, 'Input "gate-baseline": must be norm or base, got "main"'],
      [{ benchmarks: 'yes please' }, 'Input "benchmarks": must be true or false, got "yes please"'],
      [
        { 'benchmarks-file': '../cases.yml' },
        'Input "benchmarks-file": "../cases.yml" must be a path inside the repository, from its root',
      ],
      [
        { 'benchmark-concurrency': '0' },
        'Input "benchmark-concurrency": must be a whole number from 1 to 20, got "0"',
      ],
      [
        { 'benchmark-concurrency': '21' },
        'Input "benchmark-concurrency": must be a whole number from 1 to 20, got "21"',
      ],
    ])('the benchmarks and the baseline: %j is refused', (extra, message) => {
      expect(errorOf({ command: 'gate', factory: 'f', ...extra })).toBe(message);
    });

    it('check-name: at most 100 characters', () => {
      expect(read({ command: 'gate', factory: 'f', 'check-name': 'c'.repeat(100) })).toMatchObject({
        gate: { checkName: 'c'.repeat(100) },
      });
      expect(errorOf({ command: 'gate', factory: 'f', 'check-name': 'c'.repeat(101) })).toBe(
        'Input "check-name": is at most 100 characters',
      );
    });

    it.each([SHA, SHA.toUpperCase()])('head-sha %s', (value) => {
      expect(read({ command: 'gate', factory: 'f', 'head-sha': value })).toMatchObject({
        gate: { headSha: value },
      });
    });

    it.each([SHA.slice(1), `${SHA}0`, 'g'.repeat(40)])('head-sha %j is refused', (value) => {
      expect(errorOf({ command: 'gate', factory: 'f', 'head-sha': value })).toBe(
        `Input "head-sha": "${value}" is not a 40-character commit SHA`,
      );
    });

    it.each(['fac_web', 'F-1', 'x'.repeat(200)])('factory %j', (value) => {
      expect(read({ command: 'dispatch', factory: value })).toMatchObject({ dispatch: { factory: value } });
    });

    it.each(['fac web', 'fac.web', 'x'.repeat(201)])('factory %j is refused', (value) => {
      expect(errorOf({ command: 'gate', factory: value })).toBe(
        `Input "factory": "${value}" is not a factory UID (letters, digits, "-" and "_")`,
      );
    });

    it.each(['github:acme/app#12', 'linear:ENG 12', 'a:b'])('ticket-ref %j', (value) => {
      expect(read({ command: 'dispatch', factory: 'f', 'ticket-ref': value })).toMatchObject({
        dispatch: { ticketRef: value },
      });
    });

    it.each(['ENG-12', ':12', 'linear: 12', 'lin ear:12', 'linear:ENG-12\nmore'])(
      'ticket-ref %j is refused',
      (value) => {
        expect(errorOf({ command: 'dispatch', factory: 'f', 'ticket-ref': value })).toBe(
          `Input "ticket-ref": "${value}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`,
        );
      },
    );

    it.each(['https://x.example/1', 'http://x', `https://x.example/${'a'.repeat(2048 - 18)}`])(
      'ticket-url %j',
      (value) => {
        expect(value.length).toBeLessThanOrEqual(2048);
        expect(read({ command: 'dispatch', factory: 'f', 'ticket-url': value })).toMatchObject({
          dispatch: { ticketUrl: value },
        });
      },
    );

    it.each(['ftp://x.example', 'https://x.example/a b', 'see https://x.example', 'https://'])(
      'ticket-url %j is refused',
      (value) => {
        expect(errorOf({ command: 'dispatch', factory: 'f', 'ticket-url': value })).toBe(
          `Input "ticket-url": must be an http(s) URL of at most 2048 characters, got "${value}"`,
        );
      },
    );

    it('ticket-url longer than 2048 characters is refused, quoted to its first 100', () => {
      const value = `https://x.example/${'a'.repeat(2048 - 17)}`;
      expect(value.length).toBe(2049);
      expect(errorOf({ command: 'dispatch', factory: 'f', 'ticket-url': value })).toBe(
        `Input "ticket-url": must be an http(s) URL of at most 2048 characters, got "${value.slice(0, 100)}"`,
      );
    });

    it('environment-id: exactly 22 letters and digits', () => {
      expect(read({ 'environment-id': ENV_ID })).toMatchObject({ run: { environmentId: ENV_ID } });
      for (const value of [ENV_ID.slice(1), `${ENV_ID}x`])
        expect(errorOf({ 'environment-id': value })).toBe(
          `Input "environment-id": "${value}" has ${value.length} characters: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
        );
      const dashed = `${ENV_ID.slice(1)}-`;
      expect(errorOf({ 'environment-id': dashed })).toBe(
        `Input "environment-id": "${dashed}" is not an environment id: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
      );
    });

    it.each([
      ['{"a": {"warp_id": "w1"}}', { a: { warp_id: 'w1' } }],
      [
        '{"a": {"command": "npx", "args": []}, "b": {"url": "https://m"}}',
        {
          a: { command: 'npx', args: [] },
          b: { url: 'https://m' },
        },
      ],
      ['{}', {}],
    ])('mcp-servers %s', (value, expected) => {
      expect(read({ 'mcp-servers': value })).toMatchObject({ run: { mcpServers: expected } });
    });

    it.each([
      ['{"a": null}', 'server "a" must be an object such as {"warp_id": "..."} or {"url": "..."}'],
      ['{"a": []}', 'server "a" must be an object such as {"warp_id": "..."} or {"url": "..."}'],
      ['{"a": "https://m"}', 'server "a" must be an object such as {"warp_id": "..."} or {"url": "..."}'],
      ['{"a": {}}', 'server "a" needs exactly one of warp_id, command or url'],
      ['{"a": {"url": "u", "command": "c"}}', 'server "a" needs exactly one of warp_id, command or url'],
      [
        '{"a": {"url": "u"}, "b": {"warp_id": "w", "url": "u"}}',
        'server "b" needs exactly one of warp_id, command or url',
      ],
      ['[]', 'must be a JSON object, e.g. {"key": "value"}'],
      ['null', 'must be a JSON object, e.g. {"key": "value"}'],
      ['5', 'must be a JSON object, e.g. {"key": "value"}'],
      ['"text"', 'must be a JSON object, e.g. {"key": "value"}'],
      ['{bad', `is not valid JSON (${jsonError('{bad')}); give a JSON object, e.g. {"key": "value"}`],
    ])('mcp-servers %s is refused', (value, message) => {
      expect(errorOf({ 'mcp-servers': value })).toBe(`Input "mcp-servers": ${message}`);
    });

    it('agent-config: an object whose environment_id, if any, is an environment id', () => {
      expect(read({ 'agent-config': '{"model_id": "m"}' })).toMatchObject({
        run: { agentConfig: { model_id: 'm' } },
      });
      expect(errorOf({ 'agent-config': '{"environment_id": 12}' })).toBe(
        `Input "agent-config": environment_id "12" is not an environment id: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
      );
      // A list is no string, even one whose text would be an id.
      expect(errorOf({ 'agent-config': `{"environment_id": ["${ENV_ID}"]}` })).toBe(
        `Input "agent-config": environment_id "${ENV_ID}" is not an environment id: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`,
      );
      expect(read({ 'agent-config': `{"environment_id": "${ENV_ID}"}` })).toMatchObject({
        run: { agentConfig: { environment_id: ENV_ID } },
      });
      expect(errorOf({ 'agent-config': '[1]' })).toBe(
        'Input "agent-config": must be a JSON object, e.g. {"key": "value"}',
      );
    });

    it('github-token: the runner fills in its ${{ }} default; nothing given is nothing', () => {
      expect(read({}).githubToken).toBe('');
      expect(read({ 'github-token': 'ghs_x' }).githubToken).toBe('ghs_x');
    });
  });

  describe('pass-rate-window against the 365 periods the service draws', () => {
    it.each([
      ['day', '365'],
      ['week', '2548'],
      ['month', '3650'],
    ])('by %s, %s days is the most', (groupBy, days) => {
      expect(
        read({ command: 'gate', factory: 'f', 'group-by': groupBy, 'pass-rate-window': days }),
      ).toMatchObject({
        gate: { windowDays: Number(days), groupBy },
      });
    });

    it.each([
      ['day', '366'],
      ['week', '2549'],
    ])('by %s, %s days is too many', (groupBy, days) => {
      expect(errorOf({ command: 'gate', factory: 'f', 'group-by': groupBy, 'pass-rate-window': days })).toBe(
        `Input "pass-rate-window": ${days} days by ${groupBy} is more than the 365 periods the service draws; group by week or month`,
      );
    });
  });

  describe('the post step', () => {
    it('reads the service, the token, comment, cancel-on-abort and the trigger phrase', () => {
      const hidden: Hidden[] = [];
      expect(
        readPostInputs(
          fakeSource(
            {
              'api-key': ` ${KEY}`,
              'base-url': 'https://api.example.com/v1/',
              'github-token': 'ghs_post',
              comment: 'false',
              'cancel-on-abort': 'false',
              'trigger-phrase': '/agent',
              redact: 'post-secret',
            },
            hidden,
          ),
        ),
      ).toStrictEqual({
        apiKey: KEY,
        baseUrl: 'https://api.example.com/v1',
        githubToken: 'ghs_post',
        comment: false,
        cancelOnAbort: false,
        triggerPhrase: '/agent',
      });
      expect(hidden).toEqual([
        [KEY, 'apiKey', undefined],
        ['post-secret', 'secret', undefined],
        ['ghs_post', 'githubToken', true],
      ]);
    });

    it('its defaults', () => {
      expect(readPostInputs(fakeSource({ 'api-key': KEY }))).toStrictEqual({
        apiKey: KEY,
        baseUrl: 'https://app.warp.dev/api/v1',
        githubToken: '',
        comment: true,
        cancelOnAbort: true,
        triggerPhrase: '@cloud-agent',
      });
    });
  });

  it('defaultOf gives the table default', () => {
    expect(defaultOf('trigger-phrase')).toBe('@cloud-agent');
    expect(defaultOf('github-token')).toBe('${{ github.token }}');
    expect(defaultOf('scorer')).toBe('');
  });
});
