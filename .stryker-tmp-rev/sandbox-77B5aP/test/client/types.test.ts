/**
 * The generated types keep enums open: a state, error code or artifact type a newer service adds still
 * type-checks, while the known values stay in the type (for completion) and a value of the wrong kind is refused.
 * These are type-level checks only: `expectTypeOf` does nothing at run time, `npm run typecheck` (tsc over test/)
 * is what fails when one breaks. The one run-time test reads package.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ArtifactItem, RunItem, RunState, Schemas } from '../../src/client/index.ts';
import { VERSION } from '../../src/version.ts';

describe('generated types (checked by tsc, not at run time)', () => {
  it('keep enums open: a value a newer service adds still type-checks', () => {
    expectTypeOf<'AWAITING_REVIEW'>().toExtend<RunState>();
    expectTypeOf<'AWAITING_REVIEW'>().toExtend<RunItem['state']>();
    expectTypeOf<'quota_melted'>().toExtend<Schemas['ErrorCode']>();
    expectTypeOf<'VIDEO'>().toExtend<ArtifactItem['artifact_type']>();
  });

  it('keep the known values, and refuse what is not a string', () => {
    expectTypeOf<Extract<RunState, 'CANCELLED'>>().toEqualTypeOf<'CANCELLED'>();
    expectTypeOf<Extract<RunItem['state'], 'BLOCKED'>>().toEqualTypeOf<'BLOCKED'>();
    expectTypeOf<Extract<Schemas['ErrorCode'], 'conflict'>>().toEqualTypeOf<'conflict'>();
    expectTypeOf<Extract<ArtifactItem['artifact_type'], 'PULL_REQUEST'>>().toEqualTypeOf<'PULL_REQUEST'>();
    expectTypeOf<RunState>().not.toBeAny();
    expectTypeOf<number>().not.toExtend<RunState>();
    expectTypeOf<null>().not.toExtend<Schemas['ErrorCode']>();
  });
});

describe('version', () => {
  it('VERSION follows package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });
});
