import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { api, liveApp, nextEvent } from '../likes/discovery.test-support';
import { chatPair, send, settle, stored, text } from './chat.test-support';

/**
 * Issue 34, item 9 (details.md: "If the real-time send returns nothing, a direct insert is used
 * as fallback"): the client posts a send whose acknowledgement never came over HTTP, with the
 * same client id; the row is stored once and both paths answer the same message.
 */
describe('chat: the HTTP fallback of a send', () => {
  const live = liveApp({ socketLimits: { 'message:send': { max: 4, windowMs: 60_000 } } });
  const rowsOf = (matchId: string) =>
    live.ctx.database.db.select().from(messages).where(eq(messages.matchId, matchId));
  const post = (member: Parameters<typeof api>[1], matchId: string, body: object) =>
    api(live.ctx, member).post(`/api/chats/${matchId}/messages`, body);

  it('stores a socket send and its HTTP resend once, and answers the same message', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const aSocket = await live.open(a);
    const bSocket = await live.open(b);
    const payload = text(matchId, 'Salam');
    const arrived = nextEvent(bSocket, 'message:new');
    const bySocket = stored(await send(aSocket, payload));
    // The socket send's own message:new may land after its ack: only what follows it counts.
    expect((await arrived).message).toEqual(bySocket);
    const events: string[] = [];
    bSocket.onAny((event: string) => events.push(event));

    const byHttp = await post(a, matchId, { clientId: payload.clientId, text: payload.text });
    expect(byHttp.statusCode).toBe(200);
    expect(byHttp.json().message).toEqual(bySocket);
    await settle();
    expect(events).not.toContain('message:new');
    expect(await rowsOf(matchId)).toHaveLength(1);
  });

  it('stores an HTTP send first and answers a late socket send with the same row', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const aSocket = await live.open(a);
    const bSocket = await live.open(b);
    const payload = text(matchId, 'Necəsən?');
    const arrived = nextEvent(bSocket, 'message:new');
    const byHttp = await post(a, matchId, { clientId: payload.clientId, text: payload.text });
    expect(byHttp.statusCode).toBe(200);
    expect((await arrived).message).toEqual(byHttp.json().message);
    expect(stored(await send(aSocket, payload))).toEqual(byHttp.json().message);
    expect(await rowsOf(matchId)).toHaveLength(1);
  });

  it('follows the socket send rules: members of an open chat, within the same budget', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const { a: stranger } = await chatPair(live.ctx.database.db);
    const refused = await post(stranger, matchId, text(matchId, 'hi'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('CHAT_NOT_FOUND');
    const hostile = await post(a, matchId, { clientId: 'not-a-uuid', text: '' });
    expect(hostile.statusCode).toBe(400);

    const bSocket = await live.open(b);
    const answers = [
      stored(await send(bSocket, text(matchId, 'one'))) && 200,
      (await post(b, matchId, { clientId: crypto.randomUUID(), text: 'two' })).statusCode,
      (await post(b, matchId, { clientId: crypto.randomUUID(), text: 'three' })).statusCode,
      stored(await send(bSocket, text(matchId, 'four'))) && 200,
      (await post(b, matchId, { clientId: crypto.randomUUID(), text: 'five' })).statusCode,
    ];
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});
