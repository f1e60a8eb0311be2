/**
 * A run's artifacts as the report shows them, from an in-memory client: pull requests and references as given,
 * plans with their content read from the artifact, files and screenshots with their signed link, anything else
 * passed through; an artifact that cannot be read is logged and shown from what the run says of it.
 */
import { describe, expect, it } from 'vitest';
import type { CloudAgentClient, RunItem } from '../../src/client/index.ts';
import { pullRequestUrls, resolveArtifacts } from '../../src/flow/artifacts.ts';

const runWith = (artifacts: unknown[]): RunItem =>
  ({
    run_id: 'r1',
    task_id: 'r1',
    title: 't',
    state: 'SUCCEEDED',
    prompt: 'p',
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
    artifacts,
  }) as RunItem;

function clientWith(details: Record<string, Record<string, unknown> | Error>) {
  const asked: unknown[] = [];
  const client = {
    artifacts: {
      get: async (uid: string, options: { maxRetries: number }) => {
        asked.push([uid, options.maxRetries]);
        const detail = details[uid];
        if (detail instanceof Error) throw detail;
        return { data: detail };
      },
    },
  } as unknown as CloudAgentClient;
  return { client, asked };
}

describe('resolveArtifacts', () => {
  it('a run without artifacts: none', async () => {
    const { client } = clientWith({});
    expect(await resolveArtifacts(client, { ...runWith([]), artifacts: undefined }, () => undefined)).toEqual(
      [],
    );
  });

  it('pull requests and external references, from what the run says', async () => {
    const { client, asked } = clientWith({});
    const resolved = await resolveArtifacts(
      client,
      runWith([
        {
          artifact_type: 'PULL_REQUEST',
          data: { url: 'https://github.com/acme/app/pull/3', branch: 'fix', status: 'OPEN' },
        },
        { artifact_type: 'PULL_REQUEST', data: { url: '', branch: 7 } },
        {
          artifact_type: 'EXTERNAL_REFERENCE',
          data: { url: 'https://linear.app/x', reference_type: 'LINEAR_ISSUE', title: 'X-1' },
        },
        { artifact_type: 'EXTERNAL_REFERENCE', data: {} },
      ]),
      () => undefined,
    );
    expect(resolved).toEqual([
      { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/3', branch: 'fix', status: 'OPEN' },
      { type: 'PULL_REQUEST', url: '', branch: '' },
      {
        type: 'EXTERNAL_REFERENCE',
        url: 'https://linear.app/x',
        referenceType: 'LINEAR_ISSUE',
        title: 'X-1',
      },
      { type: 'EXTERNAL_REFERENCE', url: '', referenceType: 'reference' },
    ]);
    expect(asked).toEqual([]);
  });

  it('a plan: its title, content and link read from the artifact, else from the run', async () => {
    const { client, asked } = clientWith({
      a1: { title: 'The plan', content: '1. Fix', url: 'https://app/plan/1' },
      a2: {},
    });
    const resolved = await resolveArtifacts(
      client,
      runWith([
        { artifact_type: 'PLAN', data: { artifact_uid: 'a1', title: 'Old', url: 'https://old' } },
        {
          artifact_type: 'PLAN',
          data: { artifact_uid: 'a2', title: 'From the run', url: 'https://run/plan' },
        },
        { artifact_type: 'PLAN', data: { artifact_uid: '' } },
        { artifact_type: 'PLAN' },
        { artifact_type: 'PLAN', data: { url: 'https://run/only' } },
      ]),
      () => undefined,
    );
    expect(resolved).toEqual([
      { type: 'PLAN', uid: 'a1', title: 'The plan', content: '1. Fix', url: 'https://app/plan/1' },
      { type: 'PLAN', uid: 'a2', title: 'From the run', url: 'https://run/plan' },
      { type: 'PLAN', title: 'Plan' },
      { type: 'PLAN', title: 'Plan' },
      { type: 'PLAN', title: 'Plan', url: 'https://run/only' },
    ]);
    expect(asked).toEqual([
      ['a1', 1],
      ['a2', 1],
    ]);
  });

  it('files and screenshots: their name, description and signed link', async () => {
    const { client } = clientWith({
      f1: { filename: 'detail.txt', download_url: 'https://files/f1', expires_at: '2026-11-23T11:00:00Z' },
      s1: {},
      f2: { filename: 'named-in-detail.log' },
    });
    const resolved = await resolveArtifacts(
      client,
      runWith([
        {
          artifact_type: 'FILE',
          data: { artifact_uid: 'f1', filename: 'report.txt', description: 'The report' },
        },
        { artifact_type: 'SCREENSHOT', data: { artifact_uid: 's1' } },
        { artifact_type: 'FILE', data: { artifact_uid: 'f2' } },
        { artifact_type: 'FILE', data: {} },
      ]),
      () => undefined,
    );
    expect(resolved).toEqual([
      {
        type: 'FILE',
        name: 'report.txt',
        description: 'The report',
        url: 'https://files/f1',
        expiresAt: '2026-11-23T11:00:00Z',
      },
      { type: 'SCREENSHOT', name: 'screenshot' },
      { type: 'FILE', name: 'named-in-detail.log' },
      { type: 'FILE', name: 'file' },
    ]);
  });

  it('an artifact that cannot be read: logged, shown from the run (a plan marked unread)', async () => {
    const { client } = clientWith({ a1: new Error('HTTP 404'), s1: new Error('timeout') });
    const lines: string[] = [];
    const resolved = await resolveArtifacts(
      client,
      runWith([
        { artifact_type: 'PLAN', data: { artifact_uid: 'a1', title: 'Plan A' } },
        { artifact_type: 'SCREENSHOT', data: { artifact_uid: 's1', description: 'The page' } },
      ]),
      (line) => lines.push(line),
    );
    expect(resolved).toEqual([
      { type: 'PLAN', uid: 'a1', title: 'Plan A', unread: true },
      { type: 'SCREENSHOT', name: 'screenshot', description: 'The page' },
    ]);
    expect(lines).toEqual(['could not read artifact a1: HTTP 404', 'could not read artifact s1: timeout']);
  });

  it('another kind: passed through', async () => {
    const { client } = clientWith({});
    expect(
      await resolveArtifacts(client, runWith([{ artifact_type: 'VIDEO', data: { x: 1 } }]), () => undefined),
    ).toEqual([{ type: 'OTHER', artifactType: 'VIDEO', data: { x: 1 } }]);
  });
});

describe('pullRequestUrls', () => {
  it('the URLs of the pull requests, nothing else', () => {
    expect(
      pullRequestUrls(
        runWith([
          { artifact_type: 'PULL_REQUEST', data: { url: 'https://github.com/acme/app/pull/3' } },
          { artifact_type: 'EXTERNAL_REFERENCE', data: { url: 'https://linear.app/x' } },
          { artifact_type: 'PULL_REQUEST', data: { url: '' } },
          { artifact_type: 'PULL_REQUEST', data: { url: 'https://github.com/acme/app/pull/4' } },
        ]),
      ),
    ).toEqual(['https://github.com/acme/app/pull/3', 'https://github.com/acme/app/pull/4']);
    expect(pullRequestUrls({ ...runWith([]), artifacts: undefined })).toEqual([]);
  });
});
