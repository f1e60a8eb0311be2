import { describe, expect, it } from 'vitest';
import { clip, code, cut, ellipsis, htmlText, inline, safeUrl, untrusted } from '../../src/render/format.ts';

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
  it('inline: flat, neutralized, pipes escaped, cut with an ellipsis', () => {
    expect(inline('a |\n b @c <i>', 100)).toBe(`a \\| b @${J}c &lt;i>`);
    expect(inline('x'.repeat(10), 5)).toBe('xxxx…');
    expect(inline('abc👍👍', 6)).toBe('abc👍…');
  });

  it('code: a backtick fence longer than any inside, padded when the text touches it', () => {
    expect(code('run_command')).toBe('`run_command`');
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x')).toBe('`` `x ``');
    expect(code('<b> | @x')).toBe(`\`<${J}b> \\| @${J}x\``);
  });

  it('htmlText: everything escaped, mentions broken', () => {
    expect(htmlText('</summary><b>&@x', 100)).toBe(`&lt;/summary&gt;&lt;b&gt;&amp;@${J}x`);
  });

  it('safeUrl: http(s) only, with link-ending characters and the marker encoded', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('https://a b')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(' https://x.example/(a)<b>[c]|"d" ')).toBe(
      'https://x.example/%28a%29%3Cb%3E%5Bc%5D%7C%22d%22',
    );
    expect(safeUrl('https://x/cloud-agent-action:state')).toBe('https://x/cloud-agent-action%3Astate');
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
