import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import {
  createConfirmedAccount,
  post,
  sessionCookie,
  signIn,
  STRONG_PASSWORD,
} from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import {
  api,
  connect,
  couple,
  insertMembers,
  listen,
  liveApp,
  nextEvent,
  type TestSocket,
} from '../likes/discovery.test-support';

describe('realtime', () => {
  const live = liveApp();
  const { open } = live;

  it('a node shutting down drops its sockets as a lost network, so every page reconnects', async () => {
    const node = await buildTestApp();
    const [member] = await couple(node.database.db);
    const socket = await connect(await listen(node), member);
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await node.close();
    // 'io server disconnect' is final for socket.io-client: it would never retry.
    expect(await ended).toBe('transport close');
  });

  it('SECURITY 18: refuses a handshake from a foreign origin, or without a session', async () => {
    const [member] = await couple(live.ctx.database.db);
    await expect(connect(live.url, member, 'https://evil.example')).rejects.toThrow();
    await expect(connect(live.url, undefined)).rejects.toThrow('UNAUTHENTICATED');
    await expect(connect(live.url, { ...member, cookie: 'forged-token' })).rejects.toThrow(
      'UNAUTHENTICATED',
    );
    const [pending] = await insertMembers(live.ctx.database.db, [{ isApproved: false }]);
    await expect(connect(live.url, pending)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('delivers a like to the other member at once, and a match to both', async () => {
    const [man, woman] = await couple(live.ctx.database.db);
    const [stranger] = await couple(live.ctx.database.db);
    const manSocket = await open(man);
    const womanSocket = await open(woman);
    const strangerSocket = await open(stranger);
    const strangerEvents: string[] = [];
    strangerSocket.onAny((event: string) => strangerEvents.push(event));

    const liked = nextEvent(womanSocket, 'like:new');
    const womanBadges = nextEvent(womanSocket, 'badges:changed');
    await api(live.ctx, man).like(woman.id);
    expect((await liked).like.from.userId).toBe(man.id);
    expect((await womanBadges).likes).toBe(1);

    const forMan = nextEvent(manSocket, 'match:new');
    const forWoman = nextEvent(womanSocket, 'match:new');
    const response = await api(live.ctx, woman).like(man.id);
    const matchId = response.json().match.matchId;
    expect((await forMan).match).toMatchObject({ matchId, other: { userId: woman.id } });
    expect((await forWoman).match).toMatchObject({ matchId, other: { userId: man.id } });

    const updated = nextEvent(womanSocket, 'match:updated');
    await api(live.ctx, man).post(`/api/matches/${matchId}/consent`, { answer: true });
    expect((await updated).match).toMatchObject({ matchId, status: 'waitingMe' });

    const removed = nextEvent(manSocket, 'match:removed');
    await api(live.ctx, woman).delete(`/api/matches/${matchId}`);
    expect(await removed).toEqual({ matchId });

    // The answer to an ack'ed request: the member's own counts, nobody else's.
    const badges = await womanSocket.emitWithAck('badges:get');
    expect(badges.ok && badges.data.totals.matches).toBe(0);
    expect(strangerEvents).toEqual([]);
  });

  it('SECURITY 14: a blocked member receives nothing from the one who blocked them', async () => {
    const [man, woman] = await couple(live.ctx.database.db);
    const womanSocket = await open(woman);
    const events: string[] = [];
    womanSocket.onAny((event: string) => events.push(event));
    expect((await api(live.ctx, woman).post('/api/blocks', { userId: man.id })).statusCode).toBe(
      204,
    );
    expect((await api(live.ctx, man).like(woman.id)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.filter((event) => event !== 'badges:changed')).toEqual([]);
  });

  it('SECURITY 8: sign-out, deactivation and deletion end live sockets', async () => {
    const [a, b] = await couple(live.ctx.database.db);
    const [c] = await insertMembers(live.ctx.database.db, [{ gender: 'male' }]);
    const signedOut = await open(a);
    const deactivated = await open(b);
    const ended = (socket: TestSocket) =>
      new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const aEnded = ended(signedOut);
    await api(live.ctx, a).post('/api/auth/sign-out');
    expect(await aEnded).toBe('io server disconnect');

    // The admin path and the owner's deletion both call the same disconnect hook.
    const bEnded = ended(deactivated);
    const deletion = await api(live.ctx, b).post('/api/account/delete', { reason: 'taking_break' });
    expect(deletion.statusCode).toBeLessThan(300);
    expect(await bEnded).toBe('io server disconnect');

    await live.ctx.database.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.userId, c!.id));
    await expect(connect(live.url, c)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('SECURITY 8: a new password ends the live sockets of the sessions it ends, and only those', async () => {
    const { input, cookie, user } = await createConfirmedAccount(live.ctx);
    await live.ctx.database.db
      .update(profiles)
      .set({ isApproved: true })
      .where(eq(profiles.userId, user.id));
    const other = sessionCookie(await signIn(live.ctx, input.email, STRONG_PASSWORD))!;
    const member = (sessionToken: string) => ({
      id: user.id,
      profileId: '',
      cookie: sessionToken,
      name: '',
    });
    const kept = await open(member(cookie));
    const ended = await open(member(other));
    const otherEnded = new Promise<string>((resolve) =>
      ended.once('disconnect', (reason) => resolve(reason)),
    );

    const change = await post(
      live.ctx,
      '/api/auth/change-password',
      {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Brand9NewPass',
        confirmPassword: 'Brand9NewPass',
      },
      cookie,
    );
    expect(change.statusCode).toBeLessThan(300);
    expect(await otherEnded).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });
});
