import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guardianships, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { insertMembers } from '../likes/discovery.test-support';
import { follow, insertGuardian } from '../family/family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type Caller = { cookie: string } | undefined;

describe('access sweep of profile proposals (issue 39, item 3)', () => {
  it('lets only the member’s guardian with editsProfile propose, and only approved members review', async () => {
    const db = ctx.database.db;
    const [nigar, member, moderator, admin] = await insertMembers(db, [
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'male' },
      { gender: 'male' },
    ]);
    await db.insert(userRoles).values([
      { userId: moderator!.id, role: 'moderator' },
      { userId: admin!.id, role: 'admin' },
    ]);
    const pending = await createConfirmedAccount(ctx);
    const mother = await insertGuardian(db, 'Leyla');
    const father = await insertGuardian(db, 'Rauf');
    const revoked = await insertGuardian(db, 'Revoked');
    const stranger = await insertGuardian(db, 'Stranger');
    // One non-ended guardianship per member: the others follow members of their own.
    const [sister, brother] = await insertMembers(db, [{ gender: 'female' }, { gender: 'female' }]);
    await follow(db, nigar!, mother, { editsProfile: true });
    await follow(db, sister!, father, { editsProfile: false, seesMatches: true });
    await follow(db, brother!, revoked, { editsProfile: true });
    const { proposal } = (
      await requestAs(
        ctx,
        revoked,
        'POST',
        `/api/guardian/members/${brother!.id}/profile-proposals`,
        {
          hobbies: 'Before the end',
        },
      )
    ).json();
    await db
      .update(guardianships)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(guardianships.guardianId, revoked.id));

    const guardianRoutes = (memberId: string) =>
      [
        ['GET', `/api/guardian/members/${memberId}/profile`],
        ['GET', `/api/guardian/members/${memberId}/profile-proposals`],
        ['POST', `/api/guardian/members/${memberId}/profile-proposals`, { hobbies: 'Kitab' }],
        ['POST', `/api/guardian/members/${memberId}/profile-proposals/${proposal.id}/withdraw`],
      ] as const;
    const expectStatus = async (who: Caller, memberId: string, statuses: number[]) => {
      for (const [[method, url, body], status] of guardianRoutes(memberId).map(
        (route, i) => [route, statuses[i]!] as const,
      )) {
        const response = await requestAs(ctx, who, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    };

    await expectStatus(undefined, nigar!.id, [401, 401, 401, 401]);
    await expectStatus(pending, nigar!.id, [403, 403, 403, 403]);
    for (const person of [member, moderator, admin, nigar]) {
      await expectStatus(person, nigar!.id, [403, 403, 403, 403]);
    }
    // Without editsProfile: told it may not; a member not followed answers as absent.
    await expectStatus(father, sister!.id, [403, 403, 403, 403]);
    await expectStatus(father, nigar!.id, [404, 404, 404, 404]);
    await expectStatus(revoked, brother!.id, [404, 404, 404, 404]);
    await expectStatus(stranger, nigar!.id, [404, 404, 404, 404]);
    // The mother: reads and proposes; the revoked guardian's proposal is not hers.
    await expectStatus(mother, nigar!.id, [200, 200, 201, 404]);

    const memberRoutes = [
      ['GET', '/api/profile-proposals'],
      ['GET', '/api/profile-proposals/authors'],
      ['POST', `/api/profile-proposals/${proposal.id}/accept`],
      ['POST', `/api/profile-proposals/${proposal.id}/decline`],
    ] as const;
    const memberStatus = async (who: Caller, statuses: number[]) => {
      for (const [[method, url], status] of memberRoutes.map(
        (r, i) => [r, statuses[i]!] as const,
      )) {
        expect((await requestAs(ctx, who, method, url)).statusCode, `${method} ${url}`).toBe(
          status,
        );
      }
    };
    await memberStatus(undefined, [401, 401, 401, 401]);
    await memberStatus(pending, [403, 403, 403, 403]);
    for (const guardian of [mother, father, revoked, stranger]) {
      await memberStatus(guardian, [403, 403, 403, 403]);
    }
    // Another member's proposal answers as absent to everyone but its member, staff included.
    for (const person of [member, moderator, admin, nigar]) {
      await memberStatus(person, [200, 200, 404, 404]);
    }
    const refused = await requestAs(ctx, pending, 'GET', '/api/profile-proposals');
    expect(refused.json().error.code).toBe('PROFILE_PENDING');
    // The revoked guardian's proposal was withdrawn for its member at once.
    const items = (await requestAs(ctx, brother, 'GET', '/api/profile-proposals')).json().items;
    expect(items).toEqual([]);
  });
});
