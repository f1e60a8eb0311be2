/**
 * The words of each host (src/host/words.ts): what a workflow's author reads, and what a terminal's user reads, for
 * the same events. The command line's never name a GitHub Actions input or job.
 */
import { describe, expect, it } from 'vitest';
import type { RunEnvironment, Trigger } from '../../src/flow/context.ts';
import { bareTrigger } from '../../src/flow/context.ts';
import type { Words } from '../../src/flow/host.ts';
import { cliWords } from '../../src/host/cli-words.ts';
import { actionWords } from '../../src/host/words.ts';

const env = {
  serverUrl: 'https://github.com',
  repository: 'acme/app',
  workflowRunId: '9001',
  eventName: 'push',
} as RunEnvironment;
const trigger = (extra: Partial<Trigger> = {}): Trigger => ({
  ...bareTrigger('push', { owner: 'acme', repo: 'app' }),
  ...extra,
});

const FLAGS: Record<string, string> = {
  'timeout-minutes': '--timeout',
  wait: '--wait',
  'cancel-on-abort': '--cancel-on-interrupt',
  'run-id': '<run-id>',
  'api-key': 'CLOUD_AGENT_API_KEY',
};
const cli = (job?: Parameters<typeof cliWords>[1]) => cliWords((input) => FLAGS[input], job);

/** Every text the words give, for the checks that hold for all of them. */
function texts(words: Words): string[] {
  return [
    words.input('timeout-minutes'),
    words.setting('timeout-minutes'),
    words.setting('wait', 'false'),
    words.setting('cancel-on-abort', 'false'),
    words.setting('detach-after-minutes'),
    words.runner,
    words.interrupted,
    words.stopped,
    words.origin({ trigger: trigger(), env }),
    words.followup('run-1'),
    words.leftGoing('run-1'),
    words.apiKey,
    words.cancelLater('run-1'),
    words.lostCreate,
    words.noGitHub,
    words.ownReport,
    words.summary,
    words.workspace,
  ];
}

describe('the action words', () => {
  it('name inputs as a workflow sets them', () => {
    expect(actionWords.input('timeout-minutes')).toBe('Input "timeout-minutes"');
    expect(actionWords.setting('timeout-minutes')).toBe('`timeout-minutes`');
    expect(actionWords.setting('wait', 'false')).toBe('`wait: false`');
    expect(actionWords.runner).toBe('The workflow');
    expect(actionWords.interrupted).toBe('The workflow job was cancelled');
    expect(actionWords.stopped).toBe('job cancelled');
    expect(actionWords.apiKey).toBe('Check the `api-key` secret (or WARP_API_KEY).');
    expect(actionWords.cancelLater('run-1')).toBe('the post step of the job tries again.');
    expect(actionWords.lostCreate).toBe('the post step looks for it');
    expect(actionWords.noGitHub).toBe('No `github-token`');
    expect(actionWords.ownReport).toBe('its report is in its own job summary');
    expect(actionWords.summary).toBe('the job summary');
    expect(actionWords.workspace).toBe('in the workspace: check out the repository first (actions/checkout)');
  });

  it('say where a run came from: the comment, the thread or the event, with the workflow run', () => {
    const run = '[workflow run](https://github.com/acme/app/actions/runs/9001)';
    expect(actionWords.workflowRun(env)).toBe('https://github.com/acme/app/actions/runs/9001');
    expect(
      actionWords.origin({
        trigger: trigger({
          number: 1,
          comment: { author: 'octocat', url: 'https://github.com/acme/app/issues/1#c' } as Trigger['comment'],
        }),
        env,
      }),
    ).toBe(`Started from a comment by @octocat ([comment](https://github.com/acme/app/issues/1#c)), ${run}.`);
    expect(actionWords.origin({ trigger: trigger({ number: 4, isPullRequest: true }), env })).toBe(
      `Started from pull request #4 by ${run}.`,
    );
    expect(actionWords.origin({ trigger: trigger({ number: 5 }), env })).toBe(
      `Started from issue #5 by ${run}.`,
    );
    expect(actionWords.origin({ trigger: trigger(), env })).toBe(`Started by ${run} (push).`);
  });

  it('continue with command: followup; a run left going is finished by the settle job', () => {
    expect(actionWords.followup('run-1')).toBe(
      'To continue, run this action with `command: followup`, `run-id: run-1` and a `message`.',
    );
    expect(actionWords.leftGoing('run-1')).toBe(
      'Its report will be finished by the settle job (`command: settle`, see [detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)).',
    );
  });
});

describe('the command line words', () => {
  it('name an input by its flag, a false boolean by its --no- form, else by what gives it', () => {
    const words = cli();
    expect(words.input('timeout-minutes')).toBe('--timeout');
    expect(words.input('api-key')).toBe('CLOUD_AGENT_API_KEY');
    expect(words.setting('timeout-minutes')).toBe('`--timeout`');
    expect(words.setting('timeout-minutes', '5')).toBe('`--timeout 5`');
    expect(words.setting('wait', 'false')).toBe('`--no-wait`');
    expect(words.setting('wait', 'true')).toBe('`--wait`');
    expect(words.setting('cancel-on-abort', 'false')).toBe('`--no-cancel-on-interrupt`');
    expect(words.setting('run-id', 'false')).toBe('`<run-id>`');
    // An input no flag gives: its own name, never a made-up flag.
    expect(words.setting('github-token')).toBe('`github-token`');
  });

  it('say what a terminal user does: interrupted, followup, runs get, the key in the environment', () => {
    const words = cli();
    expect(words.runner).toBe('The command');
    expect(words.interrupted).toBe('The command was interrupted');
    expect(words.stopped).toBe('interrupted');
    expect(words.followup('run-1')).toBe('To continue, run `cloud-agent followup run-1 --message "..."`.');
    expect(words.leftGoing('run-1')).toBe(
      'It goes on without this command: `cloud-agent runs get run-1` shows where it is, `cloud-agent cancel run-1` stops it.',
    );
    expect(words.apiKey).toBe('Set CLOUD_AGENT_API_KEY (or "apiKey" in the config file).');
    expect(words.cancelLater('run-1')).toBe('stop it with `cloud-agent cancel run-1`.');
    expect(words.lostCreate).toBe('`cloud-agent runs list` shows any run it made');
    expect(words.noGitHub).toBe('No GitHub access from the command line');
    expect(words.ownReport).toBe('its report is what its own command printed');
    expect(words.summary).toBe('the --markdown file');
    expect(words.workspace).toBe("in the current folder: run the command in the repository's folder");
  });

  it('a run left going with a project recorded: the settle of that project finishes it; a project that is not a plain path is not quoted', () => {
    const words = cliWords(
      (input) => (input === 'timeout-minutes' ? '--timeout' : undefined),
      undefined,
      'group/sub/app',
    );
    expect(words.leftGoing('run-1')).toBe(
      'It goes on without this command: `cloud-agent settle --repo group/sub/app` finishes its report and holds it to its deadline and budget; `cloud-agent runs get run-1` shows where it is, `cloud-agent cancel run-1` stops it.',
    );
    for (const project of ['', 'a/`b`', 'a/b c'])
      expect(cliWords(() => undefined, undefined, project).leftGoing('run-1')).toBe(
        'It goes on without this command: `cloud-agent runs get run-1` shows where it is, `cloud-agent cancel run-1` stops it.',
      );
  });

  it('name the terminal, or the CI job with its link', () => {
    expect(cli().origin({ trigger: trigger(), env })).toBe('Started by cloud-agent from the command line.');
    expect(cli().workflowRun(env)).toBeUndefined();
    const job = { ci: 'GitLab CI', job: 'review', pipeline: '4711', url: 'https://gitlab.example/jobs/9' };
    expect(cli(job).origin({ trigger: trigger(), env })).toBe(
      'Started by cloud-agent in GitLab CI job [review](https://gitlab.example/jobs/9).',
    );
    // The origin links the job: no "Workflow" row.
    expect(cli(job).workflowRun(env)).toBeUndefined();
    expect(cli({ ...job, job: '', url: 'javascript:alert(1)' }).origin({ trigger: trigger(), env })).toBe(
      'Started by cloud-agent in GitLab CI job 4711.',
    );
  });

  it('never say a word of GitHub Actions', () => {
    const job = { ci: 'GitLab CI', job: 'review', pipeline: '4711', url: 'https://gitlab.example/jobs/9' };
    for (const text of [...texts(cli()), ...texts(cli(job))]) {
      expect(text).not.toMatch(
        /workflow|`command: |api-key|github-token|post step|job summary|timeout-minutes|wait: false|job was cancelled/,
      );
    }
  });
});
