import Fastify from 'fastify';
import webpush from 'web-push';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app.types';
import { systemClock } from './clock';
import { loggerOptions } from './logger';
import { registerAccountModule } from './modules/account/account.module';
import { retentionJobs } from './ops/retention-jobs';
import { registerAuthModule } from './modules/auth/auth.module';
import { defaultAuthLimits } from './modules/auth/auth.types';
import { sessionCacheFor } from './modules/auth/session-cache';
import { createTokenHasher } from './modules/auth/tokens';
import { registerHealthModule } from './modules/health/health.module';
import { registerAdminModule } from './modules/admin/admin.module';
import { registerMediaModule } from './modules/media/media.module';
import { profilePhotoPolicy } from './modules/media/upload-policies';
import { registerPreferencesModule } from './modules/preferences/preferences.module';
import { registerCompatibilityModule } from './modules/compatibility/compatibility.module';
import { registerProfilesModule } from './modules/profiles/profiles.module';
import { registerProfileProposalsModule } from './modules/profile-proposals/profile-proposals.module';
import { createGuardianAccess } from './modules/family';
import { registerVisitorsModule } from './modules/visitors/visitors.module';
import { createBadges, registerBadgesModule } from './modules/badges/badges.module';
import { registerCallsModule } from './modules/calls/calls.module';
import { registerChatModule } from './modules/chat/chat.module';
import { registerFamilyModule } from './modules/family/family.module';
import { createChatSharingModule } from './modules/chat-sharing';
import { registerDiscoveryModule } from './modules/discovery/discovery.module';
import { registerFamilyMeetingsModule } from './modules/family-meetings';
import { registerLikesModule } from './modules/likes/likes.module';
import { configurePhotoTokens, createMembersModule } from './modules/members';
import type { GuardianNews } from './modules/notices';
import { registerNoticesModule } from './modules/notices/notices.module';
import { registerModerationModule } from './modules/moderation/moderation.module';
import { registerRealtimeModule, type Realtime } from './modules/realtime/realtime.module';
import { startJobs, type Job } from './infra/jobs';
import { createLimits } from './infra/limits/limits';
import {
  defaultActionLimits,
  defaultInvitationLimits,
  defaultReportLimits,
  defaultPhotoChoiceLimits,
  defaultProposalLimits,
  defaultUploadLimits,
  memberBudget,
  memberLimit,
} from './infra/limits/member-limit';
import { defaultSocketLimits } from './infra/limits/socket-limits';
import { closeRedis, createRedis, redisAnswers } from './infra/redis';
import { countedMailer } from './infra/mail/counted-mailer';
import { createMailer } from './infra/mail/mailer';
import { registerOutboxModule } from './modules/outbox/outbox.module';
import {
  frameworkErrors,
  rewriteMalformedUrl,
  ROUTER_MAX_PARAM_LENGTH,
} from './plugins/hostile-input';
import { observeRequests, registerMetricsRoute } from './plugins/metrics';
import { registerPlugins } from './plugins/register-plugins';
import { requestIdGenerator } from './plugins/request-id';
import { registerSiteFiles } from './plugins/site-files';
import { registerSpa } from './plugins/spa';
import { createStorage } from './infra/storage/create-storage';

/** Builds the whole application: plugins first, then feature modules, then the SPA fallback. */
export async function buildApp(deps: AppDependencies) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? { ...loggerOptions({ env: 'production', logLevel: 'trace' }), stream: deps.logStream }
      : loggerOptions(config),
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    bodyLimit: 1024 * 1024,
    rewriteUrl: rewriteMalformedUrl,
    frameworkErrors,
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
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
  await registerPlugins(app, {
    isProduction: config.isProduction,
    trustedOrigins: config.trustedOrigins,
    limits,
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
  const { media } = await registerMediaModule(app, { storage });

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
  const limitActions = memberLimit(limits, deps.actionLimits ?? defaultActionLimits, 'likes');
  const limitReports = memberLimit(limits, deps.reportLimits ?? defaultReportLimits, 'reports');
  const limitUploads = memberLimit(limits, defaultUploadLimits, 'chat-files');
  // The socket guard's own counter for `message:send`: its HTTP fallback spends the same budget.
  const limitSends = memberLimit(limits, socketLimits['message:send'], 'socket:message:send');

  // PERFORMANCE P1: a route that does nothing (the baseline) and one that only resolves the
  // session (P1b), present only when benchmarking.
  if (config.bench) {
    app.get('/api/bench/bare', async () => ({ ok: true }));
    app.get('/api/bench/session', async (request) => ({ signedIn: request.user !== null }));
  }

  const { visitors, jobs: visitorJobs } = await registerVisitorsModule(app, {
    db: database.db,
    clock,
    mailer,
    notifier,
    publicUrl: config.publicUrl,
  });
  const { pendingPhotos, profiles, photos } = await registerProfilesModule(app, {
    db: database.db,
    media,
    clock,
    autoApproveProfiles: config.autoApproveProfiles,
    visitors,
    log: app.log,
    // Resolved on a guardian's photo request, once the family module below is registered.
    guardianSees: (guardianId, ownerId) => family.guardianSees(guardianId, ownerId),
  });
  const { proposals } = await registerProfileProposalsModule(app, {
    db: database.db,
    access: createGuardianAccess(database.db),
    profiles,
    photos,
    media,
    log: app.log,
    limitProposals: memberBudget(limits, defaultProposalLimits, 'profile-proposal'),
  });
  const { members, photoSwaps } = createMembersModule({ db: database.db, notifier });
  // Decision 046: a member out of sight (deactivated, suspended, banned, deleted) has no open
  // page left, and the pages of others that show one of their photos drop it.
  const outOfSight = (userId: string) => {
    realtime.disconnectUser(userId);
    void photoSwaps.memberHidden(userId).catch(swapFailed);
  };
  const swapFailed = (error: unknown) =>
    app.log.warn({ err: error }, 'photos could not be swapped on open pages');
  await registerPreferencesModule(app, {
    db: database.db,
    limitPhotoChoice: memberBudget(limits, defaultPhotoChoiceLimits, 'photo-choice'),
    onPhotoChoiceChanged: (userId, before, after) =>
      void photoSwaps.choiceChanged(userId, before, after).catch(swapFailed),
  });
  await registerCompatibilityModule(app, { db: database.db });
  const { notices, jobs: noticeJobs } = await registerNoticesModule(app, {
    db: database.db,
    notifier,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    metrics,
    vapid: deps.vapidKeys ?? { ...webpush.generateVAPIDKeys(), subject: config.push.subject },
    pushPace: config.push.pace,
    ...(deps.allowPushEndpoint ? { allowPushEndpoint: deps.allowPushEndpoint } : {}),
    ...(deps.pushRetryDelaysMs ? { pushRetryDelaysMs: deps.pushRetryDelaysMs } : {}),
  });
  const { family } = await registerFamilyModule(app, {
    db: database.db,
    clock,
    mailer,
    hasher,
    publicUrl: config.publicUrl,
    sessions: auth.sessions,
    cookies,
    ipLimit: { max: authLimits.ipRequests, timeWindow: authLimits.ipWindowMs },
    limitInvitations: memberBudget(
      limits,
      deps.invitationLimits ?? defaultInvitationLimits,
      'family-invitations',
    ),
    contactOf: auth.contactOf,
    notices,
    onEditingEnded: (guardianshipId) => proposals.withdrawOfGuardianship(guardianshipId),
  });
  // Issue 39: a member's news reaches their guardian through the family module alone, which asks
  // the guardianship and its scopes at that moment (decisions 050, 056).
  const tellGuardian = (
    memberId: string,
    kind: GuardianNews['kind'],
    matchId: string,
    otherId: string,
  ) =>
    void family
      .tellGuardian(memberId, kind, matchId, otherId)
      .catch((error: unknown) => app.log.error({ err: error }, 'guardian not told'));
  await registerAdminModule(app, {
    db: database.db,
    clock,
    adminEmail: config.admin.email,
    disconnect: outOfSight,
    forgetSessions: auth.sessions.forget,
    onApproved: (userId) => void notices.profileApproved(userId),
    onRejected: (userId, rejection) => void notices.profileRejected(userId, rejection),
  });
  const calls = await registerCallsModule(app, {
    db: database.db,
    clock,
    realtime,
    notices,
    members,
    turn: config.turn,
    ...(deps.callRingMs ? { ringMs: deps.callRingMs } : {}),
  });
  const endCalls = (matchId: string, reason: 'blocked' | 'unmatched') =>
    void calls
      .endMatchCalls(matchId, reason)
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'calls of an ended match not ended'),
      );
  await registerDiscoveryModule(app, { db: database.db, clock, members, limitActions });
  // Issue 39, item 2: the question about a guardian holds a double consent; once settled, the
  // likes module opens the chat (resolved at request time, once likes is registered below).
  const chatSharing = createChatSharingModule({
    db: database.db,
    notifier,
    notices,
    openChat: (matchId) => likesModule.openHeldChat(matchId),
    log: app.log,
  });
  const likesModule = await registerLikesModule(app, {
    db: database.db,
    clock,
    notifier,
    members,
    notices,
    limitActions,
    premium: deps.premium,
    metrics,
    likesInTurn: database.kind === 'pglite',
    onMatchEnded: endCalls,
    onFamilyNews: (news) =>
      void family
        .tellGuardians(news)
        .catch((error: unknown) => app.log.error({ err: error }, 'guardians not told')),
    chatHold: chatSharing.gate,
  });
  await chatSharing.register(app);
  const { moderation } = await registerModerationModule(app, {
    db: database.db,
    clock,
    members,
    notifier,
    media,
    pendingPhotos,
    limitReports,
    log: app.log,
    // Issue 40: a suspension or ban ends the member's calls (told as such) before their sockets.
    disconnect: (userId) =>
      void calls
        .endMemberCalls(userId, 'suspended')
        .catch((error: unknown) => app.log.error({ err: error }, 'calls not ended'))
        .finally(() => outOfSight(userId)),
    onMatchEnded: endCalls,
    forgetSessions: auth.sessions.forget,
    adminEmail: config.admin.email,
  });
  await registerBadgesModule(app, { db: database.db, clock, notifier, badges });
  await registerChatModule(app, {
    db: database.db,
    clock,
    realtime,
    notices,
    moderation,
    members,
    limitReports,
    limitUploads,
    limitSends,
    media,
    metrics,
    reportedCall: calls.reportedCall,
  });
  await registerFamilyMeetingsModule(app, {
    db: database.db,
    clock,
    notifier,
    members,
    notices,
    tellGuardian,
  });
  await registerOutboxModule(app, { mailer, isProduction: config.isProduction });
  registerMetricsRoute(app, {
    telemetry,
    token: config.metricsToken,
    sources: {
      openSockets: realtime.openSockets,
      databaseStatements: database.statements,
      ...(database.pool ? { databasePool: database.pool } : {}),
      ...(redis ? { redisStatus: () => redis.status } : {}),
      queueSummary: deps.queueSummary ?? moderation.queueSummary,
    },
  });

  const retention = retentionJobs({ clock, media, storage, limits: authLimits, log: app.log });
  const jobs: Job[] = [...Object.values(retention), ...account.jobs, ...noticeJobs, ...visitorJobs];
  const stopJobs = deps.runJobs ? startJobs(database.db, jobs, app.log) : () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await mailer.close();
    if (redis) await closeRedis(redis);
  });

  registerSiteFiles(app, { publicUrl: config.publicUrl });
  await registerSpa(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
