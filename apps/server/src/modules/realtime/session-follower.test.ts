import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { chatPair, send, settle, stored, text } from '../chat/chat.test-support';
import { connect, listen, type TestSocket } from '../likes/discovery.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SECURITY 39 (issue 34, item 6): a socket that only listens ends with its session, within
 * seconds, although it sends nothing and no disconnect reaches it (as when Redis is away).
 */
describe('a listening socket follows its session', () => {
  const clock = manualClock(new Date());
  let ctx: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp({ SOCKET_SESSION_CHECK_MS: '200' }, { clock });
    url = await listen(ctx);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await ctx.close();
  });

  /** A listening member `a`, and `b` who writes to them. */
  async function conversation() {
    const { a, b, matchId } = await chatPair(ctx.database.db);
    const [listening, writing] = await Promise.all([connect(url, a), connect(url, b)]);
    sockets.push(listening, writing);
    const received: string[] = [];
    listening.on('message:new', ({ message }) => received.push(message.text ?? ''));
    stored(await send(writing, text(matchId, 'before')));
    const ended = new Promise<string>((resolve) => listening.once('disconnect', resolve));
    return { a, b, matchId, writing, received, ended };
  }

  async function afterTheEnd(
    { matchId, writing, received, ended }: Awaited<ReturnType<typeof conversation>>,
    endSession: () => Promise<unknown>,
  ) {
    await settle();
    expect(received).toEqual(['before']);
    await endSession();
    expect(await ended).toBe('io server disconnect');
    stored(await send(writing, text(matchId, 'after')));
    await settle();
    expect(received).toEqual(['before']);
  }

  it('is ended when its session is deleted in the database, with no bus message', async () => {
    const talk = await conversation();
    await afterTheEnd(talk, () =>
      ctx.database.db.delete(session).where(eq(session.userId, talk.a.id)),
    );
  });

  it('is ended when its session expires', async () => {
    const talk = await conversation();
    await afterTheEnd(talk, () =>
      ctx.database.db
        .update(session)
        .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
        .where(eq(session.userId, talk.a.id)),
    );
  });

  it('is ended when the clock passes its session expiry', async () => {
    const talk = await conversation();
    const [row] = await ctx.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, talk.a.id));
    // The writer's session outlives the listener's.
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(row!.expiresAt.getTime() + 100 * DAY_MS) })
      .where(eq(session.userId, talk.b.id));
    try {
      await afterTheEnd(talk, async () => clock.set(new Date(row!.expiresAt.getTime() + 1000)));
    } finally {
      clock.set(new Date());
    }
  });

  it('is ended when the member is deactivated or suspended without a word to realtime', async () => {
    const { a, ended } = await conversation();
    await ctx.database.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.userId, a.id));
    expect(await ended).toBe('io server disconnect');
  });
});
