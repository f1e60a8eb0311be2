/**
 * One report, whoever writes it (issue 31): the final report of a run on its tracking comment reads the same when the
 * waiting step writes it as when `settle` finishes it after a step let go of the run. In process, on the simulator
 * and the fake GitHub: a `wait: false` step on pull request #2 leaves the detached comment; once the run has ended,
 * settle finishes that comment, and (the comment put back as the step left it) the waiting step's own following of
 * the same run finishes it too. Same run, same conversation, same artifacts: the same text, marker included.
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/run.ts';
import { followOptions, followRun } from '../../src/flow/follow.ts';
import { stepReporter } from '../../src/flow/report.ts';
import { Settler } from '../../src/flow/settle.ts';
import type { RunCommandInputs } from '../../src/inputs.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { API_KEY } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import { inputs as startInputs } from '../helpers/inputs.ts';

const world = commandWorld();
const BOT = 'github-actions[bot]';

const inputs = (wait: boolean): RunCommandInputs => ({
  ...startInputs({ prompt: 'Review this pull request.', modelId: 'gpt-5' }),
  command: 'run',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  wait,
});

describe('the final report, whoever writes it', () => {
  it("settle's final report of a run is the waiting step's, to the character", async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
      finalMessage: 'Reviewed: the README change reads well.',
      // The service says nothing of the model: the one the step asked for shows, as the marker records it.
      agentConfig: null,
      artifacts: [
        { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/3', branch: 'agent/readme' },
        { type: 'PLAN', title: 'Plan: tighten the README', content: '1. Read it.\n2. Fix it.' },
        {
          type: 'EXTERNAL_REFERENCE',
          referenceType: 'LINK',
          url: 'https://docs.test/a',
          title: 'Style guide',
        },
      ],
    });
    // The step that lets go of the run: the detached comment, its marker recording what settle needs.
    const detaching = world.step();
    await runCommand(detaching, inputs(false));
    const runId = detaching.host.outputs['run-id']!;
    const [comment] = world.gh.state.commentsOf(2);
    const detached = comment!.body;
    expect(decodeMarker(detached, detaching.markerKey)).toMatchObject({
      run: runId,
      phase: 'detached',
      model: 'gpt-5',
      origin: {
        kind: 'pull_request',
        number: 2,
        workflowRun: 'https://github.com/acme/app/actions/runs/9001',
      },
    });
    world.sim.clock.advance(61_000);

    // settle, from a scheduled job of the same repository.
    const scheduled = world.step({ eventName: 'schedule', payload: { schedule: '*/15 * * * *' } });
    const settler = new Settler(scheduled, { windowMinutes: 60, triggerPhrase: '@cloud-agent' });
    const result = await settler.settleRun(await scheduled.client.runs.get(runId));
    expect(result).toMatchObject({ action: 'finished', detail: 'final report written (SUCCEEDED)' });
    const bySettle = world.gh.state.commentsOf(2)[0]!.body;

    // The waiting step's own end of the same run, on the comment as the step left it.
    comment!.body = detached;
    const waiting = world.step({ payload: payload('pull_request', 'opened') });
    const reporter = stepReporter(waiting, {
      enabled: true,
      self: BOT,
      marker: { key: decodeMarker(detached, waiting.markerKey)!.key },
    });
    await reporter.findExisting();
    const followed = await followRun({
      ...followOptions(waiting, inputs(true), reporter, runId, '@cloud-agent'),
      // As the step that starts the run passes it (flow/start.ts).
      requestedModel: 'gpt-5',
    });
    expect(followed).toMatchObject({ detached: false, run: { state: 'SUCCEEDED' } });
    const byWaitingStep = world.gh.state.commentsOf(2)[0]!.body;

    // Nothing must differ: not the origin (the pull request, by its kind), not the rows (the workflow run's among
    // them), not the answer, the artifacts or the marker.
    expect(bySettle).toBe(byWaitingStep);
    expect(world.gh.state.commentsOf(2)).toHaveLength(1);
    // And what they both say, exactly (the marker aside, checked above and by the equality).
    const run = await waiting.client.runs.get(runId);
    expect(bySettle.slice(0, bySettle.lastIndexOf('\n\n<!-- cloud-agent-action:state '))).toBe(
      [
        '### ✅ Cloud agent run succeeded: PR #2: Update the README with new information.',
        'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
        [
          '- **State**: `SUCCEEDED`',
          '- **Duration**: 1m 0s',
          '- **Model**: `gpt-5` (requested)',
          '- **Cost**: 22.2 credits ≈ $0.22',
          `- **Session**: [open the session](${run.session_link})`,
          '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)',
          `- **Run**: \`${runId}\``,
        ].join('\n'),
        "**The agent's answer**",
        'Reviewed: the README change reads well.',
        '**Pull requests**',
        '- <https://github.com/acme/app/pull/3> from `agent/readme`',
        '**Other artifacts**',
        '- LINK: [Style guide](https://docs.test/a)',
        '**Plans**',
        '<details><summary>Plan: tighten the README</summary>',
        '1. Read it.\n2. Fix it.',
        '</details>',
        '<details><summary>Steps (1)</summary>',
        '- **Review this pull request.**\n  - `run_command` `npm test` → completed',
        '</details>',
      ].join('\n\n'),
    );
    expect(decodeMarker(bySettle, waiting.markerKey)).toMatchObject({
      run: runId,
      phase: 'final',
      state: 'SUCCEEDED',
      model: 'gpt-5',
    });
  });
});
