/**
 * The action's edges: what each writer puts on stdout, in GITHUB_OUTPUT and in the job summary, exactly, with
 * secrets redacted, workflow commands neutralized and sizes bounded.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCommandFile } from '../e2e/harness.ts';
import type * as HostModule from '../../src/host/action.ts';

type Host = typeof HostModule;

const KEY = 'sk-host-test-0123456789abcdef';
const GHP = `ghp_${'0123456789ab'.repeat(3)}`;

let host: Host;
let dir: string;
let stdout: string[];
const env = { ...process.env };

// One directory for the file: @actions/core remembers the summary's path for the life of the process.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cloud-agent-host-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  // A fresh module per test: the redactor and the summary's byte count are process-wide.
  vi.resetModules();
  host = await import('../../src/host/action.ts');
  process.env.GITHUB_OUTPUT = join(dir, 'output');
  process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary.md');
  writeFileSync(process.env.GITHUB_OUTPUT, '');
  writeFileSync(process.env.GITHUB_STEP_SUMMARY, '');
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  // The same object, as it was: the process's environment, which os.tmpdir() and child processes read, stays its own.
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  process.exitCode = undefined;
});

const outputs = () => parseCommandFile(readFileSync(process.env.GITHUB_OUTPUT!, 'utf8'));
const summary = () => readFileSync(process.env.GITHUB_STEP_SUMMARY!, 'utf8');

describe('neutralizeCommands', () => {
  it.each([
    ['::add-mask::x', '> ::add-mask::x'],
    ['  ::error file=a::b', '>   ::error file=a::b'],
    ['\t::stop-commands::tok', '> \t::stop-commands::tok'],
    ['##[set-output name=x;]y', '# #[set-output name=x;]y'],
    ['text ##[group]x and ###[y', 'text # #[group]x and ## #[y'],
    ['a line with ::add-mask::x inside', 'a line with ::add-mask::x inside'],
    ['no commands here: a:b', 'no commands here: a:b'],
  ])('%j → %j', (text, expected) => {
    expect(host.neutralizeCommands(text)).toBe(expected);
  });

  it('every line of a multi-line text, whatever its line end', () => {
    expect(
      host.neutralizeCommands('first\n::add-mask::abc\r\n  ::error file=x::boom\r::debug::d\nlast'),
    ).toBe('first\n> ::add-mask::abc\r\n>   ::error file=x::boom\r> ::debug::d\nlast');
  });
});

describe('log', () => {
  it('info: redacted and neutralized, one write with a line end', () => {
    host.addSecret(KEY, 'apiKey');
    host.log.info(`retrying: Authorization: Bearer ${KEY}\n::add-mask::abc\n${GHP}`);
    expect(stdout).toEqual([
      'retrying: Authorization: [redacted]\n> ::add-mask::abc\n[redacted GitHub token]\n',
    ]);
  });

  it('info: terminal escapes and controls removed before redaction, so none hides a token', () => {
    host.log.info(
      `red \u001b[31mtext\u001b[0m \u001b]0;title\u0007 ${GHP.slice(0, 8)}\u001b[0m${GHP.slice(8)}\r::set-output name=x::y`,
    );
    expect(stdout).toEqual(['red text  [redacted GitHub token]\n> ::set-output name=x::y\n']);
  });

  it('group: one group, its title on one line, its detail inside, cleaned and neutralized', () => {
    host.addSecret(KEY, 'apiKey');
    host.log.group(
      `step 1: Read\n::add-mask::${KEY}`,
      `assistant: done\n::set-output name=a::b\n\u001b[2J##[error]x`,
    );
    host.log.group('step 2: fix ##[error]forged', '');
    expect(stdout).toEqual([
      '::group::step 1: Read ::add-mask::[redacted API key]\n',
      'assistant: done\n> ::set-output name=a::b\n# #[error]x\n',
      '::endgroup::\n',
      '::group::step 2: fix # #[error]forged\n',
      '::endgroup::\n',
    ]);
  });

  it('warning, error and debug: redacted, and the new lines escaped by the command format', () => {
    host.addSecret(KEY, 'apiKey');
    host.log.warning(`w ${KEY}\n::add-mask::abc`);
    host.log.error(`e ${GHP}`);
    host.log.debug(`d Bearer ${KEY}`);
    expect(stdout).toEqual([
      '::warning::w [redacted API key]%0A::add-mask::abc\n',
      '::error::e [redacted GitHub token]\n',
      '::debug::d Bearer [redacted]\n',
    ]);
  });

  it('fail: the step error is redacted and the exit code set', () => {
    host.addSecret('user-secret-1', 'secret');
    host.fail('request failed: user-secret-1\nnext');
    expect(stdout).toEqual(['::error::request failed: [redacted secret]%0Anext\n']);
    expect(process.exitCode).toBe(1);
  });

  it('setSecret masks in the runner (add-mask) and redacts; addSecret only redacts', () => {
    host.setSecret(KEY, 'apiKey');
    host.addSecret('ghs_some_installation_token', 'githubToken');
    host.log.info(`${KEY} ghs_some_installation_token`);
    expect(stdout).toEqual([`::add-mask::${KEY}\n`, '[redacted API key] [redacted GitHub token]\n']);
  });
});

describe('secrets', () => {
  it('an empty value is no secret: nothing masked, nothing redacted', () => {
    host.setSecret('');
    host.addSecret('');
    host.log.info('text');
    expect(stdout).toEqual(['text\n']);
  });

  it('a secret of no named kind is labelled a secret', () => {
    host.setSecret('user-secret-1');
    host.addSecret('user-secret-2');
    host.log.info('user-secret-1 user-secret-2');
    expect(stdout).toEqual(['::add-mask::user-secret-1\n', '[redacted secret] [redacted secret]\n']);
  });
});

describe('cutBytes and cutChars', () => {
  it('cutBytes never splits a code point', () => {
    expect(host.cutBytes('aé€😀', 1)).toBe('a');
    expect(host.cutBytes('aé€😀', 2)).toBe('a');
    expect(host.cutBytes('aé€😀', 3)).toBe('aé');
    expect(host.cutBytes('aé€😀', 5)).toBe('aé');
    expect(host.cutBytes('aé€😀', 6)).toBe('aé€');
    expect(host.cutBytes('aé€😀', 9)).toBe('aé€');
    expect(host.cutBytes('aé€😀', 10)).toBe('aé€😀');
    expect(host.cutBytes('abc', 0)).toBe('');
  });

  it('a text that fits is kept as it is, even one that UTF-8 cannot hold whole', () => {
    // A lone surrogate is 3 bytes of UTF-8 (U+FFFD): the text fits in 4, and is not sent through a Buffer.
    expect(host.cutBytes('x\uD800', 4)).toBe('x\uD800');
    expect(host.cutBytes('x\uD800', 3)).toBe('x');
    expect(host.cutChars('ab\uD83D', 3)).toBe('ab\uD83D');
    expect(host.cutChars('ab\uD83D', 4)).toBe('ab\uD83D');
  });

  it('cutChars: every high surrogate, the first and the last, goes with its pair', () => {
    expect(host.cutChars('a\uD800\uDC00b', 2)).toBe('a');
    expect(host.cutChars('a\uDBFF\uDFFFb', 2)).toBe('a');
    // The low half of a pair, or a character just outside the range, is cut after.
    expect(host.cutChars('a\uD800\uDC00b', 3)).toBe('a\uD800\uDC00');
    expect(host.cutChars('a\uD7FFb', 2)).toBe('a\uD7FF');
    expect(host.cutChars('a\uDC00b', 2)).toBe('a\uDC00');
  });

  it('cutChars never splits a surrogate pair', () => {
    expect(host.cutChars('ab😀c', 2)).toBe('ab');
    expect(host.cutChars('ab😀c', 3)).toBe('ab');
    expect(host.cutChars('ab😀c', 4)).toBe('ab😀');
    expect(host.cutChars('ab😀c', 5)).toBe('ab😀c');
  });
});

describe('setOutput', () => {
  it('redacts every output', () => {
    host.addSecret(KEY, 'apiKey');
    host.setOutput('artifacts', JSON.stringify([{ url: `https://x/?t=${KEY}`, token: GHP }]));
    expect(outputs()).toEqual({
      artifacts: '[{"url":"https://x/?t=[redacted API key]","token":"[redacted GitHub token]"}]',
    });
  });

  it('a value within its bounds is written as it is', () => {
    host.setOutput('summary', 'a'.repeat(65_536), 65_536);
    expect(outputs().summary).toBe('a'.repeat(65_536));
  });

  it('maxChars: cut on a code point with a note, 65,536 characters in all', () => {
    const note = '\n\n[cut: the summary output holds at most 65,536 characters]';
    // The cut would fall between the two halves of the emoji: it goes whole.
    const text = 'a'.repeat(65_536 - note.length - 1) + '😀' + 'b'.repeat(100);
    host.setOutput('summary', text, 65_536);
    const value = outputs().summary!;
    expect(value).toBe('a'.repeat(65_536 - note.length - 1) + note);
    expect(value.length).toBe(65_535);
  });

  it('an output of exactly 1 MiB is written whole', () => {
    host.setOutput('results', 'r'.repeat(1_048_576));
    expect(outputs().results).toBe('r'.repeat(1_048_576));
  });

  it('no output passes 1 MiB of UTF-8, cut on a code point with a note', () => {
    const note = '\n\n[cut: an output holds at most 1,048,576 bytes]';
    host.setOutput('results', '€'.repeat(400_000)); // 1,200,000 bytes
    const value = outputs().results!;
    const kept = Math.floor((1_048_576 - note.length) / 3);
    expect(value).toBe('€'.repeat(kept) + note);
    expect(Buffer.byteLength(value)).toBeLessThanOrEqual(1_048_576);
  });
});

describe('writeSummary', () => {
  it('redacts and appends a line end', async () => {
    host.addSecret(KEY, 'apiKey');
    await host.writeSummary(`### Report\n\nkey ${KEY}, token ${GHP}`);
    expect(summary()).toBe('### Report\n\nkey [redacted API key], token [redacted GitHub token]\n');
  });

  it('1.2 MB of markdown: cut at 1 MiB on a code point, with a note; later writes add nothing', async () => {
    const note = '\n\n---\n\n*The job summary was cut here: GitHub shows at most 1,048,576 bytes.*';
    await host.writeSummary('x' + '€'.repeat(400_310)); // 1,200,931 bytes
    const written = summary();
    expect(Buffer.byteLength(written)).toBeLessThanOrEqual(1_048_576);
    const room = 1_048_576 - 1 - Buffer.byteLength(note);
    expect(written).toBe('x' + '€'.repeat(Math.floor((room - 1) / 3)) + note + '\n');
    expect(written).not.toContain('\uFFFD');
    await host.writeSummary('more');
    expect(summary()).toBe(written);
  });

  it('room for the note alone: the note alone', async () => {
    const note = '\n\n---\n\n*The job summary was cut here: GitHub shows at most 1,048,576 bytes.*';
    // Each write takes a line end too.
    const first = 'a'.repeat(1_048_576 - 2 - note.length);
    await host.writeSummary(first);
    await host.writeSummary('b'.repeat(100));
    expect(summary()).toBe(`${first}\n${note}\n`);
    expect(Buffer.byteLength(summary())).toBe(1_048_576);
  });

  it('no room for the note: as much of the text as fits, without it', async () => {
    const note = '\n\n---\n\n*The job summary was cut here: GitHub shows at most 1,048,576 bytes.*';
    const first = 'a'.repeat(1_048_576 - 2 - note.length + 10);
    await host.writeSummary(first);
    await host.writeSummary('b'.repeat(100));
    expect(summary()).toBe(`${first}\n${'b'.repeat(note.length - 10)}\n`);
    expect(Buffer.byteLength(summary())).toBe(1_048_576);
  });

  it('several writes share the one limit', async () => {
    await host.writeSummary('a'.repeat(600_000));
    await host.writeSummary('b'.repeat(600_000));
    const written = summary();
    expect(Buffer.byteLength(written)).toBeLessThanOrEqual(1_048_576);
    expect(written.startsWith('a'.repeat(600_000) + '\nbbb')).toBe(true);
    expect(written.endsWith('GitHub shows at most 1,048,576 bytes.*\n')).toBe(true);
  });
});

describe('actionHost.input', () => {
  it('api-key: the input, else the key the job sets in WARP_API_KEY (as it is: readApiKey trims and hides both)', () => {
    process.env['INPUT_API-KEY'] = KEY;
    process.env.WARP_API_KEY = '  sk-from-env-123 ';
    expect(host.actionHost.input('api-key')).toBe(KEY);
    process.env['INPUT_API-KEY'] = '  ';
    expect(host.actionHost.input('api-key')).toBe('  sk-from-env-123 ');
    delete process.env.WARP_API_KEY;
    expect(host.actionHost.input('api-key')).toBe('');
  });

  it('no other input falls back to the environment', () => {
    process.env.WARP_API_KEY = 'sk-from-env-123';
    process.env.INPUT_PROMPT = ' Fix it. ';
    expect(host.actionHost.input('prompt')).toBe('Fix it.');
    expect(host.actionHost.input('prompt', { trim: false })).toBe(' Fix it. ');
    expect(host.actionHost.input('base-url')).toBe('');
  });
});

describe('actionHost', () => {
  it("an input from the runner's INPUT_ variable, trimmed unless told not to", () => {
    process.env['INPUT_PROMPT'] = '  Fix it.\n';
    expect(host.actionHost.input('prompt')).toBe('Fix it.');
    expect(host.actionHost.input('prompt', { trim: true })).toBe('Fix it.');
    expect(host.actionHost.input('prompt', { trim: false })).toBe('  Fix it.\n');
    expect(host.actionHost.input('message')).toBe('');
  });

  it('a secret masked in the log by the runner already is only redacted; any other is masked too', () => {
    host.actionHost.secret('ghs_installation_token_1', 'githubToken', true);
    host.actionHost.secret(KEY, 'apiKey');
    host.actionHost.log.info(`ghs_installation_token_1 ${KEY}`);
    expect(stdout).toEqual([`::add-mask::${KEY}\n`, '[redacted GitHub token] [redacted API key]\n']);
    expect(host.actionHost.redact(`a ${KEY}`)).toBe('a [redacted API key]');
  });

  it('state for the post step: saved in GITHUB_STATE, read from STATE_ variables', () => {
    process.env.GITHUB_STATE = join(dir, 'state');
    writeFileSync(process.env.GITHUB_STATE, '');
    host.actionHost.state.save('run_id', 'run-1');
    expect(parseCommandFile(readFileSync(process.env.GITHUB_STATE, 'utf8'))).toEqual({ run_id: 'run-1' });
    process.env['STATE_run_id'] = 'run-2';
    expect(host.actionHost.state.load('run_id')).toBe('run-2');
    expect(host.actionHost.state.load('settled')).toBe('');
  });

  it('outputs, the summary and the failure go through the bounded, redacted writers', async () => {
    host.addSecret(KEY, 'apiKey');
    host.actionHost.output('summary', `${KEY} ${'s'.repeat(200)}`, 100);
    const note = '\n\n[cut: the summary output holds at most 100 characters]';
    expect(outputs().summary).toBe(`[redacted API key] ${'s'.repeat(100 - note.length - 19)}${note}`);
    await host.actionHost.summary(`key ${KEY}`);
    expect(summary()).toBe('key [redacted API key]\n');
    host.actionHost.fail(`refused ${KEY}`);
    expect(stdout).toEqual(['::error::refused [redacted API key]\n']);
  });

  // Each test here loads the host afresh (vi.resetModules), words.ts with it: mutation testing may then take these
  // tests for the only ones that reach the words, so they check them too.
  it("speaks a workflow's words", () => {
    const { words } = host.actionHost;
    expect([
      words.input('timeout-minutes'),
      words.setting('timeout-minutes'),
      words.setting('wait', 'false'),
      words.runner,
      words.interrupted,
      words.stopped,
      words.followup('run-1'),
      words.leftGoing('run-1'),
      words.cancelLater('run-1'),
      words.lostCreate,
      words.noGitHub,
      words.ownReport,
      words.apiKey,
    ]).toEqual([
      'Input "timeout-minutes"',
      '`timeout-minutes`',
      '`wait: false`',
      'The workflow',
      'The workflow job was cancelled',
      'job cancelled',
      'To continue, run this action with `command: followup`, `run-id: run-1` and a `message`.',
      'Its report will be finished by the settle job (`command: settle`, see [detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)).',
      'the post step of the job tries again.',
      'the post step looks for it',
      'No `github-token`',
      'its report is in its own job summary',
      'Check the `api-key` secret (or WARP_API_KEY).',
    ]);
  });
});
