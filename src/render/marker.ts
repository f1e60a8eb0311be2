/**
 * The hidden marker at the end of a tracking comment. It finds the comment again and carries what a later step
 * needs (the run, the conversation, the trigger). It is only trusted on comments written by the action's own
 * identity: anyone can paste a marker.
 */
export interface MarkerState {
  /** Version of this format. */
  v: 1;
  /** The trigger key of the run the comment tracks (see flow/origin.ts). */
  key: string;
  run?: string;
  conversation?: string;
  /** The run's last known state, so a later step can route without asking. */
  state?: string;
  /** The factory the run was dispatched to, if any. */
  factory?: string;
  /** The last triggering comment routed to the run (so a re-run of its job does not route it twice). */
  comment?: string;
}

const PREFIX = '<!-- cloud-agent-action:state ';
const PATTERN = /<!-- cloud-agent-action:state ([A-Za-z0-9_-]{1,4000}) -->/;

export function encodeMarker(state: MarkerState): string {
  return `${PREFIX}${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`;
}

export function decodeMarker(body: string | null | undefined): MarkerState | undefined {
  const match = body ? PATTERN.exec(body) : null;
  if (!match) return undefined;
  try {
    const value = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Partial<MarkerState>;
    if (value.v !== 1 || typeof value.key !== 'string') return undefined;
    return {
      v: 1,
      key: value.key,
      ...(typeof value.run === 'string' ? { run: value.run } : {}),
      ...(typeof value.conversation === 'string' ? { conversation: value.conversation } : {}),
      ...(typeof value.state === 'string' ? { state: value.state } : {}),
      ...(typeof value.factory === 'string' ? { factory: value.factory } : {}),
      ...(typeof value.comment === 'string' ? { comment: value.comment } : {}),
    };
  } catch {
    return undefined;
  }
}

export function hasMarker(body: string | null | undefined): boolean {
  return Boolean(body && body.includes(PREFIX));
}
