import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisBehindProxy } from '../../../test/tcp-proxy';
import { createRedis } from '../redis';
import { createLimits } from './limits';

const window = { max: 3, windowMs: 60_000 };
const silent = { warn: () => {}, info: () => {} };
const redisUrl = process.env.TEST_REDIS_URL;

async function hits(limits: ReturnType<typeof createLimits>, key: string, count: number) {
  const verdicts = [];
  for (let i = 0; i < count; i++) verdicts.push(await limits.hit(key, window));
  return verdicts.map((verdict) => verdict.allowed);
}

describe('SECURITY 31: one limits mechanism', () => {
  it('counts fixed windows on the node without Redis, and a new window starts afresh', async () => {
    let now = 0;
    const limits = createLimits({ log: silent, now: () => now });
    expect(await hits(limits, 'a', 4)).toEqual([true, true, true, false]);
    expect(await hits(limits, 'b', 1)).toEqual([true]);
    const refused = await limits.hit('a', window);
    expect(refused.retryAfterMs).toBe(60_000);
    now = 60_000;
    expect(await hits(limits, 'a', 1)).toEqual([true]);
  });

  describe.skipIf(!redisUrl)('with Redis', () => {
    const clients: Redis[] = [];
    const proxies: { close(): Promise<void> }[] = [];
    afterAll(async () => {
      for (const client of clients) client.disconnect();
      for (const proxy of proxies) await proxy.close();
    });
    const connected = async (url: string) => {
      const client = createRedis(url, silent, 'test');
      clients.push(client);
      await new Promise((resolve) => client.once('ready', resolve));
      return client;
    };

    it('counts across nodes together', async () => {
      const prefix = `vusal:test:${randomUUID()}:`;
      const one = createLimits({ redis: await connected(redisUrl!), prefix, log: silent });
      const two = createLimits({ redis: await connected(redisUrl!), prefix, log: silent });
      expect([...(await hits(one, 'm', 2)), ...(await hits(two, 'm', 2))]).toEqual([
        true,
        true,
        true,
        false,
      ]);
    });

    it('issue 20, item 2: while Redis is away each node counts on its own, at once, never unlimited', async () => {
      const { proxy, url } = await redisBehindProxy(redisUrl!);
      proxies.push(proxy);
      const limits = createLimits({
        redis: await connected(url),
        prefix: `vusal:test:${randomUUID()}:`,
        log: silent,
      });
      expect(await hits(limits, 'm', 1)).toEqual([true]);
      proxy.cut();
      const started = performance.now();
      expect(await hits(limits, 'm', 4)).toEqual([true, true, true, false]);
      expect(performance.now() - started).toBeLessThan(1500);
    });
  });
});
