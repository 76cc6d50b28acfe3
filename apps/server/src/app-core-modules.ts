import type { FastifyInstance } from 'fastify';
import type { AppInfrastructure } from './app-infrastructure';
import type { AppDependencies } from './app.types';
import {
  defaultReportLimits,
  defaultUploadLimits,
  defaultActionLimits,
  memberLimit,
} from './infra/limits/member-limit';
import { defaultSocketLimits } from './infra/limits/socket-limits';
import { registerAccountModule } from './modules/account/account.module';
import { registerAuthModule } from './modules/auth/auth.module';
import { defaultAuthLimits } from './modules/auth/auth.types';
import { sessionCacheFor } from './modules/auth/session-cache';
import { createTokenHasher } from './modules/auth/tokens';
import { createBadges } from './modules/badges/badges.module';
import type { MediaService } from './modules/media/media.service';
import { configurePhotoTokens, createMembersModule } from './modules/members';
import { registerRealtimeModule, type Realtime } from './modules/realtime/realtime.module';

/** What the modules are registered with: the app's dependencies, infrastructure and media. */
export type ModuleContext = {
  deps: AppDependencies;
  infra: AppInfrastructure;
  media: MediaService;
};

/**
 * The modules every other one builds on: sign-in and sessions, the account, the realtime
 * channel, the members' read side, and the per-member limits the feature modules spend.
 */
export async function registerCoreModules(
  app: FastifyInstance,
  { deps, infra, media }: ModuleContext,
) {
  const { config, database } = deps;
  const { clock, mailer, storage, limits, metrics, redisNamespace } = infra;
  const cookies = { secure: config.isProduction };
  const hasher = createTokenHasher(deps.sessionSecret);
  // Issue 38: photo URLs are named with a key of this secret, alike on every instance.
  configurePhotoTokens(deps.sessionSecret);
  const authLimits = deps.authLimits ?? {
    ...defaultAuthLimits,
    ipRequests: config.authRateLimitPerMinute,
  };
  const auth = await registerAuthModule(app, {
    db: database.db,
    hasher,
    clock,
    mailer,
    media,
    publicUrl: config.publicUrl,
    adminEmail: config.admin.email,
    autoApproveProfiles: config.autoApproveProfiles,
    limits: authLimits,
    cookies,
    sessionCache: sessionCacheFor(database),
    log: app.log,
    metrics,
    // Resolved at sign-in time, when the account module below is registered.
    restoreAccount: (userId) => account.restore(userId),
    // Realtime starts after auth (it resolves sessions); these run only later, on requests.
    disconnect: (userId, keepSessionId) => realtime.disconnectUser(userId, keepSessionId),
    disconnectSession: (sessionId) => realtime.disconnectSession(sessionId),
  });
  const account = await registerAccountModule(app, {
    db: database.db,
    sessions: auth.sessions,
    contactOf: auth.contactOf,
    media,
    storage,
    hasher,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    autoApproveProfiles: config.autoApproveProfiles,
    cookies,
    log: app.log,
    disconnect: (userId) => outOfSight(userId),
  });
  const badges = createBadges({ db: database.db, clock });
  const socketLimits = { ...defaultSocketLimits, ...deps.socketLimits };
  const realtime: Realtime = await registerRealtimeModule(app, {
    sessions: auth.sessions,
    trustedOrigins: config.trustedOrigins,
    badges,
    limits,
    socketLimits,
    redisUrl: config.redisUrl,
    redisNamespace,
    clock,
    sessionCheckMs: config.socketSessionCheckMs,
  });
  const { notifier } = realtime;

  // PERFORMANCE P1: a route that does nothing (the baseline) and one that only resolves the
  // session (P1b), present only when benchmarking.
  if (config.bench) {
    app.get('/api/bench/bare', async () => ({ ok: true }));
    app.get('/api/bench/session', async (request) => ({ signedIn: request.user !== null }));
  }

  const { members, photoSwaps } = createMembersModule({ db: database.db, notifier });
  const swapFailed = (error: unknown) =>
    app.log.warn({ err: error }, 'photos could not be swapped on open pages');
  // Decision 046: a member out of sight (deactivated, suspended, banned, deleted) has no open
  // page left, and the pages of others that show one of their photos drop it.
  const outOfSight = (userId: string) => {
    realtime.disconnectUser(userId);
    void photoSwaps.memberHidden(userId).catch(swapFailed);
  };

  return {
    auth,
    account,
    badges,
    realtime,
    notifier,
    members,
    photoSwaps,
    swapFailed,
    outOfSight,
    cookies,
    hasher,
    authLimits,
    limitActions: memberLimit(limits, deps.actionLimits ?? defaultActionLimits, 'likes'),
    limitReports: memberLimit(limits, deps.reportLimits ?? defaultReportLimits, 'reports'),
    limitUploads: memberLimit(limits, defaultUploadLimits, 'chat-files'),
    // The socket guard's own counter for `message:send`: its HTTP fallback spends the same budget.
    limitSends: memberLimit(limits, socketLimits['message:send'], 'socket:message:send'),
  };
}

export type CoreModules = Awaited<ReturnType<typeof registerCoreModules>>;
