/**
 * The command line's host (src/host/cli.ts) in this process: inputs from the flags, the log on stderr with the time
 * since start (coloured on a terminal, progress silenced by --quiet, never a warning), outputs and the step's error
 * kept for --json, the summary in the --markdown file; everything redacted and made safe for a terminal first.
 */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliHost, stamp, terminalSafe, type CliHostOptions } from '../../src/host/cli.ts';
import { cliWords } from '../../src/host/cli-words.ts';

const KEY = 'sk-cli-host-0123456789abcdef';
const words = cliWords(() => undefined, undefined);

let dir: string;
let written: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-host-'));
  written = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function host(options: Partial<CliHostOptions> = {}): CliHost {
  return new CliHost({
    inputs: {},
    write: (text) => written.push(text),
    quiet: false,
    color: false,
    markdown: undefined,
    elapsed: () => 12_345,
    words,
    ...options,
  });
}

describe('terminalSafe', () => {
  it.each([
    ['plain text', 'plain text'],
    ['red \u001b[31mtext\u001b[0m', 'red text'],
    ['a title \u001b]0;pwned\u0007 set', 'a title  set'],
    ['a \u001b]8;;https://evil.test\u001b\\link\u001b]8;;\u001b\\ here', 'a link here'],
    ['cursor \u001b[2J\u001b[1;1H home', 'cursor  home'],
    ['bell\u0007 null\u0000 del\u007f c1\u009b', 'bell null del c1'],
    ['keeps\ttabs\nand lines', 'keeps\ttabs\nand lines'],
    ['ends a line at\r returns \u000b\u000c', 'ends a line at\n returns '],
    ['non-ASCII ü € 😀 kept', 'non-ASCII ü € 😀 kept'],
  ])('%j → %j', (text, safe) => {
    expect(terminalSafe(text)).toBe(safe);
  });
});

describe('stamp', () => {
  it.each([
    [0, '[   0.0s]'],
    [12_345, '[  12.3s]'],
    [59_940, '[  59.9s]'],
    [60_000, '[  1m00s]'],
    [245_900, '[  4m05s]'],
    [3_600_000, '[ 60m00s]'],
    [60_000_000, '[1000m00s]'],
  ])('%i ms → %j', (ms, shown) => {
    expect(stamp(ms)).toBe(shown);
  });
});

describe('CliHost', () => {
  it('an input as the flags gave it, trimmed unless told not to; one not given is empty', () => {
    const h = host({ inputs: { prompt: '  Fix it.\n', wait: 'false' } });
    expect(h.input('prompt')).toBe('Fix it.');
    expect(h.input('prompt', { trim: true })).toBe('Fix it.');
    expect(h.input('prompt', { trim: false })).toBe('  Fix it.\n');
    expect(h.input('wait')).toBe('false');
    expect(h.input('timeout-minutes')).toBe('');
    expect(h.input('timeout-minutes', { trim: false })).toBe('');
  });

  it('the log: one line on stderr with the time since start, redacted and safe for a terminal', () => {
    const h = host();
    h.secret(KEY, 'apiKey');
    h.log.info(`using ${KEY} \u001b[2Jnow`);
    h.log.warning('the \u0007report goes on');
    expect(written).toEqual([
      '[  12.3s] using [redacted API key] now\n',
      '[  12.3s] warning: the report goes on\n',
    ]);
  });

  it('a line of many lines is inert for a runner; a group is its title alone, on one line', () => {
    const h = host();
    h.log.info('step text\n::set-output name=x::y\n##[error]boom');
    h.log.group!('run r1: step 1: Read\nthe parser', 'assistant: detail the action log folds');
    expect(written).toEqual([
      '[  12.3s] step text\n> ::set-output name=x::y\n# #[error]boom\n',
      '[  12.3s] run r1: step 1: Read the parser\n',
    ]);
    expect(h.log.stamped).toBe(true);
  });

  it('coloured on a terminal: the time dim, the warning yellow, the text as it is', () => {
    const h = host({ color: true });
    h.log.info('polling');
    h.log.warning('slow');
    expect(written).toEqual([
      '\u001b[2m[  12.3s]\u001b[0m polling\n',
      '\u001b[2m[  12.3s]\u001b[0m \u001b[33mwarning: \u001b[0mslow\n',
    ]);
  });

  it('--quiet: no progress, but warnings still', () => {
    const h = host({ quiet: true });
    h.log.info('polling');
    h.log.warning('slow');
    expect(written).toEqual(['[  12.3s] warning: slow\n']);
  });

  it('secrets of each kind are labelled as such; an empty one removes nothing', () => {
    const h = host();
    h.secret('user-secret-1', 'secret');
    h.secret('ghs_installation_token_1', 'githubToken');
    h.secret('', 'secret');
    expect(h.redact('a user-secret-1 b ghs_installation_token_1 c')).toBe(
      'a [redacted secret] b [redacted GitHub token] c',
    );
    expect(h.redact('nothing here')).toBe('nothing here');
  });

  it('outputs and the failure are kept, redacted, for --json', () => {
    const h = host();
    h.secret(KEY, 'apiKey');
    h.output('run-id', 'run-1');
    h.output('summary', `key ${KEY}`);
    h.fail(`refused ${KEY}`);
    expect(h.outputs).toEqual({ 'run-id': 'run-1', summary: 'key [redacted API key]' });
    expect(h.failure).toBe('refused [redacted API key]');
  });

  it('state lives in memory for the command', () => {
    const h = host();
    expect(h.state.load('run_id')).toBe('');
    h.state.save('run_id', 'run-1');
    h.state.save('settled', 'false');
    h.state.save('settled', 'true');
    expect([h.state.load('run_id'), h.state.load('settled')]).toEqual(['run-1', 'true']);
    expect(host().state.load('run_id')).toBe('');
  });

  it('the summary: kept, and written afresh to the --markdown file by the first write, appended by the next', async () => {
    const file = join(dir, 'report.md');
    const h = host({ markdown: file });
    h.secret(KEY, 'apiKey');
    await h.summary(`### Report\n\nkey ${KEY}`);
    expect(readFileSync(file, 'utf8')).toBe('### Report\n\nkey [redacted API key]\n');
    await h.summary('more');
    expect(readFileSync(file, 'utf8')).toBe('### Report\n\nkey [redacted API key]\nmore\n');
    expect(h.summaries).toEqual(['### Report\n\nkey [redacted API key]', 'more']);
    // A second command writes its own report, not after the first one's.
    const next = host({ markdown: file });
    await next.summary('another');
    expect(readFileSync(file, 'utf8')).toBe('another\n');
  });

  it('without --markdown the summary is only kept', async () => {
    const h = host();
    await h.summary('report');
    expect(h.summaries).toEqual(['report']);
    expect(existsSync(join(dir, 'report.md'))).toBe(false);
  });

  it('speaks the words it was given', () => {
    expect(host().words).toBe(words);
  });
});
