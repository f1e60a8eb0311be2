/**
 * `npm run simulator -- --port 8787 --api-key test-key`: the simulator on its own, until stopped. Answers that
 * break the contract are sent as 500 with the rule that was broken (standalone it never throws).
 */
import { parseArgs } from 'node:util';
import { startSimulator } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'files-port': { type: 'string', default: '0' },
    'api-key': { type: 'string', multiple: true },
    'time-scale': { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`usage: npm run simulator -- [--port N] [--host H] [--files-port N] [--api-key KEY ...] [--time-scale X]

  --port        port of the service (0 picks a free one; default 0)
  --files-port  port of the signed-download host (default 0)
  --api-key     a key of the default team (repeatable; default test-key)
  --time-scale  virtual time runs this many times faster than real time (default 1)`);
  process.exit(0);
}

const number = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} must be a number, got "${text}"`);
    process.exit(2);
  }
  return n;
};

const handle = await startSimulator({
  port: number('port', values.port),
  host: values.host,
  filesPort: number('files-port', values['files-port']),
  apiKey: values['api-key'] ?? ['test-key'],
  timeScale: number('time-scale', values['time-scale']),
  strict: false,
});
console.log(`listening on ${handle.url}`);
console.log(`signed downloads on ${handle.filesOrigin}`);

const stop = () => {
  void handle.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
