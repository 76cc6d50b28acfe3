// PERFORMANCE P1 and P1b (issue 7, C2): what a signed-in request pays for its session.
// Starts the server itself with BENCH=1 (so the bench routes exist), signs a person up, then
// runs autocannon (50 connections) against: the bare route, GET /api/health/live without and
// with a session cookie (health never resolves the session), GET /api/bench/session (resolves
// the session and nothing else) without and with the cookie, and the signed-in
// GET /api/profiles/me. P1 = profile read / bare; P1b = signed-in / unsigned bench/session. Embedded PGlite always; PostgreSQL too
// when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL answers (a fresh database on that
// server, dropped afterwards). Prints figures; always exits 0.
//   npm run p1 -w bench        (BENCH_SECONDS=8 by default)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { countCosts } from './lib/costs';
import { benchmark } from './lib/machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const root = path.resolve(import.meta.dirname, '..');
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Figure = { label: string; rps: number; p99: number; errors: number; total: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string | undefined) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-p1-'));
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH: '1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // The reader is an approved member, as whoever reads others' profiles on the site is: a
    // pending account's session is never lent (decisions 058, 062) and costs a read each time.
    AUTO_APPROVE_PROFILES: 'true',
  };
  // The server reads the one DATABASE_URL: unset means the embedded database.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // Node itself (tsx as a loader), so SIGTERM reaches the server and not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  // Up to three minutes: on a busy machine a fresh embedded database migrates slowly.
  for (let attempt = 0; attempt < 720; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) return { origin, child, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill();
  throw new Error('the server did not become ready');
}

async function stopServer(server: { child: ChildProcess; dataDir: string }) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** Signs a person up, confirms through the development outbox and signs in: the session cookie. */
async function signedInCookie(origin: string): Promise<string> {
  const email = `p1-${randomBytes(4).toString('hex')}@example.az`;
  const password = 'Bench7Unusual';
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      email,
      password,
      firstName: 'Bench',
      lastName: 'Person',
      birthDate: '1990-01-01',
      gender: 'female',
      city: 'baku',
      relationshipGoals: ['marriage'],
      language: 'en',
      acceptTerms: true,
    }),
  );
  const headers = { origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up`, { method: 'POST', body: form, headers });
  if (signUp.status !== 202) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const outbox = (await (await fetch(`${origin}/api/dev/outbox`)).json()) as {
      to: string;
      kind: string;
      link: string;
    }[];
    link = outbox.find((mail) => mail.to === email && mail.kind === 'confirm-email')?.link;
    if (!link) await sleep(100);
  }
  const token = new URL(link!).searchParams.get('confirm')!;
  const json = { ...headers, 'content-type': 'application/json' };
  await fetch(`${origin}/api/auth/verify-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  });
  const signIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('vusal_session='));
  if (!cookie) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return cookie.split(';')[0]!;
}

async function measure(label: string, url: string, cookie?: string): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const figure = {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
  };
  console.log(
    `  ${label.padEnd(34)} ${figure.rps.toFixed(0).padStart(7)} req/s   p99 ${String(figure.p99).padStart(4)} ms   errors ${errors}`,
  );
  return figure;
}

/**
 * Issue 35, items 1 and 4: `label`'s figure with what one read cost: round trips to the
 * database (decision 062: one, once the node holds the session), the server's CPU and, on
 * PostgreSQL, its backends' CPU.
 */
async function measureWithCosts(
  label: string,
  url: string,
  cookie: string,
  database: { kind: 'pglite' | 'postgres'; url?: string },
): Promise<Figure> {
  const costs = await countCosts(new URL(url).origin, database);
  const figure = await measure(label, url, cookie);
  console.log(`    ${await costs.stop(figure.total, 'read')}`);
  return figure;
}

async function run(kind: string, databaseUrl: string | undefined) {
  console.log(`\n${kind}: ${CONNECTIONS} connections, ${SECONDS} s each`);
  const server = await startServer(databaseUrl);
  try {
    const cookie = await signedInCookie(server.origin);
    // A short warm-up so the first run does not pay for JIT and connection set-up.
    await autocannon({
      url: `${server.origin}/api/profiles/me`,
      connections: 10,
      duration: 1,
      headers: { cookie },
    });
    const bare = await measure('bare route', `${server.origin}/api/bench/bare`);
    const unsigned = await measure('GET /api/health/live', `${server.origin}/api/health/live`);
    const signed = await measure(
      'GET /api/health/live (signed in)',
      `${server.origin}/api/health/live`,
      cookie,
    );
    const trivial = await measure('GET /api/bench/session', `${server.origin}/api/bench/session`);
    const trivialSigned = await measure(
      'GET /api/bench/session (signed in)',
      `${server.origin}/api/bench/session`,
      cookie,
    );
    const database = databaseUrl
      ? { kind: 'postgres' as const, url: databaseUrl }
      : { kind: 'pglite' as const };
    const profile = await measureWithCosts(
      'GET /api/profiles/me (signed in)',
      `${server.origin}/api/profiles/me`,
      cookie,
      database,
    );
    // Issue 25, item 3: a profile by its owner's id, the route of anyone's profile (one query).
    const session = (await (
      await fetch(`${server.origin}/api/auth/session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };
    const byId = await measureWithCosts(
      'GET /api/profiles/:id (signed in)',
      `${server.origin}/api/profiles/${session.user.id}`,
      cookie,
      database,
    );
    console.log(
      `  profile by id / bare = ${((100 * byId.rps) / bare.rps).toFixed(1)} %, p99 ${byId.p99} ms`,
    );
    const p1 = profile.rps / bare.rps;
    const p1b = trivialSigned.rps / trivial.rps;
    const health = signed.rps / unsigned.rps;
    console.log(
      `  P1  profile read / bare = ${(p1 * 100).toFixed(1)} % (goal ≥ 10 %), p99 ${profile.p99} ms (goal ≤ 25 ms)`,
    );
    console.log(
      `  P1b signed-in / unsigned trivial = ${(p1b * 100).toFixed(1)} % (goal ≥ 25 % on PGlite)`,
    );
    console.log(
      `  health/live signed-in / unsigned = ${(health * 100).toFixed(1)} % (health never resolves the session)`,
    );
    return `${kind}: P1 ${(p1 * 100).toFixed(1)} % p99 ${profile.p99} ms, P1b ${(p1b * 100).toFixed(1)} %`;
  } finally {
    await stopServer(server);
  }
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`\nPostgreSQL at ${new URL(serverUrl).host} does not answer: skipped`);
    return undefined;
  }
  const name = `vusal_p1_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main() {
  const lines = [await run('PGlite (embedded)', undefined)];
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      lines.push(await run('PostgreSQL', postgres.url));
    } finally {
      await postgres.drop();
    }
  }
  console.log(`\n${lines.join(' | ')}`);
}

void benchmark('p1', main);
