import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app.types';
import { systemClock } from './clock';
import { createLimits } from './infra/limits/limits';
import { countedMailer } from './infra/mail/counted-mailer';
import { createMailer } from './infra/mail/mailer';
import { createRedis } from './infra/redis';
import { createStorage } from './infra/storage/create-storage';
import { observeRequests } from './plugins/metrics';

/**
 * What every module shares: the request telemetry, the clock, file storage, the mailer (counted)
 * and the limit counters, each the test's stand-in when `deps` brings one.
 */
export function createInfrastructure(app: FastifyInstance, deps: AppDependencies) {
  const { config } = deps;
  const telemetry = observeRequests(app);
  const { metrics } = telemetry;
  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? createStorage(config.storage);
  const mailer = countedMailer(
    deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: config.mail.outboxDir,
        log: (entry) => app.log.info({ mail: entry }, 'mail sent'),
      }),
    metrics,
  );

  // With Redis every node counts the same limits (SECURITY 31 across nodes); without it, or
  // while it is away, each node counts its own (issue 20, item 2).
  const redisNamespace = deps.redisNamespace ?? 'vusal';
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log, 'limits') : undefined;
  const limits = createLimits({ redis, prefix: `${redisNamespace}:limit:`, log: app.log });
  return { telemetry, metrics, clock, storage, mailer, redisNamespace, redis, limits };
}

export type AppInfrastructure = ReturnType<typeof createInfrastructure>;
