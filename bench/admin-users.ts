// Admin users table at 100,000 profiles (issue 4): first page, a deep keyset page, searches and
// the pending filter, timed through the admin list service (repository + keyset logic), p50/p95
// over RUNS calls each; then EXPLAIN of the default page. Runs twice: with the schema as
// migrated, and again after creating the indexes proposed in docs/api/admin.md.
// Embedded PGlite by default; PostgreSQL with BENCH_DATABASE_URL or DATABASE_URL (a fresh
// database is created on that server and dropped afterwards). Prints figures; always exits 0.
//   npx tsx bench/admin-users.ts
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { systemClock } from '../apps/server/src/clock';
import type { Database, DatabaseHandle } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { encodeCursor } from '../apps/server/src/infra/keyset';
import { createAdminListService } from '../apps/server/src/modules/admin/admin-lists.service';
import { createAdminRepository } from '../apps/server/src/modules/admin/admin.repository';
import { explain } from '../apps/server/test/explain';
import { openFresh } from './lib/fresh-database';
import { adminUsersQuerySchema, type AdminUsersQuery } from '../packages/shared/src/schemas/admin';
import { benchmark } from './lib/machine';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
// Without the proposed indexes a search scans every profile (seconds on PGlite): a few runs say enough.
const RUNS_WITHOUT_INDEXES = 2;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

/** The indexes docs/api/admin.md asks for; each is created only when missing. */
const PROPOSED_INDEXES = [
  `create index if not exists profiles_name_search_idx on profiles using gin
     (to_tsvector('simple', translate(full_name, 'İIıƏəÖöÜüĞğŞşÇç', 'iiieeoouuggsscc')))`,
  `create index if not exists profiles_name_idx on profiles (full_name, id)`,
  `create index if not exists user_email_pattern_idx on "user" (email text_pattern_ops)`,
];

type Run = { label: string; query: AdminUsersQuery; isBaseline?: boolean };

/** 100,000 accounts with profiles in two statements: ~10 % pending, ~2.5 % deactivated or deleted. */
async function seed(db: Database) {
  const firstNames = `array['Aysel','Leyla','Şəhla','Nigar','Günel','Ülviyyə','Sevda','Könül','Elvin','Rauf','Orxan','Tural','Kamran','İlham','Əli','Çingiz','Ömər','Fərid','Nurlan','Samir']`;
  const lastNames = `array['Məmmədov','Əliyev','Həsənov','Quliyev','İsmayılov','Hüseynov','Rəhimov','Qasımov','Vəliyev','Babayev','Cəfərov','Süleymanov','Abbasov','Kərimov','Nəsirov','Orucov','Şükürov','Bağırov','Zeynalov','Yusifov']`;
  const people = sql.raw(`
    select n,
      md5('bench-' || n)::uuid::text as id,
      (${firstNames})[1 + (n * 7) % 20] || ' ' || (${lastNames})[1 + (n * 13) % 20] as full_name,
      timestamptz '2024-01-01' + n * interval '7 minutes' + ((n * 7919) % 1000000) * interval '1 microsecond' as created_at
    from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select id, full_name, 'user' || n || '@bench.vusal', true, created_at, created_at from (${people}) people`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, city, gender, date_of_birth, relationship_goals,
      is_approved, is_active, deleted_at, deleted_by_user, created_at, updated_at)
    select id, full_name, (array['baku','ganja','sumgayit','shaki'])[1 + n % 4],
      case when n % 2 = 0 then 'male' else 'female' end,
      date '1965-01-01' + ((n * 37) % 12000)::int, array['marriage'],
      n % 10 <> 0, not (n % 50 = 0 or n % 200 = 7),
      case when n % 200 = 7 then created_at + interval '1 day' end, n % 200 = 7,
      created_at, created_at
    from (${people}) people`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(run: () => Promise<unknown>, runs: number) {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** A cursor deep into the approved range (~90 % of the way down), found once with OFFSET. */
async function deepCursor(db: Database) {
  const offset = Math.floor(USERS * 0.8);
  const { rows } = await db.execute<{ id: string; t: string }>(sql`
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t
    from profiles where is_approved order by created_at desc nulls last, id desc offset ${offset} limit 1`);
  const row = rows[0]!;
  return encodeCursor({ s: 'pending', a: true, t: row.t, i: row.id });
}

async function measure(db: Database, runs: Run[], times: number) {
  const lists = createAdminListService({
    repository: createAdminRepository(db),
    clock: systemClock,
  });
  const results: Record<string, { p50: number; p95: number; rows: number }> = {};
  for (const { label, query } of runs) {
    const parsed = adminUsersQuerySchema.parse(query);
    const page = await lists.users(parsed);
    results[label] = { ...(await time(() => lists.users(parsed), times)), rows: page.items.length };
  }
  return results;
}

/** The SQL the service sends for one query, captured through a logging drizzle on the same client. */
async function capturedQueries(handle: DatabaseHandle, query: AdminUsersQuery) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => void captured.push({ sql: text, params }),
  };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db: Database =
    handle.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzleNodePostgres({ client: client as pg.Pool, schema, logger });
  await createAdminListService({ repository: createAdminRepository(db), clock: systemClock }).users(
    adminUsersQuerySchema.parse(query),
  );
  return captured;
}

async function planOf(handle: DatabaseHandle, query: AdminUsersQuery) {
  const [first] = await capturedQueries(handle, query);
  return explain(handle.db, first!);
}

const format = (results: Awaited<ReturnType<typeof measure>>) =>
  Object.entries(results)
    .map(
      ([label, r]) =>
        `  ${label.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   (${r.rows} rows)`,
    )
    .join('\n');

async function main() {
  const started = performance.now();
  const handle = await openFresh(serverUrl);
  try {
    console.log(`admin users bench: ${USERS} users on ${handle.kind}, ${RUNS} runs per figure`);
    const seedStart = performance.now();
    await seed(handle.db);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const runs: Run[] = [
      { label: 'first page (pending first)', query: {}, isBaseline: true },
      {
        label: 'deep page (cursor)',
        query: { cursor: await deepCursor(handle.db) },
        isBaseline: true,
      },
      { label: 'pending filter', query: { status: 'pending' }, isBaseline: true },
      { label: 'deactivated filter', query: { status: 'deactivated' } },
      { label: 'newest first', query: { sort: 'newest' } },
      { label: 'search name "Məmm"', query: { search: 'Məmm' }, isBaseline: true },
      { label: 'search 2 words "sevda nes"', query: { search: 'sevda nes' } },
      { label: 'search e-mail "user4242"', query: { search: 'user4242' } },
      { label: 'search, no match "zeynalov ülv"', query: { search: 'zeynalov ülv' } },
      { label: 'sort by name', query: { sort: 'name' } },
    ];

    const before = await measure(
      handle.db,
      runs.filter((run) => run.isBaseline),
      RUNS_WITHOUT_INDEXES,
    );
    console.log(`\nschema as migrated (${RUNS_WITHOUT_INDEXES} runs):\n` + format(before));

    const indexStart = performance.now();
    for (const statement of PROPOSED_INDEXES) await handle.db.execute(sql.raw(statement));
    await handle.db.execute(sql`analyze`);
    console.log(
      `\nproposed indexes created in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`,
    );
    const after = await measure(handle.db, runs, RUNS);
    console.log(`\nwith the proposed indexes (${RUNS} runs):\n` + format(after));

    const plan = await planOf(handle, {});
    const searchPlan = await planOf(handle, { search: 'Məmm' });
    console.log(`\nEXPLAIN first page:\n${plan}\n\nEXPLAIN search:\n${searchPlan}`);
    const seqScan = /Seq Scan on profiles/.test(plan);
    console.log(
      seqScan
        ? '\nWARNING: the first page scans profiles sequentially'
        : '\nfirst page: no sequential scan of profiles',
    );

    const figure = (results: typeof after, label: string) => `${results[label]!.p95.toFixed(1)}`;
    console.log(
      `\nadmin-users ${handle.kind} ${USERS}: p95 ms first ${figure(after, 'first page (pending first)')}, deep ${figure(after, 'deep page (cursor)')}, ` +
        `pending ${figure(after, 'pending filter')}, search ${figure(after, 'search name "Məmm"')} (without proposed indexes ${figure(before, 'search name "Məmm"')}), ` +
        `e-mail ${figure(after, 'search e-mail "user4242"')}; seq scan on first page: ${seqScan ? 'yes' : 'no'}; total ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await handle.drop();
  }
}

void benchmark('admin-users', main);
