/**
 * Global setup of the drift project: one Prism (prism.ts) for every file and case of it, started before the first
 * file and stopped after the last; the files read its address with `inject('prismUrl')`. Each case has a front of
 * its own (front.ts), which seeds Prism's answers per request, so the cases share nothing but the process.
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
