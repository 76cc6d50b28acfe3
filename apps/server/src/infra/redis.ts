import { Redis, type RedisOptions } from 'ioredis';

/**
 * How every Redis client of the app behaves when Redis goes away (issue 20, item 2): a command
 * fails at once instead of waiting in ioredis's offline queue (which answered a sign-in after
 * 2.5 s and held passes past 30 s), a frozen link gives up after `commandTimeout`, and the
 * client keeps reconnecting in the background, so each caller can fall back and the node
 * picks Redis up again by itself when it returns.
 */
export const failFastRedisOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

type Log = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

/** A fail-fast client whose errors are logged once per outage, not once per retry. */
export function createRedis(url: string, log: Log, purpose: string, options: RedisOptions = {}) {
  const redis = new Redis(url, { ...failFastRedisOptions, ...options });
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn({ err: error, purpose }, 'Redis unavailable');
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info({ purpose }, 'Redis available again');
  });
  return redis;
}

/** Whether Redis answers now; the readiness probe's question. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes a client whether or not Redis is there to say goodbye to. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
