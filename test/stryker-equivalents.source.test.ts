/**
 * The mutants stryker.config.mjs ignores as equivalent name their code by its text: each entry's text (and the text
 * around it, `within`) must still be in its file, else the entry ignores nothing and says something no longer true.
 * Reads src/ from disk, so mutation testing leaves it out (a `*.source.test.ts`, see vitest.config.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url);
/** An entry of the list, as the config's JSDoc types it. */
interface Equivalent {
  file: string;
  code: string;
  within?: string;
  reason: string;
}
const { equivalent } = (await import(new URL('stryker.config.mjs', ROOT).href)) as {
  equivalent: Equivalent[];
};

describe("stryker.config.mjs's equivalent mutants", () => {
  it('each names code that is in its file (within the text around it, when given)', () => {
    const stale = equivalent.filter((entry) => {
      const text = readFileSync(new URL(entry.file, ROOT), 'utf8');
      if (entry.within !== undefined)
        return !entry.within.includes(entry.code) || !text.includes(entry.within);
      return !text.includes(entry.code);
    });
    expect(stale.map((entry) => `${entry.file}: ${entry.code}`)).toEqual([]);
  });
});
