import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ack } from '@vusal/shared/events';
import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import {
  freePort,
  memberSocket,
  ServerProcess,
  serverProcessEnv,
  until,
} from '../../test/server-process';
import { chatPair } from '../modules/chat/chat.test-support';
import type { TestSocket } from '../modules/likes/discovery.test-support';
import { messages } from './schema';

const databaseUrl = process.env.TEST_DATABASE_URL;
const BURST = 40;

/**
 * Issue 20, item 1 (SECURITY 30): PostgreSQL drops every connection of a real server process
 * while 40 sends of one chat are in flight, most of them inside their transaction. The process
 * lives on, nothing is acknowledged that was not stored, and it answers again at once. Needs
 * TEST_DATABASE_URL.
 */
describe.skipIf(!databaseUrl)('a PostgreSQL restart under load (SECURITY 30)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  let dataDir: string;
  let node: ServerProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-pg-restart-'));
    writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html><title>Vüsal</title>');
    node = new ServerProcess(await freePort(), serverProcessEnv(database.url!, dataDir));
    await node.start();
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await node?.kill();
    await admin?.end();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Ends every connection the server process holds on its database. */
  async function terminateBackends() {
    const name = new URL(database.url!).pathname.slice(1);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  }

  it('keeps the process alive when backends are terminated mid-burst, and answers again', async () => {
    const { a, b, matchId } = await chatPair(database.db);
    const pair = [memberSocket(node.url, a), memberSocket(node.url, b)];
    sockets.push(...pair);
    await until(() => pair.every((socket) => socket.connected), 'both sockets');
    const headers = { cookie: `vusal_session=${a.cookie}` };

    // Both members write at once (each stays under the per-member message limit).
    const sends = Array.from({ length: BURST }, (_, n) => {
      const clientId = randomUUID();
      return pair[n % 2]!.timeout(10_000)
        .emitWithAck('message:send', { matchId, clientId, text: `burst ${n}` })
        .then(
          (answer: Ack<{ message: ChatMessage }>) => ({ clientId, answer }),
          () => ({ clientId, answer: undefined }),
        );
    });
    const reads = Array.from({ length: 5 }, () =>
      fetch(`${node.url}/api/chats`, { headers }).then(
        (response) => response.status,
        () => 'no answer',
      ),
    );
    // Within the burst, while sends hold their connections between statements.
    for (const delay of [5, 10, 15]) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await terminateBackends();
    }
    const answers = await Promise.all(sends);
    const statuses = await Promise.all(reads);
    expect(node.alive).toBe(true);
    for (const status of statuses) expect([200, 503]).toContain(status);

    // No false acknowledgement: every message acknowledged as stored is stored, once.
    const stored = await database.db
      .select({ clientId: messages.clientId })
      .from(messages)
      .where(eq(messages.matchId, matchId));
    const storedIds = stored.map((row) => row.clientId);
    for (const { clientId, answer } of answers) {
      if (answer?.ok) expect(storedIds.filter((id) => id === clientId)).toHaveLength(1);
    }

    // The next requests succeed: the pool opened new connections by itself.
    const after = await fetch(`${node.url}/api/chats`, { headers });
    expect(after.status).toBe(200);
    const answer = (await pair[0]!.timeout(10_000).emitWithAck('message:send', {
      matchId,
      clientId: randomUUID(),
      text: 'after',
    })) as Ack<{ message: ChatMessage }>;
    expect(answer.ok).toBe(true);
    expect(node.alive).toBe(true);
  }, 120_000);
});
