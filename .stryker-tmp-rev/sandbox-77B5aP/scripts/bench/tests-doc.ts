/**
 * The figures of `npm run bench -- tests` as docs/performance.md shows them, opening with what the bench measured.
 * Pure: figures in, markdown out.
 */
import { table, withInputs, type Piece } from './docs.ts';
import type { FileFigures } from './tests-reporter.ts';

/** One project of the suite in that run. */
export interface ProjectFigures {
  name: string;
  files: number;
  tests: number;
  /** Seconds from its first file's start to its last file's end. */
  wallS: number;
  /** Seconds of its files' tests and hooks, added up (what the files would take one after another). */
  sumS: number;
  /** Seconds of processor time (user and system) of its files, with the processes they waited for. */
  cpuS: number;
}

/** What one run of the bench measured, rounded as the docs show it. */
export interface TestsFigures {
  /** The day it ran (YYYY-MM-DD), the Node it ran on, and the processors the machine has. */
  date: string;
  node: string;
  cores: number;
  /** Seconds of the whole `vitest run`, and its processor time (vitest and everything it ran). */
  wallS: number;
  cpuS: number;
  projects: ProjectFigures[];
}

const round = (n: number) => Number(n.toFixed(1));

/** The figures of each project, in the order vitest.config.ts names them (the order of their first files). */
export function projectsOf(files: FileFigures[]): ProjectFigures[] {
  const names = [...new Set(files.map((f) => f.project))];
  return names.map((name) => {
    const mine = files.filter((f) => f.project === name);
    const sum = (pick: (f: FileFigures) => number) => mine.reduce((n, f) => n + pick(f), 0);
    return {
      name,
      files: mine.length,
      tests: sum((f) => f.tests),
      wallS: round((Math.max(...mine.map((f) => f.endMs)) - Math.min(...mine.map((f) => f.startMs))) / 1000),
      sumS: round(sum((f) => f.durationMs) / 1000),
      cpuS: round(sum((f) => f.cpuMs ?? 0) / 1000),
    };
  });
}

/** Issue 39's limit: `npm test` on a quiet 2-core machine, seconds. */
export const MAX_WALL_S = 90;

const seconds = (s: number) => `${s.toFixed(1)} s`;
/** Processor time over wall time: how many processors were kept busy on average. */
const share = (cpuS: number, wallS: number) => (wallS > 0 ? (cpuS / wallS).toFixed(2) : '–');

export function renderTestsTable(f: TestsFigures): string {
  return table(
    [
      `\`npm run bench -- tests\` (${f.date}, Node ${f.node}, ${f.cores} cores)`,
      'files',
      'tests',
      'wall',
      'files added up',
      'CPU (user+sys)',
      'CPU share',
    ],
    ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    [
      ...f.projects.map((p) => [
        `project \`${p.name}\``,
        String(p.files),
        String(p.tests),
        seconds(p.wallS),
        seconds(p.sumS),
        seconds(p.cpuS),
        share(p.cpuS, p.wallS),
      ]),
      [
        `the whole suite (limit ${MAX_WALL_S} s on a quiet 2-core machine)`,
        String(f.projects.reduce((n, p) => n + p.files, 0)),
        String(f.projects.reduce((n, p) => n + p.tests, 0)),
        seconds(f.wallS),
        seconds(f.projects.reduce((n, p) => n + p.sumS, 0)),
        seconds(f.cpuS),
        share(f.cpuS, f.wallS),
      ],
    ],
  );
}

export const TESTS_PIECES: readonly Piece<TestsFigures>[] = [
  {
    file: 'docs/performance.md',
    name: 'tests',
    kind: 'block',
    render: (f) => withInputs('tests', f, renderTestsTable(f)),
  },
];
