import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { explain } from '../../../test/explain';
import { packAnswers } from '../compatibility';
import { randomAnswers, seededRandom } from '../compatibility/compatibility.test-support';
import { scoredAnswers } from '../compatibility/compatibility-vector';
import { createBestMatchRepository } from './best-match.repository';
import type { CandidateFilter } from './candidates.repository';

const PROFILES = 40_000;
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Decision 030 (P12): a "Best match" page reads its window through the browse index and probes each
 * candidate's packed answers by key, with dealbreakers on: never a scan of profiles or of the
 * answers. Planner choices need real statistics, so this runs on PostgreSQL over 40,000
 * analysed profiles, each with packed answers (the page reads no answer rows); `bench/compatibility.ts` prints the plan at
 * 100,000.
 */
describe.skipIf(!onPostgres)('best match query plan on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const viewerId = '00000000-0000-4000-8000-000000000001';
  const random = seededRandom(12);
  const vectors = Array.from({ length: 4 }, () =>
    packAnswers(scoredAnswers(randomAnswers(random, 30))),
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select md5('p' || n)::uuid::text, 'P' || n, 'p' || n || '@x.az', true
      from generate_series(1, ${PROFILES}) n`);
    await db.execute(sql`
      insert into profiles (user_id, full_name, city, gender, date_of_birth, relationship_goals,
        is_approved, is_active, created_at)
      select md5('p' || n)::uuid::text, 'P' || n, (array['baku','ganja','sumgayit','shaki'])[1 + n % 4],
        case when n % 2 = 0 then 'male' else 'female' end, date '1966-01-01' + (n * 37) % 12000,
        array['marriage'], n % 10 <> 0, true, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${PROFILES}) n`);
    for (const [k, v] of vectors.entries()) {
      await db.execute(sql`
        insert into compatibility_vectors (user_id, answered, ans, slots, acc_little, acc_somewhat,
          acc_very, acc_mandatory, all_little, all_somewhat, all_very, all_mandatory)
        select md5('p' || n)::uuid::text, ${v.answered}, ${v.ans}::bit(320), ${v.slots}::bit(320),
          ${v.accLittle}::bit(320), ${v.accSomewhat}::bit(320), ${v.accVery}::bit(320),
          ${v.accMandatory}::bit(320), ${v.allLittle}::bit(320), ${v.allSomewhat}::bit(320),
          ${v.allVery}::bit(320), ${v.allMandatory}::bit(320)
        from generate_series(1, ${PROFILES}) n where n % 4 = ${k}`);
    }
    await db.execute(sql`analyze`);
  }, 180_000);
  afterAll(() => database?.close());

  const filter = (city: CandidateFilter['city']): CandidateFilter => ({
    viewerId,
    gender: 'female',
    ages: { min: 25, max: 40, bornOnOrBefore: '2001-01-01', bornAfter: '1985-01-01' },
    city,
    goals: ['marriage'],
    passedSince: new Date('2026-01-01T00:00:00Z'),
    dealbreakers: vectors[0]!,
  });

  it.each([null, 'baku'] as const)(
    'walks the browse index and probes answers by key, never a scan (city %s)',
    async (city) => {
      const repository = createBestMatchRepository(database.db);
      const plan = await explain(
        database.db,
        repository.page(filter(city), vectors[0]!, undefined, 21).toSQL(),
      );
      // A city's window may be read through a bitmap of its index and sorted: bounded by the
      // city, where walking in order would probe more candidates than the window holds.
      expect(plan).not.toMatch(/Seq Scan on (profiles|compatibility_vectors)/);
      expect(plan).toMatch(city ? /profiles_browse_city_idx/ : /profiles_browse_idx/);
      expect(plan).toMatch(/Index Scan using compatibility_vectors_pkey/);
    },
  );
});
