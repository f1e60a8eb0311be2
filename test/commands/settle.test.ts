/**
 * `command: settle` in process (src/commands/settle.ts) on the simulator and the fake GitHub: the runs of the
 * repository changed within the window looked at, the log line, the job summary (with or without a way to GitHub)
 * and the outputs.
 */
import { describe, expect, it } from 'vitest';
import { settleCommand } from '../../src/commands/settle.ts';
import type { SettleCommandInputs } from '../../src/inputs.ts';
import { renderSettleSummary, type SettleResult } from '../../src/render/settle.ts';
import { API_KEY, LONG_RUN } from '../e2e/setup.ts';
import { commandWorld } from '../helpers/command-world.ts';

const world = commandWorld();

const inputs = (windowMinutes = 60): SettleCommandInputs => ({
  command: 'settle',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: 'ghs_unit_token',
  comment: true,
  windowMinutes,
  triggerPhrase: '@cloud-agent',
});
const schedule = { eventName: 'schedule', payload: { schedule: '*/15 * * * *' } };
const stamp = { gh_repo: 'acme/app', gh_number: '2', created_by: 'cloud-agent-action' };

describe('settle', () => {
  it.each([true, false])(
    'with a repository %s: the log line, the summary and the outputs',
    async (github) => {
      const working = world.run('Working', LONG_RUN, stamp);
      const ended = world.run('Ended', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, stamp);
      world.run('Elsewhere', LONG_RUN, { ...stamp, gh_repo: 'acme/other' });
      world.sim.clock.advance(1000);
      const s = world.step({ ...schedule, github });
      await settleCommand(s, inputs(90));
      const results = JSON.parse(s.host.outputs.results!) as SettleResult[];
      expect(results.map((r) => [r.run_id, r.action]).sort()).toEqual(
        [
          [working.run_id, 'working'],
          [ended.run_id, 'not-settled'],
        ].sort(),
      );
      expect(s.host.outputs.settled).toBe('0');
      expect(s.host.lines).toEqual(['settle: 2 runs of acme/app changed in the last 90 minutes; 0 settled']);
      expect(s.host.summaries).toEqual([
        renderSettleSummary({
          repository: 'acme/app',
          windowMinutes: 90,
          results,
          scanned: false,
          truncated: false,
          withoutGitHub: github ? undefined : 'No `github-token`',
        }),
      ]);
      const listed = world.sim.requests.filter((r) => r.operation === 'listRuns');
      expect(new URLSearchParams(listed[0]!.query).get('metadata[gh_repo]')).toBe('acme/app');
    },
  );
});
