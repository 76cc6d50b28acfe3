import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { countStatements } from '../../../test/statement-counter';
import { api, liveApp, nextEvent } from '../likes/discovery.test-support';
import { chatPair, send, setPreferences, settle, stored, text } from './chat.test-support';

describe('chat: sending, receipts and catch-up', () => {
  const live = liveApp();
  const { open } = live;
  const rowsOf = (matchId: string) =>
    live.ctx.database.db.select().from(messages).where(eq(messages.matchId, matchId));

  it('SECURITY 27: stores a message once, acks the stored row, a resend returns the same row', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const aSocket = await open(a);
    const bSocket = await open(b);
    const forB = nextEvent(bSocket, 'message:new');
    const forA = nextEvent(aSocket, 'message:new');
    const payload = text(matchId, '  Salam! <img src=x onerror=alert(1)>  ');
    const first = stored(await send(aSocket, payload));
    expect(first).toMatchObject({
      matchId,
      clientId: payload.clientId,
      senderId: a.id,
      type: 'text',
      text: 'Salam! <img src=x onerror=alert(1)>',
      deliveredAt: null,
      readAt: null,
    });
    // The ack came after the commit: the row is there.
    expect(await rowsOf(matchId)).toHaveLength(1);
    expect((await forB).message).toEqual(first);
    expect((await forA).message).toEqual(first);

    const events: string[] = [];
    bSocket.onAny((event: string) => events.push(event));
    const again = stored(await send(aSocket, payload));
    expect(again).toEqual(first);
    await settle();
    expect(events).not.toContain('message:new');
    expect(await rowsOf(matchId)).toHaveLength(1);

    // The other member cannot claim the id: it is not their resend.
    const stolen = await send(bSocket, { ...payload, text: 'mine' });
    expect(stolen).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
  });

  it('issue 25: a send is one statement from the socket to its ack, notices after it', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const aSocket = await open(a);
    await open(b);
    await settle();
    const counted = await countStatements(live.ctx.database, () =>
      send(aSocket, text(matchId, 'one round trip')),
    );
    stored(counted.result);
    // The realtime guard reads no session for an admitted socket (issue 35, item 2), on either
    // database: all the send issues is the store.
    expect(counted.statements, counted.statements.join('\n')).toHaveLength(1);
    expect(counted.count).toBe(1);
  });

  it('refuses bad payloads with an error ack, never a false success', async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db);
    const socket = await open(a);
    for (const payload of [
      text(matchId, '   '),
      text(matchId, 'x'.repeat(4001)),
      text(matchId, 'nul\u0000byte'),
      { matchId, clientId: 'not-a-uuid', text: 'hi' },
      { matchId: 'nope', clientId: randomUUID(), text: 'hi' },
      null,
    ]) {
      expect(await send(socket, payload as object)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED' },
      });
    }
    expect(await rowsOf(matchId)).toHaveLength(0);
  });

  it('SECURITY 13: no message without both consents', async () => {
    for (const answers of [
      { user1WantsChat: true, user2WantsChat: null },
      { user1WantsChat: true, user2WantsChat: false },
      { user1WantsChat: null, user2WantsChat: null },
    ]) {
      const { a, matchId } = await chatPair(live.ctx.database.db, undefined, answers);
      const socket = await open(a);
      expect(await send(socket, text(matchId, 'hi'))).toMatchObject({
        ok: false,
        error: { code: 'CHAT_NOT_FOUND' },
      });
      expect((await api(live.ctx, a).get(`/api/chats/${matchId}/messages`)).statusCode).toBe(404);
      expect(await rowsOf(matchId)).toHaveLength(0);
    }
  });

  it('SECURITY 14, S2: a block either way closes the chat on sockets and routes', async () => {
    for (const blockerIsA of [true, false]) {
      const { a, b, matchId } = await chatPair(live.ctx.database.db);
      const aSocket = await open(a);
      const bSocket = await open(b);
      stored(await send(aSocket, text(matchId, 'before')));
      const [blocker, blocked] = blockerIsA ? [a, b] : [b, a];
      expect(
        (await api(live.ctx, blocker).post('/api/blocks', { userId: blocked.id })).statusCode,
      ).toBe(204);
      const heard: string[] = [];
      bSocket.onAny((event: string) => heard.push(event));
      expect(await send(aSocket, text(matchId, 'after'))).toMatchObject({
        ok: false,
        error: { code: 'CHAT_NOT_FOUND' },
      });
      expect(await aSocket.emitWithAck('typing', { matchId, isTyping: true })).toMatchObject({
        ok: false,
        error: { code: 'CHAT_NOT_FOUND' },
      });
      expect((await api(live.ctx, a).get(`/api/chats/${matchId}/messages`)).statusCode).toBe(404);
      expect((await api(live.ctx, b).get('/api/chats')).json().chats).toEqual([]);
      await settle();
      expect(heard.filter((event) => event === 'message:new' || event === 'typing')).toEqual([]);
      expect(await rowsOf(matchId)).toHaveLength(1);
    }
  });

  it('SECURITY 29: a member who was away receives every missed message, in order, once', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const aSocket = await open(a);
    let bSocket = await open(b);
    const seen = stored(await send(aSocket, text(matchId, 'seen')));
    bSocket.close();
    const sent: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      sent.push(stored(await send(aSocket, text(matchId, `missed ${index}`))).id);
    }
    bSocket = await open(b);
    // Pages of 3 through the HTTP route, then the socket's sync agrees.
    const got: string[] = [];
    let after = seen.id;
    for (;;) {
      const page = (
        await api(live.ctx, b).get(`/api/chats/${matchId}/messages?after=${after}&limit=3`)
      ).json();
      got.push(...page.messages.map((message: { id: string }) => message.id));
      if (!page.hasMore) break;
      after = got.at(-1)!;
    }
    expect(got).toEqual(sent);
    const synced = await bSocket.emitWithAck('chat:sync', { matchId, after: seen.id });
    expect(synced.ok && synced.data.messages.map((message) => message.id)).toEqual(sent);
    const all = await bSocket.emitWithAck('chat:sync', { matchId });
    expect(all.ok && all.data.messages.map((message) => message.id)).toEqual([seen.id, ...sent]);
    // Older pages go backwards without overlap.
    const newest = (await api(live.ctx, b).get(`/api/chats/${matchId}/messages?limit=5`)).json();
    expect(newest.hasMore).toBe(true);
    const older = (
      await api(live.ctx, b).get(`/api/chats/${matchId}/messages?before=${newest.messages[0].id}`)
    ).json();
    expect(
      [...older.messages, ...newest.messages].map((message: { id: string }) => message.id),
    ).toEqual([seen.id, ...sent]);
  });

  it('S4: receipts reach the sender only when both members show them', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    await setPreferences(live.ctx.database.db, a.id, { showReadReceipts: true });
    await setPreferences(live.ctx.database.db, b.id, { showReadReceipts: true });
    const aSocket = await open(a);
    const bSocket = await open(b);
    const message = stored(await send(aSocket, text(matchId, 'hi')));
    const delivered = nextEvent(aSocket, 'message:delivered');
    expect(
      await bSocket.emitWithAck('message:delivered', { matchId, messageIds: [message.id] }),
    ).toEqual({ ok: true, data: { count: 1 } });
    expect((await delivered).messageIds).toEqual([message.id]);
    // The sender cannot mark their own message delivered.
    expect(
      await aSocket.emitWithAck('message:delivered', { matchId, messageIds: [message.id] }),
    ).toEqual({ ok: true, data: { count: 0 } });
    const read = nextEvent(aSocket, 'message:read');
    expect(await bSocket.emitWithAck('message:read', { matchId })).toEqual({
      ok: true,
      data: { count: 1 },
    });
    expect(await read).toMatchObject({ matchId, readerId: b.id });
    const page = (await api(live.ctx, a).get(`/api/chats/${matchId}/messages`)).json();
    expect(page.messages[0].readAt).not.toBeNull();

    // B turns receipts off: stored still (unread counts), shown and sent no more.
    await setPreferences(live.ctx.database.db, b.id, { showReadReceipts: false });
    const quiet = stored(await send(aSocket, text(matchId, 'again')));
    const heard: string[] = [];
    aSocket.onAny((event: string) => heard.push(event));
    await bSocket.emitWithAck('message:delivered', { matchId, messageIds: [quiet.id] });
    await bSocket.emitWithAck('message:read', { matchId });
    await settle();
    expect(heard).not.toContain('message:delivered');
    expect(heard).not.toContain('message:read');
    const hidden = (await api(live.ctx, a).get(`/api/chats/${matchId}/messages`)).json();
    expect(hidden.messages.map((m: { readAt: string | null }) => m.readAt)).toEqual([null, null]);
    const [row] = await live.ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, quiet.id)));
    expect(row?.readAt).not.toBeNull();
  });
  it('issue 35, item 3: receipts arriving together share one statement, and each is answered as if alone', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 4 }, () => chatPair(live.ctx.database.db)),
    );
    for (const { a, b } of pairs.slice(0, 2)) {
      await setPreferences(live.ctx.database.db, a.id, { showReadReceipts: true });
      await setPreferences(live.ctx.database.db, b.id, { showReadReceipts: true });
    }
    const chats = await Promise.all(
      pairs.map(async ({ a, b, matchId }) => {
        const [aSocket, bSocket] = await Promise.all([open(a), open(b)]);
        const sent = [
          stored(await send(aSocket, text(matchId, 'one'))),
          stored(await send(aSocket, text(matchId, 'two'))),
        ];
        return { aSocket, bSocket, matchId, ids: sent.map((message) => message.id) };
      }),
    );
    // The last pair's chat ends before its receipt: that one alone is refused.
    const closed = chats[3]!;
    expect(
      (await api(live.ctx, pairs[3]!.b).delete(`/api/matches/${closed.matchId}`)).statusCode,
    ).toBe(204);
    await settle();
    const told = chats.map(({ aSocket }) => {
      const heard: string[][] = [];
      aSocket.on('message:delivered', (receipt) => heard.push(receipt.messageIds));
      return heard;
    });
    const counted = await countStatements(live.ctx.database, () =>
      Promise.all([
        ...chats.map(({ bSocket, matchId, ids }) =>
          bSocket.emitWithAck('message:delivered', { matchId, messageIds: ids }),
        ),
        // The sender's own messages are not theirs to mark.
        chats[0]!.aSocket.emitWithAck('message:delivered', {
          matchId: chats[0]!.matchId,
          messageIds: chats[0]!.ids,
        }),
      ]),
    );
    expect(counted.result).toEqual([
      { ok: true, data: { count: 2 } },
      { ok: true, data: { count: 2 } },
      { ok: true, data: { count: 2 } },
      { ok: false, error: expect.objectContaining({ code: 'CHAT_NOT_FOUND' }) },
      { ok: true, data: { count: 0 } },
    ]);
    expect(counted.count, counted.statements.join('\n')).toBe(1);
    await settle();
    // S4: told only where both members show receipts.
    expect(told.map((heard) => heard.flat().sort())).toEqual([
      [...chats[0]!.ids].sort(),
      [...chats[1]!.ids].sort(),
      [],
      [],
    ]);
    const again = await chats[1]!.bSocket.emitWithAck('message:delivered', {
      matchId: chats[1]!.matchId,
      messageIds: chats[1]!.ids,
    });
    expect(again).toEqual({ ok: true, data: { count: 0 } });
  });
});
