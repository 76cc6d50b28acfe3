import type { FastifyInstance } from 'fastify';
import type { CoreModules, ModuleContext } from './app-core-modules';
import type { MemberModules } from './app-member-modules';
import { registerBadgesModule } from './modules/badges/badges.module';
import { registerCallsModule } from './modules/calls/calls.module';
import { createChatSharingModule } from './modules/chat-sharing';
import { registerChatModule } from './modules/chat/chat.module';
import { registerDiscoveryModule } from './modules/discovery/discovery.module';
import { registerFamilyMeetingsModule } from './modules/family-meetings';
import { registerLikesModule } from './modules/likes/likes.module';
import { registerModerationModule } from './modules/moderation/moderation.module';

/**
 * The modules of meeting someone: browsing, likes and matches (with the family's question
 * before a chat opens), calls, chats, the families' meetings, the badges that count them, and
 * the moderation of what is said and shown.
 */
export async function registerMatchModules(
  app: FastifyInstance,
  { deps, infra, media }: ModuleContext,
  core: CoreModules,
  { notices, family, pendingPhotos, tellGuardian }: MemberModules,
) {
  const { config, database } = deps;
  const { clock, metrics } = infra;
  const { realtime, notifier, members, limitActions, limitReports } = core;
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
        .finally(() => core.outOfSight(userId)),
    onMatchEnded: endCalls,
    forgetSessions: core.auth.sessions.forget,
    adminEmail: config.admin.email,
  });
  await registerBadgesModule(app, { db: database.db, clock, notifier, badges: core.badges });
  await registerChatModule(app, {
    db: database.db,
    clock,
    realtime,
    notices,
    moderation,
    members,
    limitReports,
    limitUploads: core.limitUploads,
    limitSends: core.limitSends,
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
  return { moderation };
}
