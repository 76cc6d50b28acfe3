// P12 (issue 27, decision 030): browse's first page ordered by "Best match" through the
// discovery service (window of the newest candidates ranked in SQL, dealbreakers, percentages and
// reasons for the cards) over seeded people with 30 answers each; 4 concurrent callers;
// p50/p95/p99, then the EXPLAIN (ANALYZE) plan of the page. For the decision it also times the
// alternatives of a window of 1,000 and of ranking every candidate (no window, fewer requests).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run compatibility -w @vusal/bench
// Prints figures and the load average; always exits 0.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { systemClock } from '../apps/server/src/clock';
import type { Database } from '../apps/server/src/db/client';
import { compatibilityVectors } from '../apps/server/src/db/schema';
import { createCompatibility } from '../apps/server/src/modules/compatibility';
import { createBestMatchRepository } from '../apps/server/src/modules/discovery/best-match.repository';
import { createCandidatesRepository } from '../apps/server/src/modules/discovery/candidates.repository';
import { createDiscoveryService } from '../apps/server/src/modules/discovery/discovery.service';
import { viewerStatement } from '../apps/server/src/modules/discovery/viewer-statement';
import { createMembersModule } from '../apps/server/src/modules/members';
import { explain } from '../apps/server/test/explain';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { seedAnswers } from './lib/seed-answers';
import { personId, seedPeople } from './lib/seed-people';
import { benchmark } from './lib/machine';
import { signedInViewers } from './lib/members';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 30);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const serverUrl = process.env.BENCH_DATABASE_URL;

type Viewer = { id: string; sessionId: string };

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function service(db: Database, window?: number) {
  return createDiscoveryService({
    readViewer: viewerStatement(db),
    candidates: createCandidatesRepository(db),
    bestMatch: createBestMatchRepository(db, window),
    compatibility: createCompatibility(db),
    members: createMembersModule({ db }).members,
    clock: systemClock,
  });
}

async function measure(
  run: (viewer: Viewer) => Promise<unknown>,
  viewers: Viewer[],
  requests: number,
) {
  const samples: number[] = [];
  let next = 0;
  let errors = 0;
  await run(viewers[0]!); // warm-up
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const start = performance.now();
      try {
        await run(viewers[i % viewers.length]!);
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

const line = (label: string, s: number[], errors: number) =>
  `  ${label.padEnd(44)} p50 ${ms(percentile(s, 50))}  p95 ${ms(percentile(s, 95))}  p99 ${ms(percentile(s, 99))}  errors ${errors}  load ${loadavg()}`;

async function main() {
  const handle = await openFresh(serverUrl);
  const started = performance.now();
  try {
    console.log(
      `compatibility bench: ${PROFILES} profiles × ${ANSWERS} answers on ${handle.kind}, ${VIEWERS} viewers, ${REQUESTS} requests, ${CONCURRENCY} concurrent; load ${loadavg()}`,
    );
    const t = performance.now();
    await seedPeople(handle.db, PROFILES);
    await seedAnswers(handle.db, PROFILES, ANSWERS);
    console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    // Production tables have statistics; plans without them are not the plans users get.
    await handle.db.execute(sql`analyze`);

    // Viewers are men (even n), approved and active, as browse asks.
    const ids: string[] = [];
    for (let v = 1; ids.length < VIEWERS; v++) {
      const n = 2 * v;
      if (n % 10 === 3 || n % 50 === 7 || n % 100 === 11) continue;
      ids.push(
        (await handle.db.execute<{ id: string }>(sql`select ${personId(n)} as id`)).rows[0]!.id,
      );
    }
    const viewers = await signedInViewers(handle.db, ids);

    const windowed = service(handle.db);
    const best = await measure(
      (viewer) => windowed.browse(viewer, { limit: 20, order: 'best' }),
      viewers,
      REQUESTS,
    );
    console.log(line('browse, Best match, first page', best.samples, best.errors));
    const newest = await measure(
      (viewer) => windowed.browse(viewer, { limit: 20, order: 'newest' }),
      viewers,
      REQUESTS,
    );
    console.log(
      line('browse, Newest, first page (dealbreakers on)', newest.samples, newest.errors),
    );
    // The alternatives decision 030 measured (BENCH_ALTERNATIVE=0 skips them): a window twice as
    // large, and ranking every candidate, no window.
    if (process.env.BENCH_ALTERNATIVE !== '0') {
      const wider = service(handle.db, 1000);
      const thousand = await measure(
        (viewer) => wider.browse(viewer, { limit: 20, order: 'best' }),
        viewers,
        REQUESTS,
      );
      console.log(line('alternative: window of 1,000', thousand.samples, thousand.errors));
      const whole = service(handle.db, 1_000_000);
      const all = await measure(
        (viewer) => whole.browse(viewer, { limit: 20, order: 'best' }),
        viewers,
        Math.min(REQUESTS, 40),
      );
      console.log(line('alternative: rank every candidate (no window)', all.samples, all.errors));
    }

    const page = await windowed.browse(viewers[1]!, { limit: 20, order: 'best' });
    // The viewer's packed answers: their snapshot's, as the page just took it.
    const [row] = await handle.db
      .select()
      .from(compatibilityVectors)
      .where(eq(compatibilityVectors.userId, viewers[1]!.id));
    const { userId: _viewer, ...vector } = row!;
    const query = createBestMatchRepository(handle.db)
      .page(
        {
          viewerId: viewers[1]!.id,
          gender: 'female',
          ages: { min: 18, max: 50, bornOnOrBefore: '2008-06-01', bornAfter: '1975-06-01' },
          city: null,
          goals: [],
          passedSince: new Date(Date.now() - 30 * 86_400_000),
          dealbreakers: vector,
        },
        vector,
        undefined,
        21,
      )
      .toSQL();
    const plan = await explain(handle.db, query, { analyze: true });
    console.log(`\nEXPLAIN ANALYZE Best match first page (every city, 18-50):\n${plan}`);
    const seqScan = /Seq Scan on (profiles|compatibility_)/.test(plan);
    const shown = page.items
      .filter((card) => card.compatibility)
      .map((card) => card.compatibility!.percent);
    console.log(`first page: ${page.items.length} cards, percentages ${shown.join(' ')}`);
    console.log(
      `\ncompatibility ${handle.kind} ${PROFILES}×${ANSWERS}: Best match first page p95 ${ms(percentile(best.samples, 95))}, p99 ${ms(percentile(best.samples, 99))} at ${CONCURRENCY} concurrent; errors ${best.errors}; seq scan of profiles or answers: ${seqScan ? 'YES' : 'no'}; load ${loadavg()}; total ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await handle.drop();
  }
}

void benchmark('compatibility', main);
