import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { uniformSocketLimits } from '../../infra/limits/socket-limits';
import { buildTestApp, type TestApp } from '../../../test/app';
import { connect, listen, type Member, type TestSocket } from '../likes/discovery.test-support';
import { chatPair, send, settle, stored, text } from './chat.test-support';

type Step = 'send' | 'resend' | 'sendThenDropA' | 'toggleA' | 'toggleB';

/**
 * SECURITY 27–29 as a property: whatever the interleaving of sends, duplicate sends,
 * disconnects (one in the middle of a send) and reconnects, every acknowledged message is
 * stored once, reaches the other member once, and the other member's view is in order.
 */
describe('chat: random interleavings lose nothing and store nothing twice', () => {
  let ctx: TestApp;
  let url: string;

  beforeAll(async () => {
    ctx = await buildTestApp(
      {},
      {
        socketLimits: uniformSocketLimits({ max: 10_000, windowMs: 60_000 }),
      },
    );
    url = await listen(ctx);
  });
  afterAll(() => ctx.close());

  async function run(steps: Step[]) {
    const { a, b, matchId } = await chatPair(ctx.database.db);
    const pending: { clientId: string; body: string }[] = [];
    const acked = new Map<string, string>();
    const live: string[] = [];
    const view: string[] = [];
    const add = (id: string) => {
      if (!view.includes(id)) view.push(id);
    };
    const opened: TestSocket[] = [];
    const open = async (member: Member) => {
      const socket = await connect(url, member);
      opened.push(socket);
      return socket;
    };
    let aSocket: TestSocket | undefined = await open(a);
    let bSocket: TestSocket | undefined;
    const connectB = async () => {
      const socket = await open(b);
      socket.on('message:new', ({ message }) => {
        live.push(message.id);
        add(message.id);
      });
      for (;;) {
        const result = await socket.emitWithAck('chat:sync', { matchId, after: view.at(-1) });
        if (!result.ok) throw new Error(result.error.code);
        result.data.messages.forEach((message) => add(message.id));
        if (!result.data.hasMore) break;
      }
      return socket;
    };
    const flush = async (socket: TestSocket) => {
      while (pending.length) {
        const next = pending[0]!;
        const message = stored(await send(socket, text(matchId, next.body, next.clientId)));
        const before = acked.get(next.clientId);
        if (before) expect(message.id).toBe(before);
        acked.set(next.clientId, message.id);
        pending.shift();
      }
    };
    bSocket = await connectB();

    for (const step of steps) {
      if (step === 'send' || step === 'sendThenDropA') {
        pending.push({ clientId: randomUUID(), body: `m${acked.size + pending.length}` });
        if (aSocket && step === 'send') await flush(aSocket);
        if (aSocket && step === 'sendThenDropA') {
          const next = pending.at(-1)!;
          aSocket.emit('message:send', text(matchId, next.body, next.clientId), () => {});
          aSocket.close();
          aSocket = undefined;
        }
      } else if (step === 'resend') {
        const [clientId, id] = [...acked.entries()].at(-1) ?? [];
        if (aSocket && clientId) {
          expect(stored(await send(aSocket, text(matchId, 'again', clientId))).id).toBe(id);
        }
      } else if (step === 'toggleA') {
        if (aSocket) {
          aSocket.close();
          aSocket = undefined;
        } else {
          aSocket = await open(a);
          await flush(aSocket);
        }
      } else if (bSocket) {
        bSocket.close();
        bSocket = undefined;
      } else {
        bSocket = await connectB();
      }
    }
    aSocket ??= await open(a);
    await flush(aSocket);
    await settle();
    bSocket?.close();
    bSocket = await connectB();
    await settle();
    for (const socket of opened) socket.close();

    const rows = await ctx.database.db
      .select({ id: messages.id, clientId: messages.clientId })
      .from(messages)
      .where(eq(messages.matchId, matchId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    expect(rows).toHaveLength(acked.size);
    expect(new Set(rows.map((row) => row.clientId))).toEqual(new Set(acked.keys()));
    expect(rows.map((row) => row.id).sort()).toEqual([...acked.values()].sort());
    expect(new Set(live).size).toBe(live.length);
    expect(view).toEqual(rows.map((row) => row.id));
  }

  it('SECURITY 27, 28, 29', async () => {
    const step = fc.constantFrom<Step>(
      'send',
      'send',
      'resend',
      'sendThenDropA',
      'toggleA',
      'toggleB',
    );
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), run), {
      numRuns: 12,
    });
  }, 120_000);
});
