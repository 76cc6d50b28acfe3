import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { CHAT_ATTACHMENT } from '@vusal/shared/catalog/constants';
import Fastify from 'fastify';
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
import { registerSiteFiles } from './plugins/site-files';
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
  await app.register(rateLimit, { global: false });
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
    disconnect: () => {},
  });

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
  await registerAdminModule(app, { db: database.db, clock });

  if (!config.isProduction && mailer.kind === 'outbox')
    await app.register(outboxRoutes, { mailer });

  const jobs: Job[] = [...auth.jobs];
  const stopJobs = deps.runJobs ? startJobs(database.db, jobs, app.log) : () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await mailer.close();
  });

  registerSiteFiles(app, { publicUrl: config.publicUrl });
  await registerSpa(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
