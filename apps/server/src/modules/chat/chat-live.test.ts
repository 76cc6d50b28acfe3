import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestAs } from '../../../test/accounts';
import { api, liveApp, nextEvent } from '../likes/discovery.test-support';
import { chatPair, send, setPreferences, settle, stored, text } from './chat.test-support';

describe('chat: typing, presence, limits and access', () => {
  const live = liveApp({
    socketLimits: {
      'message:send': { max: 5, windowMs: 60_000 },
      typing: { max: 3, windowMs: 60_000 },
      'presence:get': { max: 100, windowMs: 60_000 },
    },
  });
  const { open } = live;

  it('S7: typing reaches the other member only; SECURITY 31: too much of it is refused', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const { a: stranger } = await chatPair(live.ctx.database.db);
    const aSocket = await open(a);
    const bSocket = await open(b);
    const strangerSocket = await open(stranger);
    const strangerHeard: string[] = [];
    strangerSocket.onAny((event: string) => strangerHeard.push(event));
    const typing = nextEvent(bSocket, 'typing');
    expect(await aSocket.emitWithAck('typing', { matchId, isTyping: true })).toEqual({
      ok: true,
      data: null,
    });
    expect(await typing).toEqual({ matchId, userId: a.id, isTyping: true });
    await aSocket.emitWithAck('typing', { matchId, isTyping: false });
    await aSocket.emitWithAck('typing', { matchId, isTyping: true });
    expect(await aSocket.emitWithAck('typing', { matchId, isTyping: true })).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED' },
    });
    await settle();
    expect(strangerHeard).toEqual([]);
  });

  it('SECURITY 31: messages above the limit get a RATE_LIMITED ack and are not stored', async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db);
    const socket = await open(a);
    for (let index = 0; index < 5; index += 1)
      stored(await send(socket, text(matchId, `${index}`)));
    expect(await send(socket, text(matchId, 'one too many'))).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED' },
    });
    const page = (await api(live.ctx, a).get(`/api/chats/${matchId}/messages`)).json();
    expect(page.messages).toHaveLength(5);
  });

  it('presence: online and offline with last seen, unknown when the member hides it (S4)', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const aSocket = await open(a);
    const offline = await aSocket.emitWithAck('presence:get', { matchId });
    expect(offline).toEqual({
      ok: true,
      data: { userId: b.id, status: 'offline', lastSeenAt: null },
    });
    const online = nextEvent(aSocket, 'presence');
    const bSocket = await open(b);
    expect(await online).toMatchObject({ userId: b.id, status: 'online' });
    expect(await aSocket.emitWithAck('presence:get', { matchId })).toMatchObject({
      ok: true,
      data: { status: 'online' },
    });
    const gone = nextEvent(aSocket, 'presence');
    bSocket.close();
    const left = await gone;
    expect(left).toMatchObject({ userId: b.id, status: 'offline' });
    expect(left.lastSeenAt).not.toBeNull();

    await setPreferences(live.ctx.database.db, b.id, { showOnlineStatus: false });
    const heard: string[] = [];
    aSocket.onAny((event: string) => heard.push(event));
    await open(b);
    await settle();
    expect(heard).not.toContain('presence');
    expect(await aSocket.emitWithAck('presence:get', { matchId })).toEqual({
      ok: true,
      data: { userId: b.id, status: 'unknown', lastSeenAt: null },
    });
  });

  it('S2: a block closes the open chat for the blocked member at once, and the chat is dead', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const bSocket = await open(b);
    const aSocket = await open(a);
    const removed = nextEvent(bSocket, 'match:removed');
    const ownRemoved = nextEvent(aSocket, 'match:removed');
    expect((await api(live.ctx, a).post('/api/blocks', { userId: b.id })).statusCode).toBe(204);
    expect(await removed).toEqual({ matchId });
    expect(await ownRemoved).toEqual({ matchId });

    // Nothing more is said to B about A: no presence, and nothing typed there is stored.
    const heard: string[] = [];
    bSocket.onAny((event: string) => heard.push(event));
    aSocket.close();
    await open(a);
    await settle();
    expect(heard.filter((event) => event !== 'badges:changed')).toEqual([]);
    const refused = {
      ok: false,
      error: { code: 'CHAT_NOT_FOUND', message: 'errors.CHAT_NOT_FOUND' },
    };
    expect(await bSocket.emitWithAck('presence:get', { matchId })).toEqual(refused);
    expect(await send(bSocket, text(matchId, 'still there?'))).toEqual(refused);
  });

  it("SECURITY 10: another match's ids get 404 on every route and an error on every event, and nothing leaks", async () => {
    const victims = await chatPair(live.ctx.database.db);
    const victimSocket = await open(victims.a);
    const message = stored(await send(victimSocket, text(victims.matchId, 'private')));
    const { a: intruder } = await chatPair(live.ctx.database.db);
    const socket = await open(intruder);
    const victimHeard: string[] = [];
    const otherVictim = await open(victims.b);
    otherVictim.onAny((event: string) => victimHeard.push(event));
    const id = victims.matchId;
    const inject = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
      requestAs(live.ctx, intruder, method, path, payload);
    for (const [method, path, payload] of [
      ['GET', `/api/chats/${id}/messages`],
      ['GET', `/api/chats/${id}/messages?after=${message.id}`],
      ['PATCH', `/api/chats/${id}`, { isPinned: true }],
      ['POST', `/api/chats/${id}/read`],
      ['POST', `/api/chats/${id}/report`, { reason: 'harassment', messageId: message.id }],
      ['GET', `/api/chats/${randomUUID()}/messages`],
    ] as const) {
      const response = await inject(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.body).not.toContain('private');
      expect(response.json().error.code).toBe('CHAT_NOT_FOUND');
    }
    for (const [event, payload] of [
      ['message:send', text(id, 'hello')],
      ['message:delivered', { matchId: id, messageIds: [message.id] }],
      ['message:read', { matchId: id }],
      ['chat:sync', { matchId: id }],
      ['typing', { matchId: id, isTyping: true }],
      ['presence:get', { matchId: id }],
    ] as const) {
      const result = await (
        socket as unknown as {
          emitWithAck(e: string, p: unknown): Promise<unknown>;
        }
      ).emitWithAck(event, payload);
      expect(result, event).toEqual({
        ok: false,
        error: { code: 'CHAT_NOT_FOUND', message: 'errors.CHAT_NOT_FOUND' },
      });
    }
    expect((await api(live.ctx, intruder).get('/api/chats')).json().chats).toHaveLength(1);
    const own = (await api(live.ctx, victims.a).get(`/api/chats/${id}/messages`)).json();
    expect(own.messages[0]).toMatchObject({ text: 'private', deliveredAt: null, readAt: null });
    await settle();
    expect(victimHeard.filter((event) => event !== 'presence')).toEqual([]);
    // Without a session nothing answers but 401.
    expect((await api(live.ctx, undefined).get('/api/chats')).statusCode).toBe(401);
  });
});
