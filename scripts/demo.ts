/**
 * `npm run demo`: the bundled action, run the way GitHub's runner runs it, on a real `pull_request.opened` payload,
 * against the simulator and the fake GitHub. Prints what a user would see: the step's log, the comment on the PR,
 * the job summary and the outputs.
 */
import { runStep } from '../test/e2e/harness.ts';
import { inputs, payload, seedThreads, startWorld } from '../test/e2e/setup.ts';

const rule = (title: string) =>
  console.log(`\n${'─'.repeat(8)} ${title} ${'─'.repeat(Math.max(4, 100 - title.length))}\n`);

const world = await startWorld({ timeScale: 20 });
try {
  seedThreads(world);
  world.sim.script.run({
    title: 'Review: Update the README with new information',
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'PENDING', afterMs: 2_000 },
      { state: 'CLAIMED', afterMs: 3_000 },
      { state: 'INPROGRESS', afterMs: 5_000 },
      { state: 'SUCCEEDED', afterMs: 95_000 },
    ],
    finalMessage:
      'I reviewed the change to `README.md`. The new section reads well; I fixed two broken links and a typo ' +
      '("accidently" → "accidentally") and opened a pull request with those fixes.\n\n' +
      '- Fixed links to the contributing guide and the licence\n- No other problems found',
    artifacts: [
      {
        type: 'PULL_REQUEST',
        url: 'https://github.com/acme/app/pull/3',
        branch: 'agent/readme-fixes',
        status: 'open',
      },
      {
        type: 'PLAN',
        title: 'README review',
        content: '1. Read the diff\n2. Check every link\n3. Fix what is broken in a follow-up PR',
      },
      { type: 'SCREENSHOT', description: 'The rendered README after the fixes' },
    ],
  });
  const result = await runStep({
    inputs: inputs(world, { prompt: 'Review this pull request and fix what is broken.' }),
    eventName: 'pull_request',
    payload: payload('pull_request', 'opened'),
    apiUrl: world.gh.url,
  });
  rule('the step log');
  console.log(
    result.stdout
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('::add-mask::'))
      .join('\n'),
  );
  rule('the comment on pull request #2');
  for (const comment of world.gh.state.commentsOf(2)) console.log(`@${comment.user}:\n\n${comment.body}`);
  rule('the job summary');
  console.log(result.summary);
  rule('the outputs');
  for (const [name, value] of Object.entries(result.outputs)) console.log(`${name}: ${value}`);
  rule(`exit code ${result.code}`);
  console.log(
    `service requests: ${world.sim.requests.map((r) => r.operation).join(', ')}\nGitHub requests: ${world.gh.requests.map((r) => r.operationId).join(', ')}`,
  );
  process.exitCode = result.code ?? 1;
} finally {
  await world.close();
}
