import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's TURN server (STACK-NOTES 25): the relay the calls' browser test runs through. */
export const TURN_PACKAGE = 'coturn';
export const TURN_BINARY = '/usr/bin/turnserver';

/** The one line said when the relay tests cannot run. */
export const noTurnLine = `No ${TURN_PACKAGE} (${TURN_BINARY}): the call relay tests are skipped (sudo apt-get install ${TURN_PACKAGE}).`;

export const isTurnInstalled = () => existsSync(TURN_BINARY);

/**
 * A coturn of the suite's own on loopback, for Playwright's `webServer` list (which starts it
 * before the app and stops it after the run): the REST-API shared secret the app's `TURN_SECRET`
 * names, relaying on 127.0.0.1 only, with loopback peers allowed (both browsers are on this
 * machine) and no TLS, DTLS, CLI or configuration file. Answers the app's environment too.
 */
export function turnServer(port: string, secret: string) {
  const pidFile = path.join(tmpdir(), `vusal-e2e-turn-${port}.pid`);
  const args = [
    '-n',
    `--listening-port=${port}`,
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=vusal.test',
    '--allow-loopback-peers',
    '--no-cli',
    '--no-tls',
    '--no-dtls',
    '--no-multicast-peers',
    `--pidfile=${pidFile}`,
    '--log-file=stdout',
  ];
  return {
    webServer: {
      command: [TURN_BINARY, ...args].join(' '),
      port: Number(port),
      timeout: 20_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    env: { TURN_URL: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret },
  };
}

/** A secret for one run, long enough for the server's check. */
export const newTurnSecret = () => randomBytes(24).toString('hex');

export type EnsureTurn = {
  isInstalled: () => boolean;
  /** Root on a machine with apt-get: may install packages. */
  canInstall: boolean;
  run: (command: string, args: string[]) => boolean;
  say: (line: string) => void;
};

/**
 * Before the browser suite, like the browser itself (issue 40): coturn, installed with apt-get
 * where the suite may (root), or one line saying the relay tests skip. Never stops the run.
 */
export function ensureTurn({ isInstalled, canInstall, run, say }: EnsureTurn): boolean {
  if (isInstalled()) return true;
  if (canInstall) {
    say(`No TURN server for the call tests: installing Debian's ${TURN_PACKAGE}.`);
    run('apt-get', ['install', '-y', '--no-install-recommends', TURN_PACKAGE]);
    if (isInstalled()) return true;
  }
  say(noTurnLine);
  return false;
}
