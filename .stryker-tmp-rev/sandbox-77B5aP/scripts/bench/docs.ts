/**
 * The figures the benches put in the docs. Each sits between two HTML comments, `<!-- bench:<name>:start -->` and
 * `<!-- bench:<name>:end -->`, that `npm run bench -- <bench> --write` rewrites: a block (a table, with blank lines
 * around it) or a span inside a sentence. A bench's block in docs/performance.md (docs/detach.md for detach) opens
 * with what the bench measured as a JSON comment, `<!-- bench:<bench>:inputs {...} -->`, and every block and span
 * of that bench is rendered from it alone, so test/bench/docs.test.ts can render each again and find one edited by
 * hand. Pure, but for `writeDocs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface Marks {
  start: string;
  end: string;
}

/** The two comments around the figures named `name` (`startup`, `poll:cost`). */
export function marks(name: string): Marks {
  return { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` };
}

type Align = 'left' | 'right';

/** A markdown table laid out as prettier lays it out (columns padded to their widest cell), so lint leaves it. */
export function table(header: string[], align: Align[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (align[i] === 'right' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = widths.map((w, i) => (align[i] === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Where `marks` sit in `text`; an error when they are not there once each, in order. */
function find(text: string, marks: Marks, file: string): { at: number; to: number } {
  const at = text.indexOf(marks.start);
  const to = text.indexOf(marks.end);
  if (at < 0 || to < 0 || text.indexOf(marks.start, at + 1) >= 0 || text.indexOf(marks.end, to + 1) >= 0)
    throw new Error(
      `${file} must hold ${marks.start} and ${marks.end} once each, around the bench's figures`,
    );
  if (to < at) throw new Error(`${file}: ${marks.end} comes before ${marks.start}`);
  return { at: at + marks.start.length, to };
}

/**
 * The text between `start` and `end`, without the blank lines around it; an error when they are not there once each,
 * in order.
 */
export function readBlock(text: string, marks: Marks, file: string): string {
  const { at, to } = find(text, marks, file);
  return text.slice(at, to).replace(/^\n+/, '').replace(/\n+$/, '');
}

/** `text` with the block between `start` and `end` replaced by `body`. */
export function writeBlock(text: string, marks: Marks, file: string, body: string): string {
  const { at, to } = find(text, marks, file);
  // Blank lines around the body: markdown ends a list or a paragraph only at one, and prettier adds them.
  return `${text.slice(0, at)}\n\n${body}\n\n${text.slice(to)}`;
}

/** The text between `start` and `end` as it is: a span inside a sentence. */
export function readSpan(text: string, marks: Marks, file: string): string {
  const { at, to } = find(text, marks, file);
  return text.slice(at, to);
}

/** `text` with the span between `start` and `end` replaced by `body`, which must fit in a line. */
export function writeSpan(text: string, marks: Marks, file: string, body: string): string {
  if (body.includes('\n')) throw new Error(`a span of figures is one line; ${marks.start} got ${body}`);
  const { at, to } = find(text, marks, file);
  return `${text.slice(0, at)}${body}${text.slice(to)}`;
}

const CLOSE = ' -->';
const inputsOpen = (bench: string) => `<!-- bench:${bench}:inputs `;

/** A bench's block: its inputs as a JSON comment, a blank line, then what it shows. */
export function withInputs(bench: string, inputs: unknown, body: string): string {
  return `${inputsOpen(bench)}${JSON.stringify(inputs)}${CLOSE}\n\n${body}`;
}

/** The inputs a bench's block opens with. */
export function inputsIn<T>(bench: string, block: string, file: string): T {
  const first = block.split('\n', 1)[0]!;
  if (!first.startsWith(inputsOpen(bench)) || !first.endsWith(CLOSE))
    throw new Error(
      `${file}: the bench's block must start with its inputs (${inputsOpen(bench)}{...}${CLOSE})`,
    );
  return JSON.parse(first.slice(inputsOpen(bench).length, -CLOSE.length)) as T;
}

/** One place a bench writes figures: a block or a span of a doc, rendered from the bench's inputs. */
export interface Piece<T> {
  /** The doc, as a path from the project's root. */
  file: string;
  name: string;
  kind: 'block' | 'span';
  render: (inputs: T) => string;
}

/** What a doc holds at a piece's place. */
export function readPiece<T>(text: string, piece: Piece<T>): string {
  return (piece.kind === 'block' ? readBlock : readSpan)(text, marks(piece.name), piece.file);
}

/** `text` with a piece's place rewritten from `inputs`. */
export function writePiece<T>(text: string, piece: Piece<T>, inputs: T): string {
  return (piece.kind === 'block' ? writeBlock : writeSpan)(
    text,
    marks(piece.name),
    piece.file,
    piece.render(inputs),
  );
}

/** Writes every piece of a bench into its doc (`--write`), and says where. */
export function writeDocs<T>(pieces: readonly Piece<T>[], inputs: T): void {
  const root = new URL('../../', import.meta.url);
  for (const piece of pieces) {
    const url = new URL(piece.file, root);
    writeFileSync(url, writePiece(readFileSync(url, 'utf8'), piece, inputs));
  }
  console.log(`written: ${pieces.map((p) => `${p.file} (bench:${p.name})`).join(', ')}`);
}
