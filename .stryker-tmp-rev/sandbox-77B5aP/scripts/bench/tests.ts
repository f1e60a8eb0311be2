/**
 * `npm run bench -- tests`: runs the whole suite (`vitest run`, every project, as `npm test` does) and prints its wall
 * time and processor time, and per project: files, tests, wall time (its first file's start to its last file's end),
 * its files' times added up, its processor time (user and system, with the processes its files waited for:
 * test/helpers/file-cpu.ts) and its CPU share (processor time over wall time: the processors it kept busy); then the
 * longest files and tests (every file's figures: reports/tests-bench.json). No limit is asserted (a shared machine is noisy): issue 39's 90 s is for a quiet 2-core
 * machine. `--write` puts the figures, dated, in docs/performance.md (scripts/bench/tests-doc.ts); a run with a
 * failed test writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processorTime } from '../../test/helpers/processor-time.ts';
import { writeDocs } from './docs.ts';
import { projectsOf, renderTestsTable, TESTS_PIECES, type TestsFigures } from './tests-doc.ts';
import type { FileFigures } from './tests-reporter.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const round = (n: number) => Number(n.toFixed(1));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tests-'));
  const out = join(dir, 'files.json');
  try {
    const before = processorTime().children;
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--reporter=dot',
        '--reporter=./scripts/bench/tests-reporter.ts',
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_TESTS_FILE: out } },
    );
    const wallMs = performance.now() - started;
    const after = processorTime().children;
    const files = JSON.parse(readFileSync(out, 'utf8')) as FileFigures[];
    // Every file's figures, for a closer look (reports/ is not committed).
    mkdirSync(join(ROOT, 'reports'), { recursive: true });
    writeFileSync(join(ROOT, 'reports/tests-bench.json'), `${JSON.stringify(files, null, 1)}\n`);
    const projects = projectsOf(files);
    const figures: TestsFigures = {
      date: new Date().toISOString().slice(0, 10),
      node: process.versions.node,
      cores: availableParallelism(),
      wallS: round(wallMs / 1000),
      // Without /proc, the files' own figures added up (their workers alone, not the processes they ran).
      cpuS: round(
        before === undefined || after === undefined
          ? projects.reduce((n, p) => n + p.cpuS, 0)
          : (after - before) / 1000,
      ),
      projects,
    };
    console.log(`\n${renderTestsTable(figures)}\n`);
    console.log('The longest files (vitest time; processor time):');
    for (const f of [...files].sort((a, b) => b.durationMs - a.durationMs).slice(0, 15))
      console.log(
        `  ${s(f.durationMs).padStart(7)}  ${s(f.cpuMs ?? 0).padStart(7)}  ${f.project}  ${f.file}`,
      );
    console.log('The longest tests:');
    const tests = files.flatMap((f) => f.slowest.map((t) => ({ ...t, where: `${f.project}  ${f.file}` })));
    for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 15))
      console.log(`  ${s(t.ms).padStart(7)}  ${t.where} > ${t.name}`);
    const failed = files.reduce((n, f) => n + f.failed, 0);
    if (result.status !== 0 || failed) {
      console.error(`the suite failed (${failed} tests; exit ${result.status}): its figures are not written`);
      process.exitCode = 1;
      return;
    }
    if (process.argv.includes('--write')) writeDocs(TESTS_PIECES, figures);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
