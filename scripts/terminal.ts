/**
 * What a user sees, in a terminal: GitHub-flavoured markdown as GitHub renders it (headings, bold, links as
 * "text (url)", tables aligned, folded <details> as "▸ summary", hidden comments gone), and a step's stdout as the
 * runner's log shows it (workflow commands turned into their annotations or hidden).
 */

export interface TextOptions {
  /** Bold and headings in ANSI bold (for a terminal; off for files and tests). */
  color?: boolean;
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

function bold(text: string, options: TextOptions): string {
  return options.color ? `\x1b[1m${text}\x1b[22m` : text;
}

/** A code span: its run of backticks, its text, and the same run closing it. */
const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;
/** A backslash escape: the punctuation it stands for. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;

/** One line of inline markdown as the reader sees it: code spans as they are, the rest rendered. */
export function inline(text: string, options: TextOptions = {}): string {
  let out = '';
  let at = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    out += prose(text.slice(at, span.index), options);
    const inner = span[2]!;
    // One space each side is padding when the text starts or ends with a backtick or a space (CommonMark).
    out += /^ .* $/s.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner;
    at = span.index + span[0].length;
  }
  return out + prose(text.slice(at), options);
}

/** Inline markdown outside code spans. */
function prose(text: string, options: TextOptions): string {
  return text
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, '[image: $1] ($2)')
    .replace(/\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    .replace(/<(https?:\/\/[^\s<>]+)>/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, (_, t: string) => bold(t, options))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:sub|sup|b|strong|i|em|code|kbd|p|span|div|picture|ins|del)(?:\s[^>]*)?>/gi, '')
    .replace(ESCAPE, '$1')
    .replace(/&(?:lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]!);
}

/** Replaces each outermost <details> block by "▸ summary": GitHub shows it folded. */
function foldDetails(markdown: string, options: TextOptions): string {
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
    for (let tag = tags.exec(markdown); tag; tag = tags.exec(markdown)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    const block = markdown.slice(start.index, end);
    const summary = /<summary>([\s\S]*?)<\/summary>/i.exec(block)?.[1]?.trim() ?? 'Details';
    out += `${markdown.slice(at, start.index)}▸ ${inline(summary, options)}`;
    at = end;
  }
}

/** A table, its columns aligned (cells without ANSI bold, which would throw the widths off). */
function table(rows: string[]): string[] {
  const cells = rows
    .filter((row) => !/^\|?[\s:|-]+\|?$/.test(row))
    .map((row) =>
      row
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split(/(?<!\\)\|/)
        .map((cell) => inline(cell.trim().replace(/\\\|/g, '|'))),
    )
    .filter((row) => row.some((cell) => cell !== ''));
  const width = (s: string) => [...s].length;
  const widths: number[] = [];
  for (const row of cells) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, width(cell))));
  return cells.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - width(cell))))
      .join('  ')
      .trimEnd(),
  );
}

/** Markdown as GitHub shows it, in plain text. */
export function renderMarkdown(markdown: string, options: TextOptions = {}): string {
  const text = foldDetails(markdown.replace(/<!--[\s\S]*?-->/g, ''), options);
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^(\s*)(`{3,}|~{3,})\s*(\S*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[2]!); i++) body.push(lines[i]!);
      if (fence[3] === 'mermaid') {
        const title = body.map((l) => /^\s*title\s+"?(.*?)"?\s*$/.exec(l)?.[1]).find(Boolean);
        out.push(`[chart${title ? `: ${title}` : ''}, drawn by GitHub from a mermaid block]`);
      } else {
        out.push(...body.map((l) => `    ${l}`));
      }
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!);
      i--;
      out.push(...table(rows));
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const title = inline(heading[2]!, options);
      out.push(bold(title, options));
      out.push((heading[1]!.length <= 2 ? '═' : '─').repeat([...title].length));
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

const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const ANNOTATIONS: Record<string, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' };

/**
 * A step's stdout as the runner's log shows it: annotations labelled, groups opened under their title, masks, debug
 * and other commands hidden.
 */
export function runnerLog(stdout: string): string {
  const out: string[] = [];
  let indent = '';
  for (const line of stdout.split('\n')) {
    const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!command) {
      if (line !== '') out.push(indent + line);
      continue;
    }
    const [, name, , message] = command;
    const label = ANNOTATIONS[name!];
    if (label) out.push(`${indent}${label}: ${unescapeData(message!)}`);
    else if (name === 'group') {
      out.push(`▾ ${unescapeData(message!)}`);
      indent = '  ';
    } else if (name === 'endgroup') indent = '';
  }
  return out.join('\n');
}
