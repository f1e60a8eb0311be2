/**
 * The formatting helpers every renderer shares (src/render/format.ts): durations and times, cutting on grapheme
 * boundaries (never half a character), and the neutralizing of untrusted text wherever it goes (prose, inline code,
 * fences, table cells, link texts, HTML elements, URLs): exact output for each rule and at each of its bounds.
 */
import { describe, expect, it } from 'vitest';
import {
  clip,
  closeFences,
  code,
  codeLine,
  cut,
  ellipsis,
  flatten,
  formatDuration,
  formatTime,
  groupDigits,
  htmlText,
  inline,
  linkText,
  ours,
  parseIsoDuration,
  safeUrl,
  untrusted,
  urlLink,
  wellFormed,
} from '../../src/render/format.ts';

/** The word joiner the neutralizer inserts, written visibly here. */
const J = '\u2060';

describe('untrusted text', () => {
  it('breaks @mentions (users and teams) so they notify no one, leaving e-mail addresses alone', () => {
    expect(untrusted('Ask @octocat and @acme/reviewers, (@x) or mail ada@example.com; @ alone stays')).toBe(
      `Ask @${J}octocat and @${J}acme/reviewers, (@${J}x) or mail ada@example.com; @ alone stays`,
    );
  });

  it('shows HTML comments and tags as text outside code; a lone < stays as it is', () => {
    expect(untrusted('<!-- hidden --> <details><summary>x</summary> a < b <br/> <?php <!DOCTYPE')).toBe(
      '&lt;!-- hidden --> &lt;details>&lt;summary>x&lt;/summary> a < b &lt;br/> &lt;?php &lt;!DOCTYPE',
    );
  });

  it('keeps inline code as written, with an invisible joiner after a tag-opening < and a mention @', () => {
    expect(untrusted('use `Vec<T>` and `@x`, not <T>')).toBe(`use \`Vec<${J}T>\` and \`@${J}x\`, not &lt;T>`);
    expect(untrusted('``a ` <b>`` <i>')).toBe(`\`\`a \` <${J}b>\`\` &lt;i>`);
    expect(untrusted('\\`<b>` and `<i>')).toBe('\\`&lt;b>` and `&lt;i>');
    expect(untrusted('`a\n<b>`')).toBe('`a\n&lt;b>`');
  });

  it('keeps fenced code blocks intact and closes one left open', () => {
    expect(untrusted('```html\n<div>@x</div>\n```\n<p>@y</p>')).toBe(
      `\`\`\`html\n<div>@x</div>\n\`\`\`\n&lt;p>@${J}y&lt;/p>`,
    );
    expect(untrusted('````\n```\n<x>\n````\n<x>')).toBe('````\n```\n<x>\n````\n&lt;x>');
    expect(untrusted('text\n  ~~~~ sh\n<x>')).toBe('text\n  ~~~~ sh\n<x>\n~~~~');
    expect(untrusted('``` a`b\n<x>')).toBe('``` a`b\n&lt;x>');
  });

  it('never carries the marker prefix verbatim, code included, in any case', () => {
    expect(untrusted('<!-- cloud-agent-action:state abc.def -->')).toBe(
      `&lt;!-- cloud-agent-action:${J}state abc.def -->`,
    );
    expect(untrusted('```\nCLOUD-AGENT-ACTION:STATE\n```')).toBe(
      `\`\`\`\nCLOUD-AGENT-ACTION:${J}STATE\n\`\`\``,
    );
    expect(code('cloud-agent-action:state')).toBe(`\`cloud-agent-action:${J}state\``);
    expect(htmlText('cloud-agent-action:state', 100)).toBe(`cloud-agent-action:${J}state`);
  });

  it('replaces lone surrogates', () => {
    expect(untrusted('a\uD800b\uDC00c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });
});

describe('one-line helpers', () => {
  it('inline: flat, neutralized, markdown escaped, cut with an ellipsis', () => {
    expect(inline('a |\n b @c <i>', 100)).toBe(`a \\| b @${J}c \\<i>`);
    expect(inline('x'.repeat(10), 5)).toBe('xxxx…');
    expect(inline('abc👍👍', 6)).toBe('abc👍…');
  });

  it('code: a backtick fence longer than any inside, padded when the text touches it, nothing added', () => {
    expect(code('run_command')).toBe('`run_command`');
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x')).toBe('`` `x ``');
    // A code span shows < as it is and notifies no one: no joiner (a copied `@monthly` is a valid cron).
    expect(code('<b> | @x')).toBe('`<b> \\| @x`');
    expect(code('@monthly', 60, false)).toBe('`@monthly`');
    // Outside a table a pipe needs no escape (GitHub would show the backslash).
    expect(code('<b> | @x', 200, false)).toBe('`<b> | @x`');
    // In a cell, a backslash before a pipe cannot stay in a code span: escaped text in a code element.
    expect(code('a\\|b *c*')).toBe('<code>a\\\\\\|b \\*c\\*</code>');
    expect(code('a\\|b', 200, false)).toBe('`a\\|b`');
    // Two backticks alone are no code span: empty code is an empty element.
    expect(code('')).toBe('<code></code>');
    expect(code(' \n ', 200, false)).toBe('<code></code>');
  });

  it('inline: every character markdown reads as syntax is escaped, and only those', () => {
    expect(inline('rm -rf build/*_tmp* && python -m pytest tests/__init__.py')).toBe(
      'rm -rf build/\\*\\_tmp\\* && python -m pytest tests/\\_\\_init\\_\\_.py',
    );
    expect(inline('**bold** `a` ``b`` [x](y) ~~s~~ ~t~ <review> $x$')).toBe(
      '\\*\\*bold\\*\\* \\`a\\` \\`\\`b\\`\\` \\[x\\](y) \\~\\~s\\~\\~ \\~t\\~ \\<review> \\$x\\$',
    );
    // An underscore between letters or digits is no emphasis: left for the redaction of tokens to see.
    expect(inline('snake_case ghp_abc _x y_ a__b')).toBe('snake_case ghp_abc \\_x y\\_ a\\_\\_b');
    // An & only where it would start an entity.
    expect(inline('AT&T a & b &amp; &#65; &x')).toBe('AT&T a & b \\&amp; \\&#65; &x');
    // A backslash before punctuation or at the end (it would escape what follows); before a letter it is text.
    expect(inline('C:\\dir \\* end\\')).toBe('C:\\dir \\\\\\* end\\\\');
    // At the start: what would open a heading, a quote, a list item; at the end: a heading's closing #s.
    expect(inline('# h')).toBe('\\# h');
    expect(inline('> q')).toBe('\\> q');
    expect(inline('- x')).toBe('\\- x');
    expect(inline('+ x')).toBe('\\+ x');
    // A line of = after a paragraph would underline it.
    expect(inline('== x')).toBe('\\== x');
    expect(inline('www.a.example')).toBe('www\\.a.example');
    expect(inline('12. x')).toBe('12\\. x');
    expect(inline('3) x')).toBe('3\\) x');
    expect(inline('issue #7 a - b > c 1. d')).toBe('issue #7 a - b > c 1. d');
    expect(inline('fix it ##')).toBe('fix it \\#\\#');
    expect(inline('C#')).toBe('C#');
    // An address GFM would link by itself is escaped where it starts: shown as written, not linked.
    expect(inline('see https://x.example/a_b_ or WWW.x.example; awww.b')).toBe(
      'see https\\://x.example/a_b\\_ or WWW\\.x.example; awww.b',
    );
  });

  it('inline: bidi controls stripped, the marker broken, lone surrogates replaced', () => {
    expect(inline('rename admin\u202Etxt.exe \u2066x\u2069 \u200Fy')).toBe('rename admintxt.exe x y');
    expect(inline('\u202E cloud-agent-action\u202E:state \uD800')).toBe(
      `cloud-agent-action:${J}state \uFFFD`,
    );
    expect(code('rm\u202E -rf', 100, false)).toBe('`rm -rf`');
  });

  it('htmlText: everything escaped, mentions broken', () => {
    expect(htmlText('</summary><b>&@x', 100)).toBe(`&lt;/summary&gt;&lt;b&gt;&amp;@${J}x`);
  });

  it('urlLink: an autolink of a safe URL, nothing else', () => {
    expect(urlLink('https://x.example/a_*b*_`c`')).toBe('<https://x.example/a_*b*_`c`>');
    expect(urlLink('https://x.example/<b>\x01')).toBe('<https://x.example/%3Cb%3E%01>');
    expect(urlLink('ftp://x')).toBeUndefined();
    expect(urlLink(undefined)).toBeUndefined();
  });

  it('safeUrl: http(s) only, with link-ending characters and the marker encoded', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('https://a b')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(' https://x.example/(a)<b>[c]|"d" ')).toBe(
      'https://x.example/%28a%29%3Cb%3E%5Bc%5D%7C%22d%22',
    );
    expect(safeUrl('https://x/cloud-agent-action:state')).toBe('https://x/cloud-agent-action%3Astate');
    // A backslash at the end would escape the closing parenthesis of the link it is put in.
    expect(safeUrl('https://x/a\\')).toBe('https://x/a%5C');
  });
});

describe('cutting', () => {
  it('cuts on grapheme boundaries: emoji, ZWJ families, flags and accents stay whole', () => {
    expect(clip('👍👍', 3)).toBe('👍');
    expect(clip('a👨‍👩‍👧b', 6)).toBe('a');
    expect(clip('🇫🇷🇩🇪', 6)).toBe('🇫🇷');
    expect(clip('abe\u0301', 3)).toBe('ab');
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('abc', 0)).toBe('');
    expect(ellipsis('👍👍👍', 4)).toBe('👍…');
  });

  it('cuts an enormous cluster between code points, never between the halves of one', () => {
    const zalgo = 'a' + '\u0301'.repeat(100);
    expect(clip(zalgo, 50)).toBe(zalgo.slice(0, 50));
    const pairs = 'a' + '\u{1F3FB}'.repeat(60);
    expect(clip(pairs, 50)).toBe(pairs.slice(0, 49));
  });

  it('cut: at a grapheme boundary, the open fence closed with its own kind, the rest counted', () => {
    expect(cut('😀'.repeat(100), 80, 'The answer')).toBe(
      `${'😀'.repeat(16)}\n\n_… The answer cut here: 168 more characters._`,
    );
    expect(cut(`~~~~~ js\n${'x'.repeat(200)}\n~~~~~`, 100, 'The answer')).toBe(
      `~~~~~ js\n${'x'.repeat(38)}\n~~~~~\n\n_… The answer cut here: 168 more characters._`,
    );
  });
});

describe('numbers', () => {
  it('groups the thousands of whole numbers as en-US does, signs and bounds included', () => {
    const cases = [0, 7, 999, 1000, 1234, 65_536, 999_999, 1_000_000, 1_048_576, -1234, -999, 2 ** 53 - 1];
    for (const n of cases) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    expect(groupDigits(1_048_576)).toBe('1,048,576');
    expect(groupDigits(-1234)).toBe('-1,234');
  });

  it('leaves other numbers to toLocaleString', () => {
    for (const n of [1234.5678, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('durations and times', () => {
  it('formatDuration: seconds, minutes and seconds, hours and minutes; rounded; never negative', () => {
    expect(formatDuration(-5_000)).toBe('0s');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(1_499)).toBe('1s');
    expect(formatDuration(1_500)).toBe('2s');
    expect(formatDuration(59_499)).toBe('59s');
    expect(formatDuration(59_500)).toBe('1m 0s');
    expect(formatDuration(61_000)).toBe('1m 1s');
    expect(formatDuration(3_599_000)).toBe('59m 59s');
    expect(formatDuration(3_600_000)).toBe('1h 0m');
    expect(formatDuration(3_661_000)).toBe('1h 1m');
    expect(formatDuration(2 * 86_400_000 + 120_000)).toBe('48h 2m');
  });

  it('parseIsoDuration: days, hours, minutes and (fractional) seconds; anything else is undefined', () => {
    expect(parseIsoDuration('P1DT2H3M4.5S')).toBe((((24 + 2) * 60 + 3) * 60 + 4.5) * 1000);
    expect(parseIsoDuration('P2D')).toBe(2 * 86_400_000);
    expect(parseIsoDuration('PT3H')).toBe(3 * 3_600_000);
    expect(parseIsoDuration('PT7M')).toBe(7 * 60_000);
    expect(parseIsoDuration('PT0.25S')).toBe(250);
    expect(parseIsoDuration('P10DT12H30M45.125S')).toBe((((240 + 12) * 60 + 30) * 60 + 45.125) * 1000);
    expect(parseIsoDuration('PT0S')).toBe(0);
    expect(parseIsoDuration('P0D')).toBe(0);
    for (const bad of [
      undefined,
      '',
      'P',
      'PT',
      'P1DT',
      'PT1X',
      'xPT1S',
      'PT1Sx',
      'PT1.S',
      'P1H',
      '1S',
      'PT-1S',
    ]) {
      expect(parseIsoDuration(bad), String(bad)).toBeUndefined();
    }
  });

  it('formatTime: hours and minutes in UTC', () => {
    expect(formatTime(Date.parse('2026-11-21T07:05:59.999Z'))).toBe('07:05 UTC');
  });
});

describe('cutting, at its bounds', () => {
  it('clip: nothing for no room; a cluster up to 32 units long is kept whole or left out', () => {
    expect(clip('abc', -1)).toBe('');
    expect(clip('abc', 2)).toBe('ab');
    const zalgo = `a${'\u0301'.repeat(100)}`;
    expect(clip(zalgo, 32)).toBe('');
    expect(clip(`xy${zalgo}`, 34)).toBe('xy');
    expect(clip(zalgo, 33)).toBe(zalgo.slice(0, 33));
  });

  it('clip: inside a long cluster, never between the halves of a pair, whichever the pair', () => {
    const long = `a${'\u0301'.repeat(40)}`;
    for (const astral of ['\u{11000}', '\u{101FD}', '\u{1F3FF}', '\u{1F3FB}']) {
      expect(clip(`${long}${astral}b`, 42), astral).toBe(long);
      expect(clip(`${long}${astral}b`, 43), astral).toBe(`${long}${astral}`);
    }
  });

  it('clip: beside a lone surrogate (not half of a pair) the cut stays where it is', () => {
    expect(clip('x\uFE0F\uDC00yz', 2)).toBe('x\uFE0F');
    expect(clip('\uDC00\uDC00yz', 1)).toBe('\uDC00');
    expect(clip('ab\uDC00c', 2)).toBe('ab');
    expect(clip('x\uD800y', 2)).toBe('x\uD800');
    expect(clip('x\uD800\uE000', 2)).toBe('x\uD800');
  });

  it('ellipsis and flatten: the ellipsis counted in the room; white space made one space', () => {
    expect(ellipsis('abcdef', 6)).toBe('abcdef');
    expect(ellipsis('abcdefg', 6)).toBe('abcde…');
    expect(flatten('  a \n\t b  ', 10)).toBe('a b');
    expect(flatten(' abc def ', 5)).toBe('abc …');
  });

  it('closeFences: closes an open fence with its own kind and length, leaves closed ones alone', () => {
    expect(closeFences('a\n````js\nx')).toBe('a\n````js\nx\n````');
    expect(closeFences('```\nx\n```')).toBe('```\nx\n```');
    expect(closeFences('```\nx\n~~~\n`````')).toBe('```\nx\n~~~\n`````');
    expect(closeFences('````\nx\n```')).toBe('````\nx\n```\n````');
    expect(closeFences('```\nx\n``` y')).toBe('```\nx\n``` y\n```');
    expect(closeFences('    ```\nx')).toBe('    ```\nx');
    expect(closeFences('   ```\nx')).toBe('   ```\nx\n```');
    expect(closeFences('``\nx')).toBe('``\nx');
    expect(closeFences('~~~~\n  ~~~~  \nafter')).toBe('~~~~\n  ~~~~  \nafter');
  });

  it('cut: exactly the limit when it fits, the note counted in the limit', () => {
    expect(cut('abc', 3, 'X')).toBe('abc');
    const text = 'y'.repeat(1_500);
    const result = cut(text, 100, 'The text');
    expect(result).toBe(`${'y'.repeat(53)}\n\n_… The text cut here: 1,447 more characters._`);
    expect(result.length).toBe(100);
    // No room for any of the text: the note alone.
    expect(cut(text, 40, 'The text')).toBe('\n\n_… The text cut here: 1,500 more characters._');
    // Room for five characters: a fence of five tildes and its closing do not fit, so nothing of it is kept.
    const fenced = `~~~~~\n${'x'.repeat(100)}`;
    expect(cut(fenced, 38 + 5, 'T')).toBe('\n\n_… T cut here: 106 more characters._');
  });
});

describe('untrusted text, rule by rule', () => {
  it('code spans: backslash-escaped backticks open none; an unclosed run is text; runs close by length', () => {
    // An escaped backtick opens nothing, and the lone one after it has no partner: all prose.
    expect(untrusted('\\`<b>` <i>')).toBe('\\`&lt;b>` &lt;i>');
    // An escaped backslash does not escape the backtick.
    expect(untrusted('\\\\`<b>`')).toBe(`\\\\\`<${J}b>\``);
    expect(untrusted('`` <a> ` <b> ``')).toBe(`\`\` <${J}a> \` <${J}b> \`\``);
    expect(untrusted('` <a>')).toBe('` &lt;a>');
    expect(untrusted('`a` <b> `<c>`')).toBe(`\`a\` &lt;b> \`<${J}c>\``);
    // The escaped one of two backticks leaves a run of one, which the next single backtick closes.
    expect(untrusted('x \\`` <a> ` <b>`')).toBe(`x \\\`\` <${J}a> \` &lt;b>\``);
  });

  it('mentions: after a letter, digit or underscore is no mention; @ before a non-name is left', () => {
    expect(untrusted('a@b _@c 1@d -@e @-f @_g @9')).toBe(`a@b _@c 1@d -@${J}e @-f @_g @${J}9`);
    expect(untrusted('<a <1 </x <!x <?x <')).toBe('&lt;a <1 &lt;/x &lt;!x &lt;?x <');
  });

  it('fences: only at the start of a line; the opening line is kept as written', () => {
    expect(untrusted('a ```\n<x>')).toBe('a ```\n&lt;x>');
    expect(untrusted('```js <b>\n<x>\n```')).toBe('```js <b>\n<x>\n```');
    expect(code('a``b')).toBe('```a``b```');
  });

  it('fences: a closing fence must be as long and of the same kind; the rest stays code', () => {
    expect(untrusted('~~~\n<x>\n```\n<y>\n~~~\n<z>')).toBe('~~~\n<x>\n```\n<y>\n~~~\n&lt;z>');
    expect(untrusted('```\n<x>\n```js\n<y>\n```\n<z>')).toBe('```\n<x>\n```js\n<y>\n```\n&lt;z>');
  });

  it('the one-line helpers and ours', () => {
    expect(linkText('a [b] | @c <d>', 100)).toBe(`a \\[b\\] \\| @${J}c \\<d>`);
    expect(codeLine('  cloud-agent-action:state\n <b> @x  ', 100)).toBe(
      `cloud-agent-action:${J}state <b> @x`,
    );
    expect(codeLine('abcdef', 4)).toBe('abc…');
    expect(ours('Hi @ada <b>, cloud-agent-action:state \uD800')).toBe(
      `Hi @ada <b>, cloud-agent-action:${J}state \uFFFD`,
    );
    expect(wellFormed('\uDBFF\uDFFF \uDFFF\uDBFF')).toBe('\u{10FFFF} \uFFFD\uFFFD');
    expect(code('a`')).toBe('`` a` ``');
    expect(code('``a`')).toBe('``` ``a` ```');
    expect(code('x'.repeat(10), 5)).toBe('`xxxx…`');
    expect(htmlText('a  &\n b', 100)).toBe('a &amp; b');
    expect(htmlText('abcdef', 4)).toBe('abc…');
  });

  it('safeUrl: http or https in any case, no white space inside, trimmed; empty is none', () => {
    expect(safeUrl('HTTP://x.example/a')).toBe('HTTP://x.example/a');
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl('   ')).toBeUndefined();
    expect(safeUrl('https://')).toBeUndefined();
    expect(safeUrl('xhttps://a')).toBeUndefined();
    expect(safeUrl('https://a\nb')).toBeUndefined();
    expect(safeUrl('https://a/\uD800')).toBe('https://a/\uFFFD');
    expect(safeUrl('https://a/CLOUD-AGENT-ACTION:STATE')).toBe('https://a/CLOUD-AGENT-ACTION%3ASTATE');
  });
});
