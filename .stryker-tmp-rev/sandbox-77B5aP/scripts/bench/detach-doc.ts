/**
 * The figures of `npm run bench -- detach` as the docs show them: the table and the advice in docs/detach.md, the
 * advice alone in the README, each between two HTML comments that `--write` rewrites. The block in docs/detach.md
 * carries the bench's measured inputs (a JSON comment), so what it shows can be computed again from it
 * (test/bench/billing.test.ts does). Pure: inputs in, markdown out.
 */
import {
  compare,
  conclude,
  settlesPerDay,
  waitingBill,
  type BenchInputs,
  type Conclusions,
  type Lag,
} from './billing.ts';
import { readBlock, table, writeBlock } from './docs.ts';

/** The docs' blocks are read and written as every bench's are (scripts/bench/docs.ts). */
export { readBlock, table, writeBlock };

export const DOC = { start: '<!-- bench:detach:start -->', end: '<!-- bench:detach:end -->' };
export const README = {
  start: '<!-- bench:detach:advice:start -->',
  end: '<!-- bench:detach:advice:end -->',
};
const INPUTS = '<!-- bench:detach:inputs ';
const CLOSE = ' -->';

/** A duration as a reader takes it in: seconds under a minute, minutes above. */
export function duration(seconds: number): string {
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${(seconds / 60).toFixed(1)} min`;
}

const lag = (l: Lag) => `${duration(l.median)}, ${duration(l.worst)}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The cadences of the figures, in their order. */
const everies = (inputs: BenchInputs) => [
  ...new Set(inputs.profiles.flatMap((p) => p.cadences.map((c) => c.every))),
];

export function renderTable(inputs: BenchInputs): string {
  const rows: string[][] = [];
  for (const profile of inputs.profiles) {
    const compared = compare({ ...inputs, profiles: [profile] });
    const waiting = waitingBill(profile, inputs.jobOverheadS);
    rows.push([
      `${profile.runsPerDay} runs a day of ${profile.runMinutes} min`,
      'steps that wait',
      String(waiting.jobs),
      String(waiting.minutes),
      '',
      lag(profile.waitingLagS),
    ]);
    for (const { cadence, waiting: w, detaching: d } of compared) {
      rows.push([
        '',
        `detached, a settle every ${cadence.every} min`,
        `${profile.runsPerDay} + ${d.settles}`,
        String(d.minutes),
        signed(d.minutes - w.minutes),
        lag(cadence.lagS),
      ]);
    }
  }
  return table(
    [
      'repository',
      'steps followed by',
      'jobs a day',
      'billed minutes a day',
      'against waiting',
      "run's end to its report (median, worst)",
    ],
    ['left', 'left', 'right', 'right', 'right', 'left'],
    rows,
  );
}

/** The advice, in full (docs/detach.md). */
export function renderConclusions(inputs: BenchInputs, c: Conclusions = conclude(inputs)): string {
  if (c.cadence === undefined)
    return `- **No settle cadence pays everywhere.** At none of ${list(everies(inputs).map(String))} minutes does detaching bill no more than waiting in every repository above: keep waiting, or detach only where the table shows it pays.`;
  const cadence = c.cadence;
  const choice = c.paying.length > 1 ? ` (of ${list(c.paying.map(String))} minutes)` : '';
  const quicker = everies(inputs)
    .filter((e) => e < cadence && !c.paying.includes(e))
    .map((e) => {
      const dearer = compare(inputs).filter(
        (r) => r.cadence.every === e && r.detaching.minutes > r.waiting.minutes,
      );
      return ` Every ${e} minutes bills more than waiting for ${list(dearer.map((r) => `${r.profile.runsPerDay} runs a day of ${r.profile.runMinutes} min (${r.detaching.minutes} minutes against ${r.waiting.minutes})`))}.`;
    })
    .join('');
  const lines = [
    `- **Settle every ${cadence} minutes.** It is the cadence with the shortest notice at which detaching bills no more than waiting in every repository above${choice}: a report showed at most ${duration(c.worstLagS!)} after its run's end. Its ${settlesPerDay(cadence)} settles a day bill ${c.idleMinutes} minutes with nothing to settle.${quicker}`,
  ];
  const pays = list(
    c.breakEven.map((b) =>
      b.runs === undefined
        ? `never with runs of ${b.runMinutes} min`
        : `from ${plural(b.runs, 'run')} a day of ${b.runMinutes} min (${b.agentMinutes} agent-minutes)`,
    ),
  );
  lines.push(
    c.keepWaitingBelow === undefined
      ? `- **Detaching does not pay for every length of run.** With a settle every ${cadence} minutes, detaching bills no more than waiting ${pays}.`
      : `- **Keep waiting below ${c.keepWaitingBelow} agent-minutes a day.** With a settle every ${cadence} minutes, detaching bills no more than waiting ${pays}; with fewer, the settles' ${c.idleMinutes} minutes are not earned back.`,
  );
  return lines.join('\n');
}

/** The block of docs/detach.md: the inputs (a comment), the table, the advice. */
export function renderDocBlock(inputs: BenchInputs): string {
  return [
    `${INPUTS}${JSON.stringify(inputs)}${CLOSE}`,
    '',
    renderTable(inputs),
    '',
    renderConclusions(inputs),
  ].join('\n');
}

/** The advice in short (the README's section on cost). */
export function renderAdvice(inputs: BenchInputs): string {
  const c = conclude(inputs);
  if (c.cadence === undefined)
    return 'No settle cadence makes detaching bill no more than waiting in every repository of [the figures](docs/detach.md): keep waiting unless they show it pays for yours.';
  const first = `Settle every **${c.cadence} minutes** (the cron of [\`examples/settle.yml\`](examples/settle.yml)): the shortest notice at which detaching bills no more than waiting in each repository of [the figures](docs/detach.md), and ${c.idleMinutes} runner-minutes a day with nothing to settle.`;
  if (c.keepWaitingBelow === undefined) return first;
  return `${first} Below **${c.keepWaitingBelow} agent-minutes a day** (runs a day times their length), keep waiting: what detaching saves does not make up the settles' ${c.idleMinutes} minutes.`;
}

/** The inputs a doc block carries (its first line). */
export function inputsOf(block: string, file: string): BenchInputs {
  const first = block.split('\n', 1)[0]!;
  if (!first.startsWith(INPUTS) || !first.endsWith(CLOSE))
    throw new Error(`${file}: the bench's block must start with its inputs (${INPUTS}{...}${CLOSE})`);
  return JSON.parse(first.slice(INPUTS.length, -CLOSE.length)) as BenchInputs;
}
