/**
 * Reads a comment for the trigger phrase. The phrase counts only as a whole word (case-insensitive) outside
 * quoted lines and code; the text after it is the request. `<phrase> cancel` and `<phrase> status` are commands.
 */
export interface CommentRequest {
  verb: 'cancel' | 'status' | undefined;
  /** The request: the text after the phrase. */
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The comment without fenced code, inline code and quoted lines: a phrase there is not a call. */
function visibleText(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(^\1\2[`~]*[ \t]*$|(?![\s\S]))/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .split('\n')
    .filter((line) => !/^\s*>/.test(line))
    .join('\n');
}

export function parseCommentTrigger(body: string, phrase: string): CommentRequest | undefined {
  const text = visibleText(body);
  const pattern = new RegExp(`(^|[^\\w@/-])${escape(phrase)}(?![\\w-])`, 'i');
  const match = pattern.exec(text);
  if (!match) return undefined;
  const request = text.slice(match.index + match[0].length).trim();
  const verb = /^(cancel|status)[.!]?$/i.exec(request)?.[1]?.toLowerCase() as CommentRequest['verb'];
  return { verb, text: request };
}
