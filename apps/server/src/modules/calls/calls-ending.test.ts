import { randomUUID } from 'node:crypto';
import type { CallGrant } from '@vusal/shared/schemas/calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportContexts } from '../../db/schema';
import { api, liveApp, nextEvent } from '../likes/discovery.test-support';
import { chatPair, settle } from '../chat/chat.test-support';
import { countStatements } from '../../../test/statement-counter';
import { BADGES_COALESCE_MS } from '../realtime';
import { bothOn, emit, granted, optIn } from './calls.test-support';

const RING_MS = 600;

describe('calls between matches: how a call ends (issue 40)', () => {
  // Above the call:start budget (itself tested by the realtime guard's tests): tests here call
  // more often than a person would.
  const live = liveApp({
    callRingMs: RING_MS,
    socketLimits: { 'call:start': { max: 1000, windowMs: 60_000 } },
  });
  const { open } = live;
  const db = () => live.ctx.database.db;

  it('turning calls off, unmatching or blocking ends the call for both at once', async () => {
    for (const end of ['calls-off', 'unmatched', 'blocked'] as const) {
      const { a, b, matchId } = await chatPair(db());
      await bothOn(live.ctx, a, b, matchId);
      const [aSocket, bSocket] = [await open(a), await open(b)];
      const grant: CallGrant = granted(
        await emit(aSocket, 'call:start', { matchId, kind: 'voice' }),
      );
      granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
      const ends = [nextEvent(aSocket, 'call:ended'), nextEvent(bSocket, 'call:ended')];
      if (end === 'calls-off') await optIn(live.ctx, b, matchId, false);
      if (end === 'unmatched') await api(live.ctx, b).delete(`/api/matches/${matchId}`);
      if (end === 'blocked') await api(live.ctx, b).post('/api/blocks', { userId: a.id });
      for (const ended of await Promise.all(ends)) {
        expect(ended).toEqual({ callId: grant.callId, matchId, reason: end });
      }
    }
  });

  it('closing the page in a call ends it for the other', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [aSocket, bSocket] = [await open(a), await open(b)];
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
    const ended = nextEvent(bSocket, 'call:ended');
    aSocket.close();
    expect(await ended).toEqual({ callId: grant.callId, matchId, reason: 'disconnected' });
  });

  it('P14: relaying a call’s signals reads the database once, however many there are; an end stops the relay', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [aSocket, bSocket] = [await open(a), await open(b)];
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
    const candidate = (n: number) => ({
      callId: grant.callId,
      candidate: { candidate: `candidate:${n} 1 udp 1 127.0.0.1 ${3478 + n} typ relay` },
    });
    const heard: unknown[] = [];
    bSocket.on('call:signal', (signal: unknown) => heard.push(signal));
    // The pages' own arrival (presence, receipts) and the badge recounts the calls' lines asked
    // for (with Redis, whether or not a page listens) are done before the count starts.
    await settle(BADGES_COALESCE_MS + 150);
    const counted = await countStatements(live.ctx.database, async () => {
      for (let n = 0; n < 20; n += 1) {
        expect(await emit(aSocket, 'call:signal', candidate(n))).toMatchObject({ ok: true });
        expect(await emit(bSocket, 'call:signal', candidate(n))).toMatchObject({ ok: true });
      }
    });
    // At most the caller's node's first read: the callee's learned the route at the answer.
    expect(counted.count, counted.statements.join('\n')).toBeLessThanOrEqual(1);
    await settle();
    expect(heard).toHaveLength(20);

    expect(await emit(aSocket, 'call:end', { callId: grant.callId })).toMatchObject({ ok: true });
    expect(await emit(aSocket, 'call:signal', candidate(99))).toMatchObject({
      ok: false,
      error: { code: 'CALL_NOT_FOUND' },
    });
    expect(await emit(bSocket, 'call:signal', candidate(99))).toMatchObject({
      ok: false,
      error: { code: 'CALL_NOT_FOUND' },
    });
  });

  it('refuses signals that are too large or carry NUL bytes', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [aSocket, bSocket] = [await open(a), await open(b)];
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
    const heard: string[] = [];
    bSocket.onAny((event: string) => heard.push(event));
    for (const signal of [
      { callId: grant.callId, description: { type: 'offer', sdp: 'x'.repeat(16_001) } },
      { callId: grant.callId, description: { type: 'offer', sdp: 'v=0\u0000' } },
      { callId: grant.callId, candidate: { candidate: 'c'.repeat(1001) } },
      { callId: grant.callId, candidate: { candidate: 'candidate:\u0000' } },
      { callId: grant.callId },
      {
        callId: grant.callId,
        description: { type: 'offer', sdp: 'v=0' },
        candidate: { candidate: '' },
      },
    ]) {
      expect(await emit(aSocket, 'call:signal', signal)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_FAILED' },
      });
    }
    await settle();
    expect(heard).not.toContain('call:signal');
  });

  it('a report from a call ends it, notes it for the moderators, and the other is not told', async () => {
    const { a, b, matchId } = await chatPair(db());
    const { matchId: otherMatch, a: c, b: d } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    await bothOn(live.ctx, c, d, otherMatch);
    const [aSocket, bSocket, cSocket] = [await open(a), await open(b), await open(c)];
    await open(d);
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
    const strangersCall = granted(
      await emit(cSocket, 'call:start', { matchId: otherMatch, kind: 'video' }),
    );
    const report = (callId: string) =>
      api(live.ctx, b).post(`/api/chats/${matchId}/report`, { reason: 'harassment', callId });
    // Another pair's call is no call of this chat.
    expect((await report(strangersCall.callId)).statusCode).toBe(404);
    expect((await report(randomUUID())).statusCode).toBe(404);

    const aHears = nextEvent(aSocket, 'call:ended');
    const bHears = nextEvent(bSocket, 'call:ended');
    expect(await emit(bSocket, 'call:end', { callId: grant.callId, report: true })).toEqual({
      ok: true,
      data: null,
    });
    expect((await aHears).reason).toBe('hangup');
    expect((await bHears).reason).toBe('reported');
    const sent = await report(grant.callId);
    expect(sent.statusCode).toBe(201);
    const [context] = await db()
      .select()
      .from(reportContexts)
      .where(eq(reportContexts.reportId, sent.json().reportId));
    expect(context?.call).toMatchObject({ kind: 'voice', endReason: 'reported' });
    expect(context?.call?.seconds).toBeGreaterThanOrEqual(0);
  });
});
