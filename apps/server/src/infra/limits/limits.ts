import type { Redis } from 'ioredis';
import { createLocalCounter } from './local-counter';
import type { Counted, LimitWindow, Limits } from './limits.types';
import { createRedisCounter } from './redis-counter';

type Log = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export type LimitsOptions = {
  /** Set: every node counts together while it answers. */
  redis?: Redis;
  /** Keys live under it in Redis; tests sharing one Redis give each app its own. */
  prefix?: string;
  log: Log;
  now?: () => number;
};

/**
 * Issue 20, item 2: while Redis is away each node counts on its own (a member may get a few
 * times the budget across nodes, never an unlimited one), and nothing waits for Redis: a
 * client that is not connected is not even asked.
 */
export function createLimits({
  redis,
  prefix = 'vusal:limit:',
  log,
  now = Date.now,
}: LimitsOptions): Limits {
  const local = createLocalCounter(now);
  const shared = redis ? createRedisCounter(redis, prefix) : undefined;
  let isFallingBack = false;

  async function count(key: string, window: LimitWindow): Promise<Counted> {
    if (!shared || !redis || redis.status !== 'ready') return local(key, window);
    try {
      const counted = await shared(key, window);
      if (isFallingBack) {
        isFallingBack = false;
        log.info({}, 'limits: counting in Redis again');
      }
      return counted;
    } catch (error) {
      if (!isFallingBack) {
        isFallingBack = true;
        log.warn({ err: error }, 'limits: Redis did not answer, counting on this node');
      }
      return local(key, window);
    }
  }

  return {
    async hit(key, window) {
      const { count: hits, resetInMs } = await count(key, window);
      return { allowed: hits <= window.max, count: hits, retryAfterMs: Math.max(0, resetInMs) };
    },
  };
}
