import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profiles, userRoles } from '../../db/schema';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { chatPair } from '../chat/chat.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reports freeze their context for moderators only (issue 24)', () => {
  const clock = manualClock();
  let ctx: TestApp;
  let moderator: Member;
  let admin: Member;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
    [moderator, admin] = (await insertMembers(ctx.database.db, [{}, {}])) as [Member, Member];
    await ctx.database.db.insert(userRoles).values([
      { userId: moderator.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ]);
  });
  afterAll(() => ctx.close());

  /** `count` messages in the pair's chat, alternating authors, a minute apart, oldest first. */
  async function conversation(matchId: string, a: Member, b: Member, count: number) {
    const start = clock.now().getTime() - count * 60_000;
    const rows = await ctx.database.db
      .insert(messages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          matchId,
          senderId: i % 2 ? a.id : b.id,
          clientId: randomUUID(),
          body: `message ${i}`,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: messages.id });
    return rows.map((row) => row.id);
  }

  const detail = (id: string, as: Member | undefined) =>
    api(ctx, as).get(`/api/admin/reports/${id}`);

  it('freezes the last 25 messages of the reported member with the reported one marked, the profile as it was, and counts', async () => {
    const { a: reporter, b: reported, matchId } = await chatPair(ctx.database.db);
    // 60 alternating: the reported member's last 25 reach back to message 10.
    const ids = await conversation(matchId, reporter, reported, 60);
    // An old message of theirs, outside their last 25: kept so the moderator reads it.
    const reportedMessage = ids[2]!;
    for (const hostile of [
      { reason: 'scam', note: 'a\u0000b' },
      { reason: 'scam', note: 'x'.repeat(1001) },
      { reason: 'spam' },
      { reason: 'scam', messageId: 'not-a-uuid' },
    ]) {
      const refused = await api(ctx, reporter).post(`/api/chats/${matchId}/report`, hostile);
      expect(refused.statusCode).toBe(400);
    }
    const response = await api(ctx, reporter).post(`/api/chats/${matchId}/report`, {
      messageId: reportedMessage,
      reason: 'scam',
      note: 'Pul istədi',
    });
    expect(response.statusCode).toBe(201);
    const reportId = response.json().reportId as string;

    await ctx.database.db
      .update(profiles)
      .set({ bio: 'Edited after the report' })
      .where(eq(profiles.userId, reported.id));
    await ctx.database.db.delete(messages).where(eq(messages.id, ids[59]!));

    const answer = await detail(reportId, moderator);
    expect(answer.statusCode).toBe(200);
    const report = answer.json();
    expect(report).toMatchObject({ reason: 'scam', note: 'Pul istədi', isHeld: false });
    const frozen = report.context.conversation as {
      id: string;
      from: string;
      body: string;
      isReported: boolean;
    }[];
    expect(frozen.map((message) => message.id)).toEqual([reportedMessage, ...ids.slice(10)]);
    expect(frozen.filter((message) => message.isReported).map((m) => m.id)).toEqual([
      reportedMessage,
    ]);
    expect(frozen[0]).toMatchObject({ from: 'reported', body: 'message 2' });
    expect(frozen.at(-1)).toMatchObject({ from: 'reporter', body: 'message 59' });
    expect(report.context.profile).toMatchObject({
      userId: reported.id,
      fullName: reported.name,
      bio: 'Salam',
      dateOfBirth: null,
    });
    expect(report.context.counts).toEqual({ reports: 1, reporters: 1 });
  });

  it("decision 022: a reporter who writes 26 or more messages first does not push the other member's words out", async () => {
    const { a: reporter, b: reported, matchId } = await chatPair(ctx.database.db);
    const theirs = await conversation(matchId, reporter, reported, 60);
    const start = clock.now().getTime();
    const flood = await ctx.database.db
      .insert(messages)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          matchId,
          senderId: reporter.id,
          clientId: randomUUID(),
          body: `flood ${i}`,
          createdAt: new Date(start + (i + 1) * 1000),
        })),
      )
      .returning({ id: messages.id });
    clock.advance(60_000);
    const { reportId } = (
      await api(ctx, reporter).post(`/api/chats/${matchId}/report`, { reason: 'harassment' })
    ).json();
    const frozen = (await detail(reportId, moderator)).json().context.conversation as {
      id: string;
      from: string;
    }[];
    // Their last 25 (every other of the last 50), and the reporter's latest 25 since then.
    const lastOfTheirs = theirs.filter((_, i) => i % 2 === 0).slice(-25);
    expect(frozen.filter((message) => message.from === 'reported').map((m) => m.id)).toEqual(
      lastOfTheirs,
    );
    expect(frozen).toHaveLength(50);
    expect(frozen.slice(-25).map((message) => message.id)).toEqual(
      flood.slice(-25).map((row) => row.id),
    );
  });

  it('a report from a profile with no chat freezes no conversation; counts cover 30 days', async () => {
    const [reporter, other, reported] = (await insertMembers(ctx.database.db, [
      { gender: 'male' },
      { gender: 'male' },
      { gender: 'female' },
    ])) as [Member, Member, Member];
    const report = (as: Member) =>
      api(ctx, as).post('/api/reports', { userId: reported.id, reason: 'fake_profile' });
    await report(reporter);
    clock.advance(31 * DAY_MS);
    await report(reporter);
    const last = (await report(other)).json().reportId as string;
    const { context } = (await detail(last, admin)).json();
    expect(context.conversation).toBeNull();
    expect(context.counts).toEqual({ reports: 2, reporters: 2 });
  });

  it('access sweep: only moderators and admins read a report and its frozen context', async () => {
    const { a: reporter, b: reported, matchId } = await chatPair(ctx.database.db);
    await conversation(matchId, reporter, reported, 2);
    const { reportId } = (
      await api(ctx, reporter).post(`/api/chats/${matchId}/report`, { reason: 'harassment' })
    ).json();
    const [pending, outsider] = (await insertMembers(ctx.database.db, [
      { isApproved: false },
      {},
    ])) as [Member, Member];
    expect((await detail(reportId, undefined)).statusCode).toBe(401);
    for (const member of [pending, outsider, reporter, reported]) {
      const answer = await detail(reportId, member);
      expect(answer.statusCode).toBe(403);
      expect(JSON.stringify(answer.json())).not.toContain('message 0');
    }
    expect((await detail(reportId, moderator)).statusCode).toBe(200);
    expect((await detail(reportId, admin)).statusCode).toBe(200);
    expect((await detail(randomUUID(), moderator)).statusCode).toBe(404);
    expect((await detail('not-a-uuid', moderator)).statusCode).toBe(400);
    // Nothing the members themselves read carries it.
    const own = await api(ctx, reporter).get(`/api/chats/${matchId}/messages`);
    expect(JSON.stringify(own.json())).not.toContain('"isReported"');
  });
});
