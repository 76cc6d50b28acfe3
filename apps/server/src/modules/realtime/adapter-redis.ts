import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client the Socket.IO streams adapter publishes with. The adapter (0.3.1) publishes
 * its requests to other nodes (`fetchSockets`) without handling the result, so a publish that
 * fails while Redis is away or the node is closing would be an unhandled rejection, which ends
 * a Node process. Here such a failure is logged; the request itself is answered by its timeout.
 */
export function adapterRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url);
  redis.on('error', (error: Error) => log.warn({ err: error }, 'socket adapter: Redis error'));
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
