import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { explain, insertUsers } from '../../../test/explain';
import { createCandidatesRepository, type CandidateFilter } from './candidates.repository';

const PROFILES = 40_000;
const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Issue 9, item 1: the candidate query never scans profiles, and neither the page nor the count
 * sorts: both walk the index in page order and stop early. Planner choices depend on real
 * statistics, so this runs on PostgreSQL (TEST_DATABASE_URL) over 40,000 analysed profiles with
 * mixed goals and saved privacy choices; `bench/discovery.ts` prints the plan at 1,000,000.
 */
describe.skipIf(!onPostgres)('candidate query plan on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const viewerId = '00000000-0000-4000-8000-000000000001';

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertUsers(database.db, PROFILES, 'p');
    await database.db.execute(sql`
      insert into profiles (user_id, full_name, city, gender, date_of_birth, relationship_goals,
        is_approved, is_active, created_at)
      select md5('p' || n)::uuid::text, 'P' || n, (array['baku','ganja','sumgayit','shaki'])[1 + n % 4],
        case when n % 2 = 0 then 'male' else 'female' end, date '1966-01-01' + (n * 37) % 12000,
        case hashint4(n) & 3 when 0 then array['marriage'] when 1 then array['friendship']
          else array['marriage', 'serious_relationship'] end,
        n % 10 <> 0, true, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${PROFILES}) n`);
    await database.db.execute(sql`
      insert into preferences (user_id, privacy_mode, location_visibility)
      select md5('p' || n)::uuid::text, n % 100 < 20, case when n % 100 = 37 then 'hidden' else 'city' end
      from generate_series(1, ${PROFILES}) n where n % 20 < 5`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => database?.close());

  const filter = (city: CandidateFilter['city']): CandidateFilter => ({
    viewerId,
    gender: 'female',
    verifiedOnly: false,
    ages: { min: 25, max: 40, bornOnOrBefore: '2001-01-01', bornAfter: '1985-01-01' },
    city,
    goals: ['marriage'],
    passedSince: new Date('2026-01-01T00:00:00Z'),
  });

  it.each([null, 'baku'] as const)(
    'walks an index in page order, never a scan or a sort of profiles (city %s)',
    async (city) => {
      const candidates = createCandidatesRepository(database.db);
      // A first page carries its total (decision 066); a next page does not.
      for (const query of [
        candidates.page(filter(city), undefined, 21, 101).toSQL(),
        candidates.page(filter(city), undefined, 21).toSQL(),
      ]) {
        const plan = await explain(database.db, query);
        expect(plan).not.toMatch(/Seq Scan on profiles|Bitmap Heap Scan on profiles|Sort/);
        expect(plan).toMatch(city ? /profiles_browse_city_idx/ : /profiles_browse_idx/);
      }
    },
  );
});
