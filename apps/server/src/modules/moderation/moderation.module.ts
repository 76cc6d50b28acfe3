import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { MediaService } from '../media';
import type { MembersService } from '../members';
import type { PendingPhotos } from '../profiles';
import type { Notifier } from '../realtime';
import { appealsRoutes } from './appeals.routes';
import { contactMessageRoutes } from './contact-messages.routes';
import { createDecisions } from './decisions.service';
import { createModerationRepository } from './moderation.repository';
import { moderationRoutes } from './moderation.routes';
import { noticesStatements } from './notices-statement';
import { createModerationService, type ModerationService } from './moderation.service';
import { createPhotoReview } from './photo-review.service';
import { photoReviewRoutes } from './photo-review.routes';
import { createQueues } from './queues.service';
import { evidenceRoutes } from './evidence.routes';
import { createEvidence } from './report-evidence';
import { reportsRoutes } from './reports.routes';
import { createVerificationRepository } from './verification.repository';
import { verificationReviewRoutes, verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';

export type ModerationModuleOptions = {
  db: Database;
  clock: Clock;
  members: MembersService;
  notifier: Notifier;
  media: MediaService;
  pendingPhotos: PendingPhotos;
  limitReports: MemberLimit;
  log: { warn(o: object, m: string): void };
  /** Ends a suspended or banned member's live connections (sockets), after the commit. */
  disconnect?: (userId: string) => void;
  /** Issue 40: a block ended a match; its calls end too. */
  onMatchEnded?: (matchId: string, reason: 'blocked') => void;
  /** Tells the auth module a member's sessions ended, after the commit (decision 008). */
  forgetSessions?: (userId: string) => void;
  /** D4, SECURITY 37: the `ADMIN_EMAIL` account, whom no decision reaches. */
  adminEmail?: string | undefined;
};

/**
 * Moderation (docs/architecture.md, "Moderation"): a member's blocks and reports (issue 9,
 * S2, S3), the moderators' queues and decisions on reports and appeals (issue 24), the marked
 * contact-details messages (decision 021), the review of photos added after approval
 * (decision 029), the selfie check with its queue (issue 23, decision 031), and the reports'
 * evidence photos (SECURITY 38). The jobs deleting selfies and evidence: moderation-retention.ts.
 * Needs the auth module first (`request.user`).
 */
export async function registerModerationModule(
  app: FastifyInstance,
  options: ModerationModuleOptions,
): Promise<{ moderation: ModerationService }> {
  const repository = createModerationRepository(options.db);
  const evidence = createEvidence(options);
  const moderation = createModerationService({
    moderation: repository,
    readNotices: noticesStatements(options.db),
    members: options.members,
    notifier: options.notifier,
    clock: options.clock,
    evidence,
    ...(options.onMatchEnded ? { onMatchEnded: options.onMatchEnded } : {}),
  });
  await app.register(moderationRoutes, { moderation, limitReports: options.limitReports });

  const queues = createQueues(repository, options.clock);
  const decisions = createDecisions({
    repository,
    clock: options.clock,
    disconnect: options.disconnect ?? (() => {}),
    forgetSessions: options.forgetSessions ?? (() => {}),
    adminEmail: options.adminEmail?.toLowerCase(),
  });
  await app.register(reportsRoutes, { queues, decisions });
  await app.register(evidenceRoutes, { evidence, repository });
  await app.register(appealsRoutes, { queues, decisions });
  await app.register(contactMessageRoutes, { queues, decisions, moderation });

  await app.register(photoReviewRoutes, { review: createPhotoReview(options) });

  const verification = createVerificationService({
    ...options,
    verifications: createVerificationRepository(options.db),
    holds: repository,
  });
  await app.register(verificationRoutes, { verification });
  await app.register(verificationReviewRoutes, { verification });
  return { moderation };
}
