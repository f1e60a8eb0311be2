/**
 * A StrykerJS ignorer: the mutants inside the nodes that stryker.config.mjs lists under `equivalent` (a file, the
 * exact source text of the node, and why every mutant of it behaves as the original) are reported as ignored with
 * that reason, so the score counts only mutants a test could kill. Where the same text is found elsewhere in the
 * file with mutants a test kills, `within` names the text of a node around the one meant.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PluginKind, commonTokens, declareFactoryPlugin } from '@stryker-mutator/api/plugin';

/** Whether a node around `path` has the source text `text`. */
function encloses(path, code, text) {
  for (let at = path.parentPath; at; at = at.parentPath) {
    const { start, end } = at.node;
    if (start != null && end != null && code.slice(start, end) === text) return true;
  }
  return false;
}

function equivalentIgnorer(options) {
  const entries = options.equivalent ?? [];
  const sources = new Map();
  const source = (file) => {
    if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
    return sources.get(file);
  };
  return {
    shouldIgnore(path) {
      const filename = path.hub?.file?.opts?.filename;
      const { start, end } = path.node;
      if (!filename || start == null || end == null) return undefined;
      const file = relative(process.cwd(), filename).replaceAll('\\', '/');
      for (const entry of entries) {
        if (entry.file !== file) continue;
        const code = path.hub.file.code ?? source(filename);
        if (code.slice(start, end) !== entry.code) continue;
        if (entry.within !== undefined && !encloses(path, code, entry.within)) continue;
        return `equivalent: ${entry.reason}`;
      }
      return undefined;
    },
  };
}
equivalentIgnorer.inject = [commonTokens.options];

export const strykerPlugins = [declareFactoryPlugin(PluginKind.Ignore, 'equivalent', equivalentIgnorer)];
