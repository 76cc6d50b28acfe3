// `npm run bench`: every benchmark, one after another, each with its own defaults (sizes and
// durations are in docs/performance.md; set BENCH_* to change them). A benchmark that needs what
// this machine was not given is skipped and named, with what it needs, at the end:
//   P8 idle sockets needs BENCH_DATABASE_URL (PostgreSQL the server process shares),
//   P6 two nodes needs BENCH_REDIS_URL (Redis), P10 Lighthouse needs Chromium (CHROME_PATH),
//   P11 capacity runs with BENCH_CAPACITY=1 (it installs Artillery on first use),
//   P14 calls needs Debian's coturn and a Chromium (the browser suite's, e2e/turn.ts and browser.ts).
// Without BENCH_DATABASE_URL the database benchmarks run on the embedded PGlite. The web app is
// built first when no build exists (P9 and P10 measure the build). Exits 1 if a benchmark failed.
// The machine is looked at first and after (issue 35, item 1), and each benchmark looks at it
// again as it starts: the one before may have left it busy (bench/lib/machine.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '../e2e/browser';
import { TURN_BINARY } from '../e2e/turn';
import { describeVerdict, lookAtMachine } from './lib/machine';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The benchmarks in the order they run: `script` of this workspace, the extra environment, and
 * why it cannot run here (undefined when it can).
 */
export function benchmarks(env, exists) {
  const chrome = env.CHROME_PATH ?? '/usr/bin/chromium';
  return [
    { name: 'P9 bundle sizes', script: 'bundle' },
    {
      name: 'P10 Lighthouse',
      script: 'lighthouse',
      missing: exists(chrome) ? undefined : `Chromium at ${chrome} (set CHROME_PATH)`,
    },
    { name: 'insert anchor (pgbench)', script: 'pgbench' },
    { name: 'P1 session cost', script: 'p1' },
    { name: 'contact-details check', script: 'contact-details' },
    { name: 'P2 likes', script: 'likes' },
    { name: 'P3/P4 browse and explore', script: 'discovery' },
    {
      name: 'P12 best match',
      script: 'compatibility',
      missing: env.BENCH_DATABASE_URL ? undefined : 'PostgreSQL (set BENCH_DATABASE_URL)',
    },
    { name: 'admin users table', script: 'admin' },
    { name: 'P7 match events', script: 'match-events' },
    { name: 'P5 chat, one node', script: 'chat' },
    { name: 'P13 web push', script: 'push' },
    {
      name: 'P14 calls',
      script: 'calls',
      missing:
        exists(TURN_BINARY) && findBrowser({ env, exists })
          ? undefined
          : `coturn at ${TURN_BINARY} and Chromium (apt-get install coturn chromium-headless-shell)`,
    },
    {
      name: 'P6 chat, two nodes over Redis',
      script: 'chat',
      env: { BENCH_NODES: '2' },
      missing: env.BENCH_REDIS_URL ? undefined : 'Redis (set BENCH_REDIS_URL)',
    },
    {
      // Artillery installs on first use (decision 035, 590 MB): only when asked for.
      name: 'P11 capacity',
      script: 'capacity',
      missing: env.BENCH_CAPACITY
        ? undefined
        : 'Artillery, installed on first use (set BENCH_CAPACITY=1)',
    },
    {
      name: 'P8 idle sockets',
      script: 'idle-sockets',
      missing: env.BENCH_DATABASE_URL
        ? undefined
        : 'PostgreSQL shared with the server process (set BENCH_DATABASE_URL)',
    },
  ];
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return result.status === 0;
}

async function main() {
  console.log(`== the machine: ${describeVerdict(await lookAtMachine())}`);
  if (!existsSync(join(root, 'apps/web/dist/.vite/manifest.json'))) {
    console.log('== building the web app (P9 and P10 measure the build)');
    if (!run('npm', ['run', 'build'])) process.exit(1);
  }
  const skipped = [];
  const failed = [];
  for (const bench of benchmarks(process.env, existsSync)) {
    if (bench.missing) {
      skipped.push(`${bench.name}: needs ${bench.missing}`);
      continue;
    }
    console.log(`\n== ${bench.name} (npm run ${bench.script} -w @vusal/bench)`);
    if (!run('npm', ['run', bench.script, '-w', '@vusal/bench'], bench.env))
      failed.push(bench.name);
  }
  console.log('\n== every benchmark: done');
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join('/')}`,
  );
  for (const line of skipped) console.log(`skipped ${line}`);
  for (const name of failed) console.log(`FAILED ${name}`);
  process.exit(failed.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
