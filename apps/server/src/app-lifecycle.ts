import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from './app-core-modules';
import type { AuthLimits } from './modules/auth/auth.types';
import { startJobs, type Job } from './infra/jobs';
import { closeRedis } from './infra/redis';
import { retentionJobs } from './ops/retention-jobs';

/**
 * The scheduled jobs (retention, then the modules' own, in that order), started only when the
 * app is to run them, and the shutdown: the jobs stop, then the mailer and Redis close.
 */
export function runJobsUntilClose(
  app: FastifyInstance,
  { deps, infra, media }: ModuleContext,
  { authLimits, moduleJobs }: { authLimits: AuthLimits; moduleJobs: Job[] },
) {
  const { clock, storage, mailer, redis } = infra;
  const retention = retentionJobs({ clock, media, storage, limits: authLimits, log: app.log });
  const jobs: Job[] = [...Object.values(retention), ...moduleJobs];
  const stopJobs = deps.runJobs ? startJobs(deps.database.db, jobs, app.log) : () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await mailer.close();
    if (redis) await closeRedis(redis);
  });
}
