/**
 * The markdown this project writes (run reports, the gate's, settle's, schedules' and the weekly report), as a
 * terminal shows it: headings and bold shown plainly (in bold where colour is on), lists with bullets, markdown
 * markers, backslash escapes, HTML tags and hidden comments removed, entities decoded, tables aligned (or a line a
 * row when too wide), links as their text with the URL, code blocks indented, a mermaid chart named. Not a general
 * markdown renderer: a small one, for what the renderers of src/render/ produce.
 *
 * Two views: the command line's (`<details>` open, its summary a heading of its own: a terminal cannot unfold) and
 * GitHub's (`fold`: `<details>` shown folded as "▸ summary", as a reader of the comment first sees it; the demo's).
 * The text is made terminal-safe first (render/log.ts stripControls): the only escapes in the result are the bold
 * this adds when `color` is on.
 */
import { stripControls } from '../render/log.ts';

export interface TerminalOptions {
  /** Bold (headings, `**…**`) in ANSI bold; off for a pipe, a file, NO_COLOR and tests. */
  color?: boolean;
  /** Show `<details>` folded to its summary, as GitHub first shows it; else open. */
  fold?: boolean;
  /** Columns a table may take before its rows are shown as lines of their own (default 100). */
  width?: number;
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

const bold = (text: string, o: TerminalOptions) => (o.color && text ? `\x1b[1m${text}\x1b[22m` : text);

/** ASCII punctuation, which a backslash escapes. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;
/** HTML elements the reports use around text, dropped with their text kept. */
const TAGS = /<\/?(?:sub|sup|b|strong|i|em|code|kbd|p|span|div|ins|del|summary)(?:\s[^>]*)?>/gi;

/**
 * An escaped character is held aside as a private-use character while the markers are read, so that nothing reads
 * it as one (`\*` is a star, `\`` a backtick that opens no code span), and given back at the end.
 */
const hold = (c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0));
const release = (text: string) =>
  text.replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));

/**
 * One line of inline markdown as a reader sees it: code spans as written (CommonMark: a run of n backticks closes at
 * the next run of exactly n; a backslash escape outside them stands for its character), the rest rendered.
 */
export function inline(text: string, options: TerminalOptions = {}): string {
  let out = '';
  let rest = '';
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '\\' && PUNCTUATION.test(text[i + 1] ?? '')) {
      rest += hold(text[i + 1]!);
      i += 2;
      continue;
    }
    if (c !== '`') {
      rest += c;
      i++;
      continue;
    }
    const run = /^`+/.exec(text.slice(i))![0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = i + run.length;
    const end = close.exec(text);
    if (!end) {
      rest += run;
      i += run.length;
      continue;
    }
    const inner = text.slice(i + run.length, end.index);
    out += prose(rest, options);
    rest = '';
    // One space each side is padding when the text starts or ends with a backtick or a space (CommonMark).
    out += /^ .* $/s.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner;
    i = end.index + run.length;
  }
  return out + prose(rest, options);
}

/** Inline markdown outside code spans, its escaped characters held (see `hold`). */
function prose(text: string, options: TerminalOptions): string {
  return release(
    text
      .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt: string, url: string) => `[image: ${alt}] (${url})`)
      .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
        label === url ? url : `${label} (${url})`,
      )
      .replace(/<(https?:\/\/[^\s<>]+)>/g, '$1')
      .replace(/(?<!\*)\*\*(?=\S)(.+?)(?<=\S)\*\*/g, (_, t: string) => bold(t, options))
      // Emphasis: a marker not inside a word (snake_case and tokens keep their underscores).
      .replace(/(?<![\p{L}\p{N}_*])([_*])(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}_*])/gu, '$2')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(TAGS, '')
      .replace(/&(?:lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]!),
  );
}

/** The `<details>` blocks, outermost first: folded to "▸ summary", or opened (the summary a line, the body after). */
function details(markdown: string, options: TerminalOptions): string {
  let out = '';
  let at = 0;
  const open = /<details(?:\s[^>]*)?>/gi;
  for (;;) {
    open.lastIndex = at;
    const start = open.exec(markdown);
    if (!start) return out + markdown.slice(at);
    let depth = 1;
    const tags = /<details(?:\s[^>]*)?>|<\/details>/gi;
    tags.lastIndex = start.index + start[0].length;
    let end = markdown.length;
    let close = markdown.length;
    for (let tag = tags.exec(markdown); tag; tag = tags.exec(markdown)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        close = tag.index;
        end = tag.index + tag[0].length;
        break;
      }
    }
    const block = markdown.slice(start.index + start[0].length, close);
    const summary = /<summary>([\s\S]*?)<\/summary>/i.exec(block);
    const title = summary?.[1]?.trim() ?? 'Details';
    out += markdown.slice(at, start.index);
    if (options.fold) out += `▸ ${inline(title, options)}`;
    else {
      const body = summary ? block.slice(summary.index + summary[0].length) : block;
      // Its summary a line of its own in bold (a heading of what follows), then the body, opened the same way.
      out += `\n${bold(inline(title), options)}\n\n${details(body.trim(), options)}\n\n`;
    }
    at = end;
  }
}

/** The cells of a table's rows, without the separator row; the first row is the header. */
function cellsOf(rows: string[]): string[][] {
  return (
    rows
      // The delimiter row (`|---|:--:|`): pipes, colons, spaces and at least one dash; a row of empty cells is a row.
      .filter((row) => !(/^[\s:|-]+$/.test(row) && row.includes('-')))
      .map((row) =>
        row
          .replace(/^\|/, '')
          .replace(/(?<!\\)\|$/, '')
          .split(/(?<!\\)\|/)
          .map((cell) => inline(cell.trim().replace(/\\\|/g, '|'))),
      )
  );
}

/** Code points a terminal shows two columns wide: the wide letters of East Asian scripts, and emoji (📊). */
const WIDE: [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f000, 0x1faff],
];
/** Code points shown in no column of their own: accents, joiners, variation selectors (U+FE0F after an emoji). */
const ZERO: [number, number][] = [
  [0x300, 0x36f],
  [0x200b, 0x200f],
  [0xfe00, 0xfe0f],
];
const within = (n: number, ranges: [number, number][]) => ranges.some(([from, to]) => n >= from && n <= to);

/** The columns `s` takes on a terminal; the emoji among symbols (✅, ⏱) take two, the box-drawing lines one. */
function widthOf(s: string): number {
  let width = 0;
  for (const c of s) {
    const n = c.codePointAt(0)!;
    if (within(n, ZERO)) continue;
    const emoji = n >= 0x2300 && n <= 0x2bff && /\p{Extended_Pictographic}/u.test(c);
    width += emoji || within(n, WIDE) ? 2 : 1;
  }
  return width;
}

/**
 * A table: its columns aligned when it fits in `width`, else each row a line of its own, every cell after its
 * column's header. A header of empty cells (a table of names and values) is not shown; too wide, such a table's rows
 * read `name: value`.
 */
function table(rows: string[], options: TerminalOptions): string[] {
  const [head = [], ...body] = cellsOf(rows);
  const shown = head.some((cell) => cell !== '') ? [head, ...body] : body;
  const widths: number[] = [];
  for (const row of shown) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, widthOf(cell))));
  const total = widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
  if (total <= (options.width ?? 100)) {
    return shown.map((row) =>
      row
        .map((cell, i) => cell + ' '.repeat(widths[i]! - widthOf(cell)))
        .join('  ')
        .trimEnd(),
    );
  }
  if (shown === body)
    return body.map(([name = '', ...values]) => `${name}: ${values.filter((v) => v !== '').join(' · ')}`);
  return body.map((row) =>
    row.flatMap((cell, i) => (cell === '' ? [] : [head[i] ? `${head[i]}: ${cell}` : cell])).join(' · '),
  );
}

/** What a mermaid chart is shown as: its title, and where to find the chart. */
function chart(body: string[], options: TerminalOptions): string {
  const title = body.map((l) => /^\s*title\s+"?(.*?)"?\s*$/.exec(l)?.[1]).find(Boolean);
  return options.fold
    ? `[chart${title ? `: ${title}` : ''}, drawn by GitHub from a mermaid block]`
    : `[chart${title ? `: ${title}` : ''}: a mermaid chart, in the markdown (--raw, --markdown <file>)]`;
}

/** Markdown as text for a terminal (see the top of this file). */
export function renderMarkdown(markdown: string, options: TerminalOptions = {}): string {
  const text = details(stripControls(markdown).replace(/<!--[\s\S]*?-->/g, ''), options);
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^(\s*)(`{3,}|~{3,})\s*(\S*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[2]!); i++) body.push(lines[i]!);
      if (fence[3] === 'mermaid') out.push(chart(body, options));
      else out.push(...body.map((l) => `    ${l}`));
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!);
      i--;
      out.push(...table(rows, options));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const title = inline(heading[2]!.replace(/\s+#+\s*$/, ''));
      out.push(bold(title, options), (heading[1]!.length <= 2 ? '═' : '─').repeat(widthOf(title)));
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(line);
    if (quote) {
      out.push(`│ ${inline(quote[1]!, options)}`);
      continue;
    }
    const item = /^(\s*)[-*+]\s+(.*)$/.exec(line);
    if (item) {
      out.push(`${item[1]}• ${inline(item[2]!, options)}`);
      continue;
    }
    out.push(inline(line, options));
  }
  return out
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
