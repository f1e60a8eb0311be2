/**
 * The figures of `npm run bench -- report` as docs/performance.md shows them, opening with what the bench measured.
 * Pure: figures in, markdown out.
 */
import { table, withInputs, type Piece } from './docs.ts';

/** What one run of the bench measured, rounded as the docs show it. */
export interface ReportFigures {
  /** The Node it ran on (`process.versions.node`). */
  node: string;
  /** Reports over each size; the memory figures are their medians. */
  repeats: number;
  /** The runs of the repository in the window, at the two sizes. */
  small: number;
  large: number;
  /** Requests to the service of one report at each size (pages of runs; no scorers asked for). */
  smallRequests: number;
  largeRequests: number;
  /** Peak memory (max RSS) of the action's process at each size, MB. */
  smallMb: number;
  largeMb: number;
}

/** The gate's guardrail (docs/performance.md, "The gate"), which the report is held to over the large size. */
export const MAX_LARGE_MB = 200;

const count = (n: number) => n.toLocaleString('en-US');

export function renderReportTable(f: ReportFigures): string {
  return table(
    [
      `\`npm run bench -- report\` (Node ${f.node}, medians of ${f.repeats} reports each)`,
      'measured',
      'guardrail',
    ],
    ['left', 'right', 'right'],
    [
      [`requests to the service, ${count(f.large)} runs in the window`, String(f.largeRequests), '–'],
      [`requests to the service, ${count(f.small)} runs in the window`, String(f.smallRequests), '–'],
      [
        `peak memory of the action's process, ${count(f.large)} runs`,
        `${f.largeMb.toFixed(1)} MB`,
        `≤ ${MAX_LARGE_MB} MB`,
      ],
      [`peak memory of the action's process, ${count(f.small)} runs`, `${f.smallMb.toFixed(1)} MB`, '–'],
    ],
  );
}

export const REPORT_PIECES: readonly Piece<ReportFigures>[] = [
  {
    file: 'docs/performance.md',
    name: 'report',
    kind: 'block',
    render: (f) => withInputs('report', f, renderReportTable(f)),
  },
];
