/**
 * Prism's mock server on the contract, started through Prism's own packages rather than its command line, so that it
 * does only the work the drift tests read: `node test/drift/prism-server.ts <contract>`. It prints
 * `Prism is listening on http://127.0.0.1:<port>` once it listens (on a port of the system's choosing).
 *
 * What differs from `prism mock --dynamic --errors false`, and why no check is lost by it:
 * - its answers are not validated against the contract (the command line's mock always does it): an answer is made
 *   up from the contract's own schemas, and what Prism finds wrong with one is a `response` entry of the
 *   `sl-violations` header, which the front drops (front.ts keeps the `request` entries, what `contractBreaks` reads);
 * - it logs warnings and errors only (a request's violations are warnings), not every request it receives, and
 *   without the command line's formatting of each line;
 * - no CORS headers, which no client here asks for.
 * Requests are still validated (security included) and answered by json-schema-faker, seeded by `Prefer: seed=…`.
 */
import { createRequire } from 'node:module';

/** Prism's packages, found from its command line's own place (they are its dependencies, not ours). */
const prismRequire = createRequire(
  createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json'),
);
const { createLogger } = prismRequire('@stoplight/prism-core') as {
  createLogger(name: string, options: object, destination: NodeJS.WritableStream): unknown;
};
const { getHttpOperationsFromSpec, resetJSONSchemaGenerator } = prismRequire('@stoplight/prism-http') as {
  getHttpOperationsFromSpec(document: string): Promise<unknown[]>;
  resetJSONSchemaGenerator(): void;
};
const { createServer } = prismRequire('@stoplight/prism-http-server') as {
  createServer(
    operations: unknown[],
    options: { cors: boolean; config: object; components: { logger: unknown } },
  ): { listen(port: number, host: string): Promise<string>; close(): Promise<void> };
};

const contract = process.argv[2];
if (!contract) {
  process.stderr.write('usage: node test/drift/prism-server.ts <contract>\n');
  process.exit(2);
}

const operations = await getHttpOperationsFromSpec(contract);
// As the command line does for a document with no json-schema-faker options of its own (the contract has none).
resetJSONSchemaGenerator();
const server = createServer(operations, {
  cors: false,
  config: {
    isProxy: false,
    validateRequest: true,
    validateResponse: false,
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    mock: { dynamic: true, ignoreExamples: false, seed: null },
  },
  components: { logger: createLogger('PRISM', { level: 'warn' }, process.stderr) },
});
const address = await server.listen(0, '127.0.0.1');
process.stdout.write(`Prism is listening on ${address}\n`);

const end = () => void server.close().finally(() => process.exit(0));
process.once('SIGTERM', end);
process.once('SIGINT', end);
