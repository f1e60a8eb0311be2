/**
 * A module evaluated anew, in the test that asks for it (its own imports shared with everyone else's).
 *
 * The unit tests share one module registry (`isolate: false`), so a module's top-level code (its constant tables
 * and sets) runs once, inside whichever test first loads it, often one that never looks at those constants. Mutation
 * testing counts a mutant of that code as covered by that test alone and runs no other: a test that reads a
 * constant through the module already loaded could not kill it. A test that checks a module's top-level values
 * loads a fresh copy with this, so that code runs within it, with the mutant active.
 */
let loaded = 0;

/** The module at `url` (`new URL('../../src/x.ts', import.meta.url)`), evaluated again for this call. */
export async function fresh<T>(url: URL): Promise<T> {
  loaded += 1;
  return (await import(/* @vite-ignore */ `${url.href}?fresh=${loaded}`)) as T;
}
