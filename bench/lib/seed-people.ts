import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

/** Deterministic ids: person n is md5('bench-' || n) as a UUID. */
export const personId = (n: number) => sql`md5('bench-' || ${n}::int)::uuid::text`;

const CITIES = `array['baku','baku','baku','baku','ganja','ganja','sumgayit','sumgayit','mingachevir','shaki','lankaran','quba','shirvan','nakhchivan','yevlakh','khachmaz']`;

/**
 * `count` members in a few statements with `generate_series` (no row leaves the server): odd
 * n are women, even n men; ages 18–60; mostly Baku; goals hashed from n, so that no city and
 * gender share one goal; ~90 % approved, ~2 % inactive, 1 % deleted;
 * 5 % have saved preferences, among them privacy mode and hidden locations.
 */
export async function seedPeople(db: Database, count: number) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select md5('bench-' || n)::uuid::text, 'Person ' || n, 'p' || n || '@bench.vusal', true,
      timestamptz '2024-01-01' + n * interval '30 seconds', timestamptz '2024-01-01'
    from generate_series(1, ${count}) n`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, city, gender, date_of_birth, bio, relationship_goals,
      is_approved, is_active, deleted_at, deleted_by_user, created_at, updated_at)
    select md5('bench-' || n)::uuid::text, 'Person ' || n, (${sql.raw(CITIES)})[1 + (n * 7) % 16],
      case when n % 2 = 1 then 'female' else 'male' end,
      date '2006-01-01' - ((n::bigint * 7919) % (42 * 365))::int,
      'Salam, mən ' || n,
      case hashint4(n) & 3 when 0 then array['marriage'] when 1 then array['serious_relationship']
        when 2 then array['marriage','serious_relationship'] else array['friendship'] end,
      n % 10 <> 3, n % 50 <> 7, case when n % 100 = 11 then now() end, n % 100 = 11,
      timestamptz '2024-01-01' + n * interval '30 seconds' + (n % 997) * interval '1 microsecond',
      timestamptz '2024-01-01'
    from generate_series(1, ${count}) n`);
  await db.execute(sql`
    insert into preferences (user_id, min_age, max_age, search_city, privacy_mode, location_visibility)
    select md5('bench-' || n)::uuid::text, 18, 50, null, n % 100 = 17,
      case when n % 100 = 37 then 'hidden' else 'city' end
    from generate_series(1, ${count}) n where n % 20 = 17`);
}

/**
 * Histories of the benchmark's viewers (men 2, 4, … 2·viewers): each liked `likes`, passed
 * `passes` and blocked `blocks` women spread over the whole table; and as many random likes
 * between everyone else, so the reverse-like probes of privacy mode find real rows.
 */
export async function seedHistories(
  db: Database,
  count: number,
  viewers: number,
  history: { likes: number; passes: number; blocks: number },
) {
  const target = (salt: number) =>
    sql.raw(
      `md5('bench-' || (1 + 2 * ((v * 104729 + k * ${salt}) % ${Math.floor(count / 2)})))::uuid::text`,
    );
  const viewer = sql.raw(`md5('bench-' || (2 * v))::uuid::text`);
  await db.execute(sql`
    insert into likes (liker_id, liked_id, created_at)
    select ${viewer}, ${target(7907)}, now() - k * interval '1 minute'
    from generate_series(1, ${viewers}) v, generate_series(1, ${history.likes}) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into passes (user_id, passed_id, created_at)
    select ${viewer}, ${target(6101)}, now() - (k % 60) * interval '1 day'
    from generate_series(1, ${viewers}) v, generate_series(1, ${history.passes}) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into blocks (blocker_id, blocked_id)
    select ${viewer}, ${target(4051)}
    from generate_series(1, ${viewers}) v, generate_series(1, ${history.blocks}) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into likes (liker_id, liked_id)
    select md5('bench-' || (1 + 2 * ((n * 31) % ${Math.floor(count / 2)})))::uuid::text,
      md5('bench-' || (2 + 2 * ((n * 17) % ${Math.floor(count / 2)})))::uuid::text
    from generate_series(1, ${count}) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into preferences (user_id, min_age, max_age, search_city)
    select md5('bench-' || (2 * v))::uuid::text, 25, 40, case when v % 2 = 0 then 'baku' end
    from generate_series(1, ${viewers}) v
    on conflict (user_id) do update set min_age = 25, max_age = 40, search_city = excluded.search_city`);
  await db.execute(sql`analyze`);
}
