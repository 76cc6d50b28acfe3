import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@vusal/shared/schemas/preferences';
import { guardianships } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { insertMembers } from '../likes/discovery.test-support';
import { follow, insertGuardian } from './family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'PUT' | 'DELETE';

async function people() {
  const db = ctx.database.db;
  const [member, other] = await insertMembers(db, [{ gender: 'female' }, { gender: 'male' }]);
  const guardian = await insertGuardian(db, 'Leyla');
  const revoked = await insertGuardian(db, 'Səbinə');
  await follow(db, member!, guardian, { seesMatches: true, seesNewMatches: true });
  const endedId = await follow(db, other!, revoked, { seesMatches: true });
  await db
    .update(guardianships)
    .set({ status: 'ended', endedAt: new Date() })
    .where(eq(guardianships.id, endedId));
  const pending = await createConfirmedAccount(ctx);
  return { member: member!, other: other!, guardian, revoked, pending };
}

const notices = {
  receiveNotifications: true,
  pushMatches: 'daily',
  emailMatches: 'off',
  pushShowsNames: true,
  quietHoursFrom: '22:00',
  quietHoursTo: '07:00',
  timeZone: 'Europe/Moscow',
};

describe("a guardian account and a member's browse (issue 39, decision 055)", () => {
  it("reaches no route a member's browse, likes, chats or search settings use", async () => {
    const p = await people();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/discovery/browse'],
      ['GET', '/api/discovery/explore'],
      ['GET', `/api/profiles/${p.other.id}`],
      ['GET', '/api/likes/received'],
      ['GET', '/api/matches'],
      ['GET', '/api/chats'],
      ['GET', '/api/visitors'],
      ['GET', '/api/blocks'],
      ['GET', `/api/relations/${p.other.id}`],
      ['DELETE', `/api/passes/${p.other.id}`],
      ['GET', '/api/preferences'],
      ['PUT', '/api/preferences', defaultPreferences],
    ];
    for (const person of [p.guardian, p.revoked]) {
      for (const [method, url, body] of routes) {
        const answer = await requestAs(ctx, person, method, url, body);
        expect(answer.statusCode, `${person.name} ${method} ${url}`).toBe(403);
      }
    }
    // The member's own set is still theirs.
    expect((await requestAs(ctx, p.member, 'GET', '/api/preferences')).statusCode).toBe(200);
  });

  it('keeps its own notice settings, which members may save alone too', async () => {
    const p = await people();
    const url = '/api/preferences/notices';
    expect((await requestAs(ctx, undefined, 'GET', url)).statusCode).toBe(401);
    expect((await requestAs(ctx, undefined, 'PUT', url, notices)).statusCode).toBe(401);
    for (const person of [p.guardian, p.revoked, p.pending, p.member]) {
      const start = await requestAs(ctx, person, 'GET', url);
      expect(start.statusCode).toBe(200);
      expect(start.json()).toMatchObject({ pushMatches: 'immediately', timeZone: 'Asia/Baku' });
      const saved = await requestAs(ctx, person, 'PUT', url, notices);
      expect(saved.json()).toEqual(notices);
      expect((await requestAs(ctx, person, 'GET', url)).json()).toEqual(notices);
    }
    // A member's other settings stay as they were.
    const whole = (await requestAs(ctx, p.member, 'GET', '/api/preferences')).json();
    expect(whole).toMatchObject({ ...notices, pushLikes: 'immediately', minAge: 18 });
  });

  it('answers hostile notice settings with a 4xx', async () => {
    const { guardian } = await people();
    const cases = [
      { ...notices, timeZone: 'Asia/Baku\u0000' },
      { ...notices, timeZone: 'x'.repeat(100_000) },
      { ...notices, quietHoursFrom: '25:00' },
      { ...notices, quietHoursTo: null },
      { ...notices, pushMatches: 'hourly' },
      { ...notices, receiveNotifications: 'yes' },
      {},
    ];
    for (const body of cases) {
      const answer = await requestAs(ctx, guardian, 'PUT', '/api/preferences/notices', body);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('registers push devices of its own, as pending members cannot', async () => {
    const p = await people();
    for (const person of [p.guardian, p.revoked, p.member]) {
      expect((await requestAs(ctx, person, 'GET', '/api/push/key')).statusCode).toBe(200);
    }
    expect((await requestAs(ctx, p.pending, 'GET', '/api/push/key')).statusCode).toBe(403);
    expect((await requestAs(ctx, undefined, 'GET', '/api/push/key')).statusCode).toBe(401);
  });
});
