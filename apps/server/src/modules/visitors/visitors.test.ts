import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, preferences, profiles, user, userRoles } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { createExportDataQueries } from '../account/export-data.queries';
import { readPhotoToken } from '../members';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';
import {
  openProfile,
  untilVisits,
  visitorsOf,
  visitRecorder,
  visitsTo,
} from './visitors.test-support';

const DAY = 24 * 60 * 60 * 1000;

describe('who viewed me (issue 38, item 5; decision 045)', () => {
  const clock = manualClock(new Date());
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
  });
  afterAll(() => ctx.close());

  const men = (count: number, extra: Parameters<typeof insertMembers>[1][number] = {}) =>
    insertMembers(
      ctx.database.db,
      Array.from({ length: count }, () => ({ gender: 'male' as const, ...extra })),
    );
  const woman = async () => (await insertMembers(ctx.database.db, [{ gender: 'female' }]))[0]!;
  const badgeOf = async (member: Member) =>
    (await api(ctx, member).get('/api/badges')).json().visitors as number;

  it('keeps one visit a day per viewer and lists each visitor once, newest first, with a badge', async () => {
    const aysel = await woman();
    const [elvin, rauf] = await men(2);
    expect((await openProfile(ctx, elvin!, aysel)).statusCode).toBe(200);
    await untilVisits(ctx, aysel.id, 1);
    await openProfile(ctx, elvin!, aysel);
    clock.advance(1000);
    await openProfile(ctx, rauf!, aysel);
    await untilVisits(ctx, aysel.id, 2);
    expect(await visitsTo(ctx, aysel.id)).toHaveLength(2);

    clock.advance(DAY);
    await openProfile(ctx, elvin!, aysel);
    await untilVisits(ctx, aysel.id, 3);

    const page = await visitorsOf(ctx, aysel);
    expect(page.items.map((item: { from: { userId: string } }) => item.from.userId)).toEqual([
      elvin!.id,
      rauf!.id,
    ]);
    expect(page.items[0]).toMatchObject({ isNew: true, from: { fullName: expect.any(String) } });
    expect(await badgeOf(aysel)).toBe(2);

    clock.advance(1000);
    await api(ctx, aysel).post('/api/badges/viewed', { sections: ['visitors'] });
    expect(await badgeOf(aysel)).toBe(0);
    expect(
      (await visitorsOf(ctx, aysel)).items.every((item: { isNew: boolean }) => !item.isNew),
    ).toBe(true);
    // The one who was visited sees nothing of her own look back at them.
    expect((await visitorsOf(ctx, elvin!)).items).toEqual([]);
  });

  it('pages newest first without skipping or repeating anyone', async () => {
    const aysel = await woman();
    const visitors = await men(5);
    const recorder = visitRecorder(ctx, clock);
    for (const visitor of visitors) {
      clock.advance(1000);
      await recorder.record({ viewer: { id: visitor.id, role: 'user' }, visitedId: aysel.id });
    }
    const first = await visitorsOf(ctx, aysel, '?limit=2');
    const second = await visitorsOf(ctx, aysel, `?limit=2&cursor=${first.nextCursor}`);
    const third = await visitorsOf(ctx, aysel, `?limit=2&cursor=${second.nextCursor}`);
    const ids = [...first.items, ...second.items, ...third.items].map(
      (item: { from: { userId: string } }) => item.from.userId,
    );
    expect(ids).toEqual(visitors.map((visitor) => visitor.id).reverse());
    expect(third.nextCursor).toBeNull();
  });

  it('never records a visit made while browsing invisibly, so turning it off later shows nothing', async () => {
    const aysel = await woman();
    const [elvin, rauf] = await men(2);
    const saved = await requestAs(ctx, elvin, 'GET', '/api/preferences');
    const put = await requestAs(ctx, elvin, 'PUT', '/api/preferences', {
      ...saved.json(),
      browseInvisibly: true,
    });
    expect(put.json()).toMatchObject({ browseInvisibly: true, visitorsNotice: false });

    await visitRecorder(ctx, clock).record({
      viewer: { id: elvin!.id, role: 'user' },
      visitedId: aysel.id,
    });
    await openProfile(ctx, elvin!, aysel);
    // A visible visit after it: once it stands, the invisible one had its turn.
    await openProfile(ctx, rauf!, aysel);
    await untilVisits(ctx, aysel.id, 1);

    await requestAs(ctx, elvin, 'PUT', '/api/preferences', {
      ...saved.json(),
      browseInvisibly: false,
    });
    const ids = (await visitorsOf(ctx, aysel)).items.map(
      (item: { from: { userId: string } }) => item.from.userId,
    );
    expect(ids).toEqual([rauf!.id]);
    expect(await badgeOf(aysel)).toBe(1);
  });

  it('records nothing for staff, for the owner, or for a demo profile', async () => {
    const aysel = await woman();
    const [moderator, admin] = await men(2);
    for (const [person, role] of [
      [moderator!, 'moderator'],
      [admin!, 'admin'],
    ] as const) {
      await ctx.database.db.insert(userRoles).values({
        userId: person.id,
        role,
      });
      expect((await openProfile(ctx, person, aysel)).statusCode).toBe(200);
    }
    expect((await openProfile(ctx, aysel, aysel)).statusCode).toBe(200);
    expect(await visitsTo(ctx, aysel.id)).toEqual([]);
  });

  it('drops blocked, hidden and deleted visitors from the list and the badge, retroactively', async () => {
    const aysel = await woman();
    const [blocker, blocked, hidden, deleted, suspended, stays] = await men(6);
    const recorder = visitRecorder(ctx, clock);
    for (const visitor of [blocker, blocked, hidden, deleted, suspended, stays]) {
      await recorder.record({ viewer: { id: visitor!.id, role: 'user' }, visitedId: aysel.id });
    }
    expect((await visitorsOf(ctx, aysel)).items).toHaveLength(6);

    await ctx.database.db.insert(blocks).values([
      { blockerId: blocker!.id, blockedId: aysel.id },
      { blockerId: aysel.id, blockedId: blocked!.id },
    ]);
    await ctx.database.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.userId, hidden!.id));
    await ctx.database.db
      .update(profiles)
      .set({ deletedAt: new Date(), deletedByUser: true })
      .where(eq(profiles.userId, deleted!.id));
    await ctx.database.db
      .update(profiles)
      .set({ isApproved: false })
      .where(eq(profiles.userId, suspended!.id));

    const ids = (await visitorsOf(ctx, aysel)).items.map(
      (item: { from: { userId: string } }) => item.from.userId,
    );
    expect(ids).toEqual([stays!.id]);
    expect(await badgeOf(aysel)).toBe(1);
    // The rows stay: an unblock brings the visit back, as it was.
    expect(await visitsTo(ctx, aysel.id)).toHaveLength(6);
    await ctx.database.db.delete(blocks).where(eq(blocks.blockerId, aysel.id));
    expect((await visitorsOf(ctx, aysel)).items).toHaveLength(2);

    // An account removed for good takes its visits, either way.
    await ctx.database.db.delete(user).where(eq(user.id, deleted!.id));
    expect(await visitsTo(ctx, aysel.id)).toHaveLength(5);
  });

  it('shows a visitor in privacy mode only to the members they liked, as browse does', async () => {
    const aysel = await woman();
    const [elvin] = await insertMembers(ctx.database.db, [
      { gender: 'male', preferences: { privacyMode: true } },
    ]);
    await visitRecorder(ctx, clock).record({
      viewer: { id: elvin!.id, role: 'user' },
      visitedId: aysel.id,
    });
    expect((await visitorsOf(ctx, aysel)).items).toEqual([]);
    expect(await badgeOf(aysel)).toBe(0);
    await api(ctx, elvin).like(aysel.id);
    expect((await visitorsOf(ctx, aysel)).items).toHaveLength(1);
  });

  it('stores one visit however many of the same day race, and tells the member once', async () => {
    const aysel = await woman();
    const [elvin] = await men(1);
    const told: string[] = [];
    const recorder = visitRecorder(ctx, clock, { badgesChanged: (...ids) => told.push(...ids) });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        recorder.record({ viewer: { id: elvin!.id, role: 'user' }, visitedId: aysel.id }),
      ),
    );
    expect(await visitsTo(ctx, aysel.id)).toHaveLength(1);
    // Her open pages hear of the new visitor once: the stored visit, not the nine refused.
    expect(told).toEqual([aysel.id]);
  });

  it('shows a visitor through the one photo decision: blurred when they show photos to matches only', async () => {
    const aysel = await woman();
    const [elvin] = await insertMembers(ctx.database.db, [
      { gender: 'male', preferences: { photoVisibility: 'matches' } },
    ]);
    await ctx.database.db
      .update(profiles)
      .set({ profilePhoto: 'photos/elvin.jpg' })
      .where(eq(profiles.userId, elvin!.id));
    await visitRecorder(ctx, clock).record({
      viewer: { id: elvin!.id, role: 'user' },
      visitedId: aysel.id,
    });
    const [item] = (await visitorsOf(ctx, aysel)).items;
    const token = String(item.from.photoUrl).split('/').pop()!.split('?')[0]!;
    expect(readPhotoToken(token)).toEqual({ key: 'photos/elvin.jpg', variant: 'blurred' });
  });

  it('puts visits into the data export: the profiles opened, and the visitors the list shows', async () => {
    const aysel = await woman();
    const [elvin, blocked] = await men(2);
    const recorder = visitRecorder(ctx, clock);
    for (const [viewer, visited] of [
      [elvin!, aysel],
      [blocked!, aysel],
      [aysel, elvin!],
    ] as const) {
      await recorder.record({ viewer: { id: viewer.id, role: 'user' }, visitedId: visited.id });
    }
    await ctx.database.db.insert(blocks).values({ blockerId: aysel.id, blockedId: blocked!.id });
    const data = createExportDataQueries(ctx.database.db);
    expect((await data.visitsReceived(aysel.id)).map((visit) => visit.name)).toEqual([elvin!.name]);
    expect((await data.visitsMade(aysel.id)).map((visit) => visit.name)).toEqual([elvin!.name]);
  });

  it('refuses hostile paging input with a 400', async () => {
    const aysel = await woman();
    for (const query of [
      '?cursor=%00',
      `?cursor=${'x'.repeat(5000)}`,
      '?limit=0',
      '?limit=abc',
      '?cursor=bm90LWpzb24',
    ]) {
      const response = await requestAs(ctx, aysel, 'GET', `/api/visitors${query}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps both settings off for a member who never saved them', async () => {
    const [elvin] = await men(1);
    await ctx.database.db.delete(preferences).where(eq(preferences.userId, elvin!.id));
    expect((await requestAs(ctx, elvin, 'GET', '/api/preferences')).json()).toMatchObject({
      browseInvisibly: false,
      visitorsNotice: false,
    });
  });
});
