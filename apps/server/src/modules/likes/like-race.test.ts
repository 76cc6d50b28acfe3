import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { likePairs, matches, session, user } from '../../db/schema';
import { couple, type Member } from './discovery.test-support';
import { likeStatements } from './like-statement';

const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Decision 073: the two likes of a pair, each in one statement, both begun before either
 * commits, still make exactly one match between them, with no statement after the commit.
 * Holding the two members' rows makes both statements wait at the end (their likes' foreign
 * keys) after they took their snapshots, so neither snapshot can see the other like. PGlite runs
 * one statement at a time, so the race needs PostgreSQL (TEST_DATABASE_URL).
 */
describe.skipIf(!onPostgres)('two likes of a pair at the same moment', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const sessionOf = async (member: Member) =>
    (
      await database.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, member.id))
    )[0]!.id;

  /** Statements of this database waiting for a lock. */
  const waiting = async () => {
    const { rows } = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    return rows[0]!.n;
  };

  it('the second to commit makes the match, in its one statement', async () => {
    const { storeLike } = likeStatements(database.db);
    const [man, woman] = await couple(database.db);
    const at = new Date();
    const like = async (from: Member, to: Member) =>
      storeLike({
        likerId: from.id,
        likedId: to.id,
        at,
        sessionId: await sessionOf(from),
        isSuper: false,
      });

    let likes: ReturnType<typeof like>[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${user} where ${inArray(user.id, [man.id, woman.id])} for update`,
      );
      likes = [like(man, woman), like(woman, man)];
      const deadline = Date.now() + 5_000;
      while ((await waiting()) < 2) {
        if (Date.now() > deadline) throw new Error('the two likes never waited for the rows');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const outcomes = await Promise.all(likes);

    expect(outcomes.map((outcome) => outcome.refusal)).toEqual([null, null]);
    const made = outcomes.flatMap((outcome) => (outcome.refusal === null && outcome.match) || []);
    expect(made).toHaveLength(1);
    expect(await database.db.select().from(matches)).toEqual([
      expect.objectContaining({ id: made[0]!.id }),
    ]);
    expect(await database.db.select().from(likePairs)).toEqual([
      expect.objectContaining({ user1Liked: true, user2Liked: true }),
    ]);
  });
});
