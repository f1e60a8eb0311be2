import { describe, expect, it } from 'vitest';
import { gone } from '../../src/shared/gone.ts';

describe('gone', () => {
  it('is a 404 or a 410, and nothing else', () => {
    expect(gone({ status: 404 })).toBe(true);
    expect(gone({ status: 410 })).toBe(true);
    for (const err of [
      { status: 403 },
      { status: 422 },
      { status: 500 },
      { status: '404' },
      {},
      new Error('x'),
    ])
      expect(gone(err)).toBe(false);
    expect(gone(undefined)).toBe(false);
  });
});
