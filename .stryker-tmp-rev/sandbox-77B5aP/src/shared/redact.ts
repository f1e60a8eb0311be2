/**
 * One redaction for everything that leaves the process: the writer of every channel (log, job summary, outputs,
 * step error, GitHub comments and check runs) passes its text through `Redactor.redact`. It removes the secrets it
 * was given (the API key, strings the user listed) in every form they may be written in, and what looks like a
 * credential whoever wrote it: GitHub tokens, `Authorization` header values, bearer tokens. What it removes is
 * replaced by a label that says what was there, so a reader knows something was cut.
 *
 * Pure: no I/O, nothing of @actions or octokit.
 */

export const LABELS = {
  apiKey: '[redacted API key]',
  secret: '[redacted secret]',
  githubToken: '[redacted GitHub token]',
  credential: '[redacted]',
} as const;

export type SecretKind = 'apiKey' | 'secret' | 'githubToken';

/** Shorter values would cut ordinary words out of the text; they are not taken. */
export const MIN_SECRET_LENGTH = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A pattern that matches `word` in any case, without making the rest of the combined pattern case-blind. */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');

/** Labels already written: left as they are, so that redacting twice changes nothing. */
const LABEL = Object.values(LABELS).map(escapeRegExp).join('|');

/** Personal, OAuth, user-to-server, server-to-server and refresh tokens; fine-grained personal tokens. */
const GITHUB_TOKEN = String.raw`gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,}`;

/**
 * `Authorization: <scheme> <value>` as a header line or an echo of one (`authorization: "…"`, JSON's
 * `"authorization":"…"`): the name and the separator stay, the value goes. A value that is already a label is not
 * taken again.
 */
const AUTHORIZATION =
  String.raw`(${anyCase('authorization')}"?[ \t]*:[ \t]*)` +
  String.raw`("(?:[^"\\\r\n]|\\.)*"|'[^'\r\n]*'|(?!\[)(?:[A-Za-z][A-Za-z0-9_-]*[ \t]+)?[^\s"'<>,;]+)`;

/**
 * `Bearer <token>` anywhere (a curl line, a stack trace): 8 or more characters of a token68 value. Neither this nor
 * AUTHORIZATION asks for a word boundary before the name: what precedes it may be a secret that becomes a label, and
 * a match must not depend on that (redacting twice would change the text).
 */
const BEARER = String.raw`(${anyCase('bearer')})[ \t]+[A-Za-z0-9._~+/=-]{8,}`;

export class Redactor {
  /** Every form of every secret, to the label it is replaced by. */
  private readonly secrets = new Map<string, string>();
  private pattern: RegExp | undefined;

  /**
   * Adds an exact secret. Its URL-encoded and JSON-escaped forms are removed too, where they differ; values
   * shorter than MIN_SECRET_LENGTH are ignored (see there).
   */
  add(value: string, kind: SecretKind = 'secret'): void {
    if (value.length < MIN_SECRET_LENGTH) return;
    const forms = new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]);
    for (const form of forms) {
      if (this.secrets.has(form)) continue;
      this.secrets.set(form, LABELS[kind]);
      this.pattern = undefined;
    }
  }

  /** The text with every secret and credential replaced by its label. */
  redact(text: string): string {
    if (text === '') return text;
    const pattern = this.combined();
    // Most text holds nothing to remove: it is kept as it is, not copied (an output may be a megabyte).
    if (!pattern.test(text)) return text;
    pattern.lastIndex = 0;
    return text.replace(pattern, (match: string, label?: string, secret?: string, ...rest: unknown[]) => {
      if (label !== undefined) return match;
      if (secret !== undefined) return this.secrets.get(secret) ?? LABELS.secret;
      const [token, authName, authValue, bearer] = rest as (string | undefined)[];
      if (token !== undefined) return LABELS.githubToken;
      if (authName !== undefined) {
        const quote = authValue!.startsWith('"') ? '"' : authValue!.startsWith("'") ? "'" : '';
        return `${authName}${quote}${LABELS.credential}${quote}`;
      }
      return `${bearer!} ${LABELS.credential}`;
    });
  }

  /** One pattern for all: labels (kept), exact secrets (longest first), tokens, headers, bearer values. */
  private combined(): RegExp {
    if (this.pattern) {
      this.pattern.lastIndex = 0;
      return this.pattern;
    }
    const secrets = [...this.secrets.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
    const parts = [
      `(${LABEL})`,
      // A group that can never match keeps the group numbers fixed when there are no secrets.
      secrets ? `(${secrets})` : '(?!)()',
      `(${GITHUB_TOKEN})`,
      AUTHORIZATION,
      BEARER,
    ];
    this.pattern = new RegExp(parts.join('|'), 'g');
    return this.pattern;
  }
}

/** Every string inside `value` (an answer read as JSON: objects, arrays, strings) passed through `redact`. */
export function redactValues<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactValues(item, redact)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactValues(item as unknown, redact)]),
    ) as T;
  }
  return value;
}
