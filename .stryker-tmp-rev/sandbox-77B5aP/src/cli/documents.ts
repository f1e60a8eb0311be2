/**
 * What `--json` prints: one document a command, typed (numbers as numbers, booleans as booleans, lists and objects
 * as such), keyed in snake_case, and the same keys whatever the outcome (a value not known is null), with `outcome`
 * and `error` added on a failure. Each command's document is described by a JSON Schema the package ships,
 * `schemas/cli/<command>.schema.json` (a space of the command's name as `-`), which `--help` names.
 *
 * The action's commands print their outputs: GitHub keeps an output as a string, so each output's type is said once
 * here (OUTPUT_KINDS) and the string read back as it. The inspection commands print the service's answer as it came;
 * on a failure there is no answer, and their document is `outcome` and `error` alone.
 */
import type { LineCommand } from '../inputs.ts';
import type { Outcome } from '../shared/outcome.ts';

/**
 * How an output's string is read: as text, a number, a whole number, true/false, JSON, or a value (JSON, else its
 * text: the result, which redaction may have made no JSON).
 */
export type OutputKind = 'string' | 'number' | 'integer' | 'boolean' | 'json' | 'value';

/**
 * Every output of the action (action.yml) with the type its value has in `--json`; an empty output is null there
 * (not known, or not given). A test holds this table to action.yml's outputs.
 */
export const OUTPUT_KINDS: Record<string, OutputKind> = {
  command: 'string',
  'run-id': 'string',
  state: 'string',
  'session-link': 'string',
  'conversation-id': 'string',
  'pull-request-urls': 'json',
  artifacts: 'json',
  'comment-url': 'string',
  summary: 'string',
  'plan-ready': 'boolean',
  detached: 'boolean',
  model: 'string',
  result: 'value',
  'result-file': 'string',
  credits: 'number',
  conclusion: 'string',
  'pass-rate': 'number',
  passed: 'integer',
  failed: 'integer',
  'check-run-url': 'string',
  regressions: 'json',
  'delta-points': 'number',
  'cases-passed': 'integer',
  'cases-total': 'integer',
  results: 'json',
  settled: 'integer',
  changes: 'integer',
  plan: 'json',
  runs: 'integer',
  'success-rate': 'number',
  'total-credits': 'number',
  figures: 'json',
  'review-url': 'string',
  'reviewed-head': 'string',
  verdict: 'string',
  findings: 'json',
  'findings-count': 'integer',
};

/** The outputs of a command that follows a run (run, dispatch, followup and approve; cancel), in their order. */
const RUN_OUTPUTS = [
  'run-id',
  'state',
  'session-link',
  'conversation-id',
  'pull-request-urls',
  'artifacts',
  'comment-url',
  'summary',
  'detached',
  'model',
  'credits',
  'plan-ready',
] as const;

/** Those of a command that may ask for a result (`--output-schema`, docs/structured-output.md): cancel asks none. */
const RESULT_OUTPUTS = [...RUN_OUTPUTS, 'result', 'result-file'] as const;

/**
 * The outputs each of the action's commands prints with `--json`, in this order, whatever its outcome. `auto` is the
 * action's only: it picks from a GitHub event, and the command line names its command.
 */
export const DOCUMENT_OUTPUTS: Record<LineCommand, readonly string[]> = {
  run: RESULT_OUTPUTS,
  dispatch: RESULT_OUTPUTS,
  followup: RESULT_OUTPUTS,
  cancel: RUN_OUTPUTS,
  gate: [
    'conclusion',
    'pass-rate',
    'passed',
    'failed',
    'check-run-url',
    'results',
    'regressions',
    'delta-points',
    'cases-passed',
    'cases-total',
  ],
  settle: ['settled', 'results'],
  schedules: ['changes', 'plan'],
  report: ['runs', 'success-rate', 'total-credits', 'figures'],
  // The command line's review: its run's outputs (the result is the agent's, before open and declined findings are
  // left out), then the review's.
  review: [
    ...RESULT_OUTPUTS,
    'review-url',
    'reviewed-head',
    'verdict',
    'findings',
    'findings-count',
    'check-run-url',
  ],
};

/** How a command failed, as its document adds it. */
export interface Failure {
  outcome: Exclude<Outcome, 'ok'>;
  error: string;
}

/** An output's key in a document: the service's style, `run_id`. */
export const keyOf = (output: string): string => output.replaceAll('-', '_');

/** An output's string as its kind reads it; null when it is empty (or, which no output should be, unreadable). */
export function typedValue(kind: OutputKind, value: string | undefined): unknown {
  if (value === undefined || value === '') return null;
  switch (kind) {
    case 'string':
      return value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : null;
    case 'number':
    case 'integer': {
      const n = Number(value);
      return Number.isFinite(n) && (kind === 'number' || Number.isInteger(n)) ? n : null;
    }
    case 'json':
    case 'value':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return kind === 'value' ? value : null;
      }
  }
}

/**
 * The `--json` document of one of the action's commands: each of its outputs typed (null when not set), then any
 * other output it set (typed by OUTPUT_KINDS, else as text), then on a failure `outcome` and `error`.
 */
export function outputsDocument(
  command: LineCommand,
  outputs: Readonly<Record<string, string>>,
  failed?: Failure,
): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  const names = [...DOCUMENT_OUTPUTS[command], ...Object.keys(outputs)];
  for (const name of names) {
    const key = keyOf(name);
    if (key in document) continue;
    document[key] = typedValue(OUTPUT_KINDS[name] ?? 'string', outputs[name]);
  }
  return failed ? { ...document, outcome: failed.outcome, error: failed.error } : document;
}

/** The file of a command's schema in the package: `schemas/cli/runs-list.schema.json`. */
export function schemaPath(name: string): string {
  return `schemas/cli/${name.replaceAll(' ', '-')}.schema.json`;
}

/** The document as printed: indented, one line feed after. */
export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;
