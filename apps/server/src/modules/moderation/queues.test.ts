import { describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { manualClock } from '../../../test/app';
import { api, insertMembers, liveApp } from '../likes/discovery.test-support';
import { moderationHarness } from './decisions.test-support';
import { queueFixtures } from './queues.test-support';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
const live = liveApp({ clock });
const { db, moderator } = moderationHarness(live);
const { summary, oneOfEach } = queueFixtures(live, clock);

describe('the moderation queues in one place (issue 34 item 12, issue 36 item 2)', () => {
  it('every queue is empty at first, with no oldest wait', async () => {
    const mod = await moderator();
    const queues = await summary(mod);
    expect(Object.keys(queues)).toEqual([
      'profiles',
      'photoReviews',
      'selfies',
      'reports',
      'markedMessages',
      'appeals',
    ]);
    for (const queue of Object.values(queues)) {
      expect(queue).toEqual({ size: 0, oldestWaitSeconds: null });
    }
  });

  it('counts each queue and the wait of its oldest item, by the server clock', async () => {
    const mod = await moderator();
    await oneOfEach(30);
    await oneOfEach(2);
    const queues = await summary(mod);
    for (const queue of Object.values(queues)) {
      expect(queue).toEqual({ size: 2, oldestWaitSeconds: 30 * 3600 });
    }
  });

  it('a wait stamped ahead of the server clock reads 0, never negative', async () => {
    const mod = await moderator();
    clock.set(new Date('2026-02-27T10:00:00Z'));
    try {
      for (const queue of Object.values(await summary(mod))) {
        expect(queue.oldestWaitSeconds).toBe(0);
      }
      const page = await api(live.ctx, mod).get('/api/admin/reports');
      for (const item of page.json().items) expect(item.waitedMinutes).toBe(0);
    } finally {
      clock.set(new Date('2026-03-01T10:00:00Z'));
    }
  });

  it('every queue item says how long it has waited', async () => {
    const mod = await moderator();
    const { messageId } = await oneOfEach(5);
    const waits = async (url: string) =>
      (await api(live.ctx, mod).get(url)).json().items.map((item: object) => item);
    const reportsPage = await waits('/api/admin/reports');
    expect(reportsPage.map((item: { waitedMinutes: number }) => item.waitedMinutes)).toContain(300);
    const appealsPage = await waits('/api/admin/appeals');
    expect(appealsPage.map((item: { waitedMinutes: number }) => item.waitedMinutes)).toContain(300);
    const [admin] = await insertMembers(db(), [{}]);
    await db().insert(userRoles).values({ userId: admin!.id, role: 'admin' });
    const pending = await api(live.ctx, admin).get('/api/admin/users?status=pending&limit=100');
    expect(
      pending.json().items.map((item: { waitedMinutes: number }) => item.waitedMinutes),
    ).toContain(300);
    const marked = await waits('/api/moderation/contact-messages?limit=100');
    expect(marked.find((item: { id: string }) => item.id === messageId)).toMatchObject({
      status: 'open',
      waitedMinutes: 300,
    });
  });

  it('answers 401 to visitors and 403 to members', async () => {
    const [member] = await insertMembers(db(), [{}]);
    expect((await api(live.ctx, undefined).get('/api/moderation/queues')).statusCode).toBe(401);
    expect((await api(live.ctx, member).get('/api/moderation/queues')).statusCode).toBe(403);
  });
});
