import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondNode, buildTestApp, type TestApp } from '../../test/app';
import { createConfirmedAccount } from '../../test/accounts';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { openDatabase, type DatabaseHandle } from './client';

const STATEMENT_TIMEOUT_MS = 300;
const QUERY_TIMEOUT_MS = 1000;
// The pool waits this long for a connection (client.ts): the worst case before a 503.
const CONNECT_TIMEOUT_MS = 3000;

/** A TCP proxy to PostgreSQL that can stop forwarding, as a frozen link does, and resume. */
async function freezableProxy(target: URL) {
  // All links, or only those open when it froze.
  let frozen: 'all' | Set<Socket> | undefined;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (frozen === 'all' || frozen?.has(from)) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    freeze: (scope: 'all' | 'open' = 'all') => {
      frozen = scope === 'all' ? 'all' : new Set(sockets);
    },
    thaw: () => {
      frozen = undefined;
      for (const write of held.splice(0)) write();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Issue 20, item 6 (SECURITY 30): the database link freezes under a request that holds a
 * connection. The statement and query timeouts turn the wait into a 503 instead of a hang, and
 * the node serves again once the link answers. Needs TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a frozen database link (SECURITY 30)', () => {
  let ctx: TestApp;
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let handle: DatabaseHandle;
  let node: FastifyInstance;
  let headers: { cookie: string };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const { cookie } = await createConfirmedAccount(ctx);
    headers = { cookie: `vusal_session=${cookie}` };
    proxy = await freezableProxy(new URL((ctx.database as { url?: string }).url!));
    handle = await openDatabase({
      url: proxy.url,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    node = await buildSecondNode(ctx, { database: handle });
  });

  afterAll(async () => {
    await node?.close();
    await handle?.close();
    await proxy?.close();
    await ctx?.close();
  });

  it('cancels a statement that runs past the statement timeout, as an outage', async () => {
    const started = Date.now();
    const error: unknown = await handle.db.execute(sql`select pg_sleep(5)`).catch((e) => e);
    expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('fails a transaction whose link froze between two statements within the query timeout', async () => {
    let started = 0;
    const error: unknown = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze('open');
        started = Date.now();
        await tx.execute(sql`select 2`);
      })
      .catch((e) => e);
    const took = Date.now() - started;
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(took).toBeLessThan(QUERY_TIMEOUT_MS + 500);
    // The frozen connection is not handed out again: the next query gets a new one.
    const next = Date.now();
    await handle.db.execute(sql`select 3`);
    expect(Date.now() - next).toBeLessThan(QUERY_TIMEOUT_MS);
    proxy.thaw();
  });

  it('answers 503 within the timeouts while the link is frozen, and 200 once it answers', async () => {
    const warm = await node.inject({ url: '/api/preferences', headers });
    expect(warm.statusCode).toBe(200);

    proxy.freeze();
    const urls = ['/api/preferences', '/api/auth/session', '/api/chats', '/api/health/ready'];
    const started = Date.now();
    const answers = await Promise.all(urls.map((url) => node.inject({ url, headers })));
    expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS);
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, urls[index]).toBe(503);
    }
    for (const answer of answers.slice(0, 3)) {
      expect(answer.json().error.code).toBe('SERVICE_UNAVAILABLE');
    }

    proxy.thaw();
    let back = 0;
    for (let attempt = 0; attempt < 20 && back !== 200; attempt++) {
      back = (await node.inject({ url: '/api/preferences', headers })).statusCode;
      if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(back).toBe(200);
  }, 30_000);
});
