import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls as callsTable, messages } from '../../db/schema';
import { io } from 'socket.io-client';
import { as } from '../../../test/accounts';
import { api, liveApp, nextEvent, type TestSocket } from '../likes/discovery.test-support';
import { chatPair, chatWith, settle } from '../chat/chat.test-support';
import { createCallsRepository } from './calls.repository';
import { bothOn, emit, granted, optIn } from './calls.test-support';

const RING_MS = 600;

describe('calls between matches (issue 40)', () => {
  // Above the call:start budget (itself tested by the realtime guard's tests): tests here call
  // more often than a person would.
  const live = liveApp({
    callRingMs: RING_MS,
    socketLimits: { 'call:start': { max: 1000, windowMs: 60_000 } },
  });
  const { open } = live;
  const db = () => live.ctx.database.db;

  it('keeps each switch private until both are on, then tells both "Calls are on"', async () => {
    const { a, b, matchId } = await chatPair(db());
    const [aSocket, bSocket] = [await open(a), await open(b)];
    const heard: string[] = [];
    // A's page coming online may reach B late over Redis: presence says nothing of calls.
    bSocket.onAny((event: string) => event !== 'presence' && heard.push(event));
    expect((await optIn(live.ctx, a, matchId)).json()).toEqual({ mine: true, both: false });
    // B learns nothing of A's choice, by the answer or by an event.
    expect((await api(live.ctx, b).get(`/api/matches/${matchId}/calls`)).json()).toEqual({
      mine: false,
      both: false,
    });
    await settle();
    expect(heard).toEqual([]);
    const aHears = nextEvent(aSocket, 'calls:state');
    const bHears = nextEvent(bSocket, 'calls:state');
    expect((await optIn(live.ctx, b, matchId)).json()).toEqual({ mine: true, both: true });
    expect(await aHears).toEqual({ matchId, both: true });
    expect(await bHears).toEqual({ matchId, both: true });
    expect((await api(live.ctx, a).get(`/api/matches/${matchId}/calls`)).json()).toEqual({
      mine: true,
      both: true,
    });
  });

  it('rings, answers, relays the signals to the two pages in the call only, and hangs up', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [aSocket, bPage1, bPage2] = [await open(a), await open(b), await open(b)];
    const rings = [nextEvent(bPage1, 'call:ring'), nextEvent(bPage2, 'call:ring')];
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'video' }));
    expect(grant).toMatchObject({
      matchId,
      kind: 'video',
      iceServers: [],
      iceTransportPolicy: 'all',
    });
    for (const ring of await Promise.all(rings)) {
      expect(ring).toMatchObject({
        callId: grant.callId,
        matchId,
        kind: 'video',
        caller: { id: a.id },
      });
      expect(ring.caller.name).not.toBe('');
    }
    const accepted = nextEvent(aSocket, 'call:accepted');
    const answer = granted(await emit(bPage1, 'call:accept', { callId: grant.callId }));
    expect(answer.callId).toBe(grant.callId);
    expect(await accepted).toEqual({ callId: grant.callId, matchId });
    // A second page cannot take the answered call.
    expect(await emit(bPage2, 'call:accept', { callId: grant.callId })).toMatchObject({
      ok: false,
      error: { code: 'CALL_NOT_FOUND' },
    });

    const page2Heard: string[] = [];
    bPage2.onAny((event: string) => page2Heard.push(event));
    const offer = { callId: grant.callId, description: { type: 'offer', sdp: 'v=0\r\n' } };
    const relayed = nextEvent(bPage1, 'call:signal');
    expect(await emit(aSocket, 'call:signal', offer)).toEqual({ ok: true, data: null });
    expect(await relayed).toEqual(offer);
    const candidate = {
      callId: grant.callId,
      candidate: {
        candidate: 'candidate:1 1 udp 1 127.0.0.1 50000 typ relay',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    const back = nextEvent(aSocket, 'call:signal');
    expect(await emit(bPage1, 'call:signal', candidate)).toEqual({ ok: true, data: null });
    expect(await back).toEqual(candidate);
    // The other page of the callee is no party to the signals.
    expect(await emit(bPage2, 'call:signal', candidate)).toMatchObject({
      ok: false,
      error: { code: 'CALL_NOT_FOUND' },
    });
    await settle();
    expect(page2Heard).not.toContain('call:signal');

    const ends = [nextEvent(aSocket, 'call:ended'), nextEvent(bPage1, 'call:ended')];
    expect(await emit(bPage1, 'call:end', { callId: grant.callId })).toEqual({
      ok: true,
      data: null,
    });
    for (const ended of await Promise.all(ends)) {
      expect(ended).toEqual({ callId: grant.callId, matchId, reason: 'hangup' });
    }
    expect(await emit(aSocket, 'call:signal', offer)).toMatchObject({
      ok: false,
      error: { code: 'CALL_NOT_FOUND' },
    });
  });

  it('a page opened while a call rings rings too', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const grant = granted(await emit(await open(a), 'call:start', { matchId, kind: 'voice' }));
    // Listening before the page connects: the ring may come with the connection itself.
    const page: TestSocket = io(live.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
      extraHeaders: { ...as(b) },
    });
    const ring = nextEvent(page, 'call:ring');
    page.connect();
    try {
      expect(await ring).toMatchObject({ callId: grant.callId, matchId, caller: { id: a.id } });
    } finally {
      page.close();
    }
  });

  it('refuses a call to a non-match, without both switches on, after an unmatch or a block', async () => {
    const { a, b, matchId } = await chatPair(db());
    const { a: stranger, matchId: strangersMatch } = await chatPair(db());
    const aSocket = await open(a);
    const refusal = async (payload: unknown) =>
      (await emit(aSocket, 'call:start', payload)) as unknown;
    expect(await refusal({ matchId: strangersMatch, kind: 'voice' })).toMatchObject({
      ok: false,
      error: { code: 'CALL_NOT_A_MATCH' },
    });
    expect(await refusal({ matchId: randomUUID(), kind: 'voice' })).toMatchObject({
      error: { code: 'CALL_NOT_A_MATCH' },
    });
    expect(await refusal({ matchId, kind: 'voice' })).toMatchObject({
      error: { code: 'CALLS_NOT_ON' },
    });
    await optIn(live.ctx, a, matchId);
    expect(await refusal({ matchId, kind: 'voice' })).toMatchObject({
      error: { code: 'CALLS_NOT_ON' },
    });
    await optIn(live.ctx, b, matchId);
    await optIn(live.ctx, a, matchId, false);
    expect(await refusal({ matchId, kind: 'voice' })).toMatchObject({
      error: { code: 'CALLS_NOT_ON' },
    });
    // Hostile payloads: a 4xx-like refusal, never a crash.
    for (const payload of [
      { matchId, kind: 'fax' },
      { matchId: 'x\u0000', kind: 'voice' },
      'nonsense',
      null,
    ]) {
      expect(await refusal(payload)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await optIn(live.ctx, stranger, matchId)).statusCode).toBe(404);

    const blocked = await chatWith(db(), a);
    await bothOn(live.ctx, a, blocked.other, blocked.matchId);
    await api(live.ctx, blocked.other).post('/api/blocks', { userId: a.id });
    expect(await refusal({ matchId: blocked.matchId, kind: 'voice' })).toMatchObject({
      error: { code: 'CALL_NOT_A_MATCH' },
    });
    const unmatched = await chatWith(db(), a);
    await bothOn(live.ctx, a, unmatched.other, unmatched.matchId);
    await api(live.ctx, unmatched.other).delete(`/api/matches/${unmatched.matchId}`);
    expect(await refusal({ matchId: unmatched.matchId, kind: 'voice' })).toMatchObject({
      error: { code: 'CALL_NOT_A_MATCH' },
    });
  });

  it('refuses a second call to a member already in one (CALL_BUSY)', async () => {
    const { a, b, matchId } = await chatPair(db());
    const { other: c, matchId: otherMatch } = await chatWith(db(), b);
    await bothOn(live.ctx, a, b, matchId);
    await bothOn(live.ctx, c, b, otherMatch);
    const [aSocket, cSocket] = [await open(a), await open(c)];
    await open(b);
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    expect(await emit(cSocket, 'call:start', { matchId: otherMatch, kind: 'voice' })).toMatchObject(
      {
        error: { code: 'CALL_BUSY' },
      },
    );
    expect(await emit(aSocket, 'call:start', { matchId, kind: 'voice' })).toMatchObject({
      error: { code: 'CALL_BUSY' },
    });
    await emit(aSocket, 'call:end', { callId: grant.callId });
    granted(await emit(cSocket, 'call:start', { matchId: otherMatch, kind: 'voice' }));
  });

  it('a call nobody answers is missed once, with one chat line, and declined calls leave one too', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [aSocket, bSocket] = [await open(a), await open(b)];
    const lines: unknown[] = [];
    bSocket.on('message:new', (payload) => lines.push(payload.message));
    const ended = nextEvent(bSocket, 'call:ended');
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    expect(await ended).toEqual({ callId: grant.callId, matchId, reason: 'missed' });
    expect(await emit(bSocket, 'call:accept', { callId: grant.callId })).toMatchObject({
      error: { code: 'CALL_NOT_FOUND' },
    });
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ type: 'call', text: 'missed-voice', senderId: a.id, matchId }),
    ]);

    const second = granted(await emit(aSocket, 'call:start', { matchId, kind: 'video' }));
    expect(await emit(bSocket, 'call:decline', { callId: second.callId })).toEqual({
      ok: true,
      data: null,
    });
    await settle(RING_MS + 200);
    const page = (await api(live.ctx, b).get(`/api/chats/${matchId}/messages`)).json();
    expect(page.messages.map((message: { text: string }) => message.text)).toEqual([
      'missed-voice',
      'declined-video',
    ]);
  });

  it('ends a call once however many nodes race to end it', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const grant = granted(await emit(await open(a), 'call:start', { matchId, kind: 'voice' }));
    // Two nodes' repositories: the timer of one, the sweep of another, a decline on a third.
    const nodes = [
      createCallsRepository(db()),
      createCallsRepository(db()),
      createCallsRepository(db()),
    ];
    const results = await Promise.all([
      ...nodes.map((node) => node.end(grant.callId, 'missed', new Date(), { state: 'ringing' })),
      nodes[0]!.end(grant.callId, 'declined', new Date(), { state: 'ringing' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const lines = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.matchId, matchId), eq(messages.clientId, `call:${grant.callId}`)));
    expect(lines).toHaveLength(1);
    const [row] = await db().select().from(callsTable).where(eq(callsTable.id, grant.callId));
    expect(row?.state).toBe('ended');
  });

  it('makes the caller wait an hour after three unanswered calls, also when they call at once', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const aPages = [await open(a), await open(a), await open(a)];
    await open(b);
    for (let index = 0; index < 2; index += 1) {
      const grant = granted(await emit(aPages[0]!, 'call:start', { matchId, kind: 'voice' }));
      await emit(aPages[0]!, 'call:end', { callId: grant.callId });
    }
    // The third unanswered call, asked for from three pages at once: one rings.
    const answers = await Promise.all(
      aPages.map((page) => emit(page, 'call:start', { matchId, kind: 'voice' })),
    );
    const placed = answers.filter((answer) => answer.ok);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((answer) => !answer.ok)) {
      expect(answer).toMatchObject({ error: { code: 'CALL_BUSY' } });
    }
    await emit(aPages[0]!, 'call:end', { callId: granted(placed[0]!).callId });
    const parallel = await Promise.all(
      aPages.map((page) => emit(page, 'call:start', { matchId, kind: 'voice' })),
    );
    for (const answer of parallel) {
      expect(answer).toMatchObject({ ok: false, error: { code: 'CALL_COOL_DOWN' } });
      if (answer.ok) continue;
      const retryAt = new Date(answer.error.details!.retryAt!).getTime();
      expect(retryAt).toBeGreaterThan(Date.now() + 59 * 60_000);
    }
    const calls = await db().select().from(callsTable).where(eq(callsTable.matchId, matchId));
    expect(calls).toHaveLength(3);
  });
});
