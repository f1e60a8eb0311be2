/**
 * `npm run bench -- <name>`: prints figures; asserts nothing (shared machines are noisy: compare ratios from one
 * run). Names: client, startup, poll, gate, detach, cli, report, tests (the whole suite: not run unless named).
 */
const benches: Record<string, () => Promise<void>> = {
  client: async () => (await import('./bench/client.ts')).main(),
  startup: async () => (await import('./bench/startup.ts')).main(),
  poll: async () => (await import('./bench/poll.ts')).main(),
  gate: async () => (await import('./bench/gate.ts')).main(),
  detach: async () => (await import('./bench/detach.ts')).main(),
  cli: async () => (await import('./bench/cli.ts')).main(),
  report: async () => (await import('./bench/report.ts')).main(),
  tests: async () => (await import('./bench/tests.ts')).main(),
};

/** Benches run only when named: the whole test suite takes minutes of every core. */
const NAMED_ONLY = new Set(['tests']);

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(benches).filter((name) => !NAMED_ONLY.has(name));
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark "${name}"; choose from: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
