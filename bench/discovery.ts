// P3 and P4 (issue 9): browse and explore through the discovery service (repository + keyset +
// filters) over a seeded population with like, pass and block histories; 4 concurrent callers;
// p50/p95/p99 per scenario, then the EXPLAIN (ANALYZE) plan of a browse page.
//   BENCH_PROFILES=1000000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/discovery.ts
//   BENCH_PROFILES=100000 npx tsx bench/discovery.ts            (embedded PGlite)
// Prints figures; always exits 0.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DISCOVERY_TOTAL_CAP, exploreQuerySchema } from '../packages/shared/src/schemas/discovery';
import { systemClock } from '../apps/server/src/clock';
import type { Database } from '../apps/server/src/db/client';
import { createCompatibility } from '../apps/server/src/modules/compatibility';
import { createBestMatchRepository } from '../apps/server/src/modules/discovery/best-match.repository';
import { createCandidatesRepository } from '../apps/server/src/modules/discovery/candidates.repository';
import { createDiscoveryService } from '../apps/server/src/modules/discovery/discovery.service';
import { viewerStatement } from '../apps/server/src/modules/discovery/viewer-statement';
import { createMembersModule } from '../apps/server/src/modules/members';
import { explain } from '../apps/server/test/explain';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { seedHistories, seedPeople } from './lib/seed-people';
import { benchmark } from './lib/machine';
import { signedInViewers } from './lib/members';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const serverUrl = process.env.BENCH_DATABASE_URL;

type Viewer = { id: string; sessionId: string };
type Scenario = { label: string; run(viewer: Viewer): Promise<unknown> };

function scenarios(db: Database): Scenario[] {
  const discovery = createDiscoveryService({
    readViewer: viewerStatement(db),
    candidates: createCandidatesRepository(db),
    bestMatch: createBestMatchRepository(db),
    compatibility: createCompatibility(db),
    members: createMembersModule({ db }).members,
    clock: systemClock,
  });
  const explore = (query: Record<string, string>) => exploreQuerySchema.parse(query);
  return [
    {
      label: 'browse, first page (saved prefs, total)',
      run: (viewer) => discovery.browse(viewer, { limit: 20 }),
    },
    {
      label: 'browse, next page (cursor)',
      run: async (viewer) => {
        const first = await discovery.browse(viewer, { limit: 20 });
        return (
          first.nextCursor && discovery.browse(viewer, { limit: 20, cursor: first.nextCursor })
        );
      },
    },
    {
      label: 'explore Ganja 25-35 marriage',
      run: (viewer) =>
        discovery.explore(
          viewer,
          explore({ city: 'ganja', minAge: '25', maxAge: '35', goals: 'marriage' }),
        ),
    },
    {
      label: 'explore all cities 18-60 friendship',
      run: (viewer) =>
        discovery.explore(
          viewer,
          explore({ city: 'all', minAge: '18', maxAge: '60', goals: 'friendship' }),
        ),
    },
  ];
}

// Same derivation as the seed: viewer v is person 2v.
const viewerIdOf = (v: number, db: Database) =>
  db.execute<{ id: string }>(sql`select md5('bench-' || ${2 * v}::int)::uuid::text as id`);

async function measure(db: Database, scenario: Scenario, viewers: Viewer[]) {
  const samples: number[] = [];
  let next = 0;
  let errors = 0;
  await scenario.run(viewers[0]!); // warm-up
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const start = performance.now();
      try {
        await scenario.run(viewers[i % viewers.length]!);
        samples.push(performance.now() - start);
      } catch (error) {
        errors++;
        if (errors === 1) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  samples.sort((a, b) => a - b);
  return { samples, errors };
}

async function main() {
  const handle = await openFresh(serverUrl);
  const started = performance.now();
  try {
    console.log(
      `discovery bench: ${PROFILES} profiles on ${handle.kind}, ${VIEWERS} viewers, ${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent`,
    );
    let t = performance.now();
    await seedPeople(handle.db, PROFILES);
    console.log(`seeded people in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await seedHistories(handle.db, PROFILES, VIEWERS, { likes: 300, passes: 300, blocks: 10 });
    console.log(`seeded histories in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    // Production tables have statistics; plans without them are not the plans users get.
    await handle.db.execute(sql`analyze`);

    const ids: string[] = [];
    for (let v = 1; v <= VIEWERS; v++) ids.push((await viewerIdOf(v, handle.db)).rows[0]!.id);
    const viewers = await signedInViewers(handle.db, ids);

    const all: number[] = [];
    let errors = 0;
    for (const scenario of scenarios(handle.db)) {
      const result = await measure(handle.db, scenario, viewers);
      all.push(...result.samples);
      errors += result.errors;
      const s = result.samples;
      console.log(
        `  ${scenario.label.padEnd(42)} p50 ${ms(percentile(s, 50))}  p95 ${ms(percentile(s, 95))}  p99 ${ms(percentile(s, 99))}  errors ${result.errors}`,
      );
    }
    all.sort((a, b) => a - b);

    const repository = createCandidatesRepository(handle.db);
    const service = createDiscoveryService({
      readViewer: viewerStatement(handle.db),
      candidates: repository,
      bestMatch: createBestMatchRepository(handle.db),
      compatibility: createCompatibility(handle.db),
      members: createMembersModule({ db: handle.db }).members,
      clock: systemClock,
    });
    const page = await service.browse(viewers[1]!, { limit: 20 });
    const query = repository
      .page(
        {
          viewerId: viewers[1]!.id,
          gender: 'female',
          ages: { min: 25, max: 40, bornOnOrBefore: '2001-06-01', bornAfter: '1985-06-01' },
          city: 'baku',
          goals: [],
          passedSince: new Date(Date.now() - 30 * 86_400_000),
        },
        undefined,
        21,
        // A first page carries its total (decision 066).
        DISCOVERY_TOTAL_CAP + 1,
      )
      .toSQL();
    const plan = await explain(handle.db, query, { analyze: true });
    console.log(`\nEXPLAIN ANALYZE browse first page with its total (Baku, 25-40):\n${plan}`);
    const seqScan = /Seq Scan on profiles/.test(plan);
    console.log(
      `browse first page total: ${JSON.stringify(page.total)}, ${page.items.length} cards`,
    );
    console.log(
      `\ndiscovery ${handle.kind} ${PROFILES} profiles: p95 ${ms(percentile(all, 95))}, p99 ${ms(percentile(all, 99))} at ${CONCURRENCY} concurrent; errors ${errors}; seq scan of profiles: ${seqScan ? 'YES' : 'no'}; total ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await handle.drop();
  }
}

void benchmark('discovery', main);
