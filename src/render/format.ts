/** Small formatting helpers shared by the renderers. */

export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) return `${h}h ${m}m`;
  if (m) return `${m}m ${s}s`;
  return `${s}s`;
}

/** `PT1H2M3.5S` → milliseconds; undefined when it is not an ISO 8601 duration. */
export function parseIsoDuration(value: string | undefined): number | undefined {
  const m = value ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value) : null;
  if (!m) return undefined;
  const [, d, h, min, s] = m;
  return (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000;
}

export function formatTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 16)} UTC`;
}

/** Escapes text for a markdown table cell or a single line. */
export function inline(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Cuts text to at most `max` characters with a note saying how much was cut; closes a code fence the cut left
 * open so the rest of the comment still renders.
 */
export function cut(text: string, max: number, what: string): string {
  if (text.length <= max) return text;
  const note = (n: number) => `\n\n_… ${what} cut here: ${n.toLocaleString('en-US')} more characters._`;
  const room = Math.max(0, max - note(text.length).length - 8);
  let head = text.slice(0, room);
  const fences = head.match(/^\s*(```|~~~)/gm)?.length ?? 0;
  if (fences % 2 === 1) head += '\n```';
  return head + note(text.length - room);
}
