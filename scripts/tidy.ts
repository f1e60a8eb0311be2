/**
 * Tidies a bundled file without minifying it: every token stays as it was written, on its line, so the code reads as
 * its authors formatted it (no renaming, no joined lines). What goes:
 *
 * - comments (the packages' documentation, webpack's annotations) and the lines they leave empty; licence and notice
 *   comments (`/*!`, `@license`, `@preserve`) and the `//#` pragmas stay, but a `sourceMappingURL` one that does not
 *   end the file (a package's own, bundled into the middle: strayMapLink);
 * - half the indentation of the code TypeScript emitted (ours, and packages built with tsc, as the YAML parser), which
 *   indents by four spaces where the sources indent by two: a source whose every line is indented by a multiple of
 *   four, some by four exactly, has each line's indentation halved;
 * - then the spaces of every indentation, two by two: a tab for each step of two spaces, an odd space left after the
 *   tabs (tabs to indent, a space to align). A step reads as wide as the reader's tab (`.editorconfig` sets two for
 *   dist/), and takes one byte instead of two: a tenth of the bundle's bytes were spaces before the code.
 *
 * Neither touches a line that starts inside a string, a template literal or a comment kept (whose spaces are its text).
 *
 * The source map moves with the code: a dropped line drops its mappings, a column after a cut moves left by what was
 * cut before it on its line, and a mapping inside a cut goes (it pointed into a comment).
 *
 * Comments and multi-line tokens are found by TypeScript's parser (strings, template literals and regular
 * expressions that look like comments are tokens to it, never comments).
 */
import ts from 'typescript';
import { withoutMapLink } from './map-link.ts';

/** A source map (version 3), as ncc writes one beside each file. */
export interface SourceMap {
  version: number;
  file?: string;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
  sourceRoot?: string;
}

/** Whether a comment stays: a licence or notice, or a `//#` / `//@` pragma. */
export function keeps(comment: string): boolean {
  return /^\/\*!|^\/\/[#@]|@license|@preserve/.test(comment);
}

/**
 * Whether the comment at [start, end) of `code` names a source map without ending the file: a package's own
 * `//# sourceMappingURL=command.js.map`, bundled into the middle of a chunk. It names a file of the package, not of
 * dist/, and were it last it would be the one Node reads (the last such comment counts): it goes. The one the bundler
 * writes last stays.
 */
const strayMapLink = (code: string, start: number, end: number) =>
  /^\/\/[#@] sourceMappingURL=/.test(code.slice(start, end)) && code.slice(end).trim() !== '';

/**
 * What of JavaScript `code` a tidy must know, as [start, end) offsets in order: its comments, and the tokens that span
 * lines (template literals, strings continued on the next line), whose text is not to be touched.
 */
export function scan(code: string): { comments: [number, number][]; multiline: [number, number][] } {
  const file = ts.createSourceFile(
    'bundle.js',
    code,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    ts.ScriptKind.JS,
  );
  // The parser's own diagnostics through the public API: a syntax error would make the comments found wrong.
  const problems =
    ts.transpileModule(code, {
      fileName: 'bundle.js',
      reportDiagnostics: true,
      compilerOptions: { allowJs: true, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
    }).diagnostics ?? [];
  if (problems.length) {
    throw new Error(
      `not JavaScript TypeScript can parse: ${ts.flattenDiagnosticMessageText(problems[0]!.messageText, '\n')}`,
    );
  }
  // Every comment is in the trivia before some token: on the line of the token before it (trailing) or after.
  const found = new Map<number, number>();
  const multiline: [number, number][] = [];
  const seen = new Set<number>();
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(file);
    if (children.length) {
      for (const child of children) visit(child);
      return;
    }
    const start = node.getStart(file);
    if (code.lastIndexOf('\n', node.end - 1) >= start) multiline.push([start, node.end]);
    if (seen.has(node.pos)) return;
    seen.add(node.pos);
    const trailing = ts.getTrailingCommentRanges(code, node.pos) ?? [];
    const leading = ts.getLeadingCommentRanges(code, node.pos) ?? [];
    for (const range of [...trailing, ...leading]) found.set(range.pos, range.end);
  };
  visit(file);
  return { comments: [...found].sort((a, b) => a[0] - b[0]), multiline };
}

/** The comments of JavaScript `code`, as [start, end) offsets in order. */
export const commentRanges = (code: string) => scan(code).comments;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings` as absolute segments per generated line: [column, source, line, column, name?]. */
export function decodeMappings(mappings: string): number[][][] {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    if (line === '') return [];
    return line.split(',').map((segment) => {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        if (digit < 0) throw new Error(`not a base64 VLQ digit in a source map: "${char}"`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      return fields.map((delta, i) => (state[i]! += delta));
    });
  });
}

function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    out += BASE64[rest ? digit | 32 : digit];
  } while (rest);
  return out;
}

/** The inverse of decodeMappings. */
export function encodeMappings(lines: number[][][]): string {
  const state = [0, 0, 0, 0, 0];
  return lines
    .map((segments) => {
      state[0] = 0;
      return segments
        .map((fields) =>
          fields
            .map((value, i) => {
              const delta = value - state[i]!;
              state[i] = value;
              return vlq(delta);
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

/** A part of a line taken out, [start, end), and what stands in for it (a space where tokens would touch). */
interface Cut {
  start: number;
  end: number;
  insert: string;
}

const isBlank = (text: string) => /^[ \t]*$/.test(text);

/** `text` with the spaces that indent it as tabs, one for two (an odd one stays, after them); and how many went. */
export function tabbed(text: string): { text: string; taken: number } {
  const spaces = /^ */.exec(text)![0].length;
  const tabs = spaces >> 1;
  return tabs ? { text: '\t'.repeat(tabs) + text.slice(tabs * 2), taken: tabs } : { text, taken: 0 };
}

/**
 * Whether two characters side by side would read as one token where a comment stood between them: two of a word
 * (`return/**\/x`), or two of an operator (`a/**\/ /b` would become a comment, `+/**\/+` an increment).
 */
export function wouldTouch(left: string | undefined, right: string | undefined): boolean {
  if (left === undefined || right === undefined) return false;
  const word = /[\w$\u0080-\uffff]/;
  const operator = /[-+*/%&|^!~<>=?.:]/;
  return (word.test(left) && word.test(right)) || (operator.test(left) && operator.test(right));
}

/** The spaces that indent `text`, or undefined when its indentation holds a tab. */
function indentOf(text: string): number | undefined {
  const white = /^[ \t]*/.exec(text)![0];
  return white.includes('\t') ? undefined : white.length;
}

/**
 * `code` without its comments (those `keeps` keeps aside) and, given its `map` (which tells what source each line
 * comes from), with TypeScript's indentation halved; `map` moved to match.
 */
export function tidy(code: string, map?: SourceMap): { code: string; map?: SourceMap } {
  if (/[\r\u2028\u2029]/.test(code)) {
    throw new Error('the code holds a line terminator other than \\n: lines would be miscounted');
  }
  const lines = code.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const lineOf = (pos: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= pos) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const { comments, multiline } = scan(code);

  // The lines that start inside a token or a comment kept: their leading spaces are its text.
  const inside = new Set<number>();
  const keep = (start: number, end: number) => {
    for (let line = lineOf(start) + 1; line <= lineOf(end - 1); line++) inside.add(line);
  };
  for (const [start, end] of multiline) keep(start, end);

  // The parts of each line that are comments; whole lines inside a block comment are dropped outright.
  const cuts = new Map<number, [number, number][]>();
  const dropped = new Set<number>();
  const cut = (line: number, start: number, end: number) => {
    if (!cuts.has(line)) cuts.set(line, []);
    cuts.get(line)!.push([start, end]);
  };
  for (const [start, end] of comments) {
    if (keeps(code.slice(start, end)) && !strayMapLink(code, start, end)) {
      keep(start, end);
      continue;
    }
    const first = lineOf(start);
    const last = lineOf(end);
    if (first === last) {
      cut(first, start - starts[first]!, end - starts[first]!);
      continue;
    }
    cut(first, start - starts[first]!, lines[first]!.length);
    for (let line = first + 1; line < last; line++) dropped.add(line);
    cut(last, 0, end - starts[last]!);
  }

  // Each line with cuts: a space stays where two tokens would touch; a line left blank goes.
  const lineCuts = new Map<number, Cut[]>();
  for (const [line, ranges] of cuts) {
    const text = lines[line]!;
    ranges.sort((a, b) => a[0] - b[0]);
    const planned: Cut[] = [];
    let kept = '';
    let at = 0;
    for (const [from, to] of ranges) {
      // The white space on one side goes with the comment: before it where it follows a token (`a /* x */ b`,
      // `f(); // x`), else one space after it (`    /* x */ f()` keeps its indentation, `(/* x */ a)`).
      let start = from;
      let end = to;
      while (start > at && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
      if (start === from || (isBlank(text.slice(at, start)) && isBlank(kept))) {
        start = from;
        if (text[end] === ' ') end++;
      }
      kept += text.slice(at, start);
      const insert = wouldTouch(kept.at(-1), text[end]) ? ' ' : '';
      kept += insert;
      planned.push({ start, end, insert });
      at = end;
    }
    kept += text.slice(at);
    if (isBlank(kept)) dropped.add(line);
    else {
      lines[line] = kept;
      lineCuts.set(line, planned);
    }
  }

  const moves = (line: number) => !dropped.has(line) && !inside.has(line) && !isBlank(lines[line]!);
  // The spaces of each indentation as tabs, after any halving (see the file's comment); how many characters went.
  const toTabs = (): Map<number, number> => {
    const taken = new Map<number, number>();
    for (let line = 0; line < lines.length; line++) {
      if (!moves(line)) continue;
      const out = tabbed(lines[line]!);
      lines[line] = out.text;
      taken.set(line, out.taken);
    }
    return taken;
  };
  if (!map) {
    toTabs();
    return { code: lines.filter((_, line) => !dropped.has(line)).join('\n') };
  }
  const segments = decodeMappings(map.mappings);

  // Each line's source: its first mapping's, else the line's before it (a closing brace the map leaves out).
  const sourceOf: number[] = [];
  const mapped = new Set<number>();
  let source = -1;
  for (let line = 0; line < lines.length; line++) {
    const first = segments[line]?.find((fields) => fields.length >= 4);
    if (first) {
      source = first[1]!;
      mapped.add(line);
    }
    sourceOf[line] = source;
  }
  // The sources TypeScript emitted, by their lines' indentation: every one a multiple of four, some four exactly.
  const fours = new Set<number>();
  const others = new Set<number>();
  for (let line = 0; line < lines.length; line++) {
    if (!moves(line) || !mapped.has(line)) continue;
    const indent = indentOf(lines[line]!);
    if (indent === undefined || indent % 4 !== 0) others.add(sourceOf[line]!);
    else if (indent === 4) fours.add(sourceOf[line]!);
  }
  const halved = new Map<number, number>();
  for (let line = 0; line < lines.length; line++) {
    if (!moves(line) || !fours.has(sourceOf[line]!) || others.has(sourceOf[line]!)) continue;
    const indent = indentOf(lines[line]!);
    if (!indent || indent % 4 !== 0) continue;
    lines[line] = lines[line]!.slice(indent / 2);
    halved.set(line, indent / 2);
  }
  const tabs = toTabs();

  const moved: number[][][] = [];
  for (let line = 0; line < lines.length; line++) {
    if (dropped.has(line)) continue;
    const planned = lineCuts.get(line) ?? [];
    const taken = (halved.get(line) ?? 0) + (tabs.get(line) ?? 0);
    moved.push(
      (segments[line] ?? []).flatMap((fields) => {
        let column = fields[0]!;
        for (const c of planned) {
          if (fields[0]! >= c.end) column -= c.end - c.start - c.insert.length;
          else if (fields[0]! >= c.start) return [];
        }
        return [[Math.max(0, column - taken), ...fields.slice(1)]];
      }),
    );
  }
  return {
    code: lines.filter((_, line) => !dropped.has(line)).join('\n'),
    map: { ...map, mappings: encodeMappings(moved) },
  };
}

/** Whether every source a map names is a package's (under node_modules/): the file holds no code of src/. */
export const packagesOnly = (map: SourceMap): boolean =>
  map.sources.length > 0 && map.sources.every((source) => /(^|\/)node_modules\//.test(source));

/**
 * `code` without its `//# sourceMappingURL=` line, so that Node does not load the map beside it. With source maps on,
 * Node reads the map of every file it loads that names one and measures each of the file's lines, and parses the map
 * the first time a stack trace passes through the file: for the chunks of packages alone (undici's socket errors
 * read their stack as the socket closes), that was an eighth of a `cloud-agent run`'s processor time, to map frames
 * into node_modules/.
 */
export function unlinkMap(code: string): string {
  const cut = withoutMapLink(code);
  if (cut === undefined) throw new Error('the code does not end with its //# sourceMappingURL= line');
  return cut;
}
