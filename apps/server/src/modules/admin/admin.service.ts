import type { AdminReport, AdminUser } from '@vusal/shared/schemas/admin';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { NewAuditEntry } from './admin-audit.queries';
import { toAdminReport, toAdminUser } from './admin.mappers';
import type { AdminRepository } from './admin.repository';

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
      const result = await actOnUser(actor, userId, async (tx) =>
        (await tx.approve(userId, actor.id, clock.now())) ? { action: 'approve' } : null,
      );
      if (result.recorded) onApproved(userId);
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
        return (await tx.grantAdmin(userId, actor.id)) ? { action: 'make_admin' } : null;
      }),

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
        return (await tx.revokeAdmin(userId)) ? { action: 'remove_admin' } : null;
      });
    },

    /** S3: the report is closed with no action; an actioned report stays actioned. */
    async dismissReport(actor: Actor, reportId: string): Promise<ReportActionResult> {
      return actOnReport(actor, reportId, async (tx, { status }) => {
        if (status === 'dismissed') return null;
        if (status === 'actioned') throw new AppError('CONFLICT');
        await tx.resolveReports([reportId], 'dismissed', actor.id, clock.now());
        return { action: 'dismiss_report', details: { reportId } };
      });
    },

    /**
     * S3: deactivates the reported person, ends their sessions, and settles every open report
     * about them (this one included) as actioned. A dismissed report cannot be actioned.
     */
    async actionReport(actor: Actor, reportId: string): Promise<ReportActionResult> {
      const result = await actOnReport(actor, reportId, async (tx, { status, targetUserId }) => {
        if (status === 'actioned') return null;
        if (status === 'dismissed') throw new AppError('CONFLICT');
        if (targetUserId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
        const { changed, endedSessions } = await deactivate(tx, targetUserId);
        const reportIds = await tx.openReportIdsAbout(targetUserId);
        await tx.resolveReports(reportIds, 'actioned', actor.id, clock.now());
        return {
          action: 'action_report',
          details: { reportId, reportIds, deactivated: changed, endedSessions },
        };
      });
      if (result.recorded) {
        forgetSessions(result.targetUserId);
        disconnect(result.targetUserId);
      }
      return result;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
