/**
 * Text kept as UTF-8 in buffers outside the JavaScript heap, appended a piece at a time: the collector never copies
 * it, and a piece costs its bytes. Buffers of 64 KiB are added as they fill (a longer piece gets one of its own),
 * never copied into bigger ones, so growing leaves no garbage. The gate keeps its runs' titles and links and its
 * `results` output this way.
 */
export class Utf8Chunks {
  private readonly chunks: { bytes: Buffer; used: number }[] = [];
  /** The buffer the last piece went to (-1 before any). */
  last = -1;
  /** Bytes of every piece together. */
  size = 0;

  /** Appends `text` (`bytes`: its length in UTF-8, when the caller has it) and returns where in buffer `last` it starts. */
  append(text: string, bytes = Buffer.byteLength(text)): number {
    let chunk = this.chunks.at(-1);
    if (bytes > 0 && (!chunk || chunk.used + bytes > chunk.bytes.length)) {
      chunk = { bytes: Buffer.alloc(Math.max(UTF8_CHUNK, bytes)), used: 0 };
      this.chunks.push(chunk);
      this.last = this.chunks.length - 1;
    }
    if (!chunk) return 0;
    const start = chunk.used;
    chunk.used += chunk.bytes.write(text, start, 'utf8');
    this.size += bytes;
    return start;
  }

  /** The text between two offsets of one buffer. Lone surrogates come back as U+FFFD. */
  read(chunk: number, start: number, end: number): string {
    return end > start ? this.chunks[chunk]!.bytes.toString('utf8', start, end) : '';
  }

  /** Every piece's bytes, in order. */
  parts(): Buffer[] {
    return this.chunks.map((chunk) => chunk.bytes.subarray(0, chunk.used));
  }
}

export const UTF8_CHUNK = 64 * 1024;
