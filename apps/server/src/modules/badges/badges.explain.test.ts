import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { explain, insertUsers } from '../../../test/explain';
import { badgesStatement } from './badges-statement';

const PROFILES = 40_000;
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Decision 066: the badges' new candidates are counted by walking an index from the newest and
 * stopping at the cap (or at the last explore), never by a scan of profiles, whether or not the
 * member explored before. Runs on PostgreSQL (TEST_DATABASE_URL) over analysed profiles.
 */
describe.skipIf(!onPostgres)('badges plan on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const person = (n: number) => sql`md5('p' || ${n}::int)::uuid::text`;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertUsers(database.db, PROFILES, 'p');
    await database.db.execute(sql`
      insert into profiles (user_id, full_name, city, gender, age, relationship_goals,
        is_approved, is_active, created_at)
      select md5('p' || n)::uuid::text, 'P' || n, 'baku',
        case when n % 2 = 0 then 'male' else 'female' end, 30, array['marriage'],
        n % 10 <> 0, true, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${PROFILES}) n`);
    // Member 2 explored a little before the newest 1,000 arrived; member 4 never did.
    await database.db.execute(sql`
      insert into badge_views (user_id, explore_viewed_at)
      values (${person(2)}, timestamptz '2025-01-01' + ${PROFILES - 1000} * interval '1 minute')`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => database?.close());

  it.each([2, 4])('counts new candidates without a scan of profiles (member %i)', async (n) => {
    const [{ id }] = (await database.db.execute<{ id: string }>(sql`select ${person(n)} as id`))
      .rows as [{ id: string }];
    const query = new PgDialect().sqlToQuery(badgesStatement(database.db, false));
    const plan = await explain(database.db, {
      sql: query.sql,
      params: fillPlaceholders(query.params, { userId: id }),
    });
    expect(plan).not.toMatch(/Seq Scan on profiles|Bitmap Heap Scan on profiles/);
  });
});
