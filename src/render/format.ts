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
  if (!m) return undefined;
  const [, d, h, min, s] = m;
  return (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000;
}

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
 * Text from the agent, the service or GitHub users (answers, plans, step titles, judge reasons, titles, status
 * messages, artifact fields) is neutralized where it is rendered:
 *
 * - The marker's prefix never appears verbatim, code included: a word joiner (U+2060, invisible) goes after its
 *   colon, so no text can look like the action's marker.
 * - `@name` mentions notify no one: a word joiner goes after the `@` (it reads the same; GitHub links and notifies
 *   only `@` directly followed by a name).
 * - Outside code, a `<` that would open an HTML tag, comment or declaration is written `&lt;`: it is shown as text,
 *   so it can neither hide the rest of the comment nor change its layout.
 * - Inside inline code the text is shown as written, but a `<` that would open a tag and the `@` of a mention get a
 *   word joiner too: invisible there, and harmless if a reader's markdown does not see code where we do.
 * - Fenced code blocks are kept as written (only the marker's prefix is broken); a fence the text leaves open is
 *   closed, so it cannot swallow what follows. Indented code is treated as text.
 * - Lone surrogates become U+FFFD.
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

/** Breaks the marker's prefix (anywhere, code included) and makes the text well formed. */
function defuseMarker(text: string): string {
  return wellFormed(text).replace(MARKER_TEXT, (m) => m.replace(':', `:${WORD_JOINER}`));
}

const prose = (text: string) => text.replace(TAG_OPEN, '&lt;').replace(MENTION, `@${WORD_JOINER}`);
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
  const lines = defuseMarker(text)
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

/** One line of untrusted text for a table cell or a line of markdown: flat, neutralized, at most `max` long. */
export function inline(text: string, max = 200): string {
  return untrusted(flatten(text, max)).replace(/\|/g, '\\|');
}

/** One line of untrusted text as a link's text: it must not close the link either. */
export function linkText(text: string, max: number): string {
  return inline(text, max).replace(/[[\]]/g, '\\$&');
}

/** Untrusted text as inline code, on one line: a backtick fence longer than any run of backticks inside. */
export function code(text: string, max = 200, inTable = true): string {
  // In a table cell a pipe would end the cell, even inside code: it is escaped there, and only there (GitHub shows
  // the backslash elsewhere).
  const flat = inCode(defuseMarker(flatten(text, max))).replace(/\|/g, inTable ? '\\|' : '|');
  const ticks = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

/**
 * Text the action wrote itself (the origin line, notes, the follow-up hint): its mentions and markdown are meant,
 * but the values in it (ids, logins) are not ours, so it too never carries the marker or half a character.
 */
export function ours(text: string): string {
  return defuseMarker(text);
}

/** One line of untrusted text inside a code block (a chart's title): flat, at most `max` long, no marker. */
export function codeLine(text: string, max: number): string {
  return defuseMarker(flatten(text, max));
}

/** Untrusted text inside an HTML element on one line (a `<summary>`): flat, escaped, at most `max` long. */
export function htmlText(text: string, max: number): string {
  return defuseMarker(flatten(text, max))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MENTION, `@${WORD_JOINER}`);
}

/** Only http(s) links, with the characters that would end the link or the cell (or spell the marker) encoded. */
export function safeUrl(url: string | undefined): string | undefined {
  const trimmed = url === undefined ? undefined : wellFormed(url.trim());
  if (!trimmed || !/^https?:\/\/\S+$/i.test(trimmed)) return undefined;
  return trimmed
    .replace(/[()|<>[\]"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(MARKER_TEXT, (m) => m.replace(':', '%3A'));
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
