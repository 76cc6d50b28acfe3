import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { CHAT_ATTACHMENT } from '@vusal/shared/catalog/constants';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './errors/error-handler';
import { loggerOptions } from './logger';
import { registerAuthModule } from './modules/auth/auth.module';
import { defaultAuthLimits, type AuthLimits } from './modules/auth/auth.types';
import { createTokenHasher } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/health.routes';
import { registerAdminModule } from './modules/admin/admin.module';
import { createBadges, registerBadgesModule } from './modules/badges/badges.module';
import { registerChatModule } from './modules/chat/chat.module';
import type { ChatLimits } from './modules/chat/event-limit';
import {
  defaultActionLimits,
  defaultReportLimits,
  memberLimit,
  type ActionLimits,
} from './modules/discovery/action-limit';
import { registerDiscoveryModule } from './modules/discovery/discovery.module';
import { registerLikesModule } from './modules/likes/likes.module';
import type { Premium } from './modules/likes/likes.service';
import { registerModerationModule } from './modules/moderation/moderation.module';
import { registerRealtimeModule, type Realtime } from './modules/realtime/realtime.module';
import { createMediaService } from './modules/media/media.service';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { createProfilesRepository } from './modules/profiles/profiles.repository';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { createProfilesService } from './modules/profiles/profiles.service';
import { startJobs, type Job } from './plugins/jobs';
import { createMailer } from './plugins/mail/mailer';
import type { Mailer } from './plugins/mail/mail.types';
import { outboxRoutes } from './plugins/mail/outbox.routes';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { createStorage } from './plugins/storage/create-storage';
import type { Storage } from './plugins/storage/storage.types';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Readiness beyond a ping, e.g. "migrations applied"; throws with the reason when not ready. */
  assertDatabaseReady?: () => void;
  clock?: Clock;
  mailer?: Mailer;
  storage?: Storage;
  authLimits?: AuthLimits;
  /** Scheduled jobs run only in a serving process, never in tests unless they ask. */
  runJobs?: boolean;
  /** SECURITY 31: likes and passes per member and window; reports have their own budget. */
  actionLimits?: ActionLimits;
  /** SECURITY 31 for chat socket events; tests lower them. */
  chatLimits?: ChatLimits;
  reportLimits?: ActionLimits;
  /** Who may superlike (SECURITY 16); nobody until payments exist (D3). */
  premium?: Premium;
  /** Tests sharing one Redis give each app its own stream. */
  redisStreamName?: string;
  /** Tests read every log line here (at trace level) to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
};

/** Builds the whole application: plugins first, then feature modules, then the SPA fallback. */
export async function buildApp(deps: AppDependencies) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? { ...loggerOptions({ env: 'production', logLevel: 'trace' }), stream: deps.logStream }
      : loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? createStorage(config.storage);
  const media = createMediaService({ storage });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: config.mail.outboxDir,
      log: (entry) => app.log.info({ mail: entry }, 'mail sent'),
    });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, {
    isProduction: config.isProduction,
    trustedOrigins: config.trustedOrigins,
  });
  await app.register(cookie);
  // With Redis every node counts the same limits (SECURITY 31 across nodes).
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'vusal:rate-limit:' } : {}),
  });
  await app.register(multipart, {
    // Each upload policy enforces its own, smaller limit while streaming (413).
    limits: {
      fileSize: CHAT_ATTACHMENT.maxBytes + 1,
      files: 1,
      fields: 4,
      fieldSize: 64 * 1024,
      parts: 5,
    },
  });

  await app.register(healthRoutes, {
    checkDatabase: async () => {
      deps.assertDatabaseReady?.();
      await database.ping();
    },
  });

  const auth = await registerAuthModule(app, {
    db: database.db,
    hasher: createTokenHasher(deps.sessionSecret),
    clock,
    mailer,
    media,
    storage,
    publicUrl: config.publicUrl,
    adminEmail: config.admin.email,
    autoApproveProfiles: config.autoApproveProfiles,
    limits: deps.authLimits ?? { ...defaultAuthLimits, ipRequests: config.authRateLimitPerMinute },
    cookies: { secure: config.isProduction },
    log: app.log,
    // Realtime starts after auth (it resolves sessions); these run only later, on requests.
    disconnect: (userId) => realtime.disconnectUser(userId),
    disconnectSession: (sessionId) => realtime.disconnectSession(sessionId),
  });
  const badges = createBadges({ db: database.db, clock });
  const realtime: Realtime = await registerRealtimeModule(app, {
    sessions: auth.sessions,
    trustedOrigins: config.trustedOrigins,
    badges,
    redisUrl: config.redisUrl,
    redisStreamName: deps.redisStreamName,
  });
  const { notifier } = realtime;
  const limitActions = memberLimit(app, deps.actionLimits ?? defaultActionLimits, 'likes');
  const limitReports = memberLimit(app, deps.reportLimits ?? defaultReportLimits, 'reports');

  await app.register(profilesRoutes, {
    profiles: createProfilesService({
      profiles: createProfilesRepository(database.db),
      media,
      storage,
      clock,
      autoApproveProfiles: config.autoApproveProfiles,
      log: app.log,
    }),
    storage,
  });
  await app.register(preferencesRoutes, { db: database.db });
  await registerAdminModule(app, {
    db: database.db,
    clock,
    disconnect: (userId) => realtime.disconnectUser(userId),
  });
  await registerDiscoveryModule(app, { db: database.db, clock, limitActions });
  await registerLikesModule(app, {
    db: database.db,
    clock,
    notifier,
    limitActions,
    premium: deps.premium,
  });
  await registerModerationModule(app, {
    db: database.db,
    clock,
    notifier,
    limitReports,
  });
  await registerBadgesModule(app, { db: database.db, clock, notifier, badges });
  await registerChatModule(app, {
    db: database.db,
    clock,
    realtime,
    limitReports,
    limits: deps.chatLimits,
    media,
    storage,
  });

  if (!config.isProduction && mailer.kind === 'outbox')
    await app.register(outboxRoutes, { mailer });

  const jobs: Job[] = [...auth.jobs];
  const stopJobs = deps.runJobs ? startJobs(database.db, jobs, app.log) : () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await mailer.close();
    if (rateLimitRedis) await rateLimitRedis.quit();
  });

  await registerSpa(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
