import type { FastifyInstance } from 'fastify';
import type { ModuleContext, CoreModules } from './app-core-modules';
import webpush from 'web-push';
import {
  defaultInvitationLimits,
  defaultPhotoChoiceLimits,
  defaultProposalLimits,
  memberBudget,
} from './infra/limits/member-limit';
import { registerAdminModule } from './modules/admin/admin.module';
import { registerCompatibilityModule } from './modules/compatibility/compatibility.module';
import { createGuardianAccess } from './modules/family';
import { registerFamilyModule } from './modules/family/family.module';
import type { GuardianNews } from './modules/notices';
import { registerNoticesModule } from './modules/notices/notices.module';
import { registerPreferencesModule } from './modules/preferences/preferences.module';
import { registerProfileProposalsModule } from './modules/profile-proposals/profile-proposals.module';
import { registerProfilesModule } from './modules/profiles/profiles.module';
import { registerVisitorsModule } from './modules/visitors/visitors.module';

/**
 * The modules about the members themselves: who visited, their profiles and the proposals a
 * guardian makes to them, their preferences and answers, the notices they get, their family,
 * and the admin's decisions about them.
 */
export async function registerMemberModules(
  app: FastifyInstance,
  { deps, infra, media }: ModuleContext,
  core: CoreModules,
) {
  const { config, database } = deps;
  const { clock, mailer, limits, metrics } = infra;
  const { notifier, photoSwaps, swapFailed } = core;
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
    hasher: core.hasher,
    publicUrl: config.publicUrl,
    sessions: core.auth.sessions,
    cookies: core.cookies,
    ipLimit: { max: core.authLimits.ipRequests, timeWindow: core.authLimits.ipWindowMs },
    limitInvitations: memberBudget(
      limits,
      deps.invitationLimits ?? defaultInvitationLimits,
      'family-invitations',
    ),
    contactOf: core.auth.contactOf,
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
    disconnect: core.outOfSight,
    forgetSessions: core.auth.sessions.forget,
    onApproved: (userId) => void notices.profileApproved(userId),
    onRejected: (userId, rejection) => void notices.profileRejected(userId, rejection),
  });
  return { pendingPhotos, notices, family, tellGuardian, jobs: { visitorJobs, noticeJobs } };
}

export type MemberModules = Awaited<ReturnType<typeof registerMemberModules>>;
