/**
 * What a reader sees, checked by a GFM renderer (micromark with its GFM extension, as GitHub renders comments):
 * each place the report, the progress view, the gate, the settle summary, the schedules plan and the weekly report
 * put text an agent,
 * a user or the service wrote is rendered once with a plain placeholder and once with each hostile string of a
 * corpus. The visible text of the two documents must be the same, the placeholder replaced by the string as a reader
 * should see it; the elements must be the same (no emphasis, link, strikethrough or HTML made, none lost); and the
 * code elements must be the same, so a value shown as code (a command, a branch, a cron value) is code and nothing
 * else is.
 *
 * What a reader should see is the string itself, but for the deliberate neutralizations, listed in NEUTRALIZED.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import type { RunItem, Schemas } from '../../src/client/index.ts';
import { parseCron, type CronSchedule } from '../../src/client/cron.ts';
import { weeklyFigures, type WeeklyRun } from '../../src/flow/weekly.ts';
import { renderGateReport, summarize, type GateRow } from '../../src/render/gate.ts';
import {
  casesBlock,
  mergeGroupReport,
  regressedBlock,
  Regressions,
  scorerBlock,
  type Baseline,
  type ScorerComparison,
} from '../../src/render/gate-evidence.ts';
import { progressOf } from '../../src/render/progress.ts';
import { renderReport, type ResolvedArtifact, type ReportInput } from '../../src/render/report.ts';
import {
  renderSchedulesApply,
  renderSchedulesPlan,
  type RenderItem,
  type RenderPlan,
} from '../../src/render/schedules.ts';
import { renderSettleSummary, type SettleResult } from '../../src/render/settle.ts';
import { renderWeeklyReport, type WeeklyInput } from '../../src/render/weekly.ts';

/* ------------------------------------------------------------------------------------------------ the renderer */

/** Markdown to HTML as GitHub does it: GFM, and the HTML the markdown holds passed on (GitHub keeps what we use). */
function toHtml(markdown: string): string {
  return micromark(markdown, {
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
    allowDangerousHtml: true,
  });
}

/** The character references micromark writes, and numeric ones; any other is a failure of this test's reading. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
function decode(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (_, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    const char = NAMED[ref];
    if (char === undefined) throw new Error(`unknown character reference &${ref};`);
    return char;
  });
}

/** The text a reader sees: the tags taken out, the character references read. */
const visible = (html: string) => decode(html.replace(/<[^>]*>/g, ''));
/**
 * The elements, by name and in order (`a`, `/a`, `code`, ...), but for links to e-mail addresses: GitHub links an
 * address in text after reading the markdown (no escape prevents it), and the address reads the same.
 */
const elements = (html: string) =>
  [...html.replace(/<a href="mailto:[^"]*">([^<]*)<\/a>/g, '$1').matchAll(/<(\/?[a-zA-Z0-9]+)/g)].map((m) =>
    m[1]!.toLowerCase(),
  );
/** The text of each code element. */
const codes = (html: string) => [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => visible(m[1]!));

/* ------------------------------------------------------------------------------------------------ the corpus */

const HOSTILE = [
  '*',
  '_',
  '__init__',
  'Inspect __init__.py',
  '**bold**',
  '*em* and _em_',
  'snake_case_name',
  '`',
  '``',
  '```',
  '`code`',
  '``double ` tick``',
  'a`b',
  '` leading tick',
  'trailing tick `',
  '|',
  'a | b',
  'a\\|b',
  '\\',
  'ends with \\',
  '\\*not em\\*',
  'C:\\Users\\ada',
  '<script>alert(1)</script>',
  '<review>',
  '</details></summary>',
  '<!-- hidden -->',
  '<https://x.example>',
  '&amp;',
  '&',
  'AT&T',
  '&#65; &copy;',
  '😀 👨‍👩‍👧 🇫🇷 é and e\u0301',
  '[x](y)',
  '![i](https://x.example/i.png)',
  '[x]: https://y.example',
  'note[^1]',
  '- [x] task',
  '~~s~~',
  '~t~',
  '# h',
  'h #',
  '> q',
  '- item',
  '+ item',
  '1. one',
  '2) two',
  '---',
  '***',
  '___',
  '=',
  '$x$ and $$y$$',
  '  leading and trailing  ',
  'two\nlines\n\nand a paragraph',
  '\ttab',
  'https://example.com/*a*_b_',
  'www.example.com/~x~',
  'mail a_b@example.com',
  '@ada please',
  'cc @acme/team',
  'a@b.example',
  'cloud-agent-action:state',
  'rename admin\u202Etxt.exe',
  '\u2066isolated\u2069 \u200Fmarked',
  'lone \uD800 half',
  'rm -rf build/*_tmp* && python -m pytest tests/__init__.py',
];

/* ------------------------------------------------------------------------------------------------ neutralized */

/**
 * The deliberate neutralizations: what a reader sees instead of the string, and why. Every other difference between
 * the string and what is shown is a failure.
 */
const NEUTRALIZED = {
  /** Bidi controls are stripped: they can make a command read in another order than it runs. */
  bidi: (text: string) => text.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, ''),
  /** Half a character (a lone surrogate) is U+FFFD. */
  surrogates: (text: string) =>
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  /** The marker's prefix is broken by a word joiner after its colon, code included: no text can forge the marker. */
  marker: (text: string) => text.replace(/cloud-agent-action:state/gi, (m) => m.replace(':', ':\u2060')),
  /** Text on one line: every run of white space one space, none at the ends. */
  flat: (text: string) => text.replace(/\s+/g, ' ').trim(),
  /** Too long: cut to `max` characters, the last one `…` (the corpus's long strings are ASCII). */
  clipped: (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text),
  /** In prose, a word joiner after the `@` of a mention: it notifies no one. A code span notifies no one anyway. */
  mention: (text: string) => text.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, '@\u2060'),
};

type Kind = 'code' | 'prose';

/** What a reader should see of `text` placed as `kind`, at most `max` long. */
function shown(text: string, kind: Kind, max: number): string {
  const line = NEUTRALIZED.clipped(
    NEUTRALIZED.flat(NEUTRALIZED.marker(NEUTRALIZED.surrogates(NEUTRALIZED.bidi(text)))),
    max,
  );
  return kind === 'prose' ? NEUTRALIZED.mention(line) : line;
}

/* ------------------------------------------------------------------------------------------------ placements */

const NOW = Date.parse('2026-11-21T12:03:00Z');
/** Plain text no renderer changes, unique in every document. */
const PLACEHOLDER = 'Placeholder7q';

type Step = Schemas['ConversationStep'];

const run = (extra: Partial<RunItem> = {}): RunItem => ({
  run_id: 'run-42',
  title: 'Fix the parser',
  state: 'SUCCEEDED',
  prompt: 'Fix the parser.',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:02:31Z',
  started_at: '2026-11-21T12:00:01Z',
  finished_at: '2026-11-21T12:02:31Z',
  run_time: 'PT2M30S',
  session_link: 'https://app.warp.dev/session/abc',
  ...extra,
});

/** One step that ran a command (and one before it), with the answer after. */
function steps(fields: { title?: string; command?: string; summary?: string }): Step[] {
  return [
    { id: 's0', description: 'Read the code', completed_at: '2026-11-21T12:01:00Z', messages: [], steps: [] },
    {
      id: 's1',
      description: fields.title ?? 'Run the tests',
      ...(fields.summary === undefined ? {} : { summary: fields.summary }),
      messages: [
        {
          role: 'assistant',
          content: [
            {
              type: 'action',
              id: 'a1',
              category: 'command',
              name: 'run_command',
              input: { command: fields.command ?? 'npm test' },
            },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'action_result',
              action_id: 'a1',
              category: 'command',
              name: 'run_command',
              state: 'completed',
              output: {},
            },
          ],
        },
        { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
      ],
      steps: [],
    },
  ] as Step[];
}

interface ReportFields {
  title?: string;
  step?: string;
  command?: string;
  summary?: string;
  message?: string;
  branch?: string;
  runId?: string;
  plan?: string;
  file?: string;
  reference?: string;
  /** The service's resolved model (`agent_config.model_id`), and the one the step asked for. */
  model?: string;
  requested?: string;
}

function reportInput(f: ReportFields, phase: 'final' | 'running'): ReportInput {
  const state = phase === 'running' ? 'INPROGRESS' : f.message === undefined ? 'SUCCEEDED' : 'FAILED';
  const conversation = { steps: steps({ title: f.step, command: f.command, summary: f.summary }) };
  const theRun = run({
    title: f.title ?? 'Fix the parser',
    state,
    run_id: f.runId ?? 'run-42',
    ...(phase === 'running' ? { finished_at: undefined, run_time: undefined } : {}),
    ...(f.message === undefined ? {} : { status_message: { message: f.message } }),
    ...(f.model === undefined ? {} : { agent_config: { model_id: f.model } }),
  });
  const artifacts: ResolvedArtifact[] = [
    { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/8', branch: f.branch ?? 'agent/fix' },
    { type: 'PLAN', title: f.plan ?? 'The plan', content: '1. Find the bug' },
    { type: 'FILE', name: f.file ?? 'notes.txt', url: 'https://files.example/n' },
    { type: 'FILE', name: f.file ?? 'notes.txt' },
    {
      type: 'EXTERNAL_REFERENCE',
      url: 'https://linear.app/x/1',
      title: f.reference ?? 'The issue',
      referenceType: 'LINEAR',
    },
  ];
  return {
    run: theRun,
    phase,
    conversation,
    artifacts,
    now: NOW,
    ...(f.requested === undefined ? {} : { requestedModel: f.requested }),
    ...(phase === 'running' ? { progress: progressOf({ events: [], conversation }, theRun, true) } : {}),
  };
}

interface Placement {
  name: string;
  kind: Kind;
  /** The longest the text is shown; undefined: long text is not tried here (it is cut with what is around it). */
  max?: number;
  render: (text: string) => string;
}

const gateRow = (extra: Partial<GateRow>): GateRow => ({
  runId: 'run-1',
  title: 'Fix the parser',
  scorer: { id: 7, name: 'Correctness' },
  classification: 'good',
  score: 0.4,
  threshold: 0.7,
  verdict: 'fail',
  reason: 'Too slow.',
  ...extra,
});
const gate = (row: GateRow) =>
  renderGateReport({ rows: [row], summary: summarize([row], 0.5), trends: [], now: NOW });

/** The regressed runs of one failed judgement. */
function regressed(row: GateRow): string {
  const list = new Regressions();
  list.add(row);
  return regressedBlock(list, undefined);
}
const comparison = (name: string): ScorerComparison => ({
  scorer: { id: 7, name },
  threshold: 0.7,
  passed: 1,
  failed: 3,
  noVerdict: 0,
  baseline: { passed: 9, total: 10 },
  maxDropPoints: 5,
});
const base = (branch: string): Baseline => ({
  kind: 'base',
  branch,
  sha: 'a'.repeat(40),
  checkUrl: 'https://github.com/acme/app/runs/7',
  runs: 10,
  skipped: [],
});
const oneCase = (name: string) => ({
  passed: 0,
  total: 1,
  list: [{ name, passed: 1, ran: 3, repeat: 3, minPass: 2 }],
});

const settleResult = (extra: Partial<SettleResult>): SettleResult => ({
  run_id: 'run-7',
  state: 'SUCCEEDED',
  thread: 7,
  comment_url: 'https://github.com/acme/app/issues/7#issuecomment-1',
  action: 'not-settled',
  detail: 'GitHub did not take the report',
  ...extra,
});
const settle = (result: SettleResult, repository = 'acme/app') =>
  renderSettleSummary({
    repository,
    windowMinutes: 60,
    results: [result],
    scanned: false,
    truncated: false,
    withoutGitHub: undefined,
  });

/** A cron expression read as the plan reads it (flow/schedules.ts): undefined when it does not parse. */
function scheduleOf(cron: string): CronSchedule | undefined {
  try {
    return parseCron(cron);
  } catch {
    return undefined;
  }
}
const item = (extra: Partial<RenderItem>): RenderItem => ({
  action: 'update',
  name: 'nightly',
  cron: '0 3 * * *',
  schedule: scheduleOf(extra.cron ?? '0 3 * * *'),
  nextRun: Date.parse('2026-11-22T03:00:00Z'),
  changes: [{ field: 'prompt', old: 'Check the build.', new: 'Check the build and the docs.' }],
  ...extra,
});
const plan = (items: RenderItem[]): RenderPlan => ({
  file: '.github/cloud-agents.yml',
  items,
  changes: items.length,
  others: 0,
});

/** A week of one failed run (the costliest, too), its factory's scorer rated. */
const weeklyRun = (extra: Partial<WeeklyRun>): WeeklyRun => ({
  id: 'run-5',
  link: undefined,
  state: 'FAILED',
  createdAt: NOW - 3_600_000,
  credits: 3,
  durationMs: 60_000,
  errorCode: 'timeout',
  title: 'Fix the parser',
  ...extra,
});
const weekly = (extra: Partial<WeeklyRun>, input: Partial<WeeklyInput> = {}) =>
  renderWeeklyReport({
    figures: weeklyFigures([weeklyRun(extra)], { since: NOW - 7 * 86_400_000, until: NOW }),
    repository: 'acme/app',
    factory: 'fac_web',
    scorers: [{ id: 7, name: 'Tests pass', passRate: 0.5, passed: 1, failed: 1 }],
    ...input,
  });

const PLACEMENTS: Placement[] = [
  // The final report.
  {
    name: 'run title (report)',
    kind: 'prose',
    max: 150,
    render: (t) => renderReport(reportInput({ title: t }, 'final')),
  },
  {
    name: 'step title (report)',
    kind: 'prose',
    max: 150,
    render: (t) => renderReport(reportInput({ step: t }, 'final')),
  },
  {
    name: 'step summary (report)',
    kind: 'prose',
    max: 300,
    render: (t) => renderReport(reportInput({ summary: t }, 'final')),
  },
  {
    name: 'action command (report)',
    kind: 'code',
    max: 120,
    render: (t) => renderReport(reportInput({ command: t }, 'final')),
  },
  {
    name: 'error message (report)',
    kind: 'prose',
    max: 1000,
    render: (t) => renderReport(reportInput({ message: t }, 'final')),
  },
  {
    name: 'branch name (report)',
    kind: 'code',
    max: 120,
    render: (t) => renderReport(reportInput({ branch: t }, 'final')),
  },
  {
    name: 'run id (report)',
    kind: 'code',
    max: 80,
    render: (t) => renderReport(reportInput({ runId: t }, 'final')),
  },
  {
    name: 'artifact title: a plan (report)',
    kind: 'prose',
    max: 150,
    render: (t) => renderReport(reportInput({ plan: t }, 'final')),
  },
  {
    name: 'artifact title: a file (report)',
    kind: 'prose',
    max: 200,
    render: (t) => renderReport(reportInput({ file: t }, 'final')),
  },
  {
    name: 'artifact title: a reference (report)',
    kind: 'prose',
    max: 150,
    render: (t) => renderReport(reportInput({ reference: t }, 'final')),
  },
  {
    name: 'model (report)',
    kind: 'code',
    max: 100,
    render: (t) => renderReport(reportInput({ model: t }, 'final')),
  },
  {
    name: 'model, requested (report)',
    kind: 'code',
    max: 100,
    render: (t) => renderReport(reportInput({ requested: t }, 'final')),
  },
  {
    name: 'model, asked for another (report)',
    kind: 'code',
    max: 100,
    render: (t) => renderReport(reportInput({ model: 'gpt-5', requested: t }, 'final')),
  },
  {
    name: 'model, resolved to another (report)',
    kind: 'code',
    max: 100,
    render: (t) => renderReport(reportInput({ model: t, requested: 'gpt-5' }, 'final')),
  },
  // The report of a run at work, with its progress view.
  {
    name: 'step title (progress)',
    kind: 'prose',
    max: 150,
    render: (t) => renderReport(reportInput({ step: t }, 'running')),
  },
  {
    name: 'action command (progress)',
    kind: 'code',
    render: (t) => renderReport(reportInput({ command: t }, 'running')),
  },
  // The gate.
  { name: 'run title (gate)', kind: 'prose', max: 150, render: (t) => gate(gateRow({ title: t })) },
  {
    name: 'run title (gate, linked)',
    kind: 'prose',
    max: 150,
    render: (t) => gate(gateRow({ title: t, link: 'https://app.warp.dev/session/a' })),
  },
  {
    name: 'scorer name (gate)',
    kind: 'prose',
    max: 80,
    render: (t) => gate(gateRow({ scorer: { id: 7, name: t } })),
  },
  {
    name: 'error message (gate)',
    kind: 'prose',
    max: 200,
    render: (t) => gate(gateRow({ dispatch: 'failed', dispatchError: t })),
  },
  // The gate's evidence (issue 44).
  {
    name: 'run title (gate, regressed runs)',
    kind: 'prose',
    max: 150,
    render: (t) => regressed(gateRow({ title: t, link: 'https://app.warp.dev/session/a' })),
  },
  {
    name: 'scorer name (gate, regressed runs)',
    kind: 'prose',
    max: 80,
    render: (t) => regressed(gateRow({ scorer: { id: 7, name: t } })),
  },
  {
    // The list shows the reason's first line: a reason of one line, shown whole.
    name: "judge's reason (gate, regressed runs)",
    kind: 'prose',
    max: 200,
    render: (t) => regressed(gateRow({ reason: t.replace(/\s+/g, ' ') })),
  },
  {
    name: 'scorer name (gate, table per scorer, below the base branch)',
    kind: 'prose',
    max: 80,
    render: (t) => scorerBlock({ scorers: [comparison(t)], baseline: base('main') }),
  },
  {
    name: 'base branch (gate, table per scorer)',
    kind: 'prose',
    max: 100,
    render: (t) => scorerBlock({ scorers: [comparison('Correctness')], baseline: base(t) }),
  },
  {
    name: 'why not the base branch (gate, table per scorer)',
    kind: 'prose',
    max: 1000,
    render: (t) =>
      scorerBlock({
        scorers: [comparison('Correctness')],
        baseline: { kind: 'norm', windowDays: 30, fallback: t },
      }),
  },
  {
    name: 'case name (gate, cases and regressed runs)',
    kind: 'prose',
    max: 150,
    render: (t) => `${casesBlock(oneCase(t))}\n\n${regressedBlock(new Regressions(), oneCase(t))}`,
  },
  {
    name: 'check name (gate, merge group)',
    kind: 'prose',
    max: 100,
    render: (t) =>
      mergeGroupReport({
        conclusion: 'success',
        title: '1 of 1 pull request passed the gate',
        checkName: t,
        verdicts: [
          { number: 2, sha: 'b'.repeat(40), status: 'completed', conclusion: 'success', url: undefined },
        ],
        failing: [],
      }),
  },
  // The settle summary.
  { name: 'run id (settle)', kind: 'code', max: 80, render: (t) => settle(settleResult({ run_id: t })) },
  {
    name: 'error message (settle)',
    kind: 'prose',
    max: 300,
    render: (t) => settle(settleResult({ detail: t })),
  },
  { name: 'repository (settle)', kind: 'prose', max: 140, render: (t) => settle(settleResult({}), t) },
  // The schedules plan and the apply report.
  {
    name: 'schedule name (plan)',
    kind: 'code',
    max: 100,
    render: (t) => renderSchedulesPlan(plan([item({ name: t })]), NOW),
  },
  {
    name: 'cron value (plan)',
    kind: 'code',
    max: 60,
    render: (t) => renderSchedulesPlan(plan([item({ cron: t, changes: [] })]), NOW),
  },
  {
    name: 'cron value, changed (plan)',
    kind: 'code',
    max: 120,
    render: (t) =>
      renderSchedulesPlan(plan([item({ changes: [{ field: 'cron', old: t, new: '0 3 * * *' }] })]), NOW),
  },
  // The weekly report.
  { name: 'repository (weekly)', kind: 'prose', max: 140, render: (t) => weekly({}, { repository: t }) },
  { name: 'factory (weekly)', kind: 'code', max: 200, render: (t) => weekly({}, { factory: t }) },
  {
    name: 'scorer name (weekly)',
    kind: 'prose',
    max: 80,
    render: (t) => weekly({}, { scorers: [{ id: 7, name: t, passRate: 1, passed: 1, failed: 0 }] }),
  },
  { name: 'failure code (weekly)', kind: 'code', max: 80, render: (t) => weekly({ errorCode: t }) },
  { name: 'run id (weekly)', kind: 'code', max: 80, render: (t) => weekly({ id: t }) },
  {
    name: 'run id (weekly, linked)',
    kind: 'code',
    max: 80,
    render: (t) => weekly({ id: t, link: 'https://app.warp.dev/session/a' }),
  },
  {
    name: 'state (weekly)',
    kind: 'code',
    max: 40,
    render: (t) => weekly({ state: t, errorCode: undefined }),
  },
  { name: 'run title (weekly)', kind: 'prose', max: 100, render: (t) => weekly({ title: t }) },
  {
    name: 'run title (weekly, linked)',
    kind: 'prose',
    max: 100,
    render: (t) => weekly({ title: t, link: 'https://app.warp.dev/session/a' }),
  },
  {
    name: 'error message (apply)',
    kind: 'prose',
    max: 300,
    render: (t) => {
      const it = item({});
      return renderSchedulesApply(plan([it]), [{ item: it, status: 'failed', reason: t }], NOW);
    },
  },
];

/* ------------------------------------------------------------------------------------------------ the checks */

/** Each placement's document with the placeholder, rendered once: the same for every string it is compared with. */
const references = new Map<Placement, string>();

/** The document with `text` placed, and the one with the placeholder, rendered. */
function both(placement: Placement, text: string) {
  let reference = references.get(placement);
  if (reference === undefined) {
    reference = toHtml(placement.render(PLACEHOLDER));
    references.set(placement, reference);
  }
  return { html: toHtml(placement.render(text)), reference };
}

/**
 * How the document with `text` placed differs from the one with the placeholder, beyond `expected` in its place:
 * nothing when it does not.
 */
function difference(placement: Placement, text: string, expected: string): string[] {
  const { html, reference } = both(placement, text);
  if (!reference.includes(PLACEHOLDER)) return [`the placeholder is not shown`];
  const put = (s: string) => s.split(PLACEHOLDER).join(expected);
  const problems: string[] = [];
  const [seen, meant] = [visible(html).split('\n'), put(visible(reference)).split('\n')];
  const line = seen.findIndex((l, i) => l !== meant[i]);
  if (line >= 0 || seen.length !== meant.length)
    problems.push(`shows ${JSON.stringify(seen[line])} for ${JSON.stringify(meant[line])}`);
  if (elements(html).join() !== elements(reference).join())
    problems.push(`elements ${elements(html).join()} for ${elements(reference).join()}`);
  if (codes(html).join('\n') !== codes(reference).map(put).join('\n'))
    problems.push(`code ${JSON.stringify(codes(html))} for ${JSON.stringify(codes(reference).map(put))}`);
  return problems.map((p) => `${JSON.stringify(text)}: ${p}`);
}

describe('the visible text of every place untrusted text goes, rendered by a GFM renderer', () => {
  for (const placement of PLACEMENTS) {
    // A string longer than its place's bound (a state's 40 characters) is cut there, as below.
    it(`${placement.name}: shown as written (${placement.kind})`, () => {
      expect(
        HOSTILE.flatMap((text) =>
          difference(placement, text, shown(text, placement.kind, placement.max ?? 10_000)),
        ),
      ).toEqual([]);
    });
  }

  it('the placements of values are code, the others are not: the placeholder is inside a code element or not', () => {
    for (const placement of PLACEMENTS) {
      expect(visible(toHtml(placement.render(PLACEHOLDER))), placement.name).toContain(PLACEHOLDER);
      const inCode = codes(toHtml(placement.render(PLACEHOLDER))).some((c) => c.includes(PLACEHOLDER));
      expect(inCode, placement.name).toBe(placement.kind === 'code');
    }
  });

  it('long text is cut with …, at the bound of its place', () => {
    for (const placement of PLACEMENTS.filter((p) => p.max !== undefined)) {
      const max = placement.max!;
      const long = ['x'.repeat(max), 'y'.repeat(max + 1), '*_'.repeat(max)];
      expect(
        long.flatMap((text) => difference(placement, text, shown(text, placement.kind, max))),
        placement.name,
      ).toEqual([]);
    }
  });
});

describe('the session link among the first lines of a run at work', () => {
  /** The running report with this session link, as HTML. */
  const withLink = (link: string) =>
    toHtml(
      renderReport({ ...reportInput({}, 'running'), run: run({ state: 'INPROGRESS', session_link: link }) }),
    );
  const plain = withLink('https://app.warp.dev/session/abc');

  it('reads "Follow live: the agent\'s session", a link to the session, right under the headline', () => {
    expect(plain).toContain(
      '<p><strong>Follow live</strong>: <a href="https://app.warp.dev/session/abc">the agent\'s session</a></p>',
    );
    expect(plain.indexOf('Follow live')).toBeLessThan(plain.indexOf('<ul>'));
  });

  it('a hostile link adds no element, no text and no other link: it is one href or none', () => {
    for (const text of HOSTILE) {
      const html = withLink(`https://app.warp.dev/session/${text}`);
      expect(elements(html), JSON.stringify(text)).toEqual(
        // A link that is no link (white space in it) is left out, and the facts say one will come.
        /\s/.test(text) ? elements(withLink('no link')) : elements(plain),
      );
      if (!/\s/.test(text)) expect(visible(html), JSON.stringify(text)).toBe(visible(plain));
    }
  });
});

describe('the known wrongs, exactly', () => {
  it("an action's command is a code span, shown as written", () => {
    const command = 'rm -rf build/*_tmp* && python -m pytest tests/__init__.py';
    const html = toHtml(renderReport(reportInput({ command }, 'final')));
    expect(html).toContain(
      '<li><code>run_command</code> <code>rm -rf build/*_tmp* &amp;&amp; python -m pytest tests/__init__.py</code> → completed</li>',
    );
  });

  it('a step title shows its underscores', () => {
    const html = toHtml(renderReport(reportInput({ step: 'Inspect __init__.py' }, 'final')));
    expect(html).toContain('<li><strong>Inspect __init__.py</strong>');
  });

  it('a cron macro is shown as it is, in words and as code a reader can copy: no joiner after the @', () => {
    const html = toHtml(renderSchedulesPlan(plan([item({ cron: '@monthly', changes: [] })]), NOW));
    const cell = /<td>([^<]*<code>@monthly<\/code>[^<]*)<\/td>/.exec(html);
    expect(cell?.[1]).toMatch(/^on day 1 of the month at 00:00 UTC \(<code>@monthly<\/code>\)$/);
    expect(html).not.toContain('\u2060');
  });
});
