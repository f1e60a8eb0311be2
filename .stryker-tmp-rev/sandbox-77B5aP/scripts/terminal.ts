/**
 * What a user sees, in a terminal: GitHub-flavoured markdown as GitHub renders it (headings, bold, links as
 * "text (url)", tables aligned, folded <details> as "▸ summary", hidden comments gone), and a step's stdout as the
 * runner's log shows it (workflow commands turned into their annotations or hidden). The markdown is the command
 * line's renderer (src/cli/terminal.ts) in GitHub's view.
 */
import { renderMarkdown as render } from '../src/cli/terminal.ts';

export interface TextOptions {
  /** Bold and headings in ANSI bold (for a terminal; off for files and tests). */
  color?: boolean;
}

export { inline } from '../src/cli/terminal.ts';

/** Markdown as GitHub shows it, in plain text: the command line's renderer, `<details>` folded, tables aligned. */
export function renderMarkdown(markdown: string, options: TextOptions = {}): string {
  return render(markdown, { ...options, fold: true, width: Infinity });
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
