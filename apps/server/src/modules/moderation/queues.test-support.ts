// Test helpers of the moderation queue tests; imported by tests only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Clock } from '../../clock';
import {
  appeals,
  messages,
  profilePhotos,
  profiles,
  reports,
  sanctions,
  verifications,
} from '../../db/schema';
import { insertReport } from '../admin/admin.test-support';
import { chatPair } from '../chat/chat.test-support';
import { api, insertMembers, type liveApp, type Member } from '../likes/discovery.test-support';

const HOUR_MS = 60 * 60 * 1000;

/** The queue summary and one item of every queue, on `live`'s database by `clock`. */
export function queueFixtures(live: ReturnType<typeof liveApp>, clock: Clock) {
  const db = () => live.ctx.database.db;
  const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * HOUR_MS);

  async function summary(as: Member) {
    const response = await api(live.ctx, as).get('/api/moderation/queues');
    expect(response.statusCode).toBe(200);
    const { queues } = response.json<{
      queues: { queue: string; size: number; oldestWaitSeconds: number | null }[];
    }>();
    return Object.fromEntries(queues.map(({ queue, ...rest }) => [queue, rest]));
  }

  /** One item in every queue, each made `hours` before the server's clock. */
  async function oneOfEach(hours: number) {
    const at = hoursAgo(hours);
    const [pending, photoOwner, selfie] = await insertMembers(db(), [
      { isApproved: false },
      {},
      {},
    ]);
    await db().update(profiles).set({ createdAt: at }).where(eq(profiles.userId, pending!.id));
    await db()
      .insert(profilePhotos)
      .values({
        profileId: photoOwner!.profileId,
        photoKey: `photos/${randomUUID()}`,
        position: 1,
        state: 'pending',
        createdAt: at,
      });
    await db()
      .insert(verifications)
      .values({
        userId: selfie!.id,
        pose: 'thumb_up_chin',
        code: '1234',
        status: 'waiting',
        selfieKey: `selfies/${randomUUID()}`,
        selfieHash: '0123456789abcdef',
        submittedAt: at,
      });
    const { a, b, matchId } = await chatPair(db());
    const reportId = await insertReport(db(), {
      reporterId: b.id,
      targetUserId: a.id,
      reason: 'harassment',
    });
    await db().update(reports).set({ createdAt: at }).where(eq(reports.id, reportId));
    const [marked] = await db()
      .insert(messages)
      .values({
        matchId,
        senderId: a.id,
        clientId: randomUUID(),
        body: 'Yaz mənə: +994 50 123 45 67',
        hasContactDetails: true,
        createdAt: at,
      })
      .returning({ id: messages.id });
    const [sanction] = await db()
      .insert(sanctions)
      .values({ userId: a.id, kind: 'suspend', reason: 'Spam', createdAt: at })
      .returning({ id: sanctions.id });
    await db()
      .insert(appeals)
      .values({ sanctionId: sanction!.id, userId: a.id, text: 'Səhvdir', createdAt: at });
    return { sender: a, recipient: b, matchId, messageId: marked!.id };
  }

  return { summary, oneOfEach, hoursAgo };
}
