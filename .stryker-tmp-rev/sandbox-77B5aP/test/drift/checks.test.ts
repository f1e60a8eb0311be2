/**
 * The drift suite's own checks (checks.ts), on exchanges written here: each finds what it is for and nothing else,
 * so a green drift run means the action did right, not that a check could not fail.
 */
import { describe, expect, it } from 'vitest';
import { contractBreaks, crashMarks, createdRunIds, foreignShown, runsTouched } from './checks.ts';
import { requestSeed, type Exchange } from './front.ts';

function exchange(init: Partial<Exchange> & Pick<Exchange, 'method' | 'path'>): Exchange {
  return {
    query: '',
    headers: {},
    body: '',
    status: 200,
    answer: '{}',
    location: undefined,
    requestViolations: [],
    at: 0,
    ...init,
  };
}

const listing = exchange({
  method: 'GET',
  path: '/agent/runs',
  answer: JSON.stringify({
    runs: [
      {
        run_id: 'other repository run',
        title: 'Deploy the billing service',
        prompt: 'Roll the database back.',
        state: 'INPROGRESS',
        created_at: '2026-01-02T03:04:05Z',
        metadata: { gh_repo: 'someone/else' },
      },
    ],
    page_info: { has_next_page: true, next_cursor: 'cursor of the next page' },
  }),
});
const create = exchange({
  method: 'POST',
  path: '/agent/runs',
  body: '{"prompt":"Fix the flaky test."}',
  answer: '{"run_id":"our new run 1","state":"QUEUED"}',
});
const read = exchange({
  method: 'GET',
  path: '/agent/runs/our%20new%20run%201',
  answer: '{"run_id":"our new run 1","title":"Fix the flaky test, please"}',
});

describe('crashMarks', () => {
  it('finds JavaScript errors, stack traces and values that were never there', () => {
    expect(crashMarks('run abc: SUCCEEDED\nTitle: Fix it')).toEqual([]);
    expect(crashMarks("TypeError: Cannot read properties of undefined (reading 'state')")).toHaveLength(3);
    expect(crashMarks('    at followRun (/work/dist/index.js:1234:17)')).toEqual([
      expect.stringMatching(/^a stack trace \(at followRun/),
    ]);
    expect(crashMarks('    at /work/dist/cli.js:88:3')).toHaveLength(1);
    expect(crashMarks('Title: undefined')).toEqual([expect.stringMatching(/^undefined in: /)]);
    expect(crashMarks('Cost: NaN credits')).toEqual([expect.stringMatching(/^NaN in: /)]);
    expect(crashMarks('Artifacts: [object Object]')).toHaveLength(1);
    // Words that only contain the marks are not them.
    expect(crashMarks('undefinedness; NaNa; at the end: 3:4')).toEqual([]);
  });
});

describe('foreignShown', () => {
  it('finds a listed item shown by what tells it apart: its id, title, prompt', () => {
    const exchanges = [listing, create, read];
    expect(foreignShown(exchanges, 'following run other repository run')).toEqual([
      '"other repository run" (listed at GET /agent/runs runs[0].run_id)',
    ]);
    expect(foreignShown(exchanges, '### Deploy the billing service')).toEqual([
      '"Deploy the billing service" (listed at GET /agent/runs runs[0].title)',
    ]);
    expect(foreignShown(exchanges, '> Roll the database back.')).toHaveLength(1);
  });

  it("passes the action's own run, other fields, a cursor, short strings and parts of longer words", () => {
    const exchanges = [listing, create, read];
    const text = [
      'run our new run 1 (Fix the flaky test, please): INPROGRESS since 2026-01-02T03:04:05Z',
      'repository someone/else; more: cursor of the next page',
    ].join('\n');
    expect(foreignShown(exchanges, text)).toEqual([]);
  });

  it('a listed text counts only standing as itself, not inside a longer word', () => {
    const short = exchange({ ...listing, answer: JSON.stringify({ runs: [{ run_id: 'tempor' }] }) });
    expect(foreignShown([short], 'a temporary file; contemporary')).toEqual([]);
    expect(foreignShown([short], 'following run tempor.')).toHaveLength(1);
  });

  it("a listed text that also came in the action's own answers is its own", () => {
    const ownTitle = exchange({
      ...read,
      answer: '{"run_id":"our new run 1","title":"Deploy the billing service"}',
    });
    expect(foreignShown([listing, create, ownTitle], 'Deploy the billing service')).toEqual([]);
  });

  it("a listed run read by its id (adopted) gives nothing of it to the action's own", () => {
    const adopted = exchange({
      method: 'GET',
      path: '/agent/runs/other%20repository%20run',
      answer: '{"run_id":"other repository run","title":"Deploy the billing service"}',
    });
    expect(foreignShown([listing, adopted], 'Deploy the billing service')).toHaveLength(1);
  });

  it('reports a text shown only inside a longer listed one with the longer one', () => {
    const two = exchange({
      ...listing,
      answer: JSON.stringify({
        runs: [{ title: 'billing service' }, { title: 'Deploy the billing service' }],
      }),
    });
    expect(foreignShown([two], 'Deploy the billing service')).toEqual([
      '"Deploy the billing service" (listed at GET /agent/runs runs[1].title)',
    ]);
  });

  it("finds the names of another factory's scorers and of schedules made elsewhere", () => {
    const scorers = exchange({
      method: 'GET',
      path: '/factory/scorers',
      answer: JSON.stringify({ scorers: [{ id: 9, name: 'Security review', factory_uid: 'fac_other' }] }),
    });
    const schedules = exchange({
      method: 'GET',
      path: '/agent/schedules',
      answer: JSON.stringify({ schedules: [{ schedule_id: 'sch_9', name: 'nightly-billing' }] }),
    });
    expect(
      foreignShown([scorers, schedules], 'scorers: Security review; plan: nightly-billing'),
    ).toHaveLength(2);
  });
});

describe('createdRunIds and runsTouched', () => {
  it('the runs created, and the runs acted on or read by id', () => {
    const cancel = exchange({ method: 'POST', path: '/agent/runs/other%20repository%20run/cancel' });
    const dispatch = exchange({
      method: 'POST',
      path: '/factory/fac_web/runs',
      status: 201,
      answer: '{"run_id":"factory run"}',
    });
    const refused = exchange({ ...create, status: 400, answer: '{"run_id":"never made"}' });
    const exchanges = [listing, create, read, cancel, dispatch, refused];
    expect(createdRunIds(exchanges)).toEqual(['our new run 1', 'factory run']);
    expect(runsTouched(exchanges)).toEqual(['our new run 1', 'other repository run']);
  });
});

describe('contractBreaks', () => {
  const violation = (location: string[]) => ({ location, message: 'must match format "uuid"' });

  it('reports a request Prism found against the contract', () => {
    const bad = exchange({
      method: 'GET',
      path: '/agent/runs',
      query: '?limit=abc',
      requestViolations: [violation(['request', 'query', 'limit'])],
    });
    expect(contractBreaks([bad])).toEqual([
      'GET /agent/runs?limit=abc: request.query.limit: must match format "uuid"',
    ]);
  });

  it('excuses a path parameter only when it holds an id the service answered before', () => {
    const run = exchange({
      method: 'GET',
      path: '/agent/runs/r1',
      answer: '{"artifacts":[{"data":{"artifact_uid":"not a uuid"}}]}',
    });
    const artifact = exchange({
      method: 'GET',
      path: '/agent/artifacts/not%20a%20uuid',
      requestViolations: [violation(['request', 'path', 'artifactuid'])],
    });
    expect(contractBreaks([run, artifact])).toEqual([]);
    expect(contractBreaks([artifact])).toEqual([
      'GET /agent/artifacts/not%20a%20uuid: request.path.artifactuid: must match format "uuid"',
    ]);
  });
});

describe('requestSeed', () => {
  it('is the same for the same request of a case, different for any other', () => {
    const seed = requestSeed('drift1', 'GET', '/agent/runs', 0);
    expect(seed).toMatch(/^drift1x[0-9a-f]{16}$/);
    expect(requestSeed('drift1', 'GET', '/agent/runs', 0)).toBe(seed);
    expect(
      new Set([
        seed,
        requestSeed('drift2', 'GET', '/agent/runs', 0),
        requestSeed('drift1', 'GET', '/agent/runs', 1),
        requestSeed('drift1', 'POST', '/agent/runs', 0),
        requestSeed('drift1', 'GET', '/agent/runs/x', 0),
      ]).size,
    ).toBe(5);
  });
});
