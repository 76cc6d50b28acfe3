// P11 (issue 25): how many active members one node holds, measured with Artillery 2.0.21
// (bench/capacity/scenario.yml: HTTP and Socket.IO). Members are seeded straight into a fresh
// database; CAPACITY_RATE of them arrive a second for CAPACITY_SECONDS and stay, so the site
// fills up linearly until it breaks. Each 10-second window is read against P11's goal (mean
// API time < 100 ms, p99 < 2 s, failures < 0.025 %): the figure is the most members of a window
// that met it before one missed it. Artillery runs in its own process; the node in this one.
//   npm run capacity -w @vusal/bench                                  (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run capacity -w @vusal/bench
//   BENCH_NODES=2 BENCH_REDIS_URL=redis://127.0.0.1:6379/4 BENCH_DATABASE_URL=… npm run capacity …
//       (two nodes, each a process of its own, half the members on each, one Artillery each)
//   CAPACITY_REPORTS=/tmp/…/report.json npm run capacity …   (reads saved reports again)
//   BENCH_CPU_PROFILE=capacity.cpuprofile npm run capacity …   (one node: profiles it during the
//       run, lib/cpu-profile.ts; the seeding is not in it)
// Artillery is installed into bench/capacity on the first run. Prints figures; always exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { startBenchApp } from './lib/bench-app';
import { ensureArtillery, runArtillery } from './lib/capacity-artillery';
import { profileCpu } from './lib/cpu-profile';
import { seedCapacity, type CapacitySeat } from './lib/capacity-seed';
import {
  mergeReports,
  verdictOf,
  windowsOf,
  type ArtilleryReport,
  type CapacityWindow,
} from './lib/capacity-verdict';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { benchmark } from './lib/machine';

const RATE = Number(process.env.CAPACITY_RATE ?? 10);
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 180);
const NODES = Number(process.env.BENCH_NODES ?? 1);
const BACKGROUND = Number(process.env.CAPACITY_BACKGROUND ?? 20_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A node in a process of its own (lib/capacity-node.ts); answers its URL once it listens. */
async function nodeProcess(databaseUrl: string, stream: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./lib/capacity-node.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        CAPACITY_DATABASE_URL: databaseUrl,
        CAPACITY_REDIS_URL: redisUrl,
        CAPACITY_STREAM: stream,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /listening (\S+)/.exec(chunk.toString());
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`node exited with ${code}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function csvOf(seats: CapacitySeat[], file: string) {
  writeFileSync(file, ['token,matchId', ...seats.map((s) => `${s.token},${s.matchId}`)].join('\n'));
  return file;
}

/**
 * The node's own time for each route (Fastify's elapsed time, from the request's arrival to
 * the answer's end), to tell the server's share of Artillery's figure from its own lateness.
 */
function serverTimes() {
  const byRoute = new Map<string, number[]>();
  const cpu = process.cpuUsage();
  return {
    hook: (app: FastifyInstance) =>
      app.addHook('onResponse', async (request, reply) => {
        const route = `${request.method} ${request.routeOptions.url ?? 'unrouted'}`;
        byRoute.set(route, [...(byRoute.get(route) ?? []), reply.elapsedTime]);
      }),
    /**
     * With the node's CPU time over the run (this process: the app, and PGlite when embedded;
     * PostgreSQL's own processes are not in it) per member-second, which the machine's other
     * load does not inflate as it does the latencies.
     */
    print(memberSeconds: number) {
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      console.log(
        `  node CPU: ${(cpuMs / 1000).toFixed(1)} s over ${memberSeconds} member-seconds = ${(cpuMs / Math.max(1, memberSeconds)).toFixed(1)} ms a member-second (one core: ~${Math.round(1000 / (cpuMs / Math.max(1, memberSeconds)))} members)`,
      );
      const all = [...byRoute.values()].flat().sort((a, b) => a - b);
      console.log(
        `  server side: ${all.length} answers, mean ${ms(all.reduce((t, v) => t + v, 0) / Math.max(1, all.length))}, p99 ${ms(percentile(all, 99))}; slowest routes by p99:`,
      );
      const rows = [...byRoute.entries()].map(([route, times]) => {
        const sorted = times.sort((a, b) => a - b);
        const mean = sorted.reduce((t, v) => t + v, 0) / sorted.length;
        return { route, count: sorted.length, mean, p99: percentile(sorted, 99) };
      });
      for (const row of rows.sort((a, b) => b.p99 - a.p99).slice(0, 5))
        console.log(`    ${row.route}: ${row.count}, mean ${ms(row.mean)}, p99 ${ms(row.p99)}`);
    },
  };
}

function printWindows(windows: CapacityWindow[]) {
  for (const [n, w] of windows.entries()) {
    console.log(
      `  ${String((n + 1) * 10).padStart(4)} s ${String(w.members).padStart(5)} members | ${String(w.calls).padStart(6)} calls, mean ${ms(w.meanMs)}, p99 ${ms(w.p99Ms)}, ${w.failed} failed${w.leaving ? ' | ramp over' : ''}${w.faults.length ? ` | MISSED: ${w.faults.join(', ')}` : ''}`,
    );
  }
}

/** Prints the windows and the verdict of one node's report, or of two nodes' added up. */
function judge(reports: ArtilleryReport[]) {
  const windows = reports.length === 1 ? windowsOf(reports[0]!) : mergeReports(reports);
  printWindows(windows);
  const verdict = verdictOf(windows);
  const broke = verdict.broke
    ? `broke at ${verdict.broke.members} (${verdict.broke.faults.join(', ')})`
    : `did not break (reached ${verdict.reached}: a lower bound)`;
  return `held ${verdict.held} members, ${broke}`;
}

async function main() {
  // CAPACITY_REPORTS=report-0.json,report-1.json: read saved reports again, run nothing.
  if (process.env.CAPACITY_REPORTS) {
    const files = process.env.CAPACITY_REPORTS.split(',');
    const reports = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as ArtilleryReport);
    console.log(`capacity p11 from ${files.join(', ')}: ${judge(reports)}`);
    return;
  }
  if (NODES === 2 && !serverUrl)
    throw new Error('two nodes share PostgreSQL: set BENCH_DATABASE_URL');
  ensureArtillery();
  const handle = await openFresh(serverUrl);
  const work = mkdtempSync(path.join(tmpdir(), 'vusal-capacity-'));
  const members = Math.ceil(RATE * SECONDS) + 50;
  try {
    const seats = await seedCapacity(handle.db, { members, background: BACKGROUND, likesEach: 40 });
    console.log(
      `capacity bench: ${RATE} members arriving a second for ${SECONDS} s (${members} seeded, ${BACKGROUND} people to browse), ${NODES} node(s) on ${handle.kind}; artillery output in ${work}`,
    );
    const started = load();
    let reports: ArtilleryReport[];
    let profiled = '';
    if (NODES === 1) {
      const times = serverTimes();
      const node = await startBenchApp(handle, { beforeListen: times.hook });
      const profile = await profileCpu(process.env.BENCH_CPU_PROFILE);
      try {
        reports = [
          await runArtillery({
            target: node.url,
            rate: RATE,
            seconds: SECONDS,
            payload: csvOf(seats, path.join(work, 'members.csv')),
            output: path.join(work, 'report.json'),
            log: path.join(work, 'artillery.log'),
          }),
        ];
      } finally {
        profiled = await profile.stop();
        await node.close();
      }
      times.print(windowsOf(reports[0]!).reduce((total, w) => total + w.members * 10, 0));
    } else {
      const stream = `vusal:bench:${randomUUID()}`;
      const nodes = await Promise.all([0, 1].map(() => nodeProcess(handle.url!, stream)));
      try {
        reports = await Promise.all(
          nodes.map((node, n) =>
            runArtillery({
              target: node.url,
              rate: RATE / 2,
              seconds: SECONDS,
              payload: csvOf(
                seats.filter((_, i) => i % 2 === n),
                path.join(work, `members-${n}.csv`),
              ),
              output: path.join(work, `report-${n}.json`),
              log: path.join(work, `artillery-${n}.log`),
            }),
          ),
        );
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    }
    const ended = load();
    console.log(
      `capacity p11 ${handle.kind}, ${NODES} node(s): ${judge(reports)}; load average ${started} at the start, ${ended} at the end`,
    );
    if (profiled) console.log(profiled);
  } finally {
    await handle.drop();
  }
}

void benchmark('capacity', main);
