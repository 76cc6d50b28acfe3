import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { CALL } from '@vusal/shared/schemas/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFor } from './turn-credentials';

const hasCoturn =
  spawnSync('turnserver', ['--version']).error === undefined &&
  spawnSync('turnutils_uclient', ['-h']).error === undefined;
if (!hasCoturn)
  console.warn('coturn is not installed (apt-get install coturn): relay test skipped');

const secret = `relay-test-${process.pid}-secret`;

/** A UDP port nobody holds now (coturn shares a port with SO_REUSEPORT, so it must be free). */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** Allocates a relay with the credential and sends a few packets through it, as a browser would. */
function relays(port: number, username: string, password: string) {
  const run = spawnSync(
    'turnutils_uclient',
    [
      '-p',
      String(port),
      '-u',
      username,
      '-w',
      password,
      '-y',
      '-n',
      '2',
      '-m',
      '1',
      '-l',
      '100',
    ].concat(['-e', '127.0.0.1', '127.0.0.1']),
    { timeout: 20_000, encoding: 'utf8' },
  );
  return run.status === 0;
}

/** Issue 40: the credentials the server hands out, checked by a real coturn on loopback. */
describe.skipIf(!hasCoturn)('TURN credentials against coturn', () => {
  let coturn: ChildProcess | undefined;
  let port = 0;

  beforeAll(async () => {
    port = await freeUdpPort();
    const relayFrom = 52_000 + (process.pid % 50) * 100;
    coturn = spawn(
      'turnserver',
      [
        '-n',
        `--listening-port=${port}`,
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--min-port=${relayFrom}`,
        `--max-port=${relayFrom + 99}`,
        '--allow-loopback-peers',
        '--use-auth-secret',
        `--static-auth-secret=${secret}`,
        '--realm=vusal.test',
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        `--pidfile=/tmp/vusal-turn-${process.pid}.pid`,
        '--log-file=stdout',
      ],
      { stdio: 'ignore' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });

  afterAll(() => {
    coturn?.kill();
  });

  it('relays with a fresh credential and refuses one past its expiry', () => {
    const turn = { urls: [`turn:127.0.0.1:${port}?transport=udp`], secret };
    const party = {
      callId: crypto.randomUUID(),
      matchId: 'm',
      kind: 'voice' as const,
      userId: 'u',
    };
    const fresh = grantFor(turn, party, new Date()).iceServers[0]!;
    expect(relays(port, fresh.username, fresh.credential)).toBe(true);
    const past = new Date(Date.now() - (CALL.turnTtlSeconds + 60) * 1000);
    const expired = grantFor(turn, party, past).iceServers[0]!;
    expect(relays(port, expired.username, expired.credential)).toBe(false);
    const forged = grantFor({ ...turn, secret: 'not the secret' }, party, new Date())
      .iceServers[0]!;
    expect(relays(port, forged.username, forged.credential)).toBe(false);
  }, 90_000);
});
