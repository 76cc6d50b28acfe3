import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestAs } from '../../../test/accounts';
import { manualClock, TEST_ORIGIN } from '../../../test/app';
import { pushServiceForFile } from '../../../test/push-for-file';
import { preferences, pushSubscriptions } from '../../db/schema';
import { runExclusively } from '../../infra/jobs';
import { deleteSessionsOf } from '../auth';
import { chatPair, send, settle, stored, text } from '../chat/chat.test-support';
import { api, couple, insertMembers, liveApp, type Member } from '../likes/discovery.test-support';
import { digestJob } from './digest';
import { PUSH_BURST_MS } from './push.repository';
import { createPushSender } from './push-sender';
import { createMetrics } from '../../infra/metrics/metrics';

const pushServer = pushServiceForFile();
// 14:00 in Baku: outside the default quiet hours (23:00–08:00, Baku time).
const clock = manualClock(new Date('2026-11-24T10:00:00Z'));
beforeEach(() => clock.set(new Date('2026-11-24T10:00:00Z')));

const live = liveApp({
  clock,
  vapidKeys: pushServer.vapidKeys,
  allowPushEndpoint: pushServer.allowPushEndpoint,
  pushRetryDelaysMs: [20, 20],
});

/** The member's browser subscribes through the API, as the service worker does. */
async function subscribe(member: Member) {
  const device = pushServer.service.newDevice();
  const response = await requestAs(
    live.ctx,
    member,
    'PUT',
    '/api/push/subscription',
    device.subscription,
  );
  expect(response.statusCode).toBe(204);
  return device;
}

/** Pushes go out in the background: wait until `count` arrived (or a while passed). */
async function pushesTo(deviceId: string, count = 0) {
  for (
    let attempt = 0;
    attempt < 100 && pushServer.service.to(deviceId).length < count;
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (count === 0) await settle(200);
  return pushServer.service.to(deviceId);
}

async function setPrefs(userId: string, values: Partial<typeof preferences.$inferInsert>) {
  await live.ctx.database.db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values });
}

/** The daily digest job, with a sender of its own to the same push service. */
function digestRun() {
  const sender = createPushSender({
    vapid: pushServer.vapidKeys,
    log: console,
    metrics: createMetrics().metrics,
    pace: live.ctx.config.push.pace,
    onGone: async () => {},
  });
  const job = digestJob({
    clock,
    mailer: live.ctx.mailer,
    sender,
    publicUrl: TEST_ORIGIN,
    log: console,
  });
  return { job, sender };
}

async function writes(from: Member, matchId: string, body: string) {
  const socket = await live.open(from);
  stored(await send(socket, text(matchId, body)));
  socket.close();
}

describe('web push (issue 26)', () => {
  it('one push per burst per chat, verified and decrypted by the push service, with no name and no text', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const device = await subscribe(b);
    const socket = await live.open(a);
    stored(await send(socket, text(matchId, 'Salam, secret words')));
    stored(await send(socket, text(matchId, 'more secret words')));
    const [push, ...more] = await pushesTo(device.id, 1);
    await settle(200);
    expect(more).toHaveLength(0);
    expect(pushServer.service.refused).toEqual([]);
    expect(push!.payload).toEqual({
      title: 'Vüsal',
      body: 'New message on Vüsal',
      tag: `chat:${matchId}`,
      url: `${TEST_ORIGIN}/messages?match=${matchId}`,
    });
    expect(JSON.stringify(push!.payload)).not.toMatch(/secret|Member/);
    expect(push!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);

    clock.advance(PUSH_BURST_MS);
    stored(await send(socket, text(matchId, 'later')));
    expect(await pushesTo(device.id, 2)).toHaveLength(2);
    socket.close();
  });

  it('names the other member only when asked, and never the text', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    await setPrefs(b.id, { pushShowsNames: true });
    const device = await subscribe(b);
    await writes(a, matchId, 'secret words');
    const [push] = await pushesTo(device.id, 1);
    expect(push!.payload).toMatchObject({ body: `New message from ${a.name}` });
    expect(JSON.stringify(push!.payload)).not.toContain('secret');
  });

  it('pushes nothing to a member with a page open, by e-mail neither', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const device = await subscribe(b);
    const open = await live.open(b);
    await writes(a, matchId, 'hi');
    expect(await pushesTo(device.id)).toHaveLength(0);
    open.close();
    const mails = await live.ctx.mailer.outbox();
    expect(mails.filter((mail) => mail.to === `${b.id}@example.az`)).toHaveLength(0);
  });

  it('holds pushes in quiet hours for the morning digest, sent once that morning', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const device = await subscribe(b);
    clock.set(new Date('2026-11-24T19:30:00Z')); // 23:30 in Baku
    await writes(a, matchId, 'late');
    expect(await pushesTo(device.id)).toHaveLength(0);

    const { job, sender } = digestRun();
    clock.set(new Date('2026-11-25T03:00:00Z')); // 07:00 in Baku: still quiet
    await runExclusively(live.ctx.database.db, job);
    expect(await pushesTo(device.id)).toHaveLength(0);

    clock.set(new Date('2026-11-25T04:05:00Z')); // 08:05 in Baku
    await runExclusively(live.ctx.database.db, job);
    const [digest] = await pushesTo(device.id, 1);
    expect(digest!.payload).toMatchObject({ body: 'unread messages: 1', tag: 'digest' });

    clock.advance(60 * 60 * 1000);
    await runExclusively(live.ctx.database.db, job);
    expect(await pushesTo(device.id)).toHaveLength(1);
    await sender.close();
  });

  it('a daily digest by e-mail for a member without a device, skipped on a day with nothing new', async () => {
    const { a, b } = await chatPair(live.ctx.database.db);
    await setPrefs(b.id, { emailLikes: 'daily', timeZone: 'Europe/Moscow' });
    const { job, sender } = digestRun();
    const digestsTo = async () =>
      (await live.ctx.mailer.outbox()).filter(
        (mail) => mail.to === `${b.id}@example.az` && mail.kind === 'daily-digest',
      );
    clock.set(new Date('2026-11-24T05:10:00Z')); // 08:10 in Moscow
    await runExclusively(live.ctx.database.db, job);
    expect(await digestsTo()).toHaveLength(0);

    clock.set(new Date('2026-11-24T12:00:00Z'));
    const [c] = await insertMembers(live.ctx.database.db, [{ gender: 'male' }]);
    expect((await api(live.ctx, c).like(b.id)).statusCode).toBe(201);
    expect(a.id).not.toBe(c!.id);
    clock.set(new Date('2026-11-25T05:10:00Z'));
    await runExclusively(live.ctx.database.db, job);
    for (let attempt = 0; attempt < 50 && (await digestsTo()).length === 0; attempt++) {
      await settle(20);
    }
    const [mail] = await digestsTo();
    expect(mail!.text).toContain('New likes: 1');
    await sender.close();
  });

  it('forgets a device the push service says is gone (410), and retries other failures', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const failing = await subscribe(b);
    pushServer.service.failNext(failing.id, 2);
    await writes(a, matchId, 'one');
    expect(await pushesTo(failing.id, 1)).toHaveLength(1);

    pushServer.service.makeGone(failing.id);
    clock.advance(PUSH_BURST_MS);
    await writes(a, matchId, 'two');
    const rows = async () =>
      live.ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, b.id));
    for (let attempt = 0; attempt < 100 && (await rows()).length > 0; attempt++) await settle(20);
    expect(await rows()).toHaveLength(0);
  });

  it('pushes nothing after sign-out or deactivation', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const device = await subscribe(b);
    const signOut = await requestAs(live.ctx, b, 'POST', '/api/auth/sign-out');
    expect(signOut.statusCode).toBeLessThan(300);
    await writes(a, matchId, 'hi');
    expect(await pushesTo(device.id)).toHaveLength(0);

    // Deactivation (by an admin) and deletion end the sessions the one way sessions end.
    const other = await chatPair(live.ctx.database.db);
    await subscribe(other.b);
    await deleteSessionsOf(live.ctx.database.db, other.b.id);
    const left = await live.ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, other.b.id));
    expect(left).toHaveLength(0);
  });

  it('a like and an opened chat push too; a member without a device is mailed instead', async () => {
    const [man, woman] = await couple(live.ctx.database.db);
    const device = await subscribe(woman);
    expect((await api(live.ctx, man).like(woman.id)).statusCode).toBe(201);
    const [like] = await pushesTo(device.id, 1);
    expect(like!.payload).toMatchObject({ body: 'Someone liked you on Vüsal', tag: 'likes' });

    const liked = await api(live.ctx, woman).like(man.id);
    const matchId = liked.json().match.matchId as string;
    const mailsToMan = async () =>
      (await live.ctx.mailer.outbox()).filter((mail) => mail.to === `${man.id}@example.az`);
    for (let attempt = 0; attempt < 50 && (await mailsToMan()).length === 0; attempt++)
      await settle(20);
    expect((await mailsToMan())[0]).toMatchObject({ kind: 'new-match' });

    const consent = (member: Member) =>
      api(live.ctx, member).post(`/api/matches/${matchId}/consent`, { answer: true });
    expect((await consent(woman)).statusCode).toBe(200);
    expect((await consent(man)).statusCode).toBe(200);
    const [, opened] = await pushesTo(device.id, 2);
    expect(opened!.payload).toMatchObject({
      body: 'A chat opened on Vüsal',
      url: `${TEST_ORIGIN}/messages?match=${matchId}`,
    });
  });

  it('issue 40: an incoming call pushes a callee with no page open, never by e-mail', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const device = await subscribe(b);
    for (const member of [a, b]) {
      const on = await requestAs(live.ctx, member, 'PUT', `/api/matches/${matchId}/calls`, {
        on: true,
      });
      expect(on.statusCode).toBe(200);
    }
    const caller = await live.open(a);
    const answer = (await caller.emitWithAck('call:start', { matchId, kind: 'voice' })) as {
      ok: boolean;
    };
    expect(answer.ok).toBe(true);
    const [push] = await pushesTo(device.id, 1);
    expect(push!.payload).toMatchObject({
      body: 'Someone is calling you on Vüsal',
      tag: `call:${matchId}`,
      url: `${TEST_ORIGIN}/messages?match=${matchId}`,
    });
    const mails = await live.ctx.mailer.outbox();
    expect(mails.filter((mail) => mail.to === `${b.id}@example.az`)).toEqual([]);
  });

  it('a topic set to daily or off pushes nothing now', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    await setPrefs(b.id, { pushMessages: 'daily' });
    const device = await subscribe(b);
    await writes(a, matchId, 'hi');
    expect(await pushesTo(device.id)).toHaveLength(0);
  });
});
