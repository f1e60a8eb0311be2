/**
 * Arbitrary text for property tests: any code point, lone surrogates (half characters) included, as fast-check's
 * `unit: 'binary'` strings, but without their cost: fast-check builds a reverse map of all 1.1 million code points the
 * first time a file asks for a `binary` string (seconds on a loaded machine), a unit of our own has none.
 */
import fc from 'fast-check';

/** One code point: printable ASCII most often, then any UTF-16 unit (controls, lone surrogates), then astral ones. */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
    { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }) },
  )
  .map((codePoint) => String.fromCodePoint(codePoint));

/** A string of any code points (see above), `maxLength` of them at most. */
export function anyString(constraints: { minLength?: number; maxLength: number }): fc.Arbitrary<string> {
  return fc.string({ unit: anyCodePoint, ...constraints });
}
