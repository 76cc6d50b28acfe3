import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianships } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { couple } from '../likes/discovery.test-support';
import { follow, insertGuardian } from './family.test-support';
import { createGuardianAccess } from './guardian-access';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('what a guardian may see (issue 39)', () => {
  it('grants only an active guardianship, and nothing once the member ends it', async () => {
    const db = ctx.database.db;
    const access = createGuardianAccess(db);
    const [man, woman] = await couple(db);
    const mother = await insertGuardian(db);
    const stranger = await insertGuardian(db, 'Stranger');
    const id = await follow(db, woman, mother, { readsChats: true });

    expect(await access.between(mother.id, woman.id)).toMatchObject({
      id,
      relation: 'mother',
      readsChats: true,
      seesMatches: false,
    });
    expect(await access.ofMember(woman.id)).toMatchObject({ guardianId: mother.id });
    expect(await access.between(mother.id, man.id)).toBeUndefined();
    expect(await access.between(stranger.id, woman.id)).toBeUndefined();
    expect((await access.followedBy(mother.id)).map((g) => g.memberId)).toEqual([woman.id]);

    await db
      .update(guardianships)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(guardianships.id, id));
    expect(await access.between(mother.id, woman.id)).toBeUndefined();
    expect(await access.ofMember(woman.id)).toBeUndefined();
    expect(await access.followedBy(mother.id)).toEqual([]);
  });

  it('keeps a guardian account out of every route a member browses with', async () => {
    const mother = await insertGuardian(ctx.database.db);
    const session = (await requestAs(ctx, mother, 'GET', '/api/auth/session')).json();
    expect(session.user).toMatchObject({ accountKind: 'guardian', profileStatus: 'none' });
    for (const url of [
      '/api/discovery/browse',
      '/api/discovery/explore',
      '/api/likes/received',
      '/api/matches',
      '/api/chats',
    ]) {
      const response = await requestAs(ctx, mother, 'GET', url);
      expect(response.statusCode, url).toBe(403);
    }
  });
});
