// P14 (issue 40, item 5): an audio call's media flows ≤ 3 s after the answer, through a loopback
// TURN relay, and signalling adds no database round trip per ICE message. Debian's coturn on a
// free loopback port (the browser suite's flags, e2e/turn.ts) and the whole app with the web
// build, TURN on; two matched members with calls on, each in a headless Chromium with fake
// devices. BENCH_CALLS times (default 10): the caller places a voice call, the callee answers;
// measured from the click on Accept until inbound RTP audio has bytes on both sides (each page
// polls getStats every 50 ms), then the call is hung up. The database statements counted over
// those windows are divided by the offers, answers and candidates the pages were handed.
//   npm run build && npm run calls -w @vusal/bench      (BENCH_CALLS=3 for a quicker look)
// Prints figures; always exits 0.
// The scripts handed to the pages run in the browser: their types are the DOM's.
/// <reference lib="dom" />
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from '@playwright/test';
import { installedBrowser } from '../e2e/browser';
import { isTurnInstalled, newTurnSecret, noTurnLine, TURN_BINARY, turnServer } from '../e2e/turn';
import { startBenchApp } from './lib/bench-app';
import { metricValue } from './lib/costs';
import { ms, openFresh, percentile } from './lib/fresh-database';
import { benchmark } from './lib/machine';
import { openChats, seedPairs } from './lib/members';
import type { BenchMember } from './lib/clients';

const CALLS = Number(process.env.BENCH_CALLS ?? 10);
const GOAL_MS = 3000;
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** coturn with the browser suite's own arguments, ready once its TCP listener answers. */
async function startTurn() {
  const port = String(await freePort());
  const secret = newTurnSecret();
  const turn = turnServer(port, secret);
  const [, ...args] = turn.webServer.command.split(' ');
  const child = spawn(TURN_BINARY, args, { stdio: 'ignore' });
  for (let attempt = 0; !(await accepts(Number(port))); attempt++) {
    if (child.exitCode !== null || attempt > 100) throw new Error('coturn did not start');
    await sleep(100);
  }
  return { env: turn.env, close: () => child.kill('SIGTERM') };
}

type Watched = { peers: RTCPeerConnection[]; signals: number };

/**
 * The benchmark's own window on WebRTC, added to the page (not by the app), as in the calls'
 * browser test: every peer connection, and every description and candidate handed in from the
 * other side (each one a `call:signal` the server relayed).
 */
const watchPeers = (page: Page) =>
  page.addInitScript(() => {
    const watched: Watched = { peers: [], signals: 0 };
    Object.assign(window, { __calls: watched });
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = new Proxy(Native, {
      construct(target, args: [RTCConfiguration?]) {
        const connection = Reflect.construct(target, args) as RTCPeerConnection;
        watched.peers.push(connection);
        return connection;
      },
    });
    const { addIceCandidate, setRemoteDescription } = Native.prototype;
    Native.prototype.addIceCandidate = function (candidate?: RTCIceCandidateInit | null) {
      if (candidate?.candidate) watched.signals++;
      return Reflect.apply(addIceCandidate, this, [candidate]) as Promise<void>;
    };
    Native.prototype.setRemoteDescription = function (description: RTCSessionDescriptionInit) {
      watched.signals++;
      return Reflect.apply(setRemoteDescription, this, [description]) as Promise<void>;
    };
  });

const watched = (page: Page) =>
  page.evaluate(() => {
    const { peers, signals } = (window as unknown as { __calls: Watched }).__calls;
    return { peers: peers.length, signals };
  });

/**
 * When (Date.now()) the page's peer connection newer than the first `known` first had inbound
 * RTP audio bytes, polling getStats every 50 ms in the page.
 */
const firstAudio = (page: Page, known: number) =>
  page.evaluate(async (known) => {
    const { peers } = (window as unknown as { __calls: Watched }).__calls;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const report = peers.length > known ? await peers.at(-1)!.getStats() : undefined;
      let bytes = 0;
      report?.forEach((entry: { type: string; kind?: string; bytesReceived?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'audio')
          bytes += entry.bytesReceived ?? 0;
      });
      if (bytes > 0) return Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no inbound audio within 30 s of the answer');
  }, known);

async function statements(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return metricValue(text, 'vusal_db_statements_total') ?? Number.NaN;
}

async function openMember(browser: Browser, url: string, member: BenchMember, matchId: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'vusal_session', value: member.token, url }]);
  const page = await context.newPage();
  await watchPeers(page);
  const turnedOn = await page.request.put(`${url}/api/matches/${matchId}/calls`, {
    data: { on: true },
    headers: { Origin: url },
  });
  if (!turnedOn.ok()) throw new Error(`calls on: ${turnedOn.status()} ${await turnedOn.text()}`);
  await page.goto(`${url}/messages?match=${matchId}`);
  return page;
}

/** One voice call: answer to audio on both sides, the statements and signals in between. */
async function oneCall(url: string, caller: Page, callee: Page) {
  const [callerBefore, calleeBefore] = await Promise.all([watched(caller), watched(callee)]);
  await caller
    .getByRole('button', { name: /^Start a voice call with / })
    .click({ timeout: 30_000 });
  const accept = callee
    .getByRole('dialog', { name: /is calling you \(voice\)$/ })
    .getByRole('button', { name: 'Accept' });
  await accept.waitFor({ timeout: 30_000 });
  const statementsBefore = await statements(url);
  const answeredAt = Date.now();
  await accept.click();
  const arrived = await Promise.all([
    firstAudio(caller, callerBefore.peers),
    firstAudio(callee, calleeBefore.peers),
  ]);
  const statementsAfter = await statements(url);
  const [callerAfter, calleeAfter] = await Promise.all([watched(caller), watched(callee)]);
  await callee.getByRole('button', { name: 'End call' }).click();
  for (const page of [caller, callee])
    await page.getByRole('button', { name: 'End call' }).waitFor({ state: 'hidden' });
  return {
    ms: Math.max(...arrived) - answeredAt,
    statements: statementsAfter - statementsBefore,
    signals:
      callerAfter.signals - callerBefore.signals + calleeAfter.signals - calleeBefore.signals,
  };
}

async function main() {
  const browserPath = installedBrowser();
  if (!isTurnInstalled()) return console.log(noTurnLine);
  if (!browserPath) return console.log('No Chromium: apt-get install chromium-headless-shell.');
  if (!existsSync(path.join(webDist, 'index.html')))
    return console.log('No build at apps/web/dist: npm run build first.');

  const handle = await openFresh(undefined);
  const turn = await startTurn();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = await startBenchApp(handle, {
    port,
    env: { PUBLIC_URL: url, WEB_DIST_DIR: webDist, ...turn.env },
  });
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  try {
    const [pair] = await seedPairs(handle.db, 1);
    const [matchId] = await openChats(handle.db, [pair!]);
    const [man, woman] = pair!;
    const caller = await openMember(browser, url, man, matchId!);
    const callee = await openMember(browser, url, woman, matchId!);
    console.log(
      `calls bench: ${CALLS} voice calls through coturn on loopback, headless Chromium with fake devices, on ${handle.kind}`,
    );
    const calls = [];
    for (let n = 0; n < CALLS; n++) calls.push(await oneCall(url, caller, callee));
    const times = calls.map((call) => call.ms).sort((a, b) => a - b);
    const signals = calls.reduce((sum, call) => sum + call.signals, 0);
    const counted = calls.reduce((sum, call) => sum + call.statements, 0);
    console.log(
      `  per call, answer to audio: ${calls.map((call) => Math.round(call.ms)).join(', ')} ms; signals relayed ${calls.map((call) => call.signals).join(', ')}; statements ${calls.map((call) => call.statements).join(', ')}`,
    );
    console.log(
      `calls p14 ${handle.kind}: answer to audio on both sides median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1) ?? Number.NaN)} (goal ≤ ${GOAL_MS} ms, ${(times.at(-1) ?? Infinity) <= GOAL_MS ? 'met' : 'NOT met'})`,
    );
    // The window holds the answer itself (call:accept's own writes) as well as the signalling.
    console.log(
      `calls p14 ${handle.kind}: ${counted} database statements over ${signals} signals relayed = ${(counted / Math.max(1, signals)).toFixed(2)} per signal, ${(counted / calls.length).toFixed(1)} per call including call:accept (goal: none per ICE message)`,
    );
  } finally {
    await browser.close();
    await node.close();
    turn.close();
    await handle.drop();
  }
}

void benchmark('calls', main);
