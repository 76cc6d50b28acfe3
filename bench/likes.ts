// P2 (issue 9): the like path (insert + reciprocal check + match, one transaction, through the
// whole app: session, guard, limit, validation) against a bare route of the same process, one
// after the other with autocannon in a process of its own; then the count of matches per mutual
// pair (must be 1), and the like rate as a share of the insert anchor (bench/pgbench.ts).
//   npx tsx bench/likes.ts                                   (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/likes.ts
// BENCH_CPU_PROFILE=likes.cpuprofile also profiles the server during the likes (lib/cpu-profile.ts).
// Every member has opened a page before liking, as on the site, so the node has read their
// session lately (decision 058); BENCH_COLD_SESSIONS=1 leaves that out.
// Prints figures; always exits 0.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { anchorFor, shareOf } from './lib/anchor';
import { countCosts, settled } from './lib/costs';
import { profileCpu } from './lib/cpu-profile';
import { startBenchApp } from './lib/bench-app';
import { inChild } from './lib/child';
import type { BenchMember } from './lib/clients';
import { openFresh } from './lib/fresh-database';
import type { LikeFigures, LikeLoad } from './lib/like-clients';
import { seedPairs } from './lib/members';
import { benchmark } from './lib/machine';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL;

/** Each member's page before the likes: one signed-in read, which the node's session read serves. */
async function openedThePage(app: FastifyInstance, members: BenchMember[]) {
  for (let start = 0; start < members.length; start += 50) {
    await Promise.all(
      members
        .slice(start, start + 50)
        .map((member) =>
          app.inject({ url: '/api/matches', cookies: { vusal_session: member.token } }),
        ),
    );
  }
}

async function main() {
  const handle = await openFresh(serverUrl);
  try {
    const pairs = await seedPairs(handle.db, PAIRS);
    const server = await startBenchApp(handle, {
      beforeListen: (app) => app.get('/bench/bare', async () => ({ ok: true })),
    });
    const { url } = server;
    if (!process.env.BENCH_COLD_SESSIONS) await openedThePage(server.app, pairs.flat());

    const load = { url, connections: CONNECTIONS, duration: DURATION };
    const clients = new URL('./lib/like-clients.ts', import.meta.url);
    const bare = await inChild<LikeLoad, LikeFigures>(clients, load);
    const costs = await countCosts(url, handle);
    const profile = await profileCpu(process.env.BENCH_CPU_PROFILE);
    const like = await inChild<LikeLoad, LikeFigures>(clients, { ...load, pairs });
    // The likes' notices run after their answers (decision 058): counted once they are done.
    await settled(url);
    const perLike = await costs.stop(like.total, 'like');
    const profiled = await profile.stop();
    await server.close();

    const { rows } = await handle.db.execute<{
      mutual: number;
      matches: number;
      worst: number;
    }>(sql`
      select
        (select count(*) from likes a join likes b on a.liker_id = b.liked_id and a.liked_id = b.liker_id
          where a.liker_id < a.liked_id)::int as mutual,
        (select count(*) from matches)::int as matches,
        coalesce((select max(c) from (select count(*) c from matches group by user1_id, user2_id) t), 0)::int as worst`);
    const { mutual, matches, worst } = rows[0]!;
    const anchor = await anchorFor(serverUrl);
    const ratio = like.average / bare.average;
    console.log(`bare route: ${bare.average.toFixed(0)} req/s, p99 ${bare.p99} ms`);
    console.log(
      `like route: ${like.average.toFixed(0)} req/s, p99 ${like.p99} ms, non-2xx ${like.non2xx}, errors ${like.errors}`,
    );
    console.log(perLike);
    if (profiled) console.log(profiled);
    console.log(`mutual pairs ${mutual}, matches ${matches}, most matches for one pair ${worst}`);
    console.log(
      `likes ${handle.kind}: ${(ratio * 100).toFixed(1)} % of bare, ${shareOf(like.average, anchor)}, p99 ${like.p99} ms at ${CONNECTIONS} connections; matches per mutual pair ${mutual === matches && worst <= 1 ? 'exactly 1' : `WRONG (${matches}/${mutual}, max ${worst})`}`,
    );
  } finally {
    await handle.drop();
  }
}

void benchmark('likes', main);
