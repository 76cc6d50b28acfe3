import type {
  AdminAppeal,
  AdminReport,
  AdminUser,
  appealDecisionSchema,
  reportDecisionSchema,
} from '@vusal/shared/schemas/admin';
import type { ProfileRejection } from '@vusal/shared/schemas/profile-rejection';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { NewAuditEntry } from './admin-audit.queries';
import { toAdminAppeal, toAdminReport, toAdminUser } from './admin.mappers';
import type { AdminRepository } from './admin.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who acts, for the audit log (SECURITY 15, 26). */
export type Actor = { id: string; ip: string | undefined };

type Recorded = Pick<NewAuditEntry, 'action' | 'details'>;

/** What an action returns: the row as it is now, and what was recorded (null: nothing changed). */
export type ActionResult<T> = { value: T; recorded: Recorded | null };

export type ReportActionResult = ActionResult<AdminReport> & { targetUserId: string };

export type AdminServiceDependencies = {
  repository: AdminRepository;
  clock: Clock;
  /** Ends the person's live connections (sockets) on every node, after the commit. */
  disconnect(userId: string): void;
  /** D4: the `ADMIN_EMAIL` account (lower case), whose admin role no one can take away. */
  adminEmail?: string | undefined;
  /** After the commit: the person's cached sessions are dropped, so the change shows at once. */
  forgetSessions(userId: string): void;
  /** After the commit of a real approval: tells the member (issue 22, item 6). */
  onApproved(userId: string): void;
  /** After the commit of a request for changes: mails the member what to fix (issue 23, item 9). */
  onRejected(userId: string, rejection: ProfileRejection): void;
};

/**
 * Admin actions. Each runs in one transaction with its audit row, and only a real change is
 * recorded: repeating an action is harmless and writes nothing.
 */
export function createAdminService({
  repository,
  clock,
  disconnect,
  adminEmail,
  forgetSessions,
  onApproved,
  onRejected,
}: AdminServiceDependencies) {
  type UserState = NonNullable<Awaited<ReturnType<AdminRepository['lockUserState']>>>;

  async function actOnUser(
    actor: Actor,
    userId: string,
    act: (tx: AdminRepository, state: UserState) => Promise<Recorded | null>,
  ): Promise<ActionResult<AdminUser>> {
    const result = await repository.transaction(async (tx) => {
      const state = await tx.lockUserState(userId);
      if (!state) throw notFound();
      const recorded = await act(tx, state);
      if (recorded) {
        await tx.insertAudit({
          ...recorded,
          actorId: actor.id,
          targetUserId: userId,
          ip: actor.ip,
        });
      }
      const row = await tx.findUser(userId);
      if (!row) throw notFound();
      return { value: toAdminUser(row, adminEmail), recorded };
    });
    if (result.recorded) forgetSessions(userId);
    return result;
  }

  /** SECURITY 8: inactive, every session ended, in the caller's transaction. */
  async function deactivate(tx: AdminRepository, userId: string) {
    const changed = await tx.setActive(userId, false);
    const endedSessions = await tx.deleteSessionsOf(userId);
    return { changed, endedSessions };
  }

  type ReportState = NonNullable<Awaited<ReturnType<AdminRepository['lockReport']>>>;

  function actOnReport(
    actor: Actor,
    reportId: string,
    act: (tx: AdminRepository, report: ReportState) => Promise<Recorded | null>,
  ) {
    return repository.transaction(async (tx): Promise<ReportActionResult> => {
      const report = await tx.lockReport(reportId);
      if (!report) throw notFound();
      const recorded = await act(tx, report);
      if (recorded) {
        await tx.insertAudit({
          ...recorded,
          actorId: actor.id,
          targetUserId: report.targetUserId,
          ip: actor.ip,
        });
      }
      const row = await tx.findReport(reportId);
      if (!row) throw notFound();
      return { value: toAdminReport(row), recorded, targetUserId: report.targetUserId };
    });
  }

  return {
    async approve(actor: Actor, userId: string): Promise<ActionResult<AdminUser>> {
      const result = await actOnUser(actor, userId, async (tx, state) => {
        // Decision 037: at least one photo. Photo changes lock the same row, so the photo
        // cannot go between this check and the approval.
        if (!state.isApproved && !state.profilePhoto) throw new AppError('PHOTO_REQUIRED');
        return (await tx.approve(userId, actor.id, clock.now())) ? { action: 'approve' } : null;
      });
      if (result.recorded) onApproved(userId);
      return result;
    },

    /**
     * Issue 23, item 9: tells a pending member what to fix. The profile stays pending; a later
     * request replaces this one and the approval clears it. Every request is audited and mailed.
     */
    async reject(
      actor: Actor,
      userId: string,
      { reasons, note }: ProfileRejection,
    ): Promise<ActionResult<AdminUser>> {
      const result = await actOnUser(actor, userId, async (tx, state) => {
        if (state.deletedAt) throw notFound();
        if (state.isApproved) throw new AppError('CONFLICT');
        await tx.requestChanges(userId, reasons, note ?? null, clock.now());
        return { action: 'reject_profile', details: { reasons, note: note ?? null } };
      });
      onRejected(userId, { reasons, note });
      return result;
    },

    async setActive(
      actor: Actor,
      userId: string,
      active: boolean,
    ): Promise<ActionResult<AdminUser>> {
      // An admin cannot lock themselves out (another admin can).
      if (!active && userId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
      const result = await actOnUser(actor, userId, async (tx, state) => {
        if (active) {
          // S8: a deleted account comes back only when its owner restores it by signing in.
          if (state.deletedAt) throw new AppError('ACCOUNT_DELETED');
          return (await tx.setActive(userId, true)) ? { action: 'activate' } : null;
        }
        const { changed, endedSessions } = await deactivate(tx, userId);
        return changed ? { action: 'deactivate', details: { endedSessions } } : null;
      });
      if (!active) disconnect(userId);
      return result;
    },

    /** D4, S10: the role takes effect on the person's next request. */
    makeAdmin: (actor: Actor, userId: string) =>
      actOnUser(actor, userId, async (tx, state) => {
        if (state.role === 'admin') return null;
        if (state.deletedAt) throw new AppError('ACCOUNT_DELETED');
        return (await tx.grantRole(userId, 'admin', actor.id)) ? { action: 'make_admin' } : null;
      }),

    /**
     * Issue 23, item 8: a member becomes a moderator on their next request. An admin is one
     * already; making them "only" a moderator goes through removing the admin role first.
     */
    makeModerator: (actor: Actor, userId: string) =>
      actOnUser(actor, userId, async (tx, state) => {
        if (state.role === 'moderator') return null;
        if (state.role === 'admin') throw new AppError('CONFLICT');
        if (state.deletedAt) throw new AppError('ACCOUNT_DELETED');
        return (await tx.grantRole(userId, 'moderator', actor.id))
          ? { action: 'make_moderator' }
          : null;
      }),

    removeModerator: (actor: Actor, userId: string) =>
      actOnUser(actor, userId, async (tx) =>
        (await tx.revokeRole(userId, 'moderator')) ? { action: 'remove_moderator' } : null,
      ),

    /**
     * D4: takes the admin role back, on the person's next request. Never from oneself (the
     * last admin could lock everyone out) nor from the `ADMIN_EMAIL` account.
     */
    async removeAdmin(actor: Actor, userId: string): Promise<ActionResult<AdminUser>> {
      if (userId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
      return actOnUser(actor, userId, async (tx, state) => {
        if (adminEmail && state.email.toLowerCase() === adminEmail) {
          throw new AppError('ADMIN_ROLE_PROTECTED');
        }
        return (await tx.revokeRole(userId, 'admin')) ? { action: 'remove_admin' } : null;
      });
    },

    /**
     * Issue 24, item 3: a moderator decides an open report, with a reason the member sees.
     * A dismissal closes this report; any other decision leaves a sanction on the member and
     * settles this report (a suspension or ban: every open report about them) as actioned.
     * Suspension and ban end every session and socket of the member at once.
     */
    async decideReport(
      actor: Actor,
      reportId: string,
      { decision, reason, days }: z.output<typeof reportDecisionSchema>,
    ): Promise<ReportActionResult> {
      const now = clock.now();
      const result = await actOnReport(actor, reportId, async (tx, { status, targetUserId }) => {
        // A repeated dismissal is harmless; anything else on a settled report is a conflict.
        if (status === 'dismissed' && decision === 'dismiss') return null;
        if (status !== 'open') throw new AppError('CONFLICT');
        if (targetUserId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
        if (decision === 'dismiss') {
          await tx.resolveReports([reportId], 'dismissed', actor.id, now);
          return { action: 'dismiss_report', details: { reportId, reason } };
        }
        const endsAt = days ? new Date(now.getTime() + days * DAY_MS) : null;
        const sanctionId = await tx.insertSanction({
          userId: targetUserId,
          reportId,
          kind: decision,
          reason,
          endsAt,
          createdBy: actor.id,
          createdAt: now,
        });
        let endedSessions = 0;
        if (decision === 'require_verification') await tx.requireVerification(targetUserId);
        // Before the sessions end: the push subscriptions a ban holds end with them.
        if (decision === 'ban') await tx.banIdentities(targetUserId, sanctionId);
        if (decision === 'suspend' || decision === 'ban') {
          ({ endedSessions } = await deactivate(tx, targetUserId));
        }
        const barred = decision === 'suspend' || decision === 'ban';
        const reportIds = barred ? await tx.openReportIdsAbout(targetUserId) : [reportId];
        await tx.resolveReports(reportIds, 'actioned', actor.id, now);
        return {
          action: decision,
          details: {
            reportId,
            reportIds,
            sanctionId,
            reason,
            ...(endsAt ? { days, endsAt: endsAt.toISOString() } : {}),
            ...(barred ? { endedSessions } : {}),
          },
        };
      });
      if (result.recorded && (decision === 'suspend' || decision === 'ban')) {
        forgetSessions(result.targetUserId);
        disconnect(result.targetUserId);
      }
      return result;
    },

    /**
     * Issue 24, item 3: a moderator answers an appeal once: the sanction stays (uphold) or
     * ends (lift), and the member's profile is active again when nothing else bars it.
     */
    async decideAppeal(
      actor: Actor,
      appealId: string,
      { decision, reason }: z.output<typeof appealDecisionSchema>,
    ): Promise<ActionResult<AdminAppeal> & { targetUserId: string }> {
      const now = clock.now();
      return repository.transaction(async (tx) => {
        const appeal = await tx.lockAppeal(appealId);
        if (!appeal) throw notFound();
        if (appeal.status !== 'open') throw new AppError('CONFLICT');
        if (appeal.userId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
        await tx.decideAppeal(
          appealId,
          decision === 'lift' ? 'lifted' : 'upheld',
          actor.id,
          reason,
          now,
        );
        if (decision === 'lift') await tx.liftSanction(appeal.sanctionId, appeal.userId, now);
        const recorded: Recorded = {
          action: decision === 'lift' ? 'lift_sanction' : 'uphold_appeal',
          details: { appealId, sanctionId: appeal.sanctionId, kind: appeal.kind, reason },
        };
        await tx.insertAudit({
          ...recorded,
          actorId: actor.id,
          targetUserId: appeal.userId,
          ip: actor.ip,
        });
        const row = await tx.findAppeal(appealId);
        if (!row) throw notFound();
        return { value: toAdminAppeal(row), recorded, targetUserId: appeal.userId };
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
