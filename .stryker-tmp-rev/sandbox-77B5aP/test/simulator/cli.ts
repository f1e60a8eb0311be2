/**
 * `npm run simulator -- --port 8787 --api-key test-key`: the simulator on its own, until stopped, as users see it
 * (USER_FACING: the factories' scorers with their history, usage while runs work). Answers that break the contract
 * are sent as 500 with the rule that was broken (standalone it never throws).
 */
import { parseArgs } from 'node:util';
import { HISTORY_DAYS } from './seed.ts';
import { ANSWER_MODES, startSimulator, USER_FACING, type AnswerMode } from './server.ts';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    scorers: { type: 'boolean', default: USER_FACING.seedScorers },
    'live-usage': { type: 'boolean', default: USER_FACING.liveUsage },
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'files-port': { type: 'string', default: '0' },
    'api-key': { type: 'string', multiple: true },
    'time-scale': { type: 'string', default: '1' },
    answers: { type: 'string', default: 'contract' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`usage: npm run simulator -- [--port N] [--host H] [--files-port N] [--api-key KEY ...] [--time-scale X]
                             [--answers contract|interface] [--no-scorers] [--no-live-usage]

  --port           port of the service (0 picks a free one; default 0)
  --files-port     port of the signed-download host (default 0)
  --api-key        a key of the default team (repeatable; default test-key)
  --time-scale     virtual time runs this many times faster than real time (default 1)
  --answers        contract: every field of the contract (default); interface: only what the service interface shows
  --no-scorers     no scorers (by default each factory has one, with a pass-rate history of ${HISTORY_DAYS} days)
  --no-live-usage  usage only once a run has ended (by default runs report it while they work)`);
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

if (!ANSWER_MODES.includes(values.answers as AnswerMode)) {
  console.error(`--answers must be ${ANSWER_MODES.join(' or ')}, got "${values.answers}"`);
  process.exit(2);
}

const handle = await startSimulator({
  port: number('port', values.port),
  host: values.host,
  filesPort: number('files-port', values['files-port']),
  apiKey: values['api-key'] ?? ['test-key'],
  timeScale: number('time-scale', values['time-scale']),
  strict: false,
  answers: values.answers as AnswerMode,
  seedScorers: values.scorers,
  liveUsage: values['live-usage'],
});
console.log(`listening on ${handle.url}`);
console.log(`signed downloads on ${handle.filesOrigin}`);

const stop = () => {
  void handle.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
