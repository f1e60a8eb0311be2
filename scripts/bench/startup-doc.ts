/**
 * The figures of `npm run bench -- startup` as the docs show them: the table in docs/performance.md, which opens
 * with what the bench measured. Pure: figures in, markdown out. (The bundle's size is the same on every machine:
 * `node scripts/release.ts --figures` writes it, not a bench.)
 */
import { table, withInputs, type Piece } from './docs.ts';

/** What one run of the bench measured, rounded as the docs show it. */
export interface StartupFigures {
  /** The Node it ran on (`process.versions.node`). */
  node: string;
  /** Runs of each measure; the figures are their medians. */
  runs: number;
  /** A bare `node -e 0`, ms. */
  bareMs: number;
  /** From spawning the action to the create request, ms above a bare node. */
  createAboveMs: number;
  /** Peak memory (max RSS) of that run, MB. */
  peakMb: number;
  /** The post step with nothing to do, ms above a bare node. */
  postAboveMs: number;
  /** Processor time (user and system, ms) and peak memory (MB) of a step that follows its run to the end. */
  followCpuMs: number;
  followPeakMb: number;
  /** The same, with V8's own WebAssembly tiering put back (src/host/process.ts turns it off). */
  tieredCpuMs: number;
  tieredPeakMb: number;
  /** What the source maps add to importing every chunk of dist/ (ms), and how many chunks that is. */
  mapsMs: number;
  chunks: number;
  /** A GitHub read through the action's octokit, and through octokit's core alone, ms. */
  actionCallMs: number;
  coreCallMs: number;
}

/** Issue 30's guardrails: a figure past one is looked at, never a reason to reach inside a dependency. */
export const GUARDRAILS = { createAboveMs: 200, peakMb: 130, postAboveMs: 40 };

export function renderStartupTable(f: StartupFigures): string {
  return table(
    [`\`npm run bench -- startup\` (Node ${f.node}, medians of ${f.runs})`, 'measured', 'guardrail'],
    ['left', 'right', 'right'],
    [
      [
        `start to the create request, above bare \`node -e 0\` (${f.bareMs} ms in that run)`,
        `${f.createAboveMs} ms`,
        `≤ +${GUARDRAILS.createAboveMs} ms`,
      ],
      [
        `what the source maps add to loading the code (all ${f.chunks} chunks of \`dist/\`)`,
        `${f.mapsMs.toFixed(1)} ms`,
        '–',
      ],
      ['peak memory of a simple PR run', `${f.peakMb.toFixed(1)} MB`, `≤ ${GUARDRAILS.peakMb} MB`],
      [
        'post step with nothing to do, above bare node',
        `${f.postAboveMs} ms`,
        `≤ ${GUARDRAILS.postAboveMs} ms`,
      ],
      [
        'a step that follows its run to the end: processor time, peak memory',
        `${f.followCpuMs} ms, ${f.followPeakMb.toFixed(1)} MB`,
        '–',
      ],
      [
        "the same with V8's own WebAssembly tiering (`src/host/process.ts`)",
        `${f.tieredCpuMs} ms, ${f.tieredPeakMb.toFixed(1)} MB`,
        '–',
      ],
      [
        `a GitHub read through the action's octokit (local server; core alone ${f.coreCallMs.toFixed(1)} ms)`,
        `${f.actionCallMs.toFixed(1)} ms`,
        '–',
      ],
    ],
  );
}

export const STARTUP_PIECES: readonly Piece<StartupFigures>[] = [
  {
    file: 'docs/performance.md',
    name: 'startup',
    kind: 'block',
    render: (f) => withInputs('startup', f, renderStartupTable(f)),
  },
];
