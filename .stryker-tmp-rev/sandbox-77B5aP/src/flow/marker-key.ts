/**
 * The key tracking-comment markers are signed with, derived from the API key: only a holder of the API key can
 * write a marker the action trusts, and the API key itself never goes further than this function. Rotating the
 * API key changes it (the thread then gets a new tracking comment).
 */
import { createHmac, createSecretKey } from 'node:crypto';
import type { MarkerKey } from '../render/marker.ts';

export function deriveMarkerKey(apiKey: string): MarkerKey {
  return createSecretKey(createHmac('sha256', apiKey.trim()).update('cloud-agent-action marker v2').digest());
}
