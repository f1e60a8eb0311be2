import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ArtifactItem, RunItem, RunState, Schemas } from '../../src/client/index.ts';
import { VERSION } from '../../src/version.ts';

describe('generated types', () => {
  it('keep enums open: a value a newer service adds still type-checks', () => {
    const future: RunState = 'AWAITING_REVIEW';
    const code: Schemas['ErrorCode'] = 'quota_melted';
    const artifactType: ArtifactItem['artifact_type'] = 'VIDEO';
    expectTypeOf<'CANCELLED'>().toMatchTypeOf<RunState>();
    expectTypeOf<'BLOCKED'>().toMatchTypeOf<RunItem['state']>();
    expect([future, code, artifactType]).toEqual(['AWAITING_REVIEW', 'quota_melted', 'VIDEO']);
  });

  it('VERSION follows package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });
});
