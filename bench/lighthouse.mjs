// P10 (PERFORMANCE.md): Lighthouse, mobile profile (its default: a mid-range phone on slow 4G,
// simulated), median of 5 runs, for the landing, How it works, FAQ and sign-in, against the built
// server on a free port. Prints figures only; always exits 0 when it could measure.
//   npm run build && npm run bench:lighthouse       (BENCH_RUNS=3 for a quicker look)
// Canonical URLs must be absolute for the SEO audit: build and measure with one local origin,
//   PUBLIC_URL=http://127.0.0.1:4319 npm run build && PUBLIC_URL=http://127.0.0.1:4319 npm run bench:lighthouse
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { benchmark } from './lib/machine';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = [
  ['landing', '/'],
  ['how it works', '/how-it-works'],
  ['FAQ', '/faq'],
  ['sign-in', '/auth'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['LCP', 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log(
    'No build found at apps/web/dist. Build first: npm run build && npm run bench:lighthouse',
  );
  process.exit(0);
}
if (!existsSync(chromePath)) {
  console.log(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  process.exit(0);
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitForReady(url, child) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the server did not answer ${url}`);
}

// The build bakes PUBLIC_URL into canonical and share URLs: serve on its port when it is local.
const publicUrl = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL) : undefined;
const port = publicUrl?.hostname === '127.0.0.1' ? Number(publicUrl.port) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vusal-lighthouse-'));

const run = promisify(execFile);
const lighthouseBin = join(root, 'node_modules/.bin/lighthouse');

/** One Lighthouse run; its report also when Lighthouse exits with a runtime error. */
async function lighthouse(path) {
  const args = [
    `${origin}${path}`,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  const options = {
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 256 * 1024 * 1024,
  };
  try {
    return JSON.parse((await run(lighthouseBin, args, options)).stdout);
  } catch (error) {
    return { runtimeError: { message: String(error.stderr || error.message).trim() } };
  }
}

/** Scores, metrics and the audits that did not pass, retrying a run the trace spoiled. */
async function audit(path) {
  for (let attempt = 1; ; attempt += 1) {
    const report = await lighthouse(path);
    if (!report.runtimeError) {
      const failed = Object.values(report.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .filter(({ id }) => report.audits[id].score !== null && report.audits[id].score < 1)
        .map(({ id }) => id);
      return {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c].score * 100])),
        metrics: Object.fromEntries(METRICS.map(([, id]) => [id, report.audits[id].numericValue])),
        failed,
        benchmarkIndex: report.environment.benchmarkIndex,
      };
    }
    if (attempt === 3) throw new Error(`${path}: ${report.runtimeError.message}`);
    console.log(`  (${path}: ${report.runtimeError.message}; running again)`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// A page's blocking time is the machine's as much as the page's: only a quiet one gives results.
await benchmark('lighthouse', async () => {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(`${origin}/api/health/ready`, server);
    console.log(`Lighthouse (mobile profile), median of ${RUNS} runs, ${origin}`);
    const header = ['page', 'perf', 'a11y', 'best', 'seo', ...METRICS.map(([name]) => name)];
    const rows = [];
    const benchmarkIndexes = [];
    for (const [name, path] of PAGES) {
      await audit(path); // Warm-up: the server's first answers and Chromium's first start.
      const results = [];
      for (let i = 0; i < RUNS; i += 1) results.push(await audit(path));
      benchmarkIndexes.push(...results.map((r) => r.benchmarkIndex));
      const scores = CATEGORIES.map((c) => median(results.map((r) => r.scores[c])));
      const metrics = METRICS.map(([, id, format]) =>
        format(median(results.map((r) => r.metrics[id]))),
      );
      rows.push([`${name} (${path})`, ...scores.map((s) => String(Math.round(s))), ...metrics]);
      const failed = [...new Set(results.flatMap((r) => r.failed))];
      console.log(rows.at(-1).join('  '));
      if (failed.length > 0)
        console.log(`  not passed (accessibility, best practices, SEO): ${failed.join(', ')}`);
    }
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
    const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    console.log('');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log('(goal: every score ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1)');
    // Lighthouse multiplies the tasks it observed by four to simulate a phone: on a machine it
    // rates slow, the same code shows more blocking time. Compare runs at similar indexes.
    console.log(
      `benchmark index (Lighthouse's CPU estimate): ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, median ${Math.round(median(benchmarkIndexes))}`,
    );
  } catch (error) {
    console.log(`Lighthouse could not measure: ${error.message}`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
