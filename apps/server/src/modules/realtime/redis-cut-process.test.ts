import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ack } from '@vusal/shared/events';
import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { as } from '../../../test/accounts';
import { createTestDatabase } from '../../../test/database';
import {
  freePort,
  memberSocket,
  ServerProcess,
  serverProcessEnv,
  until,
} from '../../../test/server-process';
import { redisBehindProxy } from '../../../test/tcp-proxy';
import { chatPair } from '../chat/chat.test-support';
import { insertMembers, type Member, type TestSocket } from '../likes/discovery.test-support';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** What a member's browser would do: one send, answered or not within the time. */
async function trySend(socket: TestSocket, matchId: string, text: string) {
  try {
    return (await socket
      .timeout(2000)
      .emitWithAck('message:send', { matchId, clientId: randomUUID(), text })) as Ack<{
      message: ChatMessage;
    }>;
  } catch {
    return undefined;
  }
}

/**
 * Issue 34, item 1 and SECURITY 40: the production entry point, logging for real (a silent
 * logger never serializes, so it could not fail), with its Redis link cut while members send on
 * their sockets and an admin acts over HTTP. The Redis client's errors (a `name` with only a
 * getter) once made the log serializer throw and the process exit with code 1. Needs
 * TEST_DATABASE_URL (the test writes members into the process's database) and TEST_REDIS_URL.
 */
describe.skipIf(!databaseUrl || !redisUrl)(
  'SECURITY 40: Redis cut under load (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let proxy: Awaited<ReturnType<typeof redisBehindProxy>>['proxy'];
    let node: ServerProcess;
    let dataDir: string;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const proxied = await redisBehindProxy(redisUrl!);
      proxy = proxied.proxy;
      dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-redis-cut-'));
      writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html><title>Vüsal</title>');
      node = new ServerProcess(
        await freePort(),
        serverProcessEnv(database.url!, dataDir, {
          // Development logs at the level asked; the test environment is always silent.
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          REDIS_URL: proxied.url,
        }),
      );
      await node.start();
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await node?.kill();
      await proxy?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const call = (member: Member, url: string, body: object = {}) =>
      fetch(`${node.url}${url}`, {
        method: 'POST',
        headers: { ...as(member), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((answer) => answer.status);

    it('stays up, answers 2xx, 4xx or 503 only, and works again when Redis is back', async () => {
      const { db } = database;
      const { a, b, matchId } = await chatPair(db);
      const [admin, target, pending, reporter] = await insertMembers(db, [
        {},
        {},
        { isApproved: false },
        { gender: 'male' },
      ]);
      await db.insert(userRoles).values({ userId: admin!.id, role: 'admin' });
      const report = await fetch(`${node.url}/api/reports`, {
        method: 'POST',
        headers: { ...as(reporter!), 'content-type': 'application/json' },
        body: JSON.stringify({ userId: target!.id, reason: 'fake_profile' }),
      });
      expect(report.status).toBe(201);
      const { reportId } = (await report.json()) as { reportId: string };

      const socketA = memberSocket(node.url, a);
      const socketB = memberSocket(node.url, b);
      sockets.push(socketA, socketB);
      await until(() => socketA.connected && socketB.connected, 'both sockets');

      // Sends already on their way to Redis (the limit counters, the adapter's publish) when
      // the link goes: their commands fail mid-flight, which is what once ended the process.
      const sends = Array.from({ length: 80 }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * 20));
        return trySend(n % 2 ? socketA : socketB, matchId, `while Redis goes away ${n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      proxy.cut();
      const actions = await Promise.all([
        call(admin!, `/api/admin/reports/${reportId}/decision`, {
          decision: 'warn',
          reason: 'A fake profile',
        }),
        call(admin!, `/api/admin/users/${pending!.id}/approve`),
        call(admin!, `/api/admin/users/${target!.id}/active`, { active: false }),
        call(a, `/api/chats/${matchId}/messages`, { clientId: randomUUID(), text: 'over HTTP' }),
        call(admin!, `/api/admin/users/${target!.id}/active`, { active: true }),
      ]);
      const answers = await Promise.all(sends);
      // Long enough for the clients' reconnection attempts to fail and be logged.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(node.alive).toBe(true);
      for (const status of actions) {
        expect(status < 500 || status === 503, String(status)).toBe(true);
      }
      // Each send is stored, refused by a rule, or unanswered while the node reconnects; none
      // fails inside the server (a Redis command failing mid-flight is counted on this node).
      const codes = answers.map((answer) => (answer?.ok === false ? answer.error.code : 'ok'));
      expect(codes).not.toContain('INTERNAL');

      proxy.restore();
      await until(
        () =>
          fetch(`${node.url}/api/health/ready`).then(
            (answer) => answer.status === 200,
            () => false,
          ),
        'ready again',
      );
      await until(() => socketA.connected, 'A connected');
      const after = await trySend(socketA, matchId, 'Redis is back');
      expect(after).toMatchObject({ ok: true });
      expect(await call(admin!, `/api/admin/users/${target!.id}/active`, { active: false })).toBe(
        200,
      );
      expect(node.alive).toBe(true);
    }, 120_000);
  },
);
