/**
 * One redaction at every edge, end to end: the bundle runs against the simulator and the fake GitHub, the agent's
 * answer, the service's messages and a proxy's error page carry secrets and workflow commands, and none of them
 * reaches the thread, the job summary, the outputs or the log. The sizes GitHub limits stay within them.
 */
import { describe, expect, it } from 'vitest';
import { type ActionRun } from './harness.ts';
import { API_KEY, LONG_RUN, type World, eachWorld, endOnceCommented, prStep } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const GHP = `ghp_${'aB3dE5gH7j'.repeat(3)}kL9mN0`; // ghp_ and 36 letters and digits
const PAT = `github_pat_11AAAAAAA0${'xYz_0123'.repeat(8)}`;
const EXTRA = 'db-password-Tr0ub4dor';

const pr = (extra: Record<string, string> = {}) => prStep(world, extra);

/** What the fake GitHub received as comment bodies, in order (creates and edits). */
const commentBodies = () =>
  world.gh.requests
    .filter((r) => r.operationId === 'issues/create-comment' || r.operationId === 'issues/update-comment')
    .map((r) => (r.body as { body: string }).body);

/** The key appears only in the `::add-mask::` line that hides it, which comes first. */
function keyOnlyMasked(result: ActionRun): void {
  expect(result.everything.split('\n').filter((l) => l.includes(API_KEY))).toEqual([
    `::add-mask::${API_KEY}`,
  ]);
  expect(result.stdout.split('\n')[0]).toBe(`::add-mask::${API_KEY}`);
}

describe('secrets in the agent’s answer', () => {
  it('GitHub tokens, the API key and a listed secret reach no channel; the labels say what was there', async () => {
    const answer = [
      'Done. I pushed with these credentials:',
      `- GH_TOKEN=${GHP}`,
      `- fine-grained: ${PAT}`,
      `- CLOUD_AGENT_KEY=${API_KEY}`,
      `- DB: ${EXTRA}`,
    ].join('\n');
    // Created while the run works, then edited with its end: every body GitHub receives is checked.
    world.sim.script.run({ ...LONG_RUN, finalMessage: answer });
    const result = await endOnceCommented(world, pr({ redact: `\n  ${EXTRA}  \n` }));
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const clean = [
      'Done. I pushed with these credentials:',
      '- GH_TOKEN=[redacted GitHub token]',
      '- fine-grained: [redacted GitHub token]',
      '- CLOUD_AGENT_KEY=[redacted API key]',
      '- DB: [redacted secret]',
    ].join('\n');

    // The thread: every body GitHub received, and the comment as it stands.
    const bodies = commentBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const body of bodies)
      for (const secret of [GHP, PAT, API_KEY, EXTRA]) expect(body).not.toContain(secret);
    const [comment] = world.gh.state.commentsOf(2);
    expect(comment!.body).toContain(clean);
    expect(comment!.body).toContain('[redacted GitHub token]');

    // The job summary, the outputs, the log.
    expect(result.summary).toContain(clean);
    expect(result.outputs.summary).toBe(clean);
    for (const secret of [GHP, PAT]) expect(result.everything).not.toContain(secret);
    keyOnlyMasked(result);
    // The listed secret is masked for the runner too, right after the key, and appears nowhere else.
    expect(result.stdout.split('\n').slice(0, 2)).toEqual([`::add-mask::${API_KEY}`, `::add-mask::${EXTRA}`]);
    expect(result.everything.split('\n').filter((l) => l.includes(EXTRA))).toEqual([`::add-mask::${EXTRA}`]);
  });

  it('an answer of 1.2 MB: the job summary stays within 1 MiB and the summary output within 65,536 characters', async () => {
    world.sim.script.run({ finalMessage: `Start. ${'€'.repeat(400_000)} End.` });
    const result = await pr({ comment: 'false' });
    expect(result.code).toBe(0);
    expect(Buffer.byteLength(result.summary)).toBeLessThanOrEqual(1_048_576);
    expect(result.summary).not.toContain('\uFFFD');
    expect(result.summary.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    const note = '\n\n[cut: the summary output holds at most 65,536 characters]';
    const summary = result.outputs.summary!;
    expect(summary).toBe(`Start. ${'€'.repeat(65_536 - note.length - 'Start. '.length)}${note}`);
  });

  it('a line of the redact input shorter than 4 characters is refused, naming the input and the line', async () => {
    const result = await pr({ redact: 'long-enough-secret\nab' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::Input "redact": line 2 has fewer than 4 characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line',
    );
    expect(world.sim.requests).toHaveLength(0);
  });
});

describe('secrets in error pages', () => {
  it('a proxy page echoing the Authorization header, twice: the retry lines carry no key', async () => {
    const page = [
      '<html><body><h1>502 Bad Gateway</h1><pre>',
      `Authorization: Bearer ${API_KEY}`,
      `authorization: Bearer ${API_KEY}`,
      '</pre></body></html>',
    ].join('\n');
    world.sim.faults.inject({
      operation: 'getRun',
      times: 2,
      fault: { raw: page, status: 502, contentType: 'text/html' },
    });
    const result = await pr();
    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    const retried = [
      ...result.stdout.matchAll(
        /^retrying getRun in \d+ ms \(attempt (\d)\): getRun failed \(HTTP 502\): <html>.*\n(.*)\n(.*)\n(.*)$/gm,
      ),
    ];
    expect(retried.map((m) => m.slice(1))).toEqual(
      [2, 3].map((attempt) => [
        String(attempt),
        'Authorization: [redacted]',
        'authorization: [redacted]',
        '</pre></body></html>. The service had an internal problem; try again later',
      ]),
    );
    keyOnlyMasked(result);
  });
});

describe('workflow commands in the service’s text', () => {
  it('a status message with ::add-mask:: and ::error lines is logged inert, and the step error keeps it on one line', async () => {
    const message = 'Tests failed\n::add-mask::abc\n::error file=x::boom';
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'FAILED', afterMs: 500, statusMessage: { message, error_code: 'internal_error' } },
      ],
    });
    const result = await pr();
    expect(result.code).toBe(1);
    const lines = result.stdout.split(/\r?\n|\r/);
    expect(lines.filter((l) => l.trimStart().startsWith('::add-mask::abc'))).toEqual([]);
    expect(lines.filter((l) => l.trimStart().startsWith('::error file=x'))).toEqual([]);
    const runId = result.outputs['run-id']!;
    expect(result.stdout).toMatch(
      new RegExp(
        `^\\[\\d\\d:\\d\\d\\] run ${runId}: (\\w+ → )?FAILED \\(Tests failed\\n> ::add-mask::abc\\n> ::error file=x::boom\\)$`,
        'm',
      ),
    );
    expect(lines).toContain(
      `::error::run ${runId} ended FAILED (internal_error): Tests failed%0A::add-mask::abc%0A::error file=x::boom`,
    );
  });
});
