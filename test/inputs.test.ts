/** readInputs: the checks of skill, agent-identity, allowed-bots, and the inputs that decide who may start work. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionHost } from '../src/host/action.ts';
import { readInputs as readFrom, type RunCommandInputs } from '../src/inputs.ts';

/** The inputs of a `run` step, read as the action reads them. */
function readInputs(): RunCommandInputs {
  const inputs = readFrom(actionHost);
  if (inputs.command !== 'run') throw new Error(`read a ${inputs.command} step, not a run step`);
  return inputs;
}

const KEY = 'sk-unit-1234567890';

/** Sets INPUT_* as the runner does (api-key always given); clears every other INPUT_. */
function given(inputs: Record<string, string>): void {
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name];
  for (const [name, value] of Object.entries({ 'api-key': KEY, ...inputs })) {
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
        `Input "${name}": is not used by command "cancel" (it is for: run, dispatch); remove it`,
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
