import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianships, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { insertMembers } from '../likes/discovery.test-support';
import { follow, insertGuardian } from './family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Holder = { cookie: string } | undefined;

async function people() {
  const db = ctx.database.db;
  const [member, otherMember, moderator, admin] = await insertMembers(db, [{}, {}, {}, {}]);
  await db.insert(userRoles).values([
    { userId: moderator!.id, role: 'moderator' },
    { userId: admin!.id, role: 'admin' },
  ]);
  const pending = await createConfirmedAccount(ctx);
  const guardian = await insertGuardian(db, 'Guardian');
  const otherGuardian = await insertGuardian(db, 'Other');
  const ended = await insertGuardian(db, 'Ended');
  const all = { seesMatches: true, seesNewMatches: true };
  await follow(db, member!, guardian, all);
  await follow(db, otherMember!, otherGuardian, all);
  // An ended guardianship of the same member: kept, granting nothing.
  const [endedMember] = await insertMembers(db, [{}]);
  const endedId = await follow(db, endedMember!, ended, all);
  await db
    .update(guardianships)
    .set({ status: 'ended', endedAt: new Date() })
    .where(eq(guardianships.id, endedId));
  await db.update(guardianships).set({ memberId: member!.id }).where(eq(guardianships.id, endedId));
  return { member, pending, guardian, otherGuardian, ended, moderator, admin };
}

describe('access sweep of family mode (issue 39, decision 050)', () => {
  it('lets only approved members reach their own family routes', async () => {
    const p = await people();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/family/guardian'],
      ['PATCH', '/api/family/guardian', { seesMatches: true }],
      ['DELETE', '/api/family/guardian'],
      ['POST', '/api/family/guardian', { email: 'someone@example.az', relation: 'aunt' }],
    ];
    for (const [method, url, body] of routes) {
      const label = `${method} ${url}`;
      expect((await requestAs(ctx, undefined, method, url, body)).statusCode, label).toBe(401);
      for (const person of [p.pending, p.guardian, p.otherGuardian, p.ended]) {
        const refused = await requestAs(ctx, person, method, url, body);
        expect(refused.statusCode, label).toBe(403);
      }
    }
    // Approved members, moderators and admins are members: each has their own row, or none.
    for (const person of [p.moderator, p.admin]) {
      expect((await requestAs(ctx, person, 'GET', '/api/family/guardian')).json()).toEqual({
        guardian: null,
      });
      expect(
        (await requestAs(ctx, person, 'PATCH', '/api/family/guardian', { seesMatches: true }))
          .statusCode,
      ).toBe(404);
    }
    const own = (await requestAs(ctx, p.member, 'GET', '/api/family/guardian')).json();
    expect(own.guardian).toMatchObject({ status: 'active', guardianName: 'Guardian' });
  });

  it('lets only guardians reach the guardian routes, each only for the member they follow', async () => {
    const p = await people();
    const urls = [
      `/api/guardian/members/${p.member!.id}/matches`,
      `/api/guardian/members/${p.member!.id}/feed`,
    ];
    expect((await requestAs(ctx, undefined, 'GET', '/api/guardian/members')).statusCode).toBe(401);
    for (const person of [p.pending, p.member, p.moderator, p.admin]) {
      for (const url of ['/api/guardian/members', ...urls]) {
        expect((await requestAs(ctx, person, 'GET', url)).statusCode, url).toBe(403);
      }
    }
    for (const url of urls) {
      expect((await requestAs(ctx, undefined, 'GET', url)).statusCode).toBe(401);
      expect((await requestAs(ctx, p.guardian, 'GET', url)).statusCode).toBe(200);
      expect((await requestAs(ctx, p.otherGuardian, 'GET', url)).statusCode).toBe(404);
      expect((await requestAs(ctx, p.ended, 'GET', url)).statusCode).toBe(404);
    }
    const ended = (await requestAs(ctx, p.ended, 'GET', '/api/guardian/members')).json();
    expect(ended).toEqual({ members: [] });
  });

  it('answers the invitation routes alike to everyone, and accepts only for guardians', async () => {
    const p = await people();
    const token = 'x'.repeat(43);
    for (const person of [undefined, p.pending, p.member, p.guardian, p.admin]) {
      const info = await requestAs(ctx, person, 'POST', '/api/family/invitation', { token });
      expect(info.statusCode).toBe(400);
      expect(info.json().error.code).toBe('INVALID_TOKEN');
    }
    const accept = (person: Holder) =>
      requestAs(ctx, person, 'POST', '/api/family/invitation/accept', { token });
    expect((await accept(undefined)).statusCode).toBe(401);
    for (const person of [p.pending, p.member, p.moderator, p.admin]) {
      expect((await accept(person)).json().error.code).toBe('GUARDIAN_IS_MEMBER');
    }
    expect((await accept(p.guardian)).json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers hostile input with a 4xx', async () => {
    const p = await people();
    const huge = 'a'.repeat(100_000);
    const cases: [Holder, Method, string, object?][] = [
      [
        p.member,
        'POST',
        '/api/family/guardian',
        { email: 'a\u0000b@example.az', relation: 'aunt' },
      ],
      [p.member, 'POST', '/api/family/guardian', { email: `${huge}@example.az`, relation: 'aunt' }],
      [p.member, 'POST', '/api/family/guardian', { email: 'a@example.az', relation: 'cousin' }],
      [p.member, 'POST', '/api/family/guardian', { email: ['a@example.az'], relation: 'aunt' }],
      [p.member, 'PATCH', '/api/family/guardian', {}],
      [p.member, 'PATCH', '/api/family/guardian', { seesMatches: 'yes' }],
      [p.member, 'PATCH', '/api/family/guardian', { status: 'active' }],
      [undefined, 'POST', '/api/family/invitation', { token: `a\u0000${'b'.repeat(40)}` }],
      [undefined, 'POST', '/api/family/invitation', { token: huge }],
      [undefined, 'POST', '/api/family/invitation', {}],
      [undefined, 'POST', '/api/family/invitation/sign-up', { token: 'x'.repeat(43), name: huge }],
      [
        undefined,
        'POST',
        '/api/family/invitation/sign-up',
        { token: 'x'.repeat(43), name: 'Leyla', password: 'weak', acceptTerms: true },
      ],
      [p.guardian, 'GET', '/api/guardian/members/not-a-uuid/matches'],
      [p.guardian, 'GET', `/api/guardian/members/${huge.slice(0, 5000)}/feed`],
      [p.guardian, 'GET', '/api/guardian/members/%00/feed'],
    ];
    for (const [person, method, url, body] of cases) {
      const response = await requestAs(ctx, person, method, url, body);
      expect(response.statusCode, `${method} ${url.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url.slice(0, 60)}`).toBeLessThan(500);
    }
  });
});
