import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import type { AppDependencies } from '../../apps/server/src/app.types';
import { loadConfig } from '../../apps/server/src/config';
import { uniformSocketLimits } from '../../apps/server/src/infra/limits/socket-limits';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { ORIGIN } from './clients';
import { BENCH_SECRET } from './members';

const unlimited = { max: 1_000_000, windowMs: 60_000 };

/**
 * The whole app (every module, the session hook, Socket.IO) on a free port, or on `port`, with
 * the member limits lifted so a benchmark measures the work and not the limiter.
 */
export async function startBenchApp(
  database: DatabaseHandle,
  options: {
    redisUrl?: string;
    redisNamespace?: string;
    port?: number;
    beforeListen?: (app: FastifyInstance) => void;
    /** P13: web push to the benchmark's own push service. */
    push?: Pick<AppDependencies, 'vapidKeys' | 'allowPushEndpoint'>;
    /** P14: settings a browser benchmark needs (its own PUBLIC_URL, the web build, TURN). */
    env?: Record<string, string>;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vusal-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    WEB_DIST_DIR: dataDir,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: BENCH_SECRET,
    actionLimits: unlimited,
    socketLimits: uniformSocketLimits(unlimited),
    ...(options.redisNamespace ? { redisNamespace: options.redisNamespace } : {}),
    ...options.push,
  });
  options.beforeListen?.(app);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
