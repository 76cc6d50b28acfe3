import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ack } from '@vusal/shared/events';
import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import {
  freePort,
  memberSocket,
  ServerProcess as Node,
  serverProcessEnv,
  until,
} from '../../../test/server-process';
import { messages } from '../../db/schema';
import type { TestSocket } from '../likes/discovery.test-support';
import { chatPair } from './chat.test-support';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** What the web client does: the same client id until the server acknowledges the row. */
async function sendUntilStored(socket: TestSocket, matchId: string, text: string) {
  const clientId = randomUUID();
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      const answer = (await socket
        .timeout(1000)
        .emitWithAck('message:send', { matchId, clientId, text })) as Ack<{
        message: ChatMessage;
      }>;
      if (answer.ok) return answer.data.message;
    } catch {
      // No acknowledgement (the node is down): the same message again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never stored: ${text}`);
}

/**
 * Issue 10, item 8 (SECURITY 28, 29): two server processes on one PostgreSQL and one Redis. A
 * conversation crosses them live; one node crashes and comes back mid-conversation; nothing
 * acknowledged is lost, nothing is stored twice, and the member on the restarted node catches
 * up in order. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI's PostgreSQL run sets both).
 */
describe.skipIf(!databaseUrl || !redisUrl)('two nodes over Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const nodes: Node[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-two-nodes-'));
    writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html><title>Vüsal</title>');
    const env = serverProcessEnv(database.url!, dataDir, { REDIS_URL: redisUrl! });
    for (const port of [await freePort(), await freePort()]) nodes.push(new Node(port, env));
    await Promise.all(nodes.map((node) => node.start()));
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((node) => node.kill()));
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds a conversation across the nodes and through a crash of one of them', async () => {
    const [first, second] = nodes as [Node, Node];
    const { a, b, matchId } = await chatPair(database.db);
    const socketA = memberSocket(first.url, a);
    const socketB = memberSocket(second.url, b);
    sockets.push(socketA, socketB);
    const seenByA: ChatMessage[] = [];
    const seenByB: ChatMessage[] = [];
    socketA.on('message:new', ({ message }) => void seenByA.push(message));
    socketB.on('message:new', ({ message }) => void seenByB.push(message));
    await until(() => socketA.connected && socketB.connected, 'both sockets');

    // Live across nodes, through Redis, both ways.
    const hello = await sendUntilStored(socketA, matchId, 'Salam from node 1');
    await until(() => seenByB.find((m) => m.id === hello.id), 'A → B across nodes');
    const reply = await sendUntilStored(socketB, matchId, 'Salam from node 2');
    await until(() => seenByA.find((m) => m.id === reply.id), 'B → A across nodes');

    // Node 2 crashes; A goes on writing, and B's next message waits for a node.
    await second.kill();
    const whileDown: ChatMessage[] = [];
    for (let n = 1; n <= 5; n++)
      whileDown.push(await sendUntilStored(socketA, matchId, `while down ${n}`));
    const late = sendUntilStored(socketB, matchId, 'sent while my node was down');
    await second.start();

    const lateMessage = await late;
    await until(() => socketB.connected, 'B back on node 2');
    await until(() => seenByA.find((m) => m.id === lateMessage.id), "B's late message at A");

    // B catches up from the last message it had, page by page, as the web client does.
    const caughtUp: ChatMessage[] = [];
    let after = reply.id;
    for (;;) {
      const page = (await socketB
        .timeout(5000)
        .emitWithAck('chat:sync', { matchId, after })) as Ack<{
        messages: ChatMessage[];
        hasMore: boolean;
      }>;
      if (!page.ok) throw new Error(page.error.code);
      caughtUp.push(...page.data.messages);
      if (!page.data.hasMore || page.data.messages.length === 0) break;
      after = page.data.messages.at(-1)!.id;
    }
    const missed = whileDown.map((m) => m.id);
    expect(caughtUp.map((m) => m.id).filter((id) => missed.includes(id))).toEqual(missed);
    expect(new Set(caughtUp.map((m) => m.id)).size).toBe(caughtUp.length);

    // Every acknowledged message is stored exactly once.
    const acknowledged = [hello, reply, ...whileDown, lateMessage];
    for (const message of acknowledged) {
      const rows = await database.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.matchId, matchId), eq(messages.clientId, message.clientId)));
      expect(rows, message.text ?? '').toHaveLength(1);
    }
    const all = await database.db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(all).toHaveLength(acknowledged.length);
  }, 120_000);
});
