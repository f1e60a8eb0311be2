/**
 * The figures of `npm run bench -- gate` as docs/performance.md shows them, opening with what the bench measured.
 * Pure: figures in, markdown out.
 */
import { table, withInputs, type Piece } from './docs.ts';

/** What one run of the bench measured, rounded as the docs show it. */
export interface GateFigures {
  /** The Node it ran on (`process.versions.node`). */
  node: string;
  /** Gates over each size; the figures are their medians. */
  repeats: number;
  /** The scored runs of the two sizes. */
  small: number;
  large: number;
  /** Peak memory (max RSS) of the action's process at each size, MB. */
  smallMb: number;
  largeMb: number;
  /** The benchmarks' measure (none in figures written before it): cases, attempts each, gates, peak memory in MB. */
  cases?: number;
  attempts?: number;
  benchmarkRepeats?: number;
  benchmarksMb?: number;
}

/** Issue 30's guardrail: the peak of a gate over the large size, MB. */
export const MAX_LARGE_MB = 200;

const count = (n: number) => n.toLocaleString('en-US');

export function renderGateTable(f: GateFigures): string {
  return table(
    [
      `\`npm run bench -- gate\` (Node ${f.node}, medians of ${f.repeats} gates each)`,
      'measured',
      'guardrail',
    ],
    ['left', 'right', 'right'],
    [
      [
        `peak memory of the action's process, ${count(f.large)} scored runs`,
        `${f.largeMb.toFixed(1)} MB`,
        `≤ ${MAX_LARGE_MB} MB`,
      ],
      [
        `peak memory of the action's process, ${count(f.small)} scored runs`,
        `${f.smallMb.toFixed(1)} MB`,
        '–',
      ],
      ['the ratio of the two', (f.largeMb / f.smallMb).toFixed(2), '–'],
      ...(f.benchmarksMb === undefined
        ? []
        : [
            [
              `peak memory of the action's process, ${count(f.cases ?? 0)} benchmark cases × ${count(f.attempts ?? 0)} attempts (medians of ${count(f.benchmarkRepeats ?? 0)} gates)`,
              `${f.benchmarksMb.toFixed(1)} MB`,
              `≤ ${MAX_LARGE_MB} MB`,
            ],
          ]),
    ],
  );
}

export const GATE_PIECES: readonly Piece<GateFigures>[] = [
  {
    file: 'docs/performance.md',
    name: 'gate',
    kind: 'block',
    render: (f) => withInputs('gate', f, renderGateTable(f)),
  },
];
