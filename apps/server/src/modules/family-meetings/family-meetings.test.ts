import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMeetings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { chatPair } from '../chat/chat.test-support';
import {
  inDays,
  openedDaysAgo,
  ripeChat,
  validRequest,
  write,
} from './family-meetings.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());
const db = () => ctx.database.db;

describe('let our families meet (issue 39, item 4)', () => {
  it('refuses a chat younger than a week, then one where only one member wrote', async () => {
    const { a, b, matchId } = await chatPair(db());
    const url = `/api/matches/${matchId}/family-meetings`;
    await write(db(), matchId, a);
    await write(db(), matchId, b);
    const young = await requestAs(ctx, a, 'POST', url, validRequest());
    expect(young.statusCode).toBe(409);
    expect(young.json().error).toMatchObject({
      code: 'FAMILY_MEETING_TOO_EARLY',
      details: { reason: 'chat_too_young' },
    });
    expect((await requestAs(ctx, a, 'GET', url)).json()).toMatchObject({
      canSend: false,
      reason: 'chat_too_young',
      allowedFrom: expect.any(String),
    });

    const other = await chatPair(db());
    await openedDaysAgo(db(), other.matchId, 8);
    await write(db(), other.matchId, other.a);
    const oneSided = await requestAs(
      ctx,
      other.a,
      'POST',
      `/api/matches/${other.matchId}/family-meetings`,
      validRequest(),
    );
    expect(oneSided.json().error).toMatchObject({
      code: 'FAMILY_MEETING_TOO_EARLY',
      details: { reason: 'both_must_write' },
    });
  });

  it('sends, shows it to both, and lets only the recipient answer it, once', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const url = `/api/matches/${matchId}/family-meetings`;
    const sent = await requestAs(ctx, a, 'POST', url, { ...validRequest(), note: 'Salam!' });
    expect(sent.statusCode).toBe(201);
    const meeting = sent.json().meeting;
    expect(meeting).toMatchObject({
      status: 'pending',
      isMine: true,
      city: 'baku',
      note: 'Salam!',
    });
    expect(Date.parse(meeting.expiresAt) - Date.parse(meeting.createdAt)).toBe(30 * 86_400_000);

    const seen = (await requestAs(ctx, b, 'GET', url)).json();
    expect(seen).toMatchObject({ canSend: false, reason: 'pending' });
    expect(seen.meetings).toMatchObject([{ id: meeting.id, isMine: false }]);

    // The sender cannot answer their own request.
    const self = await requestAs(ctx, a, 'POST', `/api/family-meetings/${meeting.id}/accept`);
    expect(self.statusCode).toBe(404);
    expect(self.json().error.code).toBe('FAMILY_MEETING_NOT_FOUND');
    const accepted = await requestAs(ctx, b, 'POST', `/api/family-meetings/${meeting.id}/accept`);
    expect(accepted.json().meeting).toMatchObject({ status: 'accepted', isMine: false });
    const again = await requestAs(ctx, b, 'POST', `/api/family-meetings/${meeting.id}/decline`);
    expect(again.statusCode).toBe(404);
    // Answered: either may send the next one.
    expect((await requestAs(ctx, b, 'GET', url)).json()).toMatchObject({ canSend: true });
  });

  it('keeps one pending request per match, even when both send at once', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const url = `/api/matches/${matchId}/family-meetings`;
    const answers = await Promise.all([
      requestAs(ctx, a, 'POST', url, validRequest()),
      requestAs(ctx, b, 'POST', url, validRequest()),
      requestAs(ctx, a, 'POST', url, validRequest()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json().error.code).toBe('FAMILY_MEETING_PENDING');
    const rows = await db()
      .select()
      .from(familyMeetings)
      .where(eq(familyMeetings.matchId, matchId));
    expect(rows).toHaveLength(1);
  });

  it('expires a request after 30 days: no answer then, and a new one may be sent', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const url = `/api/matches/${matchId}/family-meetings`;
    const meeting = (await requestAs(ctx, a, 'POST', url, validRequest())).json().meeting;
    await db()
      .update(familyMeetings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyMeetings.id, meeting.id));
    const listed = (await requestAs(ctx, b, 'GET', url)).json();
    expect(listed).toMatchObject({ canSend: true, meetings: [{ status: 'expired' }] });
    const late = await requestAs(ctx, b, 'POST', `/api/family-meetings/${meeting.id}/accept`);
    expect(late.statusCode).toBe(404);
    const next = await requestAs(ctx, b, 'POST', url, validRequest());
    expect(next.statusCode).toBe(201);
    const rows = await db()
      .select()
      .from(familyMeetings)
      .where(eq(familyMeetings.matchId, matchId));
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'pending']);
  });

  it('answers hostile and impossible input with a 4xx at the field, never a 5xx', async () => {
    const { a, matchId } = await ripeChat(db());
    const url = `/api/matches/${matchId}/family-meetings`;
    const cases: [object, string, string][] = [
      [{ dateFrom: '2027-02-30' }, 'dateFrom', 'validation.meetingDateInvalid'],
      [{ dateTo: '2027-13-01' }, 'dateTo', 'validation.meetingDateInvalid'],
      [{ dateFrom: 'x'.repeat(10_000) }, 'dateFrom', 'validation.meetingDateInvalid'],
      [{ dateFrom: inDays(0) }, 'dateFrom', 'validation.meetingDateFuture'],
      [{ dateFrom: inDays(-3) }, 'dateFrom', 'validation.meetingDateFuture'],
      [{ dateFrom: inDays(400), dateTo: inDays(401) }, 'dateFrom', 'validation.meetingDateTooFar'],
      [{ dateFrom: inDays(20), dateTo: inDays(10) }, 'dateTo', 'validation.meetingDateOrder'],
      [{ dateFrom: inDays(2), dateTo: inDays(93) }, 'dateTo', 'validation.meetingWindowTooLong'],
      [{ city: 'atlantis' }, 'city', 'validation.cityRequired'],
      [{ note: 'x'.repeat(501) }, 'note', 'validation.tooLong'],
      [{ note: 'a\u0000b' }, 'note', 'validation.invalid'],
      [{ note: 'Zəng edin: +994 50 123 45 67' }, 'note', 'validation.contactDetails'],
      [{ note: 'yazın: nigar@example.com' }, 'note', 'validation.contactDetails'],
    ];
    for (const [change, path, message] of cases) {
      const response = await requestAs(ctx, a, 'POST', url, { ...validRequest(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.issues, JSON.stringify(change)).toContainEqual({
        path,
        message,
      });
    }
    for (const body of [
      {},
      { ...validRequest(), status: 'accepted' },
      { ...validRequest(), fromId: a.id },
    ]) {
      expect((await requestAs(ctx, a, 'POST', url, body)).statusCode).toBe(400);
    }
    for (const target of ['not-a-uuid', `${matchId}%00`]) {
      const response = await requestAs(
        ctx,
        a,
        'POST',
        `/api/matches/${target}/family-meetings`,
        validRequest(),
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(
      (await db().select().from(familyMeetings).where(eq(familyMeetings.matchId, matchId))).length,
    ).toBe(0);
  });

  it('stores nothing and tells nothing once the match ended', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const url = `/api/matches/${matchId}/family-meetings`;
    const meeting = (await requestAs(ctx, a, 'POST', url, validRequest())).json().meeting;
    expect((await requestAs(ctx, b, 'DELETE', `/api/matches/${matchId}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await requestAs(ctx, a, 'GET', url)).json().error.code).toBe('CHAT_NOT_FOUND');
    const answer = await requestAs(ctx, b, 'POST', `/api/family-meetings/${meeting.id}/accept`);
    expect(answer.statusCode).toBe(404);
  });
});
