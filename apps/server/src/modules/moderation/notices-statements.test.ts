import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sanctions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import { expectRefusedInOneStatement } from '../admin/lent-session.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';

// Issue 35, P11 (decision 070): the moderation notices in one statement, the session
// included, once the node has read the member's session (decision 058); a refusal too.
describe('the moderation notices in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const read = (member: Member) =>
    countRequest(ctx.database, () => api(ctx, member).get('/api/moderation/notices'));

  /** A member whose page has read something, so the node lends them their session. */
  async function arrived() {
    const [member, moderator] = await insertMembers(ctx.database.db, [{}, {}]);
    await api(ctx, member).get('/api/matches');
    return { member: member!, moderator: moderator! };
  }

  it('the oldest unseen warning and the request to verify', async () => {
    const db = ctx.database.db;
    const { member, moderator } = await arrived();
    expect(await read(member)).toMatchObject({
      status: 200,
      count: 1,
      sessionReads: 0,
      body: { warning: null, verificationRequired: null },
    });

    // Made in the database, so no decision's news is counted with the read.
    const sanction = { userId: member.id, createdBy: moderator.id };
    const [oldest] = await db
      .insert(sanctions)
      .values([
        {
          ...sanction,
          kind: 'warn',
          reason: 'Be polite',
          createdAt: new Date(Date.now() - 60_000),
        },
        { ...sanction, kind: 'warn', reason: 'Again' },
        { ...sanction, kind: 'require_verification', reason: 'Photos look like someone else' },
      ])
      .returning({ id: sanctions.id });
    await db
      .update(profiles)
      .set({ verificationRequired: true })
      .where(eq(profiles.userId, member.id));
    const warned = await read(member);
    expect(warned).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(warned.body).toEqual({
      warning: { id: oldest!.id, reason: 'Be polite' },
      verificationRequired: { reason: 'Photos look like someone else' },
    });
  });

  it('refuses in the same statement a session ended or a member no longer approved', () =>
    expectRefusedInOneStatement(ctx.database.db, async () => (await arrived()).member, read));

  it('reads the session first when the node has not read it lately', async () => {
    const [member] = await insertMembers(ctx.database.db, [{}]);
    const cold = await read(member!);
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
    expect(cold.body).toEqual({ warning: null, verificationRequired: null });
  });
});
