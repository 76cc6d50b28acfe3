import { describe, expect, it } from 'vitest';
import { requestAs, waitForMail } from '../../../test/accounts';
import { manualClock } from '../../../test/app';
import { pushServiceForFile } from '../../../test/push-for-file';
import { preferences } from '../../db/schema';
import { settle } from '../chat/chat.test-support';
import { liveApp, type Member } from '../likes/discovery.test-support';
import {
  consent,
  endGuardianship,
  guardedMatch,
  setReadsChats,
  sharingState,
} from './chat-sharing.test-support';

const pushServer = pushServiceForFile();
// 14:00 in Baku: outside the default quiet hours.
const clock = manualClock(new Date('2026-11-24T10:00:00Z'));

const live = liveApp({
  clock,
  vapidKeys: pushServer.vapidKeys,
  allowPushEndpoint: pushServer.allowPushEndpoint,
});

const emailOf = (member: { id: string }) => `${member.id}@example.az`;
const mailsOf = async (email: string) =>
  (await live.ctx.mailer.outbox()).filter(
    (mail) => mail.to === email && mail.kind === 'chat-sharing-asked',
  );

/** The man says yes first, the woman completes the double consent: the man is asked. */
async function bothSayYes(man: Member, woman: Member, matchId: string) {
  expect((await consent(live.ctx, man, matchId)).statusCode).toBe(200);
  expect((await consent(live.ctx, woman, matchId)).statusCode).toBe(200);
}

async function setPrefs(userId: string, values: Partial<typeof preferences.$inferInsert>) {
  await live.ctx.database.db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values });
}

describe('the chat-sharing question by mail and push (issue 39, item 2; decision 056)', () => {
  it('mails the asked member once, naming the family and what a decline does', async () => {
    const { man, woman, matchId, womanFamily } = await guardedMatch(live.ctx, {
      woman: { sharingRequired: true },
    });
    await bothSayYes(man, woman, matchId);

    const mail = await waitForMail(live.ctx, emailOf(man), 'chat-sharing-asked');
    expect(mail.link).toContain('/likes-and-matches?tab=matches');
    expect(mail.text).toContain(woman.name);
    expect(mail.text).toContain('(mother)');
    expect(mail.text).toContain('If you decline, it will not open.');

    // Reads settle the question again; it was asked once, so it is mailed once.
    expect((await sharingState(live.ctx, man, matchId)).statusCode).toBe(200);
    expect((await sharingState(live.ctx, woman, matchId)).statusCode).toBe(200);
    await settle(200);
    expect(await mailsOf(emailOf(man))).toHaveLength(1);
    // Neither the guarded member nor the guardian is asked anything.
    expect(await mailsOf(emailOf(woman))).toEqual([]);
    expect(await mailsOf(womanFamily!.guardian.email)).toEqual([]);
  });

  it('asks each side about the other family when both members are guarded', async () => {
    const { man, woman, matchId } = await guardedMatch(live.ctx, { woman: {}, man: {} });
    await bothSayYes(man, woman, matchId);
    const toMan = await waitForMail(live.ctx, emailOf(man), 'chat-sharing-asked');
    const toWoman = await waitForMail(live.ctx, emailOf(woman), 'chat-sharing-asked');
    expect(toMan.text).toContain('(mother)');
    expect(toWoman.text).toContain('(sister)');
    expect(toWoman.text).toContain('If you decline, it opens without copies.');
  });

  it('pushes instead of mailing to a member with a device, names hidden by default', async () => {
    const { man, woman, matchId } = await guardedMatch(live.ctx, { woman: {} });
    const device = pushServer.service.newDevice();
    expect(
      (await requestAs(live.ctx, man, 'PUT', '/api/push/subscription', device.subscription))
        .statusCode,
    ).toBe(204);
    await bothSayYes(man, woman, matchId);

    const push = await pushServer.tagged(device.id, `chat-sharing:${matchId}`);
    expect(push?.payload).toMatchObject({
      body: 'A chat on Vüsal waits for your answer',
      url: expect.stringContaining('/likes-and-matches?tab=matches'),
    });
    expect(await mailsOf(emailOf(man))).toEqual([]);
  });

  it("follows the asked member's own settings and a page they have open", async () => {
    const quiet = await guardedMatch(live.ctx, { woman: {} });
    await setPrefs(quiet.man.id, { emailMatches: 'off' });
    await bothSayYes(quiet.man, quiet.woman, quiet.matchId);

    const silenced = await guardedMatch(live.ctx, { woman: {} });
    await setPrefs(silenced.man.id, { receiveNotifications: false });
    await bothSayYes(silenced.man, silenced.woman, silenced.matchId);

    const present = await guardedMatch(live.ctx, { woman: {} });
    await live.open(present.man);
    await bothSayYes(present.man, present.woman, present.matchId);

    await settle(300);
    for (const { man } of [quiet, silenced, present])
      expect(await mailsOf(emailOf(man))).toEqual([]);
  });

  it('asks nobody about a guardian who ended or does not read chats', async () => {
    const ended = await guardedMatch(live.ctx, { woman: {} });
    await endGuardianship(live.ctx, ended.womanFamily!.guardianshipId);
    await bothSayYes(ended.man, ended.woman, ended.matchId);

    const notReading = await guardedMatch(live.ctx, { woman: {} });
    await setReadsChats(live.ctx, notReading.womanFamily!.guardianshipId, false);
    await bothSayYes(notReading.man, notReading.woman, notReading.matchId);

    await settle(300);
    for (const { man } of [ended, notReading]) expect(await mailsOf(emailOf(man))).toEqual([]);
  });
});
