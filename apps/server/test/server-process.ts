import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import type { Member, TestSocket } from '../src/modules/likes/discovery.test-support';
import { as } from './accounts';
import { TEST_ORIGIN, TEST_SESSION_SECRET } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The environment of a server process in a test: its own database and data folder (which also
 * serves as the web build), no demo profiles, silent unless `overrides` say otherwise.
 */
export const serverProcessEnv = (
  databaseUrl: string,
  dataDir: string,
  overrides: Record<string, string> = {},
): Record<string, string> => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: TEST_SESSION_SECRET,
  PUBLIC_URL: TEST_ORIGIN,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: dataDir,
  SEED_DEMO: 'false',
  ...overrides,
});

/** A real server process (the production entry point) on `port`. */
export class ServerProcess {
  private process?: ChildProcess;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Whether the process is still running (it has not exited, by itself or killed). */
  get alive() {
    return this.process?.exitCode === null && this.process.signalCode === null;
  }

  async start() {
    this.process = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: 'ignore',
    });
    await until(
      () =>
        fetch(`${this.url}/api/health/ready`).then(
          (answer) => answer.ok,
          () => false,
        ),
      `node on ${this.port}`,
    );
  }

  /** A crash, not a shutdown: nothing gets to finish. */
  async kill() {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

/** A member's socket to a server process, over WebSocket, reconnecting quickly. */
export function memberSocket(url: string, member: Member): TestSocket {
  return io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    extraHeaders: as(member),
  });
}
