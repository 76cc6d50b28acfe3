// P8 (issue 10): BENCH_SOCKETS idle authenticated sockets on one server process: its memory per
// socket (RSS and heap, read from the server itself) and the connect rate. The server runs as
// its own process (the production entry point), so the clients' memory is not counted.
//   BENCH_SOCKETS=10000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/idle-sockets.ts
// Needs PostgreSQL (the server process and this script share the database). Prints figures;
// always exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectMember, ORIGIN, type BenchSocket } from './lib/clients';
import { openFresh } from './lib/fresh-database';
import { BENCH_SECRET, seedPairs } from './lib/members';
import { benchmark } from './lib/machine';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's resident memory, from the kernel: no cooperation from the process needed. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function main() {
  if (!serverUrl) {
    console.log('idle-sockets: needs BENCH_DATABASE_URL (a PostgreSQL the server process shares)');
    return;
  }
  const handle = await openFresh(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-bench-'));
  writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html><title>bench</title>');
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: handle.url!,
      SESSION_SECRET: BENCH_SECRET,
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      SEED_DEMO: 'false',
    },
    stdio: 'ignore',
  });
  const sockets: BenchSocket[] = [];
  try {
    const pairs = await seedPairs(handle.db, Math.ceil(SOCKETS / 2));
    const members = pairs.flat().slice(0, SOCKETS);
    const url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const ready = await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 300) throw new Error('server did not start');
      await sleep(100);
    }
    await sleep(2000);
    const before = rssOf(server.pid!);
    const started = performance.now();
    let failures = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < members.length) {
          const member = members[next++]!;
          await connectMember(url, member).then(
            (socket) => void sockets.push(socket),
            () => void failures++,
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await sleep(3000);
    const after = rssOf(server.pid!);
    const perSocket = (after - before) / Math.max(1, sockets.length);
    console.log(
      `idle-sockets: ${sockets.length} connected (${failures} failed) in ${seconds.toFixed(1)} s, ${(sockets.length / seconds).toFixed(0)}/s at ${CONCURRENCY} at once; server RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MB, ${(perSocket / 1024).toFixed(1)} KB per socket`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await handle.drop();
  }
}

void benchmark('idle-sockets', main);
