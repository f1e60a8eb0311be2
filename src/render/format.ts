/** Small formatting helpers shared by the renderers. */

export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) return `${h}h ${m}m`;
  if (m) return `${m}m ${s}s`;
  return `${s}s`;
}

/** `PT1H2M3.5S` → milliseconds; undefined when it is not an ISO 8601 duration. */
export function parseIsoDuration(value: string | undefined): number | undefined {
  const m = value ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value) : null;
  // ISO 8601 names at least one part, and a `T` is followed by one: `P`, `PT` and `P1DT` are no duration.
  if (!m || !/\d[DHMS]$/.test(m[0])) return undefined;
  const [, d, h, min, s] = m;
  return (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000;
}

/** `n` and `word`, plural when n is not 1: "1 run", "2 runs", "0 runs". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A whole number with its thousands grouped by commas, as `toLocaleString('en-US')` writes it, without loading ICU's
 * number formats (about 5 ms on the first call). Other numbers are left to toLocaleString.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function formatTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 16)} UTC`;
}

/* ------------------------------------------------------------------------------------------------ cutting */

/** Made on the first cut: ICU's segmenter costs about 10 ms to make, and most runs never cut a text. */
let graphemes: Intl.Segmenter | undefined;
/** A cut moves back to a grapheme boundary at most this far; inside a longer cluster it cuts between code points. */
const MAX_CLUSTER = 32;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The longest start of `text` at most `max` UTF-16 units long that ends on a grapheme boundary (an emoji, a flag,
 * a letter and its accents stay whole); never half of a surrogate pair.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const cluster = graphemes.segment(text).containing(max)?.index ?? max;
  let end = max - cluster <= MAX_CLUSTER ? cluster : max;
  if (end === max && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end--;
  return text.slice(0, end);
}

/** `text` in at most `max` UTF-16 units, with `…` where it was cut. */
export function ellipsis(text: string, max: number): string {
  return text.length > max ? `${clip(text, max - 1)}…` : text;
}

/** `text` on one line (every run of white space one space, none at the ends), in at most `max` units. */
export function flatten(text: string, max: number): string {
  return ellipsis(text.replace(/\s+/g, ' ').trim(), max);
}

/* ------------------------------------------------------------------------------------------------ untrusted text */

/**
 * Text from the agent, the service or GitHub users (answers, plans, step titles, commands, judge reasons, titles,
 * names, status messages, artifact fields) is placed in one of three ways, so that a reader sees it as written:
 *
 * - Values (commands, paths, branches, ids, cron expressions): `code`, a code span whose fence is longer than any
 *   run of backticks inside. A code span shows its text as written and notifies no one, so nothing is added.
 * - Titles, names, free text on one line: `inline`, every character markdown could read as syntax escaped with a
 *   backslash (emphasis, code, links, HTML, entities, tables, strikethrough, headings, math, list markers), so the
 *   text is shown literally.
 * - Markdown the agent wrote to be read as markdown (answers, plans, judge reasons): `untrusted`, kept as markdown
 *   and defused.
 *
 * Deliberate changes, wherever the text goes (a reader sees no difference but the first):
 *
 * - Text on one line is flattened (every run of white space one space, none at the ends) and clipped with `…`.
 * - The marker's prefix never appears verbatim, code included: a word joiner (U+2060, invisible) goes after its
 *   colon, so no text can look like the action's marker.
 * - Bidirectional-text controls (embeddings, overrides, isolates and marks) are stripped: they can make text read
 *   in another order than it is (a command that looks harmless and is not).
 * - Lone surrogates become U+FFFD.
 * - In prose, `@name` mentions notify no one: a word joiner goes after the `@` (it reads the same; GitHub links and
 *   notifies only `@` directly followed by a name). A code span needs none.
 *
 * In markdown the agent wrote (`untrusted`):
 *
 * - Outside code, a `<` that would open an HTML tag, comment or declaration is written `&lt;`: it is shown as text,
 *   so it can neither hide the rest of the comment nor change its layout.
 * - Inside its inline code the text is shown as written, but a `<` that would open a tag and the `@` of a mention get
 *   a word joiner too: invisible there, and harmless where a renderer sees no code where this line-by-line reading
 *   does (a code span can go on over a line end).
 * - Fenced code blocks are kept as written (only the marker's prefix is broken); a fence the text leaves open is
 *   closed, so it cannot swallow what follows. Indented code is treated as text.
 */
const WORD_JOINER = '\u2060';

const MARKER_TEXT = /cloud-agent-action:state/gi;
const MENTION = /(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g;
const TAG_OPEN = /<(?=[A-Za-z/!?])/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every lone surrogate (half of a character) replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Bidirectional-text controls: U+061C, U+200E, U+200F, the embeddings and overrides, the isolates. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Breaks the marker's prefix (anywhere, code included), strips bidi controls and makes the text well formed. */
function defuse(text: string): string {
  return wellFormed(text)
    .replace(BIDI, '')
    .replace(MARKER_TEXT, (m) => m.replace(':', `:${WORD_JOINER}`));
}

const prose = (text: string) => text.replace(TAG_OPEN, '&lt;').replace(MENTION, `@${WORD_JOINER}`);
/** Code in markdown the agent wrote (see above: where this reading sees code, a renderer may not). */
const inCode = (text: string) =>
  text.replace(TAG_OPEN, `<${WORD_JOINER}`).replace(MENTION, `@${WORD_JOINER}`);

/** One line of markdown: its code spans (CommonMark's rule: a run of n backticks closes at the next run of n). */
function neutralizeLine(line: string): string {
  const runs = [...line.matchAll(/`+/g)].map((m) => ({ at: m.index, length: m[0].length }));
  let out = '';
  let from = 0;
  for (let k = 0; k < runs.length; k++) {
    let { at, length } = runs[k]!;
    if (at < from) continue;
    let slashes = 0;
    for (let j = at - 1; j >= from && line[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 1) [at, length] = [at + 1, length - 1];
    if (length === 0) continue;
    const close = runs.findIndex((r, i) => i > k && r.length === length);
    if (close < 0) continue;
    const end = runs[close]!.at + length;
    out += prose(line.slice(from, at)) + line.slice(at, at + length);
    out += inCode(line.slice(at + length, runs[close]!.at)) + line.slice(runs[close]!.at, end);
    from = end;
    k = close;
  }
  return out + prose(line.slice(from));
}

/** A fence line: up to three spaces, then three or more backticks (no backtick after) or tildes. */
function fenceOf(line: string): string | undefined {
  const m = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line);
  return m?.[1];
}

function closes(line: string, open: string): boolean {
  const fence = fenceOf(line);
  return fence !== undefined && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence;
}

/** Closes a code fence `text` leaves open, so it cannot swallow what follows. */
export function closeFences(text: string): string {
  let open: string | undefined;
  for (const line of text.split('\n')) {
    if (open === undefined) open = fenceOf(line);
    else if (closes(line, open)) open = undefined;
  }
  return open ? `${text}\n${open}` : text;
}

/** Markdown from an untrusted source, made safe to place in a comment (see above). */
export function untrusted(text: string): string {
  let open: string | undefined;
  const lines = defuse(text)
    .split('\n')
    .map((line) => {
      if (open !== undefined) {
        if (closes(line, open)) open = undefined;
        return line;
      }
      open = fenceOf(line);
      return open === undefined ? neutralizeLine(line) : line;
    });
  if (open !== undefined) lines.push(open);
  return lines.join('\n');
}

/** Untrusted text on one line: defused, then flat and at most `max` long. */
function oneLine(text: string, max: number): string {
  return flatten(defuse(text), max);
}

/**
 * What markdown may read as syntax anywhere in a line, each shown as itself after a backslash (CommonMark lets a
 * backslash escape any ASCII punctuation): a backslash before punctuation or at the end (it would escape what
 * follows the text), code, emphasis (an underscore between letters or digits opens and closes none, and is left
 * for the redaction of tokens like `ghp_…` to see), links, footnotes and task boxes, HTML and autolinks,
 * strikethrough, table cells, math, and an `&` that would start an entity.
 *
 * And what would start an address GFM links by itself (`https://`, `www.`): such a link is read from the raw text,
 * so the backslashes escaping anything in it would show. Escaped there (the `:` of `://`, the dot of `www.`), the
 * address is text like the rest, shown as written, and not linked.
 */
const SYNTAX =
  /\\(?=[!-/:-@[-`{-~]|$)|[`*[\]<~|$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|&(?=#|[A-Za-z0-9]+;)|:(?=\/\/)|(?<=(?<![\p{L}\p{N}])www)\./giu;

/**
 * Text shown literally, as markdown: syntax escaped (SYNTAX); at the start what would open a block (a heading, a
 * quote, a list item, a setext underline), at the end a closing sequence of a heading (the text may end one).
 */
function escapeMarkdown(text: string): string {
  return text
    .replace(SYNTAX, '\\$&')
    .replace(/^[#>+=-]/, '\\$&')
    .replace(/^(\d{1,9})([.)])/, '$1\\$2')
    .replace(/(\s)(#+)$/, (_, space: string, hashes: string) => `${space}${hashes.replace(/#/g, '\\#')}`);
}

/**
 * One line of untrusted text (a title, a name, a message) for a table cell or a line of markdown: flat, defused,
 * at most `max` long, shown literally (markdown escaped), and notifying no one.
 */
export function inline(text: string, max = 200): string {
  return escapeMarkdown(oneLine(text, max)).replace(MENTION, `@${WORD_JOINER}`);
}

/** One line of untrusted text as a link's text: `inline` escapes the brackets too, so it cannot close the link. */
export function linkText(text: string, max: number): string {
  return inline(text, max);
}

/**
 * Untrusted text as inline code, on one line: a backtick fence longer than any run of backticks inside, a space
 * inside it when the text begins or ends with a backtick (CommonMark takes one off each side). Nothing else is
 * added: a code span shows its text as written and notifies no one. Empty text is an empty code element (two
 * backticks alone are not a code span).
 *
 * In a table cell (`inTable`, the default) a pipe would end the cell, even inside code: it is escaped there, and only
 * there (GitHub drops that backslash in a cell, and shows it elsewhere). A backslash the text has before a pipe
 * cannot be kept in a code span in a cell (GFM reads the two backslashes as one escape and the pipe as the cell's
 * end), so such a text is shown as escaped text in a code element instead.
 */
export function code(text: string, max = 200, inTable = true): string {
  const flat = oneLine(text, max);
  if (!flat) return '<code></code>';
  if (inTable && flat.includes('\\|')) return `<code>${escapeMarkdown(flat)}</code>`;
  const body = inTable ? flat.replace(/\|/g, '\\|') : flat;
  const ticks = '`'.repeat(Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${body}${pad}${ticks}`;
}

/**
 * Text the action wrote itself (the origin line, notes, the follow-up hint): its mentions and markdown are meant,
 * but the values in it (ids, logins) are not ours, so it too never carries the marker or half a character.
 */
export function ours(text: string): string {
  return defuse(text);
}

/** One line of untrusted text inside a code block (a chart's title): flat, at most `max` long, no marker. */
export function codeLine(text: string, max: number): string {
  return oneLine(text, max);
}

/** Untrusted text inside an HTML element on one line (a `<summary>`): flat, escaped, at most `max` long. */
export function htmlText(text: string, max: number): string {
  return oneLine(text, max)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MENTION, `@${WORD_JOINER}`);
}

/**
 * Only http(s) links, with the characters that would end the link, the autolink or the cell (or spell the marker)
 * encoded, and ASCII control characters (an autolink may hold none).
 */
export function safeUrl(url: string | undefined): string | undefined {
  const trimmed = url === undefined ? undefined : wellFormed(url.trim());
  if (!trimmed || !/^https?:\/\/\S+$/i.test(trimmed)) return undefined;
  return (
    trimmed
      // Below a space, and DEL: the ASCII control characters; a backslash, which would escape the link's closing `)`.
      .replace(
        /[^ -~\u0080-\uFFFF]|[()|<>[\]"\\]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .replace(MARKER_TEXT, (m) => m.replace(':', '%3A'))
  );
}

/**
 * A link shown as its address (an autolink, `<https://…>`): nothing in it is read as markdown, so the address shows
 * as it is; undefined when `url` is no http(s) link.
 */
export function urlLink(url: string | undefined): string | undefined {
  const safe = safeUrl(url);
  return safe === undefined ? undefined : `<${safe}>`;
}

/**
 * Cuts text to at most `max` characters with a note saying how much was cut; closes a code fence the cut left
 * open so the rest of the comment still renders. The cut never splits a character.
 */
export function cut(text: string, max: number, what: string): string {
  if (text.length <= max) return text;
  const note = (n: number) => `\n\n_… ${what} cut here: ${groupDigits(n)} more characters._`;
  const room = max - note(text.length).length;
  // Closing a fence the cut left open takes room too: cut shorter until the head and its closing fit.
  let kept = '';
  let head = '';
  for (let end = room; end > 0;) {
    kept = clip(text, end);
    head = closeFences(kept);
    if (head.length <= room) break;
    end -= head.length - room;
    [kept, head] = ['', ''];
  }
  return head + note(text.length - kept.length);
}
