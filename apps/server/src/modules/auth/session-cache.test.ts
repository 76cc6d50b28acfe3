import { describe, expect, it } from 'vitest';
import type { RequestUser } from './auth.types';
import { createSessionCache } from './session-cache';

const person = (id: string) => ({ id, sessionId: `s-${id}` }) as RequestUser;
const later = new Date(Date.now() + 60_000);

describe('session cache (decision 008)', () => {
  it('serves a session for a few seconds, never past its own expiry', () => {
    const cache = createSessionCache(5000);
    cache.set('h1', person('a'), later, 1000, cache.epoch);
    expect(cache.get('h1', 5999)?.id).toBe('a');
    expect(cache.get('h1', 6000)).toBeUndefined();
    cache.set('h2', person('b'), new Date(2000), 1000, cache.epoch);
    expect(cache.get('h2', 2000)).toBeUndefined();
  });

  it('forgets every session of a person at once', () => {
    const cache = createSessionCache(5000);
    cache.set('h1', person('a'), later, 0, cache.epoch);
    cache.set('h2', person('a'), later, 0, cache.epoch);
    cache.set('h3', person('b'), later, 0, cache.epoch);
    cache.forgetUser('a');
    expect([cache.get('h1', 1), cache.get('h2', 1), cache.get('h3', 1)?.id]).toEqual([
      undefined,
      undefined,
      'b',
    ]);
  });

  it('does not keep what a lookup read before a revocation that overtook it', () => {
    const cache = createSessionCache(5000);
    const before = cache.epoch;
    cache.forgetUser('a');
    cache.set('h1', person('a'), later, 0, before);
    expect(cache.get('h1', 1)).toBeUndefined();
  });
});
