/**
 * Global setup of the drift project: one Prism (prism.ts) for every file and case of it, started before the first
 * file and stopped after the last; the files read its address with `inject('prismUrl')`. Each case has a front of
 * its own (front.ts), which seeds Prism's answers per request, so the cases share nothing but the process.
 *
 * Prism runs in vitest's own process tree, not under a file's worker: its processor time (some 10 s a run, most of it
 * json-schema-faker making answers up) counts in the suite's total (`npm run bench -- tests`), in no file's figure.
 */
import type { TestProject } from 'vitest/node';
import { startPrism } from './prism.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the drift project's Prism listens: `http://127.0.0.1:<port>`. */
    prismUrl: string;
  }
}

export default async function prism(project: TestProject): Promise<() => Promise<void>> {
  const started = await startPrism();
  project.provide('prismUrl', started.url);
  return () => started.stop();
}
