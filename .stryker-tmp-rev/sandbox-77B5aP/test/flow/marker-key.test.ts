/**
 * The marker key: an HMAC-SHA256 of a fixed label under the API key (surrounding white space ignored), so the same
 * API key always signs the same way, another key does not, and the key is not the API key itself.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';

const hex = (apiKey: string) => deriveMarkerKey(apiKey).export().toString('hex');

describe('deriveMarkerKey', () => {
  it('is HMAC-SHA256("cloud-agent-action marker v2") under the trimmed API key', () => {
    const expected = createHmac('sha256', 'test-key').update('cloud-agent-action marker v2').digest('hex');
    expect(hex('test-key')).toBe(expected);
    expect(hex('  test-key\n')).toBe(expected);
    expect(deriveMarkerKey('test-key').type).toBe('secret');
  });

  it('another API key gives another key', () => {
    expect(hex('other-key')).not.toBe(hex('test-key'));
  });
});
