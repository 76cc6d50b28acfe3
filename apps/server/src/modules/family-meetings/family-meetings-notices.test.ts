import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestAs, waitForMail } from '../../../test/accounts';
import { manualClock } from '../../../test/app';
import { pushServiceForFile } from '../../../test/push-for-file';
import { guardianships, preferences, pushSubscriptions, session } from '../../db/schema';
import { settle } from '../chat/chat.test-support';
import { follow, insertGuardian, type Guardian } from '../family/family.test-support';
import { insertMembers, liveApp, type Member } from '../likes/discovery.test-support';
import { ripeChat, validRequest } from './family-meetings.test-support';

const pushServer = pushServiceForFile();
// Today at 14:00 in Baku, outside the default quiet hours; the chats are made by the real date.
const clock = manualClock(new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00Z`));

const live = liveApp({
  clock,
  vapidKeys: pushServer.vapidKeys,
  allowPushEndpoint: pushServer.allowPushEndpoint,
});
const db = () => live.ctx.database.db;

const emailOf = (member: { id: string }) => `${member.id}@example.az`;
const mailsOf = async (email: string, kind: 'family-meeting' | 'guardian-news') =>
  (await live.ctx.mailer.outbox()).filter((mail) => mail.to === email && mail.kind === kind);

const sendRequest = async (from: Member, matchId: string) => {
  const response = await requestAs(
    live.ctx,
    from,
    'POST',
    `/api/matches/${matchId}/family-meetings`,
    validRequest(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().meeting.id as string;
};
const answer = async (member: Member, meetingId: string, verb: 'accept' | 'decline') => {
  const response = await requestAs(
    live.ctx,
    member,
    'POST',
    `/api/family-meetings/${meetingId}/${verb}`,
  );
  expect(response.statusCode, response.body).toBe(200);
};

async function endGuardianship(id: string) {
  await db()
    .update(guardianships)
    .set({ status: 'ended', endedAt: new Date() })
    .where(eq(guardianships.id, id));
}

/** A device of the guardian straight into the table: what the notices read. */
async function deviceOf(guardian: Guardian) {
  const device = pushServer.service.newDevice();
  const [row] = await db().select().from(session).where(eq(session.userId, guardian.id));
  await db()
    .insert(pushSubscriptions)
    .values({
      userId: guardian.id,
      sessionId: row!.id,
      endpoint: device.subscription.endpoint,
      ...device.subscription.keys,
    });
  return device;
}

describe('notices of family meetings (issue 39, item 4; decision 056)', () => {
  it('tells the other member and the guardians of both, each under their own settings', async () => {
    const { a, b, matchId } = await ripeChat(db());
    // Decision 052: any active guardianship sees the meetings, whatever its scopes.
    const motherOfA = await insertGuardian(db(), 'Mother');
    await follow(db(), a, motherOfA);
    const sisterOfB = await insertGuardian(db(), 'Sister');
    await follow(db(), b, sisterOfB, { relation: 'sister', seesMatches: true });

    const meetingId = await sendRequest(a, matchId);
    const request = await waitForMail(live.ctx, emailOf(b), 'family-meeting');
    expect(request.subject).toBe(`${a.name} asks for your families to meet`);
    expect(request.link).toContain(`/messages?match=${matchId}`);
    for (const [guardian, member] of [
      [motherOfA, a],
      [sisterOfB, b],
    ] as const) {
      const mail = await waitForMail(live.ctx, guardian.email, 'guardian-news');
      expect(mail.link).toContain(`/guardian/members/${member.id}/meetings`);
      expect(mail.subject).toContain('a request for the families to meet');
    }
    expect(await mailsOf(emailOf(a), 'family-meeting')).toEqual([]);

    await answer(b, meetingId, 'accept');
    const accepted = await waitForMail(live.ctx, emailOf(a), 'family-meeting');
    expect(accepted.subject).toBe(`${b.name} accepted: your families will meet`);
    for (const guardian of [motherOfA, sisterOfB]) {
      const mail = await waitForMail(live.ctx, guardian.email, 'guardian-news', 1);
      expect(mail.subject).toContain("the families' meeting was accepted");
    }
    await settle(200);
    expect(await mailsOf(emailOf(b), 'family-meeting')).toHaveLength(1);
  });

  it('tells no ended, stranger or silenced guardian, and stops at once when one ends', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const [elsewhere] = await insertMembers(db(), [{}]);
    const ended = await insertGuardian(db(), 'Ended');
    await endGuardianship(await follow(db(), a, ended));
    const stranger = await insertGuardian(db(), 'Stranger');
    await follow(db(), elsewhere!, stranger, { seesMatches: true, seesNewMatches: true });
    const silenced = await insertGuardian(db(), 'Silenced');
    await db().insert(preferences).values({ userId: silenced.id, emailMatches: 'off' });
    const laterEnded = await insertGuardian(db(), 'Later');
    const laterId = await follow(db(), a, laterEnded);
    await follow(db(), b, silenced);

    const meetingId = await sendRequest(b, matchId);
    await waitForMail(live.ctx, laterEnded.email, 'guardian-news');
    await endGuardianship(laterId);
    await answer(a, meetingId, 'decline');
    await waitForMail(live.ctx, emailOf(b), 'family-meeting');
    await settle(300);

    for (const guardian of [ended, stranger, silenced])
      expect(await mailsOf(guardian.email, 'guardian-news')).toEqual([]);
    expect(await mailsOf(laterEnded.email, 'guardian-news')).toHaveLength(1);
  });

  it("pushes to a guardian's device, naming nobody unless they turned names on", async () => {
    const { a, b, matchId } = await ripeChat(db());
    const hidden = await insertGuardian(db(), 'Hidden');
    await follow(db(), a, hidden);
    const named = await insertGuardian(db(), 'Named');
    await db().insert(preferences).values({ userId: named.id, pushShowsNames: true });
    await follow(db(), b, named);
    const [hiddenDevice, namedDevice] = [await deviceOf(hidden), await deviceOf(named)];

    await sendRequest(a, matchId);
    for (let attempt = 0; attempt < 100; attempt++) {
      if (
        pushServer.service.to(hiddenDevice.id).length &&
        pushServer.service.to(namedDevice.id).length
      )
        break;
      await settle(20);
    }
    expect(pushServer.service.to(hiddenDevice.id)[0]?.payload).toMatchObject({
      body: 'Family news on Vüsal',
      url: expect.stringContaining(`/guardian/members/${a.id}/meetings`),
    });
    const firstNameOf = (member: Member) => member.name.split(' ')[0]!;
    expect(pushServer.service.to(namedDevice.id)[0]?.payload).toMatchObject({
      body: expect.stringContaining(`${firstNameOf(b)} and `),
    });
    expect(await mailsOf(hidden.email, 'guardian-news')).toEqual([]);
  });

  it('tells a member away by push, and nobody who has the chat open', async () => {
    const { a, b, matchId } = await ripeChat(db());
    const device = pushServer.service.newDevice();
    expect(
      (await requestAs(live.ctx, b, 'PUT', '/api/push/subscription', device.subscription))
        .statusCode,
    ).toBe(204);
    const meetingId = await sendRequest(a, matchId);
    for (let attempt = 0; attempt < 100 && !pushServer.service.to(device.id).length; attempt++)
      await settle(20);
    expect(pushServer.service.to(device.id)[0]?.payload).toMatchObject({
      body: 'A request for your families to meet on Vüsal',
      tag: `meeting-requested:${matchId}`,
    });

    await live.open(a);
    await answer(b, meetingId, 'decline');
    await settle(300);
    expect(await mailsOf(emailOf(a), 'family-meeting')).toEqual([]);
  });
});
