/**
 * The gate's judgement (src/flow/gate.ts `judgeInto`) where its parts meet, over random services: the pull request's
 * runs in any state, one or two scorers, their result pages (newest first, of any size the service chooses) holding
 * attempts of these runs and of others (scored, failed, in flight), judges asked for now that the service takes or
 * refuses, and whose verdicts come a few polls later. Whatever the service holds, a judge is asked only for an ended
 * run's pair that has no attempt, once, and only when judges may be asked; each pair gets one row, in order, whose
 * verdict is what the pair's newest attempt says at the threshold (or, without one, what its run and judge say); and
 * a row's reason is the judge's wherever the pair has an attempt that is done.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CloudAgentClient } from '../../src/client/index.ts';
import { gateRunRow, judgeInto, type JudgedRun, type Scorer } from '../../src/flow/gate.ts';
import type { GateRow } from '../../src/render/gate.ts';
import { hasStopped } from '../../src/shared/runs.ts';

/** Seeded, so a failure replays; some 0.5 s. */
const RUNS = { numRuns: 150, seed: 20261206 };

const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const STATES = ['SUCCEEDED', 'FAILED', 'BLOCKED', 'CANCELLED', 'INPROGRESS', 'QUEUED'] as const;

interface Attempt {
  run_id: string;
  attempted_at: string;
  status: 'scored' | 'failed' | 'in_flight';
  is_in_flight: boolean;
  score: number | null;
  /** In flight: the polls until it is scored (with `score`) or failed (`score` null). */
  polls?: number;
  outcome?: number | null;
}

const attempt = fc.record({
  /** A run of the pull request (0–3) or another (4–5). */
  run: fc.nat({ max: 5 }),
  status: fc.constantFrom('scored', 'scored', 'failed', 'in_flight'),
  score: fc.option(fc.constantFrom(0, 0.3, 0.5, 0.79, 0.8, 1), { nil: null, freq: 8 }),
  polls: fc.integer({ min: 1, max: 3 }),
  /** When it was attempted, in minutes from the first run's creation (never before its own run's). */
  at: fc.integer({ min: -30, max: 30 }),
});

const world = fc.record({
  states: fc.array(fc.constantFrom(...STATES), { minLength: 1, maxLength: 4 }),
  /** Whether the second scorer judges the run. */
  second: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  two: fc.boolean(),
  attempts: fc.array(fc.array(attempt, { maxLength: 8 }), { minLength: 2, maxLength: 2 }),
  pageSize: fc.integer({ min: 1, max: 4 }),
  threshold: fc.option(fc.constantFrom(0.5, 0.8), { nil: undefined }),
  dispatchJudges: fc.boolean(),
  /** The service refuses to judge these runs' pairs. */
  refused: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  judged: fc.constantFrom(0, 0.5, 0.9),
});

describe('the gate’s judgement, over random services', () => {
  it('asks a judge only for an ended pair without an attempt, once; each pair one row whose verdict its newest attempt gives', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const scorers: Scorer[] = [
          { id: 1, name: 'tests pass', threshold: 0.5 },
          { id: 2, name: 'style', threshold: 0.8 },
        ].slice(0, w.two ? 2 : 1) as Scorer[];
        const runs: JudgedRun[] = w.states.map((state, i) => ({
          run_id: `p${i}`,
          title: `Run ${i}`,
          session_link: '',
          state,
          created_at: new Date(T0 + i * 60_000).toISOString(),
        }));
        const idOf = (n: number) => (n < 4 ? `p${n}` : `o${n}`);
        // Each scorer's attempts, newest first, none older than its run; other pull requests' runs may be older than
        // this one's, and their attempts too: the pages end where the oldest of these runs began.
        const held = new Map<number, Attempt[]>(
          scorers.map((s, k) => {
            const list = w.attempts[k]!.map((a, i) => {
              const made = a.run < 4 ? T0 + a.run * 60_000 : -Infinity;
              return {
                run_id: idOf(a.run),
                attempted_at: new Date(Math.max(made, T0 + a.at * 60_000) + i).toISOString(),
                status: a.status as Attempt['status'],
                is_in_flight: a.status === 'in_flight',
                score: a.status === 'scored' ? a.score : null,
                ...(a.status === 'in_flight' ? { polls: a.polls, outcome: a.score } : {}),
              };
            });
            return [s.id, list.sort((a, b) => Date.parse(b.attempted_at) - Date.parse(a.attempted_at))];
          }),
        );
        const dispatched: string[] = [];
        let polls = 0;
        /** An in-flight attempt's verdict comes once its polls have passed. */
        const settle = () => {
          for (const list of held.values()) {
            for (const a of list) {
              if (a.status !== 'in_flight' || polls < a.polls!) continue;
              a.status = a.outcome === null ? 'failed' : 'scored';
              a.is_in_flight = false;
              a.score = a.outcome ?? null;
            }
          }
        };
        let t = 0;
        const client = {
          scorers: {
            results: (scorerId: number) => ({
              async *pages() {
                const list = held.get(scorerId) ?? [];
                for (let i = 0; i < list.length; i += w.pageSize) {
                  yield { results: list.slice(i, i + w.pageSize).map((a) => ({ ...a })) };
                }
              },
            }),
            reasons: async (scorerId: number, runIds: readonly string[]) => ({
              reasons: runIds.map((id) => ({
                run_id: id,
                status: 'available',
                reason: `${scorerId} on ${id}`,
              })),
              unmatched: 0,
            }),
          },
          scoring: {
            dispatch: async ({ targets }: { targets: { run_id: string; scorer_id: number }[] }) => ({
              results: targets.map(({ run_id, scorer_id }) => {
                dispatched.push(`${scorer_id} ${run_id}`);
                if (w.refused[Number(run_id.slice(1))]) {
                  return { run_id, scorer_id, outcome: 'failed', error: 'the judge could not start' };
                }
                // The judge's attempt, newest of all, in flight until the next poll.
                held.get(scorer_id)!.unshift({
                  run_id,
                  attempted_at: new Date(T0 + 3_600_000 + t).toISOString(),
                  status: 'in_flight',
                  is_in_flight: true,
                  score: null,
                  polls: polls + 1,
                  outcome: w.judged,
                });
                return { run_id, scorer_id, outcome: 'dispatched', error: null };
              }),
            }),
          },
        } as unknown as CloudAgentClient;

        const judged = new Map(
          runs.map((run, i) => [
            run.run_id,
            gateRunRow(
              run,
              scorers.filter((s) => s.id === 1 || w.second[i]),
            ),
          ]),
        );
        // What the service holds before the gate reads it: a judge may be asked only where it holds nothing.
        const before = new Set([...held].flatMap(([id, list]) => list.map((a) => `${id} ${a.run_id}`)));
        const rows: GateRow[] = [];
        await judgeInto(
          {
            client,
            scorers,
            runs: judged,
            threshold: w.threshold,
            dispatchJudges: w.dispatchJudges,
            timeoutMs: 600_000,
            log: () => {},
            now: () => t,
            sleep: async (ms) => {
              t += ms;
              polls++;
              settle();
            },
            pollMs: { initial: 1000, max: 2000 },
          },
          { add: (row) => rows.push(row), kept: () => rows },
        );

        // A judge only for an ended run's pair that held no attempt, once, and only when they may be asked.
        const pairs = [...judged.values()].flatMap((row) =>
          row.scorers.map((s) => ({ run: row, scorer: s })),
        );
        const expectedAsks = w.dispatchJudges
          ? pairs
              .filter(({ run, scorer }) => hasStopped(run.state) && !before.has(`${scorer.id} ${run.id}`))
              .map(({ run, scorer }) => `${scorer.id} ${run.id}`)
          : [];
        expect(dispatched).toEqual(expectedAsks);
        // One row a pair, in order; its verdict what the pair's newest attempt says.
        expect(rows.map((r) => `${r.scorer.id} ${r.runId}`)).toEqual(
          pairs.map(({ run, scorer }) => `${scorer.id} ${run.id}`),
        );
        rows.forEach((row, i) => {
          const { run, scorer } = pairs[i]!;
          const newest = held.get(scorer.id)!.find((a) => a.run_id === run.id);
          const threshold = w.threshold ?? scorer.threshold;
          const expected = !newest
            ? !hasStopped(run.state)
              ? 'pending'
              : 'error'
            : newest.status === 'in_flight'
              ? 'pending'
              : newest.status === 'failed' || newest.score === null
                ? 'error'
                : newest.score >= threshold
                  ? 'pass'
                  : 'fail';
          expect([row.runId, row.scorer.id, row.verdict]).toEqual([run.id, scorer.id, expected]);
          expect(row.threshold).toBe(threshold);
          // The judge's reason wherever the pair has an attempt that is done.
          if (newest && newest.status !== 'in_flight') expect(row.reason).toBe(`${scorer.id} on ${run.id}`);
        });
      }),
      RUNS,
    );
  });
});
