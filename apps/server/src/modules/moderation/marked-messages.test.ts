import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, reports, userRoles } from '../../db/schema';
import { manualClock } from '../../../test/app';
import { api, liveApp, type Member } from '../likes/discovery.test-support';
import { moderationHarness } from './decisions.test-support';
import { queueFixtures } from './queues.test-support';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
const live = liveApp({ clock });
const { db, moderator, auditOf } = moderationHarness(live);
const { summary, oneOfEach, hoursAgo } = queueFixtures(live, clock);

describe('decisions on marked messages (issue 34, item 4)', () => {
  it('shows the message with the chat around it, in order, the marked one flagged', async () => {
    const mod = await moderator();
    const { sender, recipient, matchId, messageId } = await oneOfEach(1);
    const around = [-3, -2, 1, 2].map((minutes, index) => ({
      matchId,
      senderId: index % 2 ? sender.id : recipient.id,
      clientId: randomUUID(),
      body: `salam ${minutes}`,
      createdAt: new Date(hoursAgo(1).getTime() + minutes * 60_000),
    }));
    await db().insert(messages).values(around);
    const response = await api(live.ctx, mod).get(`/api/moderation/contact-messages/${messageId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: messageId,
      sender: { id: sender.id },
      recipient: { id: recipient.id },
      status: 'open',
    });
    expect(
      detail.around.map((item: { body: string; from: string; isMarked: boolean }) => [
        item.body,
        item.from,
        item.isMarked,
      ]),
    ).toEqual([
      ['salam -3', 'recipient', false],
      ['salam -2', 'sender', false],
      ['Yaz mənə: +994 50 123 45 67', 'sender', true],
      ['salam 1', 'recipient', false],
      ['salam 2', 'sender', false],
    ]);
  });

  it('a dismissal settles it, off the open queue, audited; a second dismissal changes nothing', async () => {
    const mod = await moderator();
    const { sender, messageId } = await oneOfEach(1);
    const before = (await summary(mod)).markedMessages!.size;
    const decide = () =>
      api(live.ctx, mod).post(`/api/moderation/contact-messages/${messageId}/decision`, {
        decision: 'dismiss',
        reason: 'A business card, harmless',
      });
    const first = await decide();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'dismissed', decidedBy: { id: mod.id } });
    expect((await decide()).statusCode).toBe(200);
    expect((await summary(mod)).markedMessages!.size).toBe(before - 1);
    const open = await api(live.ctx, mod).get('/api/moderation/contact-messages?limit=100');
    expect(open.json().items.map((item: { id: string }) => item.id)).not.toContain(messageId);
    const dismissed = await api(live.ctx, mod).get(
      '/api/moderation/contact-messages?status=dismissed',
    );
    expect(dismissed.json().items.map((item: { id: string }) => item.id)).toContain(messageId);
    expect(await auditOf(sender.id)).toMatchObject([
      { actorId: mod.id, action: 'dismiss_marked_message', details: { messageId } },
    ]);
    const again = await api(live.ctx, mod).post(
      `/api/moderation/contact-messages/${messageId}/decision`,
      { decision: 'warn', reason: 'Too late' },
    );
    expect(again.statusCode).toBe(409);
  });

  it('a warning leaves the sanction on the sender, shown to them, and settles the message', async () => {
    const mod = await moderator();
    const { sender, messageId } = await oneOfEach(1);
    const response = await api(live.ctx, mod).post(
      `/api/moderation/contact-messages/${messageId}/decision`,
      { decision: 'warn', reason: 'No phone numbers in a new chat' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('actioned');
    const notices = (await api(live.ctx, sender).get('/api/moderation/notices')).json();
    expect(notices.warning).toMatchObject({ reason: 'No phone numbers in a new chat' });
    expect(await auditOf(sender.id)).toMatchObject([
      { actorId: mod.id, action: 'warn', details: { messageId } },
    ]);
  });

  it('a suspension ends the sender’s sessions and settles their reports and marked messages', async () => {
    const mod = await moderator();
    const { sender, matchId, messageId } = await oneOfEach(1);
    const [other] = await db()
      .insert(messages)
      .values({
        matchId,
        senderId: sender.id,
        clientId: randomUUID(),
        body: 'telegram: aysel_1995',
        hasContactDetails: true,
      })
      .returning({ id: messages.id });
    const response = await api(live.ctx, mod).post(
      `/api/moderation/contact-messages/${messageId}/decision`,
      { decision: 'suspend', days: 7, reason: 'Selling outside the site' },
    );
    expect(response.statusCode).toBe(200);
    expect((await api(live.ctx, sender).get('/api/auth/session')).json()).toEqual({ user: null });
    const settled = await api(live.ctx, mod).get(
      '/api/moderation/contact-messages?status=actioned',
    );
    expect(settled.json().items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([messageId, other!.id]),
    );
    const open = await db().select().from(reports).where(eq(reports.targetUserId, sender.id));
    expect(open.map((report) => report.status)).toEqual(['actioned']);
    const [audit] = await auditOf(sender.id);
    expect(audit).toMatchObject({ action: 'suspend', details: { days: 7, messageId } });
  });

  it('refuses a decision on one’s own message, on an unmarked one, and from members', async () => {
    const mod = await moderator();
    const { sender, matchId } = await oneOfEach(1);
    const [own] = await db()
      .insert(messages)
      .values({
        matchId,
        senderId: mod.id,
        clientId: randomUUID(),
        body: 'x@y.az',
        hasContactDetails: true,
      })
      .returning({ id: messages.id });
    const [plain] = await db()
      .insert(messages)
      .values({ matchId, senderId: sender.id, clientId: randomUUID(), body: 'salam' })
      .returning({ id: messages.id });
    const body = { decision: 'dismiss', reason: 'ok' };
    const post = (as: Member | undefined, id: string) =>
      api(live.ctx, as).post(`/api/moderation/contact-messages/${id}/decision`, body);
    expect((await post(mod, own!.id)).statusCode).toBe(409);
    expect((await post(mod, plain!.id)).statusCode).toBe(404);
    expect((await post(mod, randomUUID())).statusCode).toBe(404);
    expect((await post(sender, plain!.id)).statusCode).toBe(403);
    expect((await post(undefined, plain!.id)).statusCode).toBe(401);
  });

  it('keeps the staff rules of a report: a moderator cannot sanction another moderator (SECURITY 37)', async () => {
    const mod = await moderator();
    const { sender, messageId } = await oneOfEach(1);
    await db().insert(userRoles).values({ userId: sender.id, role: 'moderator' });
    const post = (decision: object) =>
      api(live.ctx, mod).post(`/api/moderation/contact-messages/${messageId}/decision`, decision);
    const refused = await post({ decision: 'warn', reason: 'No numbers' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'STAFF_PROTECTED']);
    const open = await api(live.ctx, mod).get('/api/moderation/contact-messages?limit=100');
    expect(open.json().items.map((item: { id: string }) => item.id)).toContain(messageId);
    expect((await post({ decision: 'dismiss', reason: 'Fine' })).statusCode).toBe(200);
  });
});
