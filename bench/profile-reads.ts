// Issue 35: where the node's CPU goes in P1's profile reads. The app in this process (as
// bench/likes.ts runs it), autocannon in another; the profiler runs during each route's load
// only, and prints each one's shares (lib/cpu-profile.ts). Not a figure of `npm run bench`: the
// reads' figures are P1's (p1-session.ts), whose server runs in a process of its own.
// BENCH_CPU_PROFILE=reads is a prefix: reads-me.cpuprofile, reads-id.cpuprofile.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_CPU_PROFILE=reads npx tsx bench/profile-reads.ts
import { profileCpu } from './lib/cpu-profile';
import { startBenchApp } from './lib/bench-app';
import { inChild } from './lib/child';
import { openFresh } from './lib/fresh-database';
import { benchmark } from './lib/machine';
import { seedPairs } from './lib/members';
import type { ReadLoad } from './lib/read-clients';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const prefix = process.env.BENCH_CPU_PROFILE ?? 'reads';

async function main() {
  const handle = await openFresh(process.env.BENCH_DATABASE_URL);
  try {
    const [reader, other] = (await seedPairs(handle.db, 1))[0]!;
    const server = await startBenchApp(handle);
    const clients = new URL('./lib/read-clients.ts', import.meta.url);
    const load = (path: string): ReadLoad => ({
      url: server.url + path,
      token: reader.token,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    await inChild(clients, { ...load('/api/profiles/me'), duration: 1 });
    for (const [name, path] of [
      ['me', '/api/profiles/me'],
      ['id', `/api/profiles/${other.id}`],
    ] as const) {
      const profile = await profileCpu(`${prefix}-${name}.cpuprofile`);
      const figures = await inChild(clients, load(path));
      console.log(path, figures);
      console.log(await profile.stop());
    }
    await server.close();
  } finally {
    await handle.drop();
  }
}

void benchmark('profile-reads', main);
