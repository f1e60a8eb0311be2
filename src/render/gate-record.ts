/**
 * What a gate's check run records of its judgement, for a later gate whose baseline is the base branch
 * (`gate-baseline: base`): the commit it judged, the check's conclusion, the runs it judged (as many as fit), and each
 * scorer's verdicts with the threshold they were given at. It is written in the check run's `output.text` (GitHub keeps up to 65,535
 * characters there, and shows it on the check's page below the summary) as a hidden line, signed like the tracking
 * comments' markers (render/marker.ts) with the key derived from the API key: only a holder of the key can write a
 * record a gate trusts, and a check run of the same name written by anything else is passed over.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MarkerKey } from './marker.ts';

export interface RecordedScorer {
  id: number;
  /** The threshold its verdicts were given at. */
  threshold: number;
  passed: number;
  failed: number;
  /** A judge's error, or no verdict in time. */
  noVerdict: number;
}

export interface GateRecord {
  /** 2: a record binds its check's conclusion (one of 1 did not, and is not read). */
  v: 2;
  /** The check's name and the commit it is on. */
  check: string;
  sha: string;
  /**
   * The conclusion of the check it was written into. A baseline is taken only from a check whose conclusion is this:
   * a failed gate's record copied into a passing check of the same name and app (any workflow of the repository with
   * `checks: write` can write one) is no baseline.
   */
  conclusion: 'success' | 'failure' | 'neutral';
  /** How many runs the gate judged, and the ids of the first of them (all that fit). */
  runCount: number;
  runs: string[];
  scorers: RecordedScorer[];
}

export const RECORD_PREFIX = 'cloud-agent-action:gate-record';
const OPEN = `<!-- ${RECORD_PREFIX} `;
const CLOSE = ' -->';

/** The check run's text holds at most 65,535 characters; the record takes at most this many of them. */
export const RECORD_MAX_CHARS = 60_000;

function mac(payload: string, key: MarkerKey): Buffer {
  return createHmac('sha256', key).update(`gate-record\n${payload}`).digest().subarray(0, 16);
}

/** The JSON of a record, in hex (which no redaction of tokens can touch), and its MAC. */
function line(record: GateRecord, key: MarkerKey): string {
  const payload = Buffer.from(JSON.stringify(record), 'utf8').toString('hex');
  return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}

/** The check run's text of `record` with the ids of its first `runs` runs. */
function textOf(record: GateRecord, runs: number, key: MarkerKey): string {
  const kept = { ...record, runs: record.runs.slice(0, runs) };
  const listed = runs === record.runCount ? '' : ` (the ids of the first ${runs})`;
  return `This check records the ${record.runCount} run${record.runCount === 1 ? '' : 's'} it judged${listed} and its verdicts by scorer, for a gate with \`gate-baseline: base\` on a later pull request.\n\n${line(kept, key)}`;
}

/**
 * The check run's text: a sentence a reader of the check sees, then the signed record. The ids of the last runs are
 * left out until it fits in RECORD_MAX_CHARS (their count stays whole): each id costs its JSON and a comma, twice in
 * hex, so how many fit is counted from the text without any, then checked.
 */
export function recordText(record: GateRecord, key: MarkerKey): string {
  const bare = textOf(record, 0, key).length + 40;
  let room = RECORD_MAX_CHARS - bare;
  let runs = 0;
  for (const id of record.runs) {
    const cost = 2 * (JSON.stringify(id).length + (runs ? 1 : 0));
    if (cost > room) break;
    room -= cost;
    runs++;
  }
  let text = textOf(record, runs, key);
  while (text.length > RECORD_MAX_CHARS && runs > 0) text = textOf(record, --runs, key);
  return text;
}

const CONCLUSIONS: ReadonlySet<unknown> = new Set(['success', 'failure', 'neutral']);
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isFraction = (n: unknown): n is number => typeof n === 'number' && n >= 0 && n <= 1;

/** A record's scorer, when it has the shape of one. */
function scorerOf(value: unknown): RecordedScorer | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const s = value as Record<string, unknown>;
  if (
    !isCount(s.id) ||
    !isFraction(s.threshold) ||
    !isCount(s.passed) ||
    !isCount(s.failed) ||
    !isCount(s.noVerdict)
  )
    return undefined;
  return { id: s.id, threshold: s.threshold, passed: s.passed, failed: s.failed, noVerdict: s.noVerdict };
}

/**
 * The record in a check run's text, when its MAC verifies under `key` and it has the shape of one; undefined for
 * anything else (no record, a forged or damaged one, one signed with another key).
 */
export function readRecord(text: string | null | undefined, key: MarkerKey): GateRecord | undefined {
  const start = text?.lastIndexOf(OPEN) ?? -1;
  if (!text || start < 0) return undefined;
  const end = text.indexOf(CLOSE, start + OPEN.length);
  if (end < 0) return undefined;
  const match = /^([0-9a-f]{2,200000})\.([0-9a-f]{32})$/.exec(text.slice(start + OPEN.length, end));
  if (!match) return undefined;
  const [, payload, given] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(given, 'hex'), mac(payload, key))) return undefined;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(Buffer.from(payload, 'hex').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || value.v !== 2) return undefined;
  const { check, sha, conclusion, runCount, runs, scorers } = value;
  if (typeof check !== 'string' || typeof sha !== 'string' || !isCount(runCount)) return undefined;
  if (!CONCLUSIONS.has(conclusion)) return undefined;
  if (!Array.isArray(runs) || !runs.every((r) => typeof r === 'string')) return undefined;
  if (!Array.isArray(scorers)) return undefined;
  const read = scorers.map(scorerOf);
  if (read.some((s) => s === undefined)) return undefined;
  return {
    v: 2,
    check,
    sha,
    conclusion: conclusion as GateRecord['conclusion'],
    runCount,
    runs: runs as string[],
    scorers: read as RecordedScorer[],
  };
}
