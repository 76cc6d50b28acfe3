import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type onRouteHookHandler } from 'fastify';
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
import { registerHealthModule } from './modules/health/health.module';
import { registerAdminModule } from './modules/admin/admin.module';
import { registerMediaModule } from './modules/media/media.module';
import { profilePhotoPolicy } from './modules/media/upload-policies';
import { registerPreferencesModule } from './modules/preferences/preferences.module';
import { registerProfilesModule } from './modules/profiles/profiles.module';
import { startJobs, type Job } from './infra/jobs';
import { createMailer } from './infra/mail/mailer';
import type { Mailer } from './infra/mail/mail.types';
import { registerOutboxModule } from './modules/outbox/outbox.module';
import {
  frameworkErrors,
  registerHostileInput,
  rewriteMalformedUrl,
  ROUTER_MAX_PARAM_LENGTH,
} from './plugins/hostile-input';
import { registerCompression } from './plugins/compression';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { createStorage } from './infra/storage/create-storage';
import type { Storage } from './infra/storage/storage.types';

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
  /** Tests list every route (and its schemas) here, to send each field hostile input. */
  onRoute?: onRouteHookHandler;
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
    rewriteUrl: rewriteMalformedUrl,
    frameworkErrors,
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? createStorage(config.storage);
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
  registerHostileInput(app);

  await registerSecurity(app, {
    isProduction: config.isProduction,
    trustedOrigins: config.trustedOrigins,
  });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    // The largest upload any route takes (a profile photo); each upload policy enforces its
    // own limit while streaming (413). A route taking larger files passes its own to file().
    limits: {
      fileSize: profilePhotoPolicy.maxBytes + 1,
      files: 1,
      fields: 4,
      fieldSize: 64 * 1024,
      parts: 5,
    },
  });

  await registerHealthModule(app, {
    checkDatabase: async () => {
      deps.assertDatabaseReady?.();
      await database.ping();
    },
  });
  const { media } = await registerMediaModule(app, { storage });

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

  await registerProfilesModule(app, {
    db: database.db,
    media,
    clock,
    autoApproveProfiles: config.autoApproveProfiles,
    log: app.log,
  });
  await registerPreferencesModule(app, { db: database.db });
  await registerAdminModule(app, { db: database.db, clock, adminEmail: config.admin.email });
  await registerOutboxModule(app, { mailer, isProduction: config.isProduction });

  const jobs: Job[] = [...auth.jobs];
  const stopJobs = deps.runJobs ? startJobs(database.db, jobs, app.log) : () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await mailer.close();
  });

  await registerSpa(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
