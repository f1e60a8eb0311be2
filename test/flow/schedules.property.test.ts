/**
 * Schedules as code where its parts meet, over random worlds: schedules of this repository (with both records, one
 * of them, its name in another case, a copy), of another repository and made by hand, on a service that keeps
 * schedule metadata or not; a file of random entries (adopt, prune); a first apply whose writes the service refuses
 * or acts on and whose answers are lost; a UI's saves that dropped the metadata of every schedule, so that the list
 * makes a service that keeps it look as if it did not. After it, one apply without faults brings the service to the file: the plan
 * then finds nothing to change and an apply writes nothing; each entry is one schedule of this repository, as the
 * file says; what is not this repository's is never touched, unless an entry adopts it; and what the file no longer
 * lists is kept, or deleted with prune.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, type CloudAgentClient } from '../../src/client/index.ts';
import type { ScheduleSpec } from '../../src/flow/schedules-file.ts';
import {
  applyPlan,
  OWNER_KEY,
  ownedPrompt,
  ownerOf,
  planSchedules,
  promptOf,
  type ScheduleItem,
} from '../../src/flow/schedules.ts';

const REPO = 'acme/app';
const NOW = Date.parse('2026-06-02T18:00:00Z');
/** Seeded, so a failure replays; some 0.3 s. */
const RUNS = { numRuns: 150, seed: 20261204 };

const NAMES = ['a', 'b', 'c'];
const CRONS = ['0 3 * * *', '0 4 * * 1'];
const PROMPTS = ['Triage.', 'Review the docs.'];
const CONFIGS: (Record<string, unknown> | undefined)[] = [
  undefined,
  { model_id: 'm1' },
  { model_id: 'm2', idle_timeout_minutes: 5 },
];

/** Whose a schedule of the world is, and by which records. */
type Owner =
  'ours' | 'ours by the line' | 'ours by metadata' | 'ours, another case' | 'another repository' | 'hand';

interface Existing {
  name: string;
  owner: Owner;
  cron: string;
  prompt: string;
  enabled: boolean;
  config: Record<string, unknown> | undefined;
}

/** A write of the first apply that goes wrong: refused before the service acts, or done and its answer lost. */
type Fault = 'refused' | 'lost';

/** A service of schedules as the interface describes it: a full-replace update, its list sorted by name. */
class Schedules {
  readonly items = new Map<string, ScheduleItem>();
  writes = 0;
  private made = 0;
  /** By the turn of a write: what goes wrong with it (the first apply's; emptied after it). */
  faults: ReadonlyMap<number, Fault>;
  readonly keepsMetadata: boolean;
  constructor(keepsMetadata: boolean, faults: ReadonlyMap<number, Fault>) {
    this.keepsMetadata = keepsMetadata;
    this.faults = faults;
  }

  add(fields: Omit<ScheduleItem, 'id' | 'created_at' | 'updated_at'>): ScheduleItem {
    const id = `s${++this.made}`;
    const at = new Date(NOW - 86_400_000 + this.made * 1000).toISOString();
    const item = { ...fields, id, created_at: at, updated_at: at } as ScheduleItem;
    if (!this.keepsMetadata) delete item.metadata;
    this.items.set(id, item);
    return structuredClone(item);
  }

  list(): ScheduleItem[] {
    return [...this.items.values()]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
      .map((s) => structuredClone(s));
  }

  /** Runs a write with the fault the first apply gave its turn. */
  private async write<T>(operation: string, act: () => T): Promise<T> {
    const fault = this.faults.get(this.writes++);
    if (fault === 'refused')
      throw new ApiError({ status: 400, operation, body: { error_code: 'invalid_request' } });
    const answer = act();
    if (fault === 'lost') throw new ApiError({ status: 502, operation, outcomeUnknown: true });
    return answer;
  }

  private find(operation: string, id: string): ScheduleItem {
    const item = this.items.get(id);
    if (!item) throw new ApiError({ status: 404, operation, body: { error_code: 'not_found' } });
    return item;
  }

  readonly client = {
    schedules: {
      create: (body: Record<string, unknown>) =>
        this.write('createSchedule', () => this.add(body as unknown as ScheduleItem)),
      update: (id: string, body: Record<string, unknown>) =>
        this.write('updateSchedule', () => {
          const item = this.find('updateSchedule', id);
          const kept = { id: item.id, created_at: item.created_at, updated_at: item.updated_at };
          const next = { ...structuredClone(body), ...kept } as unknown as ScheduleItem;
          if (!this.keepsMetadata) delete next.metadata;
          this.items.set(id, next);
          return structuredClone(next);
        }),
      pause: (id: string) =>
        this.write('pauseSchedule', () => (this.find('pauseSchedule', id).enabled = false)),
      resume: (id: string) =>
        this.write('resumeSchedule', () => (this.find('resumeSchedule', id).enabled = true)),
      delete: (id: string) =>
        this.write('deleteSchedule', () => {
          this.find('deleteSchedule', id);
          this.items.delete(id);
          return { success: true };
        }),
    },
  } as unknown as CloudAgentClient;
}

const existing: fc.Arbitrary<Existing> = fc.record({
  name: fc.constantFrom(...NAMES),
  owner: fc.constantFrom<Owner>(
    'ours',
    'ours by the line',
    'ours by metadata',
    'ours, another case',
    'another repository',
    'hand',
  ),
  cron: fc.constantFrom(...CRONS),
  prompt: fc.constantFrom(...PROMPTS),
  enabled: fc.boolean(),
  config: fc.constantFrom(...CONFIGS),
});

const entry = (name: string): fc.Arbitrary<ScheduleSpec> =>
  fc.record({
    name: fc.constant(name),
    cron: fc.constantFrom(...CRONS),
    prompt: fc.constantFrom(...PROMPTS),
    enabled: fc.boolean(),
    adopt: fc.boolean(),
    agentConfig: fc.constantFrom<Record<string, unknown>>({}, { model_id: 'm1' }),
    line: fc.constant(1),
  });

const file: fc.Arbitrary<ScheduleSpec[]> = fc
  .subarray(NAMES)
  .chain((names) => (names.length ? fc.tuple(...names.map(entry)) : fc.constant([])));

/**
 * Puts a schedule of the world on the service, with the records its owner gives it; where a UI's saves dropped the
 * metadata of every schedule (`dropped`), the prompt line alone is left.
 */
function seed(service: Schedules, s: Existing, dropped: boolean): void {
  const owned = (repository: string, line: boolean, metadata: boolean) =>
    service.add({
      name: s.name,
      cron_schedule: s.cron,
      prompt: line ? ownedPrompt(s.prompt, repository) : s.prompt,
      enabled: s.enabled,
      ...(s.config ? { agent_config: structuredClone(s.config) } : {}),
      ...(metadata && !dropped ? { metadata: { [OWNER_KEY]: repository } } : {}),
    } as ScheduleItem);
  if (s.owner === 'ours') owned(REPO, true, true);
  else if (s.owner === 'ours by the line') owned(REPO, true, false);
  else if (s.owner === 'ours by metadata') owned(REPO, false, true);
  else if (s.owner === 'ours, another case') owned('Acme/App', true, true);
  else if (s.owner === 'another repository') owned('acme/other', true, true);
  else owned(REPO, false, false);
}

const plan = (specs: ScheduleSpec[], service: Schedules, prune: boolean) =>
  planSchedules({ specs, existing: service.list(), repository: REPO, file: 'f', prune, now: NOW });

const ours = (s: ScheduleItem) => ownerOf(s)?.toLowerCase() === REPO;

describe('schedules as code, over random worlds, files and faults', () => {
  it('one apply without faults after any first one brings the service to the file; what is not ours stays as it was', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(existing, { maxLength: 6 }),
        file,
        fc.boolean(),
        fc.boolean(),
        // Half the first applies go without a fault.
        fc.oneof(
          fc.constant({}),
          fc.dictionary(fc.nat({ max: 7 }).map(String), fc.constantFrom<Fault>('refused', 'lost'), {
            minKeys: 1,
            maxKeys: 4,
          }),
        ),
        fc.boolean(),
        async (world, specs, prune, keepsMetadata, faultsAt, dropped) => {
          const faults = new Map(Object.entries(faultsAt).map(([at, fault]) => [Number(at), fault]));
          const service = new Schedules(keepsMetadata, faults);
          for (const s of world) seed(service, s, dropped);
          const before = service.list();

          /** An apply without faults: after it, the plan finds nothing to change and an apply writes nothing. */
          const settles = async () => {
            const planned = plan(specs, service, prune);
            const from = service.writes;
            const applied = await applyPlan(service.client, planned, { log: () => {} });
            expect(applied.failed).toBe(0);
            // A step a write: on a service that keeps no metadata, no more than the plan counts.
            if (!keepsMetadata) expect(service.writes - from).toBe(planned.changes);
            const settled = plan(specs, service, prune);
            expect(settled.items.filter((i) => i.changes.length)).toEqual([]);
            expect(settled.changes).toBe(0);
            const writes = service.writes;
            await applyPlan(service.client, settled, { log: () => {} });
            expect(service.writes).toBe(writes);
          };
          if (!faults.size) await settles();
          else await applyPlan(service.client, plan(specs, service, prune), { log: () => {} });
          // Whatever the first apply left, the next one without faults settles it.
          service.faults = new Map();
          await settles();

          const after = service.list();
          // Each entry is one schedule of this repository, as the file says.
          for (const spec of specs) {
            const mine = after.filter((s) => s.name === spec.name && ours(s));
            expect(mine).toHaveLength(1);
            const [s] = mine;
            expect([s!.cron_schedule, s!.enabled, promptOf(s!.prompt)]).toEqual([
              spec.cron,
              spec.enabled,
              spec.prompt,
            ]);
            expect((s!.agent_config as Record<string, unknown> | undefined)?.model_id).toBe(
              spec.agentConfig.model_id,
            );
          }
          // What is not this repository's stays as it was, unless an entry adopted the one of its name.
          const adopted = new Set(specs.filter((s) => s.adopt).map((s) => s.name));
          for (const s of before.filter((s) => !ours(s))) {
            const now = service.items.get(s.id);
            if (adopted.has(s.name) && now && ours(now)) continue;
            expect(now).toEqual(s);
          }
          // What the file no longer lists: deleted with prune, else kept as it was.
          const listed = new Set(specs.map((s) => s.name));
          for (const s of before.filter((s) => ours(s) && !listed.has(s.name))) {
            expect(service.items.get(s.id)).toEqual(prune ? undefined : s);
          }
        },
      ),
      RUNS,
    );
  });
});
