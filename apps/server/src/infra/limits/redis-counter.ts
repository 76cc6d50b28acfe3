import type { Redis } from 'ioredis';
import type { Counted, LimitWindow } from './limits.types';

// One round trip, atomic: the first hit of a window starts its expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type WithHit = Redis & {
  limitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Fixed windows shared by every node, under `prefix`. Rejects when Redis does not answer. */
export function createRedisCounter(redis: Redis, prefix: string) {
  const client = redis as WithHit;
  if (typeof client.limitHit !== 'function') {
    redis.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT });
  }
  return async (key: string, window: LimitWindow): Promise<Counted> => {
    const [count, resetInMs] = await client.limitHit(prefix + key, window.windowMs);
    return { count, resetInMs };
  };
}
