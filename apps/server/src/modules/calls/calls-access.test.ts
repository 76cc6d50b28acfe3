import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { requestAs } from '../../../test/accounts';
import { chatPair } from '../chat/chat.test-support';
import { moderationHarness } from '../moderation/decisions.test-support';
import {
  api,
  connect,
  insertMembers,
  liveApp,
  nextEvent,
  type Member,
} from '../likes/discovery.test-support';
import { bothOn, emit, granted } from './calls.test-support';

/**
 * Issue 40: who may use the call routes and events. Only the two members of an open chat; a
 * moderator or an admin is no party to anyone's calls; a visitor and a pending member are
 * refused before anything is read.
 */
describe('calls: access sweep', () => {
  const live = liveApp();
  const { open } = live;
  const db = () => live.ctx.database.db;
  const { decide, moderator } = moderationHarness(live);

  async function staff(role: 'moderator' | 'admin'): Promise<Member> {
    const [member] = await insertMembers(db(), [{}]);
    await db().insert(userRoles).values({ userId: member!.id, role });
    return member!;
  }

  it('the switch routes: 401 for a visitor, 403 pending, 404 for anyone not in the chat', async () => {
    const { a, b, matchId } = await chatPair(db());
    const [pending] = await insertMembers(db(), [{ isApproved: false }]);
    const [outsider] = await insertMembers(db(), [{}]);
    const url = `/api/matches/${matchId}/calls`;
    const cases: [Member | undefined, number, string | null][] = [
      [undefined, 401, 'UNAUTHENTICATED'],
      [pending, 403, 'PROFILE_PENDING'],
      [outsider, 404, 'CALL_NOT_A_MATCH'],
      [await staff('moderator'), 404, 'CALL_NOT_A_MATCH'],
      [await staff('admin'), 404, 'CALL_NOT_A_MATCH'],
      [a, 200, null],
      [b, 200, null],
    ];
    for (const [who, status, code] of cases) {
      for (const response of [
        await requestAs(live.ctx, who, 'GET', url),
        await requestAs(live.ctx, who, 'PUT', url, { on: true }),
      ]) {
        expect(response.statusCode, `${who?.name ?? 'visitor'} ${response.body}`).toBe(status);
        if (code) {
          expect(response.json().error).toMatchObject({ code, requestId: expect.any(String) });
        }
      }
    }
    expect((await api(live.ctx, a).get(url)).json()).toEqual({ mine: true, both: true });
    // Hostile input: a 4xx, never a 5xx.
    for (const [target, body] of [
      [`/api/matches/not-a-uuid/calls`, { on: true }],
      [`/api/matches/${matchId}%00/calls`, { on: true }],
      [url, { on: 'yes' }],
      [url, {}],
    ] as const) {
      const response = await requestAs(live.ctx, a, 'PUT', target, body);
      expect(response.statusCode, target).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, target).toBeLessThan(500);
    }
  });

  it('the call events: no socket for a visitor or a pending member; nobody else joins a call', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [pending] = await insertMembers(db(), [{ isApproved: false }]);
    await expect(connect(live.url, undefined)).rejects.toThrow();
    // A pending member's socket is refused or ended before any event of theirs is handled.
    const pendingAnswer = await connect(live.url, pending)
      .then((socket) =>
        emit(socket, 'call:start', { matchId, kind: 'voice' })
          .then((answer) => answer as unknown)
          .finally(() => socket.close()),
      )
      .catch(() => 'refused');
    expect(pendingAnswer).not.toMatchObject({ ok: true });

    const [aSocket, bSocket] = [await open(a), await open(b)];
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'voice' }));
    const [outsider] = await insertMembers(db(), [{}]);
    for (const who of [outsider!, await staff('moderator'), await staff('admin')]) {
      const socket = await open(who);
      expect(await emit(socket, 'call:start', { matchId, kind: 'voice' })).toMatchObject({
        error: { code: 'CALL_NOT_A_MATCH' },
      });
      for (const event of ['call:accept', 'call:decline', 'call:end']) {
        expect(await emit(socket, event, { callId: grant.callId })).toMatchObject({
          error: { code: 'CALL_NOT_FOUND' },
        });
      }
      expect(
        await emit(socket, 'call:signal', {
          callId: grant.callId,
          candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' },
        }),
      ).toMatchObject({ error: { code: 'CALL_NOT_FOUND' } });
    }
    // The caller cannot answer their own call; unknown calls are not found.
    expect(await emit(aSocket, 'call:accept', { callId: grant.callId })).toMatchObject({
      error: { code: 'CALL_NOT_FOUND' },
    });
    expect(await emit(bSocket, 'call:end', { callId: randomUUID() })).toMatchObject({
      error: { code: 'CALL_NOT_FOUND' },
    });
    granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
  });

  it('a suspension ends the member’s call, and the other hears it as such', async () => {
    const { a, b, matchId } = await chatPair(db());
    await bothOn(live.ctx, a, b, matchId);
    const [aSocket, bSocket] = [await open(a), await open(b)];
    const grant = granted(await emit(aSocket, 'call:start', { matchId, kind: 'video' }));
    granted(await emit(bSocket, 'call:accept', { callId: grant.callId }));
    const ended = nextEvent(bSocket, 'call:ended');
    const response = await decide(await moderator(), a.id, {
      decision: 'suspend',
      days: 7,
      reason: 'Insults in a call',
    });
    expect(response.statusCode).toBe(200);
    expect(await ended).toEqual({ callId: grant.callId, matchId, reason: 'suspended' });
  });
});
