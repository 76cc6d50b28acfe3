import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildSecondNode, buildTestApp, type TestApp } from '../../../test/app';
import { chatPair } from '../chat/chat.test-support';
import { connect, listen, type TestSocket } from '../likes/discovery.test-support';

const redisUrl = process.env.TEST_REDIS_URL;

// Two apps in one process over a real Redis (the CI run on PostgreSQL sets TEST_REDIS_URL);
// chat-two-nodes.test.ts does the same with two server processes.
describe.skipIf(!redisUrl)('realtime over Redis: two nodes in one process', () => {
  let first: TestApp;
  let second: App;
  let firstUrl: string;
  let secondUrl: string;
  // A rejected Redis command nobody awaited ends a Node process: either kind is a failure.
  const failures: unknown[] = [];
  const onFailure = (reason: unknown) => failures.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onFailure);
    process.on('uncaughtException', onFailure);
    const redisNamespace = `vusal:test:${randomUUID()}`;
    first = await buildTestApp({ REDIS_URL: redisUrl! }, { redisNamespace });
    second = await buildSecondNode(first, { redisNamespace });
    firstUrl = await listen(first);
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    process.off('unhandledRejection', onFailure);
    process.off('uncaughtException', onFailure);
    await second.close();
    await first.close();
  });

  it('a member on one node is online for their partner on the other', async () => {
    const { a, b, matchId } = await chatPair(first.database.db);
    const sockets: TestSocket[] = [await connect(firstUrl, a), await connect(secondUrl, b)];
    try {
      expect(await sockets[0]!.emitWithAck('presence:get', { matchId })).toMatchObject({
        ok: true,
        data: { userId: b.id, status: 'online' },
      });
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('a node closes cleanly while its members leave and their presence is looked up', async () => {
    // The fault showed in about one closing in three: each round is one closing.
    for (let round = 0; round < 5; round++) {
      const node = await buildSecondNode(first, { redisNamespace: `vusal:test:${randomUUID()}` });
      await node.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
      const pairs = await Promise.all(Array.from({ length: 5 }, () => chatPair(first.database.db)));
      const sockets = await Promise.all(
        pairs.flatMap(({ a, b }) => [connect(url, a), connect(firstUrl, b)]),
      );
      // Each leaving member's presence is looked up on every node, for the partner on the
      // first node: those lookups are in flight while the node closes.
      for (const socket of sockets) socket.close();
      await node.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(failures).toEqual([]);
  });
});
