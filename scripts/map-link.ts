/**
 * The last line of a script of dist/ that names its source map (`//# sourceMappingURL=…`, as ncc writes it): the
 * bundle takes it out of the chunks of packages alone (scripts/bundle.ts), a release out of every script
 * (scripts/release.ts).
 */
const MAP_LINK = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/** `code` without its last line when that names its source map; undefined when it does not end with one. */
export function withoutMapLink(code: string): string | undefined {
  return MAP_LINK.test(code) ? code.replace(MAP_LINK, '\n') : undefined;
}
