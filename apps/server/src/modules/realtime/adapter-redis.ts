import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedis } from '../../infra/redis';

// How long the adapter's reader blocks on the stream per read (the adapter's own default).
export const ADAPTER_BLOCK_MS = 5000;

/**
 * The Redis clients of the Socket.IO streams adapter (0.3.1).
 *
 * The publishing client fails fast like every client of the app: while Redis is away an event
 * goes to this node's sockets at once instead of after the adapter's publish gave up (live
 * events arrived 9.7 s late, issue 20, item 2). The adapter publishes its requests to other
 * nodes (`fetchSockets`) without handling the result, which would be an unhandled rejection
 * (the end of a Node process): such a failure is logged here.
 *
 * The reader (the adapter makes it with `duplicate()`) keeps a queue and has no short command
 * timeout: its blocking read must outlast `ADAPTER_BLOCK_MS`, a read that timed out would lose
 * the entries of its late reply, and the adapter retries a failed read at once, so a read that
 * fails without waiting would spin the event loop for as long as Redis is away. Queued, it
 * waits for the reconnection and resumes the stream where it stopped.
 *
 * `watch` is told of every connection, so the bus's health (bus-health.ts) follows them all.
 */
export function adapterRedisClient(
  url: string,
  log: FastifyBaseLogger,
  watch: (client: Redis) => void,
): Redis {
  const redis = createRedis(url, log, 'socket adapter');
  watch(redis);
  redis.duplicate = () => {
    const reader = createRedis(url, log, 'socket adapter reader', {
      enableOfflineQueue: true,
      commandTimeout: ADAPTER_BLOCK_MS * 2,
    });
    watch(reader);
    return reader;
  };
  const publish = redis.publish.bind(redis) as (
    channel: string,
    message: Buffer,
  ) => Promise<number>;
  const guarded = (channel: string, message: Buffer) => {
    const sent = publish(channel, message);
    sent.catch((error: unknown) => log.warn({ err: error }, 'socket adapter: publish failed'));
    return sent;
  };
  redis.publish = guarded as unknown as Redis['publish'];
  return redis;
}
