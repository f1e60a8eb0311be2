/** Utf8Chunks (src/flow/utf8-chunks.ts): pieces appended outside the heap, read back by where they went. */
import { describe, expect, it } from 'vitest';
import { UTF8_CHUNK, Utf8Chunks } from '../../src/flow/utf8-chunks.ts';

describe('Utf8Chunks', () => {
  it('an empty piece before any other makes no buffer', () => {
    const store = new Utf8Chunks();
    expect(store.append('')).toBe(0);
    expect([store.last, store.size, store.parts()]).toEqual([-1, 0, []]);
  });

  it('pieces in any script read back where they went; a piece that does not fit starts the next buffer', () => {
    const store = new Utf8Chunks();
    const piece = `résumé 日本語 🚀 ${'x'.repeat(1000)}`;
    const bytes = Buffer.byteLength(piece);
    const where: [number, number][] = [];
    const count = Math.ceil((UTF8_CHUNK * 1.5) / bytes);
    for (let i = 0; i < count; i++) where.push([store.append(piece), store.last]);
    const perBuffer = Math.floor(UTF8_CHUNK / bytes);
    expect(where[perBuffer - 1]).toEqual([(perBuffer - 1) * bytes, 0]);
    expect(where[perBuffer]).toEqual([0, 1]);
    for (const [start, chunk] of where) expect(store.read(chunk, start, start + bytes)).toBe(piece);
    expect(store.size).toBe(count * bytes);
    expect(Buffer.concat(store.parts()).toString('utf8')).toBe(piece.repeat(count));
  });

  it('a piece longer than a buffer gets one of its own, and the next piece another', () => {
    const store = new Utf8Chunks();
    store.append('a');
    const long = 'b'.repeat(UTF8_CHUNK + 10);
    expect([store.append(long), store.last]).toEqual([0, 1]);
    expect([store.append('c'), store.last]).toEqual([0, 2]);
    expect(store.read(1, 0, long.length)).toBe(long);
    expect(store.parts().map((part) => part.length)).toEqual([1, UTF8_CHUNK + 10, 1]);
  });

  it('reads nothing between equal offsets; a lone surrogate comes back as U+FFFD', () => {
    const store = new Utf8Chunks();
    const start = store.append('half \ud83d pair');
    expect(store.read(store.last, start, start)).toBe('');
    expect(store.read(store.last, start, store.size)).toBe('half \ufffd pair');
  });
});
