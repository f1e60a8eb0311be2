/**
 * The figures in the README and docs/ are written by the benches that measured them (scripts/bench/docs.ts): each
 * bench's blocks and spans are rendered again from the inputs its block in docs/performance.md carries, and no
 * figure stands outside them. A figure is a number with a unit of size or of milliseconds (`ms`, `kB`, `KB`, `KiB`,
 * `MB`, `MiB`, `GB`, `GiB`), what the benches measure; the few such numbers that are limits or settings, not
 * measurements, are listed below with what sets them. Durations in seconds and minutes are mostly settings
 * (timeouts, intervals, the settle's cron) and are not held to this; the benches' measures in seconds (when the
 * poll bench notices a run's end) are in spans all the same. docs/records/ holds dated records of investigations,
 * whose figures are what was measured then and are not kept current: they are outside the rule, and say so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC as DETACH_DOC, README as DETACH_README } from '../../scripts/bench/detach-doc.ts';
import {
  inputsIn,
  marks,
  readBlock,
  readPiece,
  readSpan,
  table,
  withInputs,
  writeBlock,
  writePiece,
  writeSpan,
  type Piece,
} from '../../scripts/bench/docs.ts';
import { GATE_PIECES, renderGateTable, type GateFigures } from '../../scripts/bench/gate-doc.ts';
import {
  POLL_PIECES,
  renderPollCost,
  renderPollTable,
  type PollFigures,
} from '../../scripts/bench/poll-doc.ts';
import { renderReportTable, REPORT_PIECES, type ReportFigures } from '../../scripts/bench/report-doc.ts';
import { renderStartupTable, STARTUP_PIECES, type StartupFigures } from '../../scripts/bench/startup-doc.ts';
import {
  projectsOf,
  renderTestsTable,
  TESTS_PIECES,
  type TestsFigures,
} from '../../scripts/bench/tests-doc.ts';
import type { FileFigures } from '../../scripts/bench/tests-reporter.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The docs the rule holds: the README and docs/, but not docs/records/. */
const DOCS = [
  'README.md',
  ...readdirSync(new URL('../../docs/', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const FIGURE = /\b\d[\d,]*(?:\.\d+)?\s?(?:ms|[kKMG]i?B)\b/g;

/** Limits and settings written with a unit of size or of milliseconds: each phrase, in its doc, and what sets it. */
const NOT_MEASURED: { file: string; phrase: string; setBy: string }[] = [
  {
    file: 'docs/schedules.md',
    phrase: 'a regular file of at most 1 MiB',
    setBy: 'src/flow/repository-file.ts',
  },
  {
    file: 'docs/reference.md',
    phrase: 'the first that fit in about 1 MB',
    setBy: "action.yml's results output",
  },
  {
    file: 'docs/behaviour.md',
    phrase: 'job summary (at most 1 MiB)',
    setBy: "GitHub's limit of a step summary",
  },
  { file: 'docs/security.md', phrase: "cut at GitHub's 1 MiB", setBy: "GitHub's limit of a step summary" },
  { file: 'docs/security.md', phrase: 'any output at 1 MiB', setBy: 'the action host (src/host/action.ts)' },
  { file: 'docs/design.md', phrase: 'clamped to [100 ms, 30 s]', setBy: 'src/client/retry.ts' },
  {
    file: 'docs/reference.md',
    phrase: 'the worst that fit in about 1 MB',
    setBy: "action.yml's regressions output",
  },
  {
    file: 'docs/gate.md',
    phrase: 'the worst that fit in about 1 MB',
    setBy: 'src/commands/gate.ts (RESULTS_MAX_BYTES)',
  },
  {
    file: 'docs/gate.md',
    phrase: 'the guardrail of 200 MB',
    setBy: 'scripts/bench/gate-doc.ts (MAX_LARGE_MB)',
  },
  {
    file: 'docs/reference.md',
    phrase: '(JSON or YAML, at most 1 MiB)',
    setBy: 'src/flow/repository-file.ts',
  },
  {
    file: 'docs/reference.md',
    phrase: 'or is over 1 MiB',
    setBy: 'src/flow/result.ts RESULT_OUTPUT_MAX_BYTES',
  },
  {
    file: 'docs/structured-output.md',
    phrase: 'a regular file of at most 1 MiB',
    setBy: 'src/flow/repository-file.ts',
  },
  {
    file: 'docs/structured-output.md',
    phrase: 'At most 16 MiB',
    setBy: 'src/flow/result.ts MAX_RESULT_BYTES',
  },
  {
    file: 'docs/structured-output.md',
    phrase: 'when it is at most 1 MiB',
    setBy: 'src/flow/result.ts RESULT_OUTPUT_MAX_BYTES',
  },
  {
    file: 'docs/structured-output.md',
    phrase: 'at most 2 MiB of JavaScript',
    setBy: 'scripts/release.ts LIMITS.scriptBytes',
  },
];

/** Every bench that writes figures into the docs, with the places it writes them. */
const BENCHES: { bench: string; pieces: readonly Piece<never>[] }[] = [
  { bench: 'startup', pieces: STARTUP_PIECES },
  { bench: 'gate', pieces: GATE_PIECES },
  { bench: 'poll', pieces: POLL_PIECES },
  { bench: 'report', pieces: REPORT_PIECES },
  { bench: 'tests', pieces: TESTS_PIECES },
];

/**
 * `text` without what sits between the two comments of any bench's figures, and of the sizes
 * `node scripts/release.ts --figures` writes (test/release.spawn.test.ts holds those to the committed tree).
 */
function outsideBenches(text: string): string {
  return text.replace(/<!-- (bench|release):([a-z:-]+):start -->[\s\S]*?<!-- \1:\2:end -->/g, '');
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

const startup: StartupFigures = {
  node: '24.21.0',
  runs: 15,
  bareMs: 28,
  createAboveMs: 134,
  peakMb: 90.2,
  postAboveMs: 3,
  followCpuMs: 412,
  followPeakMb: 80.5,
  tieredCpuMs: 497,
  tieredPeakMb: 96.3,
  mapsMs: 17.9,
  chunks: 30,
  actionCallMs: 17.2,
  coreCallMs: 0.9,
};

const gate: GateFigures = {
  node: '24.21.0',
  repeats: 15,
  small: 100,
  large: 20_000,
  smallMb: 88,
  largeMb: 114.5,
};

const report: ReportFigures = {
  node: '24.21.0',
  repeats: 5,
  small: 100,
  large: 10_000,
  smallRequests: 1,
  largeRequests: 20,
  smallMb: 80.5,
  largeMb: 101.25,
};

const poll: PollFigures = {
  trials: 20,
  rows: [
    {
      progress: true,
      minutes: 60,
      statusPerMinute: 3.86,
      progressPerMinute: 2.05,
      requestsPerMinute: 5.91,
      writesPerMinute: 0.57,
      noticedS: 7.9,
      worstS: 17.8,
    },
    {
      progress: false,
      minutes: 60,
      statusPerMinute: 7.15,
      progressPerMinute: 0.02,
      requestsPerMinute: 7.17,
      writesPerMinute: 0.05,
      noticedS: 3.8,
      worstS: 9.9,
    },
  ],
};

const tests: TestsFigures = {
  date: '2026-11-28',
  node: '24.21.0',
  cores: 2,
  wallS: 88.4,
  cpuS: 151.2,
  projects: [
    { name: 'unit', files: 120, tests: 3400, wallS: 40.2, sumS: 75.5, cpuS: 48.3 },
    { name: 'e2e', files: 40, tests: 370, wallS: 80.1, sumS: 400.25, cpuS: 70 },
  ],
};

describe('blocks and spans of figures', () => {
  const m = marks('x:y');

  it('are marked by two comments named for the figures', () => {
    expect(m).toEqual({ start: '<!-- bench:x:y:start -->', end: '<!-- bench:x:y:end -->' });
  });

  it('a span is read and written exactly, inside its sentence', () => {
    const text = `about ${m.start}4 s${m.end} after it`;
    expect(readSpan(text, m, 'f.md')).toBe('4 s');
    expect(writeSpan(text, m, 'f.md', '5 s')).toBe(`about ${m.start}5 s${m.end} after it`);
    expect(() => writeSpan(text, m, 'f.md', 'a\nb')).toThrow(
      'a span of figures is one line; <!-- bench:x:y:start --> got a\nb',
    );
  });

  it('a block is read without the blank lines around it, and written with them', () => {
    const text = `before\n${m.start}\n\n| a |\n\n${m.end}\nafter`;
    expect(readBlock(text, m, 'f.md')).toBe('| a |');
    expect(writeBlock(text, m, 'f.md', '| b |')).toBe(`before\n${m.start}\n\n| b |\n\n${m.end}\nafter`);
  });

  it('are an error when their comments are missing, twice there or out of order', () => {
    const twice = `${m.start}${m.end}${m.start}`;
    for (const text of ['none', `${m.start} only`, twice])
      expect(() => readSpan(text, m, 'f.md')).toThrow(
        `f.md must hold ${m.start} and ${m.end} once each, around the bench's figures`,
      );
    expect(() => readBlock(`${m.end}${m.start}`, m, 'f.md')).toThrow(
      `f.md: ${m.end} comes before ${m.start}`,
    );
  });

  it("a bench's block opens with its inputs, read back as they were written", () => {
    const block = withInputs('gate', gate, '| t |');
    expect(block).toBe(`<!-- bench:gate:inputs ${JSON.stringify(gate)} -->\n\n| t |`);
    expect(inputsIn<GateFigures>('gate', block, 'f.md')).toEqual(gate);
    expect(() => inputsIn('poll', block, 'f.md')).toThrow(
      "f.md: the bench's block must start with its inputs (<!-- bench:poll:inputs {...} -->)",
    );
  });

  it('a piece is read and written as its kind says', () => {
    const span: Piece<GateFigures> = {
      file: 'f.md',
      name: 'x:y',
      kind: 'span',
      render: (f) => `${f.largeMb} MB`,
    };
    const text = `peak ${m.start}1 MB${m.end}.`;
    expect(readPiece(text, span)).toBe('1 MB');
    expect(writePiece(text, span, gate)).toBe(`peak ${m.start}114.5 MB${m.end}.`);
    expect(writePiece(`${m.start}${m.end}`, { ...span, kind: 'block' }, gate)).toBe(
      `${m.start}\n\n114.5 MB\n\n${m.end}`,
    );
  });

  it('tables are laid out as prettier lays them out', () => {
    expect(table(['a', 'bb'], ['left', 'right'], [['xxxx', '1']])).toBe(
      '| a    |  bb |\n| ---- | --: |\n| xxxx |   1 |',
    );
  });
});

describe('what the benches write', () => {
  it('startup: the table beside the guardrails, with what the source maps cost', () => {
    expect(renderStartupTable(startup).split('\n')).toEqual([
      '| `npm run bench -- startup` (Node 24.21.0, medians of 15)                     |        measured | guardrail |',
      '| ---------------------------------------------------------------------------- | --------------: | --------: |',
      '| start to the create request, above bare `node -e 0` (28 ms in that run)      |          134 ms | ≤ +200 ms |',
      '| what the source maps add to loading the code (all 30 chunks of `dist/`)      |         17.9 ms |         – |',
      '| peak memory of a simple PR run                                               |         90.2 MB |  ≤ 130 MB |',
      '| post step with nothing to do, above bare node                                |            3 ms |   ≤ 40 ms |',
      '| a step that follows its run to the end: processor time, peak memory          | 412 ms, 80.5 MB |         – |',
      "| the same with V8's own WebAssembly tiering (`src/host/process.ts`)           | 497 ms, 96.3 MB |         – |",
      "| a GitHub read through the action's octokit (local server; core alone 0.9 ms) |         17.2 ms |         – |",
    ]);
    expect(STARTUP_PIECES.map((p) => [p.file, p.name, p.kind, p.render(startup).split('\n')[0]])).toEqual([
      ['docs/performance.md', 'startup', 'block', `<!-- bench:startup:inputs ${JSON.stringify(startup)} -->`],
    ]);
  });

  it('gate: the two peaks, their ratio and the guardrail', () => {
    expect(renderGateTable(gate).split('\n')).toEqual([
      '| `npm run bench -- gate` (Node 24.21.0, medians of 15 gates each) | measured | guardrail |',
      '| ---------------------------------------------------------------- | -------: | --------: |',
      "| peak memory of the action's process, 20,000 scored runs          | 114.5 MB |  ≤ 200 MB |",
      "| peak memory of the action's process, 100 scored runs             |  88.0 MB |         – |",
      '| the ratio of the two                                             |     1.30 |         – |',
    ]);
    // With the benchmarks' measure: their peak beside the same guardrail.
    const rows = renderGateTable({
      ...gate,
      cases: 50,
      attempts: 3,
      benchmarkRepeats: 3,
      benchmarksMb: 101.25,
    }).split('\n');
    expect(rows).toHaveLength(6);
    expect(rows[5]!.split('|').map((c) => c.trim())).toEqual([
      '',
      "peak memory of the action's process, 50 benchmark cases × 3 attempts (medians of 3 gates)",
      '101.3 MB',
      '≤ 200 MB',
      '',
    ]);
  });

  it('report: the requests and the two peaks, the large beside the guardrail', () => {
    expect(renderReportTable(report).split('\n')).toEqual([
      '| `npm run bench -- report` (Node 24.21.0, medians of 5 reports each) | measured | guardrail |',
      '| ------------------------------------------------------------------- | -------: | --------: |',
      '| requests to the service, 10,000 runs in the window                  |       20 |         – |',
      '| requests to the service, 100 runs in the window                     |        1 |         – |',
      "| peak memory of the action's process, 10,000 runs                    | 101.3 MB |  ≤ 200 MB |",
      "| peak memory of the action's process, 100 runs                       |  80.5 MB |         – |",
    ]);
  });

  it("poll: every row's rates and notice, and docs/behaviour.md's hour of following", () => {
    expect(renderPollTable(poll).split('\n')).toEqual([
      "| live progress |    run | state polls a minute | progress reads a minute | requests a minute | comment writes a minute | run's end noticed after (mean, worst) |",
      '| ------------- | -----: | -------------------: | ----------------------: | ----------------: | ----------------------: | ------------------------------------- |',
      '| on            | 60 min |                 3.86 |                    2.05 |              5.91 |                    0.57 | 7.9 s, 17.8 s                         |',
      '| off           | 60 min |                 7.15 |                    0.02 |              7.17 |                    0.05 | 3.8 s, 9.9 s                          |',
    ]);
    expect(renderPollCost(poll)).toBe(
      '(virtual time, mean of 20 runs): with progress on, a 60-minute run costs 5.9 service requests and 0.6 comment writes a minute; with it off, 7.2 requests a minute',
    );
    const spans = POLL_PIECES.filter((p) => p.kind === 'span');
    expect(spans.map((p) => [p.file, p.name, p.render(poll)])).toEqual([
      ['docs/behaviour.md', 'poll:cost', renderPollCost(poll)],
      ['docs/behaviour.md', 'poll:noticed-off', '4 s'],
      ['docs/behaviour.md', 'poll:noticed-on', '8 s'],
    ]);
    expect(() => renderPollCost({ trials: 20, rows: poll.rows.slice(1) })).toThrow(
      "the poll bench's figures have no 60-minute run with progress true",
    );
  });
});

describe('the test suite bench', () => {
  it('tells each project and the whole suite: wall, the files added up, processor time and its share', () => {
    expect(renderTestsTable(tests).split('\n')).toEqual([
      '| `npm run bench -- tests` (2026-11-28, Node 24.21.0, 2 cores) | files | tests |   wall | files added up | CPU (user+sys) | CPU share |',
      '| ------------------------------------------------------------ | ----: | ----: | -----: | -------------: | -------------: | --------: |',
      '| project `unit`                                               |   120 |  3400 | 40.2 s |         75.5 s |         48.3 s |      1.20 |',
      '| project `e2e`                                                |    40 |   370 | 80.1 s |        400.3 s |         70.0 s |      0.87 |',
      '| the whole suite (limit 90 s on a quiet 2-core machine)       |   160 |  3770 | 88.4 s |        475.8 s |        151.2 s |      1.71 |',
    ]);
    expect(TESTS_PIECES.map((p) => [p.file, p.name, p.kind, p.render(tests).split('\n')[0]])).toEqual([
      ['docs/performance.md', 'tests', 'block', `<!-- bench:tests:inputs ${JSON.stringify(tests)} -->`],
    ]);
  });

  it("adds up each project's files: wall from its first start to its last end, the rest summed", () => {
    const file = (project: string, startMs: number, endMs: number, cpuMs?: number): FileFigures => ({
      project,
      file: `test/${project}-${startMs}.test.ts`,
      startMs,
      endMs,
      durationMs: endMs - startMs,
      cpuMs,
      tests: 2,
      failed: 0,
      slowest: [],
    });
    expect(
      projectsOf([file('e2e', 0, 4000, 900), file('unit', 100, 350, 250), file('e2e', 1000, 9050, 1000)]),
    ).toEqual([
      { name: 'e2e', files: 2, tests: 4, wallS: 9.1, sumS: 12.1, cpuS: 1.9 },
      { name: 'unit', files: 1, tests: 2, wallS: 0.3, sumS: 0.3, cpuS: 0.3 },
    ]);
    // A file whose processor time is not known counts none.
    expect(projectsOf([file('unit', 0, 1000)])[0]!.cpuS).toBe(0);
  });
});

describe('the figures in the README and docs/', () => {
  it.each(BENCHES)(
    '$bench: each block and span is what the bench renders from its inputs',
    ({ bench, pieces }) => {
      const block = pieces.find((p) => p.kind === 'block' && p.name === bench)!;
      expect(block.file).toBe('docs/performance.md');
      const inputs = inputsIn<never>(bench, readPiece(read(block.file), block), block.file);
      for (const piece of pieces) {
        const text = read(piece.file);
        expect(readPiece(text, piece), `${piece.file}, bench:${piece.name}`).toBe(piece.render(inputs));
        expect(writePiece(text, piece, inputs)).toBe(text);
      }
    },
  );

  it('stand only between the comments of a bench that writes them', () => {
    const written = [
      ...BENCHES.flatMap(({ pieces }) => pieces.map((p) => `${p.file} ${p.name}`)),
      `docs/detach.md ${DETACH_DOC.start.slice('<!-- bench:'.length, -':start -->'.length)}`,
      `README.md ${DETACH_README.start.slice('<!-- bench:'.length, -':start -->'.length)}`,
    ].sort();
    const found = DOCS.flatMap((file) =>
      [...read(file).matchAll(/<!-- bench:([a-z:-]+):start -->/g)].map((m) => `${file} ${m[1]}`),
    ).sort();
    expect(found).toEqual(written);
  });

  it('are no figure outside them but the limits and settings listed here', () => {
    const bare: string[] = [];
    for (const file of DOCS) {
      let text = flat(outsideBenches(read(file)));
      for (const { phrase } of NOT_MEASURED.filter((n) => n.file === file)) {
        expect(text.split(phrase), `${file}: "${phrase}" once`).toHaveLength(2);
        text = text.replace(phrase, '');
      }
      for (const m of text.matchAll(FIGURE))
        bare.push(`${file}: ${text.slice(Math.max(0, m.index - 40), m.index + m[0].length)}`);
    }
    expect(bare, 'figures written by hand: let the bench that measures them write them').toEqual([]);
  });

  it('the rule finds a figure written by hand, and none between the comments', () => {
    const text =
      `peaks at 90.2 MB, ${marks('x').start}1.87 MiB${marks('x').end}, and 1,247 KiB, ` +
      `<!-- release:size:start -->1.81 MiB<!-- release:size:end -->`;
    expect([...flat(outsideBenches(text)).matchAll(FIGURE)].map((m) => m[0])).toEqual([
      '90.2 MB',
      '1,247 KiB',
    ]);
    expect('a 134 ms start, 6 KiB, 2.5MiB, 20 s'.match(FIGURE)).toEqual(['134 ms', '6 KiB', '2.5MiB']);
  });

  it('spans never open a line, where markdown would take the comment for an HTML block', () => {
    const opening = DOCS.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /^\s*<!-- bench:[a-z:-]+:start -->\S/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(opening).toEqual([]);
  });

  it('docs/records/ holds dated records, linked from docs/performance.md, which say they are not kept current', () => {
    const records = readdirSync(new URL('../../docs/records/', import.meta.url));
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      expect(name).toMatch(/^\d{4}-\d{2}-[a-z0-9-]+\.md$/);
      expect(flat(read(`docs/records/${name}`)), name).toContain('they are not kept current');
      expect(read('docs/performance.md')).toContain(`(records/${name})`);
    }
  });
});
