/**
 * Reads a comment for the trigger phrase. The phrase counts only as a whole word (case-insensitive) outside
 * quoted lines and code; the text after it is the request. `<phrase> cancel` and `<phrase> status` are commands;
 * `<phrase> plan <request>` asks for a plan first, and `<phrase> approve [words]` carries out the plan waiting.
 */
export interface CommentRequest {
  verb: 'cancel' | 'status' | 'plan' | 'approve' | undefined;
  /**
   * The request: the text after the phrase; for `plan` and `approve`, the text after that word (what to plan, and
   * the words sent along with an approval; either may be empty).
   */
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Blanks out (keeping every index) what is not a call: fenced and inline code, HTML comments, quoted lines. */
function maskNonCalls(body: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return body
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(^\1\2[`~]*[ \t]*$|(?![\s\S]))/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<!--[\s\S]*?(-->|$)/g, blank)
    .replace(/^[ \t]*>.*$/gm, blank);
}

export function parseCommentTrigger(body: string, phrase: string): CommentRequest | undefined {
  const normalized = body.replace(/\r\n?/g, '\n');
  const pattern = new RegExp(`(^|[^\\w@/-])${escape(phrase)}(?![\\w-])`, 'i');
  const match = pattern.exec(maskNonCalls(normalized));
  if (!match) return undefined;
  // The request is the comment as written after the phrase, code and quotes included.
  const request = normalized.slice(match.index + match[0].length).trim();
  const command = /^(cancel|status)[.!]?$/i.exec(request)?.[1]?.toLowerCase() as CommentRequest['verb'];
  if (command) return { verb: command, text: request };
  // `plan` and `approve` as the first word (`plan:` too); `planning …` or `approved …` are plain requests.
  const word = /^(plan|approve)(?:[\s:,.!;-]+|$)/i.exec(request);
  if (word) {
    const verb = word[1]!.toLowerCase() as 'plan' | 'approve';
    return { verb, text: request.slice(word[0].length).trim() };
  }
  return { verb: undefined, text: request };
}
