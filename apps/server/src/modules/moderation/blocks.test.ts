import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { storeMainPhoto } from '../../../test/accounts';
import { chatPair } from '../chat/chat.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

type Page = { items: { userId: string }[] };
type Blocked = { items: { userId: string; name: string; photoUrl: string | null }[] };

describe('the people a member blocked (issue 24, item 6)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const members = (...specs: Parameters<typeof insertMembers>[1]) =>
    insertMembers(ctx.database.db, specs);

  it('lists them newest first as a stranger sees them: "Aysel M."', async () => {
    const [elvin, aysel, leyla] = (await members(
      { gender: 'male' },
      { gender: 'female', name: 'Aysel Məmmədova' },
      { gender: 'female', name: 'Leyla Əliyeva' },
    )) as [Member, Member, Member];
    await api(ctx, elvin).post('/api/blocks', { userId: aysel.id });
    await api(ctx, elvin).post('/api/blocks', { userId: leyla.id });
    const list = (await api(ctx, elvin).get('/api/blocks')).json<Blocked>();
    expect(list.items.map(({ userId, name }) => ({ userId, name }))).toEqual([
      { userId: leyla.id, name: 'Leyla Ə.' },
      { userId: aysel.id, name: 'Aysel M.' },
    ]);
    expect(Object.keys(list.items[0]!).sort()).toEqual(['blockedAt', 'name', 'photoUrl', 'userId']);
    // Nobody else's list holds them, the blocked people's own least of all.
    expect((await api(ctx, aysel).get('/api/blocks')).json()).toEqual({ items: [] });
  });

  it('names no picture its reader is refused: a block hides the photo too', async () => {
    const [elvin, aysel] = (await members(
      { gender: 'male' },
      { gender: 'female', name: 'Aysel Məmmədova' },
    )) as [Member, Member];
    await storeMainPhoto(ctx, aysel.id);
    await api(ctx, elvin).post('/api/blocks', { userId: aysel.id });
    const [item] = (await api(ctx, elvin).get('/api/blocks')).json<Blocked>().items;
    expect(item).toMatchObject({ userId: aysel.id, name: 'Aysel M.', photoUrl: null });
  });

  it('after an unblock they meet again in browse', async () => {
    const [elvin, aysel] = (await members(
      { gender: 'male', city: 'shaki' },
      { gender: 'female', city: 'shaki' },
    )) as [Member, Member];
    const browse = async (viewer: Member) =>
      (await api(ctx, viewer).get('/api/discovery/browse')).json<Page>().items.map((i) => i.userId);
    expect(await browse(elvin)).toContain(aysel.id);
    await api(ctx, elvin).post('/api/blocks', { userId: aysel.id });
    expect(await browse(elvin)).not.toContain(aysel.id);
    expect(await browse(aysel)).not.toContain(elvin.id);

    expect((await api(ctx, elvin).delete(`/api/blocks/${aysel.id}`)).statusCode).toBe(204);
    expect((await api(ctx, elvin).get('/api/blocks')).json()).toEqual({ items: [] });
    expect(await browse(elvin)).toContain(aysel.id);
    expect(await browse(aysel)).toContain(elvin.id);
  });

  it('only the blocker can lift a block', async () => {
    const [elvin, aysel] = (await members({ gender: 'male' }, { gender: 'female' })) as [
      Member,
      Member,
    ];
    await api(ctx, elvin).post('/api/blocks', { userId: aysel.id });
    // Aysel "unblocking" Elvin lifts nothing: the block is Elvin's.
    expect((await api(ctx, aysel).delete(`/api/blocks/${elvin.id}`)).statusCode).toBe(204);
    expect((await api(ctx, elvin).get('/api/blocks')).json<Blocked>().items).toHaveLength(1);
    expect((await api(ctx, aysel).get(`/api/profiles/${elvin.id}`)).statusCode).toBe(404);
  });

  it('access sweep: visitors, pending members, moderators and admins', async () => {
    const [blocker, blocked, pending, moderator, admin] = (await members(
      { gender: 'male' },
      { gender: 'female' },
      { gender: 'male', isApproved: false },
      { gender: 'male' },
      { gender: 'female' },
    )) as [Member, Member, Member, Member, Member];
    await ctx.database.db.insert(userRoles).values([
      { userId: moderator.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ]);
    await api(ctx, blocker).post('/api/blocks', { userId: blocked.id });

    for (const call of [
      (member?: Member) => api(ctx, member).get('/api/blocks'),
      (member?: Member) => api(ctx, member).delete(`/api/blocks/${blocked.id}`),
    ]) {
      expect((await call(undefined)).statusCode).toBe(401);
      expect((await call(pending)).json().error.code).toBe('PROFILE_PENDING');
    }
    // Moderators and admins have a list of their own, not anyone else's.
    for (const member of [moderator, admin]) {
      expect((await api(ctx, member).get('/api/blocks')).json()).toEqual({ items: [] });
      await api(ctx, member).delete(`/api/blocks/${blocked.id}`);
    }
    expect((await api(ctx, blocker).get('/api/blocks')).json<Blocked>().items).toHaveLength(1);

    for (const hostile of ['not-an-id', '%00', 'x'.repeat(5000)]) {
      expect((await api(ctx, blocker).delete(`/api/blocks/${hostile}`)).statusCode).toBe(400);
    }
  });

  it('blocks with the report from a chat when asked ("also report", issue 37), and only then', async () => {
    const { a: reporter, b: other, matchId } = await chatPair(ctx.database.db);
    for (const block of ['yes', 1, null, '\u0000']) {
      const refused = await api(ctx, reporter).post(`/api/chats/${matchId}/report`, {
        reason: 'scam',
        block,
      });
      expect(refused.statusCode).toBe(400);
    }
    const plain = await api(ctx, reporter).post(`/api/chats/${matchId}/report`, {
      reason: 'scam',
    });
    expect(plain.statusCode).toBe(201);
    expect((await api(ctx, reporter).get('/api/blocks')).json<Blocked>().items).toEqual([]);

    const both = await api(ctx, reporter).post(`/api/chats/${matchId}/report`, {
      reason: 'scam',
      block: true,
    });
    expect(both.statusCode).toBe(201);
    expect(
      (await api(ctx, reporter).get('/api/blocks')).json<Blocked>().items.map((i) => i.userId),
    ).toEqual([other.id]);
    // The match ended with the block: the chat is closed to both.
    expect((await api(ctx, other).get(`/api/chats/${matchId}/messages`)).statusCode).toBe(404);
    expect(
      (await api(ctx, reporter).post(`/api/chats/${matchId}/report`, { reason: 'scam' }))
        .statusCode,
    ).toBe(404);
  });
});
