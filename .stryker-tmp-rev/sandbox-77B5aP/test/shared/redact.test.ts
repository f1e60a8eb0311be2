/** The one redaction: each kind of secret and credential, the labels it leaves, and the text it must not touch. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABELS, Redactor } from '../../src/shared/redact.ts';

const KEY = 'sk-live-7f3a9c1d5b2e8f4a6c0d';
const GHP = `ghp_${'A1b2C3d4E5'.repeat(3)}xYz789`; // ghp_ + 36
const PAT = `github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz`;

function redactor(): Redactor {
  const r = new Redactor();
  r.add(KEY, 'apiKey');
  return r;
}

describe('Redactor: exact secrets', () => {
  it('replaces the API key with its label, every time it occurs', () => {
    expect(redactor().redact(`key=${KEY}; again ${KEY}.`)).toBe(
      'key=[redacted API key]; again [redacted API key].',
    );
  });

  it('a user-given secret gets the secret label', () => {
    const r = new Redactor();
    r.add('hunter2-password', 'secret');
    expect(r.redact('pw: hunter2-password!')).toBe('pw: [redacted secret]!');
  });

  it('the URL-encoded and JSON-escaped forms go too', () => {
    const r = new Redactor();
    r.add('p@ss/w"rd\\x', 'secret');
    expect(r.redact('u=p%40ss%2Fw%22rd%5Cx&v=1')).toBe('u=[redacted secret]&v=1');
    expect(r.redact('{"pw":"p@ss/w\\"rd\\\\x"}')).toBe('{"pw":"[redacted secret]"}');
    expect(r.redact('raw p@ss/w"rd\\x end')).toBe('raw [redacted secret] end');
  });

  it('values shorter than 4 characters are ignored', () => {
    const r = new Redactor();
    r.add('abc', 'secret');
    r.add('', 'secret');
    expect(r.redact('abc abcd')).toBe('abc abcd');
  });

  it('the longest secret wins where two overlap', () => {
    const r = new Redactor();
    r.add('token', 'secret');
    r.add('token-with-more', 'apiKey');
    expect(r.redact('a token-with-more and a token')).toBe('a [redacted API key] and a [redacted secret]');
  });

  it('characters that mean something in a pattern are taken literally', () => {
    const r = new Redactor();
    r.add('a.b*c+d?(e)[f]{g}|h^$', 'secret');
    expect(r.redact('x a.b*c+d?(e)[f]{g}|h^$ y aXbbbcd')).toBe('x [redacted secret] y aXbbbcd');
  });
});

describe('Redactor: GitHub tokens', () => {
  it.each(['ghp', 'gho', 'ghu', 'ghs', 'ghr'])('%s_ followed by 36 or more letters and digits', (prefix) => {
    const token = `${prefix}_${'Zz09'.repeat(9)}`;
    expect(new Redactor().redact(`token ${token} here`)).toBe('token [redacted GitHub token] here');
    expect(new Redactor().redact(`${token}abcdef`)).toBe('[redacted GitHub token]');
  });

  it('github_pat_ followed by 22 or more letters, digits and underscores', () => {
    expect(new Redactor().redact(`export GH=${PAT}\n`)).toBe('export GH=[redacted GitHub token]\n');
    expect(new Redactor().redact(`github_pat_${'a'.repeat(22)}`)).toBe('[redacted GitHub token]');
  });

  it('in a URL, a JSON string and a markdown code span', () => {
    expect(
      new Redactor().redact(`https://x-access-token:${GHP}@github.com/a/b {"t":"${GHP}"} \`${GHP}\``),
    ).toBe(
      'https://x-access-token:[redacted GitHub token]@github.com/a/b {"t":"[redacted GitHub token]"} `[redacted GitHub token]`',
    );
  });

  it('leaves prefixes alone that are not tokens', () => {
    const text = `ghp_ alone, a short ghp_x, ghp_${'a'.repeat(35)}, github_pat_short, ghx_${'a'.repeat(40)}`;
    expect(new Redactor().redact(text)).toBe(text);
  });
});

describe('Redactor: Authorization and Bearer', () => {
  it.each([
    ['Authorization: Bearer abc.def-123', 'Authorization: [redacted]'],
    ['authorization: token ghp_short', 'authorization: [redacted]'],
    ['AUTHORIZATION:Basic dXNlcjpwYXNz', 'AUTHORIZATION:[redacted]'],
    ['Proxy-Authorization: Basic dXNlcjpwYXNz\r\nHost: x', 'Proxy-Authorization: [redacted]\r\nHost: x'],
    ['<td>Authorization: Bearer s3cr3t-v4lue</td>', '<td>Authorization: [redacted]</td>'],
    ['Authorization: sk-only', 'Authorization: [redacted]'],
    ['{"authorization":"Bearer x y z","n":1}', '{"authorization":"[redacted]","n":1}'],
    ['{"Authorization" : "Bearer \\"quoted\\" v"}', '{"Authorization" : "[redacted]"}'],
    ["headers: {authorization: 'Bearer abc'}", "headers: {authorization: '[redacted]'}"],
  ])('%j', (text, expected) => {
    expect(new Redactor().redact(text)).toBe(expected);
  });

  it.each([
    ['curl -H "Bearer abcdefgh"', 'curl -H "Bearer [redacted]"'],
    ['bearer eyJhbGciOi.eyJzdWIi.sig_-~+/=', 'bearer [redacted]'],
    ['Bearer\tabcdefgh12345678', 'Bearer [redacted]'],
  ])('%j', (text, expected) => {
    expect(new Redactor().redact(text)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    const text = [
      'The Bearer of bad news.',
      'A Bearer token is short: Bearer abc.',
      'Authorization failed for this key; see the docs on Authorization.',
      'the word Bearer alone',
      'redacted, [redacted is not a label',
      'Unauthorized (HTTP 401): check the api-key secret',
    ].join('\n');
    expect(new Redactor().redact(text)).toBe(text);
  });
});

describe('Redactor: as a whole', () => {
  it('all kinds in one text, each with its label', () => {
    const r = redactor();
    const text = `key ${KEY}, pat ${PAT}, token ${GHP}, header Authorization: Bearer ${KEY}, curl Bearer abcdefgh1`;
    expect(r.redact(text)).toBe(
      'key [redacted API key], pat [redacted GitHub token], token [redacted GitHub token], header Authorization: [redacted], curl Bearer [redacted]',
    );
  });

  it('labels are never taken apart, even when a secret is a word of them', () => {
    const r = new Redactor();
    r.add('redacted', 'secret');
    r.add('GitHub token', 'apiKey');
    const once = r.redact(`redacted ${GHP}`);
    expect(once).toBe('[redacted secret] [redacted GitHub token]');
    expect(r.redact(once)).toBe(once);
  });

  it('an empty text and a text without anything to redact come back as they are', () => {
    expect(redactor().redact('')).toBe('');
    expect(redactor().redact('plain text\n')).toBe('plain text\n');
  });

  it('exports the labels it writes', () => {
    expect(LABELS).toEqual({
      apiKey: '[redacted API key]',
      secret: '[redacted secret]',
      githubToken: '[redacted GitHub token]',
      credential: '[redacted]',
    });
  });
});

describe('Redactor: properties', () => {
  const base62 = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  const keyArb = fc
    .tuple(fc.constantFrom('sk-', 'wk-', ''), fc.string({ unit: base62, minLength: 16, maxLength: 48 }))
    .map(([p, s]) => p + s);
  const tokenArb = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('ghp', 'gho', 'ghu', 'ghs', 'ghr'),
        fc.string({ unit: base62, minLength: 36, maxLength: 60 }),
      )
      .map(([p, s]) => `${p}_${s}`),
    fc
      .string({ unit: fc.oneof(base62, fc.constant('_')), minLength: 22, maxLength: 82 })
      .map((s) => `github_pat_${s}`),
  );
  // Arbitrary text, full Unicode, with a fair share of the characters that sit next to secrets in real text.
  const textArb = fc.string({
    unit: fc.oneof(
      fc.constantFrom(' ', '\n', ':', '"', '=', '/', '[', ']', '%', '\\'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      base62,
    ),
    maxLength: 80,
  });

  it('a planted key or token never survives, whatever surrounds it', () => {
    fc.assert(
      fc.property(keyArb, tokenArb, textArb, textArb, textArb, (key, token, a, b, c) => {
        const r = new Redactor();
        r.add(key, 'apiKey');
        const out = r.redact(`${a}${key}${b}${token}${c}`);
        expect(out).not.toContain(key);
        expect(out).not.toContain(token);
      }),
      { numRuns: 500 },
    );
  });

  it('a key planted as a header or bearer value never survives', () => {
    fc.assert(
      fc.property(
        keyArb,
        textArb,
        fc.constantFrom('Authorization: Bearer ', 'authorization: ', 'Bearer '),
        (key, a, how) => {
          // No secret registered: only the shapes catch it.
          const out = new Redactor().redact(`${a}\n${how}${key}\n${a}`);
          expect(out).not.toContain(key);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Text made of the pieces redaction reacts to, in any order: header names, schemes, token prefixes, quotes, labels.
  const piecesArb = (key: string) =>
    fc
      .array(
        fc.oneof(
          fc.constantFrom(
            'Authorization',
            'authorization',
            ': ',
            ':',
            '"',
            "'",
            ' ',
            '\n',
            'Bearer ',
            'Basic ',
            'ghp_',
            'github_pat_',
            '[redacted]',
            LABELS.githubToken,
            '<',
            '=',
            '{',
            '\\',
            key,
            key.slice(0, 6),
          ),
          fc.string({ unit: base62, minLength: 1, maxLength: 40 }),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
        ),
        { maxLength: 30 },
      )
      .map((pieces) => pieces.join(''));

  it('redacting twice changes nothing, whatever the text', () => {
    fc.assert(
      fc.property(
        keyArb.chain((key) => fc.tuple(fc.constant(key), piecesArb(key))),
        ([key, text]) => {
          const r = new Redactor();
          r.add(key, 'apiKey');
          const once = r.redact(text);
          expect(r.redact(once)).toBe(once);
          expect(once).not.toContain(key);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('redacting twice changes nothing', () => {
    fc.assert(
      fc.property(keyArb, tokenArb, textArb, textArb, (key, token, a, b) => {
        const r = new Redactor();
        r.add(key, 'apiKey');
        const once = r.redact(`${a}${key} Authorization: Bearer ${token}${b}Bearer ${key}${token}`);
        expect(r.redact(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
