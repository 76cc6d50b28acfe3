import type { AppDependencies } from './app.types';
import { createFastify } from './app-fastify';
import { createInfrastructure } from './app-infrastructure';
import { registerCoreModules, type ModuleContext } from './app-core-modules';
import { runJobsUntilClose } from './app-lifecycle';
import { registerMatchModules } from './app-match-modules';
import { registerMemberModules } from './app-member-modules';
import { registerHealthModule } from './modules/health/health.module';
import { registerMediaModule } from './modules/media/media.module';
import { profilePhotoPolicy } from './modules/media/upload-policies';
import { registerOutboxModule } from './modules/outbox/outbox.module';
import { redisAnswers } from './infra/redis';
import { registerMetricsRoute } from './plugins/metrics';
import { registerPlugins } from './plugins/register-plugins';
import { registerSiteFiles } from './plugins/site-files';
import { registerSpa } from './plugins/spa';

/**
 * Builds the whole application: plugins first, then feature modules, then the SPA fallback.
 * The order is the composition root's: the modules in `app-*-modules.ts` are registered in
 * turn, each handed what the ones before it built.
 */
export async function buildApp(deps: AppDependencies) {
  const { config, database } = deps;
  const app = createFastify(deps);
  const infra = createInfrastructure(app, deps);
  const { redis } = infra;
  await registerPlugins(app, {
    isProduction: config.isProduction,
    trustedOrigins: config.trustedOrigins,
    limits: infra.limits,
    // The largest upload any route takes: a profile photo.
    maxFileBytes: profilePhotoPolicy.maxBytes + 1,
  });

  await registerHealthModule(app, {
    checkDatabase: async () => {
      deps.assertDatabaseReady?.();
      await database.ping();
    },
    ...(redis ? { checkRedis: () => redisAnswers(redis) } : {}),
  });
  const { media } = await registerMediaModule(app, { storage: infra.storage });
  const context: ModuleContext = { deps, infra, media };

  const core = await registerCoreModules(app, context);
  const memberModules = await registerMemberModules(app, context, core);
  const { moderation } = await registerMatchModules(app, context, core, memberModules);
  await registerOutboxModule(app, { mailer: infra.mailer, isProduction: config.isProduction });
  registerMetricsRoute(app, {
    telemetry: infra.telemetry,
    token: config.metricsToken,
    sources: {
      openSockets: core.realtime.openSockets,
      databaseStatements: database.statements,
      ...(database.pool ? { databasePool: database.pool } : {}),
      ...(redis ? { redisStatus: () => redis.status } : {}),
      queueSummary: deps.queueSummary ?? moderation.queueSummary,
    },
  });

  const { visitorJobs, noticeJobs } = memberModules.jobs;
  runJobsUntilClose(app, context, {
    authLimits: core.authLimits,
    moduleJobs: [...core.account.jobs, ...noticeJobs, ...visitorJobs],
  });

  registerSiteFiles(app, { publicUrl: config.publicUrl });
  await registerSpa(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
