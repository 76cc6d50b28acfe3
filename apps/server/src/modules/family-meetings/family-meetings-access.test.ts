import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianships, userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { follow, insertGuardian } from '../family/family.test-support';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { ripeChat, validRequest } from './family-meetings.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());
const db = () => ctx.database.db;

async function staff(role: 'moderator' | 'admin'): Promise<Member> {
  const [member] = await insertMembers(db(), [{}]);
  await db().insert(userRoles).values({ userId: member!.id, role });
  return member!;
}

/**
 * Issue 39, item 4 (decision 052): the members' routes answer the two members of the chat only;
 * the guardians' list answers a guardian with an active guardianship of either side only, asked
 * at each request, so an ended one sees nothing more at once.
 */
describe('family meetings: access sweep', () => {
  it('the members’ routes: 401, 403 pending or guardian, 404 for anyone not in the chat', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const [outsider] = await insertMembers(db(), [{}]);
    const pending = await createConfirmedAccount(ctx);
    const guardian = await insertGuardian(db());
    await follow(db(), a, guardian, { seesMatches: true });
    const url = `/api/matches/${matchId}/family-meetings`;
    const meeting = (await requestAs(ctx, a, 'POST', url, validRequest())).json().meeting;
    const answerUrl = `/api/family-meetings/${meeting.id}/decline`;

    const cases: [Parameters<typeof requestAs>[1], number, string][] = [
      [undefined, 401, 'UNAUTHENTICATED'],
      [pending, 403, 'PROFILE_PENDING'],
      [guardian, 403, 'PROFILE_PENDING'],
      [outsider, 404, 'CHAT_NOT_FOUND'],
      [await staff('moderator'), 404, 'CHAT_NOT_FOUND'],
      [await staff('admin'), 404, 'CHAT_NOT_FOUND'],
    ];
    for (const [who, status, code] of cases) {
      for (const response of [
        await requestAs(ctx, who, 'GET', url),
        await requestAs(ctx, who, 'POST', url, validRequest()),
      ]) {
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().error).toMatchObject({ code, requestId: expect.any(String) });
      }
      const answer = await requestAs(ctx, who, 'POST', answerUrl);
      expect(answer.statusCode, answer.body).toBe(status === 404 ? 404 : status);
    }
    expect((await requestAs(ctx, a, 'GET', url)).statusCode).toBe(200);
    expect((await requestAs(ctx, b, 'GET', url)).statusCode).toBe(200);
    expect((await requestAs(ctx, b, 'POST', answerUrl)).json().meeting.status).toBe('declined');
  });

  it('the guardians’ list: either side’s guardian reads it; revoked, stranger, members and staff do not', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const meeting = (
      await requestAs(ctx, a, 'POST', `/api/matches/${matchId}/family-meetings`, validRequest())
    ).json().meeting;
    const mother = await insertGuardian(db(), 'Sevda');
    const sister = await insertGuardian(db(), 'Aygün');
    const stranger = await insertGuardian(db(), 'Kamran');
    const revoked = await insertGuardian(db(), 'Rəşad');
    // Any active guardianship reads the records, whatever its scopes (decision 052).
    await follow(db(), a, mother);
    await follow(db(), b, sister, { relation: 'sister' });
    const [c] = await insertMembers(db(), [{}]);
    const endedId = await follow(db(), c!, revoked);
    await db().update(guardianships).set({ status: 'ended' }).where(eq(guardianships.id, endedId));

    for (const [guardian, member] of [
      [mother, a],
      [sister, b],
    ] as const) {
      const response = await requestAs(
        ctx,
        guardian,
        'GET',
        `/api/guardian/members/${member.id}/meetings`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().meetings).toMatchObject([
        { id: meeting.id, status: 'pending', isMine: null, fromId: a.id, toId: b.id },
      ]);
      // A guardian reads the first name and initial of either member, never the full name.
      expect(response.json().meetings[0].fromName).not.toBe(a.name);
    }
    const refused: [Parameters<typeof requestAs>[1], string, number, string][] = [
      [undefined, a.id, 401, 'UNAUTHENTICATED'],
      [mother, b.id, 404, 'NOT_FOUND'],
      [sister, a.id, 404, 'NOT_FOUND'],
      [stranger, a.id, 404, 'NOT_FOUND'],
      [revoked, c!.id, 404, 'NOT_FOUND'],
      [a, a.id, 403, 'FORBIDDEN'],
      [b, a.id, 403, 'FORBIDDEN'],
      [await staff('moderator'), a.id, 403, 'FORBIDDEN'],
      [await staff('admin'), a.id, 403, 'FORBIDDEN'],
      [await createConfirmedAccount(ctx), a.id, 403, 'FORBIDDEN'],
    ];
    for (const [who, memberId, status, code] of refused) {
      const response = await requestAs(
        ctx,
        who,
        'GET',
        `/api/guardian/members/${memberId}/meetings`,
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
    }

    // Ended now: nothing more from the next request on.
    await db()
      .update(guardianships)
      .set({ status: 'ended' })
      .where(eq(guardianships.guardianId, mother.id));
    const after = await requestAs(ctx, mother, 'GET', `/api/guardian/members/${a.id}/meetings`);
    expect(after.statusCode).toBe(404);
  });
});
