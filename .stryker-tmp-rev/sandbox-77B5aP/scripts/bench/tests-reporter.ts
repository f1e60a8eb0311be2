/**
 * The reporter `npm run bench -- tests` adds to vitest's: for every test file, its project, when it started and
 * ended (ms since the reporter was made), the time vitest gives it (tests and hooks), the processor time it took
 * (`meta.cpuMs`, test/helpers/file-cpu.ts) and its slowest tests; written as JSON to BENCH_TESTS_FILE at the end of
 * the run.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file as the bench reads it. */
export interface FileFigures {
  project: string;
  /** From the project's root. */
  file: string;
  /** Ms since the run began: when vitest started the file, and when it reported its end. */
  startMs: number;
  endMs: number;
  /** Ms of its tests and hooks, as vitest counts them. */
  durationMs: number;
  /** Ms of processor time (user and system), with that of the processes it waited for; undefined when not known. */
  cpuMs: number | undefined;
  tests: number;
  failed: number;
  /** Its three slowest tests: name and ms. */
  slowest: { name: string; ms: number }[];
}

export default class TestsReporter implements Reporter {
  private readonly began = performance.now();
  private readonly started = new Map<string, number>();
  private readonly files: FileFigures[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, performance.now() - this.began);
  }

  onTestModuleEnd(module: TestModule): void {
    const endMs = performance.now() - this.began;
    const tests = [...module.children.allTests()];
    this.files.push({
      project: module.project.name,
      file: relative(module.project.config.root, module.moduleId),
      startMs: this.started.get(module.id) ?? endMs,
      endMs,
      durationMs: module.diagnostic().duration,
      cpuMs: module.meta().cpuMs,
      tests: tests.length,
      failed: tests.filter((t) => t.result().state === 'failed').length,
      slowest: tests
        .map((t) => ({ name: t.fullName, ms: Math.round(t.diagnostic()?.duration ?? 0) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3),
    });
  }

  onTestRunEnd(): void {
    const out = process.env.BENCH_TESTS_FILE;
    if (out) writeFileSync(out, JSON.stringify(this.files));
  }
}
