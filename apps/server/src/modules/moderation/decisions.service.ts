import type { SanctionKind } from '@vusal/shared/catalog/enums';
import type { AdminReport, ContactMessage } from '@vusal/shared/schemas/admin';
import type {
  AdminAppeal,
  appealDecisionSchema,
  reportDecisionSchema,
} from '@vusal/shared/schemas/admin-decisions';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { Actor } from '../auth';
import {
  assertMayDecide,
  auditEntry,
  recordingRefusals,
  type ActionResult,
  type AttemptedDecision,
  type Recorded,
} from '../admin';
import { toAdminAppeal, toAdminReport, toContactMessage } from './moderation.mappers';
import type { ModerationRepository } from './moderation.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReportActionResult = ActionResult<AdminReport> & { targetUserId: string | null };

export type DecisionDependencies = {
  repository: ModerationRepository;
  clock: Clock;
  /** Ends the person's live connections (sockets) on every node, after the commit. */
  disconnect(userId: string): void;
  /** After the commit: the person's cached sessions are dropped, so the change shows at once. */
  forgetSessions(userId: string): void;
  /** D4, SECURITY 37: the `ADMIN_EMAIL` account (lower case), whom no decision reaches. */
  adminEmail?: string | undefined;
};

type ReportState = NonNullable<Awaited<ReturnType<ModerationRepository['lockReport']>>>;
type DecisionInput = z.output<typeof reportDecisionSchema>;

/**
 * The core of every sanctioning decision (a report's, a marked message's): the sanction with
 * the reason the member sees, and what it does to the member at once. A suspension or ban
 * (`barred`) deactivates the member and ends their sessions; the caller settles what it
 * decided on.
 */
async function imposeSanction(
  tx: ModerationRepository,
  actor: Actor,
  targetUserId: string,
  { decision, reason, days }: DecisionInput & { decision: SanctionKind },
  { reportId, now }: { reportId: string | null; now: Date },
) {
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
  const barred = decision === 'suspend' || decision === 'ban';
  if (barred) ({ endedSessions } = await tx.deactivate(targetUserId));
  return {
    sanctionId,
    barred,
    details: {
      reason,
      ...(endsAt ? { days, endsAt: endsAt.toISOString() } : {}),
      ...(barred ? { endedSessions } : {}),
    },
  };
}

/**
 * Issue 24, item 3: the moderators' decisions on reports and appeals. Like every staff action,
 * each runs in one transaction with its audit row.
 */
export function createDecisions({
  repository,
  clock,
  disconnect,
  forgetSessions,
  adminEmail,
}: DecisionDependencies) {
  /**
   * SECURITY 37, at the top of every decision about a member: decisions about staff are for
   * admins only, nobody's reach the owner. A refusal rolls the decision back and is audited.
   */
  async function guardStaff(
    tx: ModerationRepository,
    actor: Actor,
    targetUserId: string,
    attempted: AttemptedDecision,
    about: Record<string, string>,
  ): Promise<void> {
    const standing = await tx.staffStanding(actor.id, targetUserId);
    assertMayDecide(standing, adminEmail, actor, targetUserId, attempted, about);
  }

  /** Runs a decision's transaction; a refusal by `guardStaff` is audited and answers 403. */
  const decide = <T>(work: (tx: ModerationRepository) => Promise<T>) =>
    recordingRefusals(repository.insertAudit, () => repository.transaction(work));

  function actOnReport(
    actor: Actor,
    reportId: string,
    act: (tx: ModerationRepository, report: ReportState) => Promise<Recorded | null>,
  ) {
    return decide(async (tx): Promise<ReportActionResult> => {
      const report = await tx.lockReport(reportId);
      if (!report) throw notFound();
      const recorded = await act(tx, report);
      if (recorded) await tx.insertAudit(auditEntry(actor, report.targetUserId, recorded));
      const row = await tx.findReport(reportId);
      if (!row) throw notFound();
      return { value: toAdminReport(row), recorded, targetUserId: report.targetUserId };
    });
  }

  return {
    /**
     * A moderator decides an open report, with a reason the member sees. A dismissal closes
     * this report; any other decision leaves a sanction on the member and settles this report
     * (a suspension or ban: every open report about them) as actioned. Suspension and ban end
     * every session and socket of the member at once.
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
        // The reported account was purged: there is nobody left to sanction.
        if (!targetUserId) throw new AppError('CONFLICT');
        await guardStaff(tx, actor, targetUserId, decision, { reportId });
        const { sanctionId, barred, details } = await imposeSanction(
          tx,
          actor,
          targetUserId,
          { decision, reason, days },
          { reportId, now },
        );
        const reportIds = barred ? await tx.openReportIdsAbout(targetUserId) : [reportId];
        await tx.resolveReports(reportIds, 'actioned', actor.id, now);
        return { action: decision, details: { reportId, reportIds, sanctionId, ...details } };
      });
      if (
        result.targetUserId &&
        result.recorded &&
        (decision === 'suspend' || decision === 'ban')
      ) {
        forgetSessions(result.targetUserId);
        disconnect(result.targetUserId);
      }
      return result;
    },

    /**
     * A moderator answers an appeal once: the sanction stays (uphold) or ends (lift), and the
     * member's profile is active again when nothing else bars it.
     */
    async decideAppeal(
      actor: Actor,
      appealId: string,
      { decision, reason }: z.output<typeof appealDecisionSchema>,
    ): Promise<ActionResult<AdminAppeal> & { targetUserId: string }> {
      const now = clock.now();
      return decide(async (tx) => {
        const appeal = await tx.lockAppeal(appealId);
        if (!appeal) throw notFound();
        if (appeal.status !== 'open') throw new AppError('CONFLICT');
        const attempted = decision === 'lift' ? 'lift_sanction' : 'uphold_appeal';
        await guardStaff(tx, actor, appeal.userId, attempted, { appealId });
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
          action: attempted,
          details: { appealId, sanctionId: appeal.sanctionId, kind: appeal.kind, reason },
        };
        await tx.insertAudit(auditEntry(actor, appeal.userId, recorded));
        const row = await tx.findAppeal(appealId);
        if (!row) throw notFound();
        return { value: toAdminAppeal(row), recorded, targetUserId: appeal.userId };
      });
    },

    /**
     * Issue 34, item 4: a moderator decides a message sent anyway with contact details, as
     * they decide a report (the same choices and core), with an audit row. The decision
     * settles the message; a suspension or ban settles every open report about the sender and
     * every other open marked message of theirs.
     */
    async decideMarkedMessage(
      actor: Actor,
      messageId: string,
      { decision, reason, days }: DecisionInput,
    ): Promise<ActionResult<ContactMessage> & { targetUserId: string }> {
      const now = clock.now();
      const result = await decide(async (tx) => {
        const found = await tx.findMarkedMessage(messageId);
        if (!found?.senderId) throw notFound();
        const senderId = found.senderId;
        if (senderId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
        const outcome = decision === 'dismiss' ? 'dismissed' : 'actioned';
        let recorded: Recorded | null = null;
        if (await tx.settleMarkedMessage(messageId, outcome, actor.id, now)) {
          recorded = { action: 'dismiss_marked_message', details: { messageId, reason } };
          if (decision !== 'dismiss') {
            await guardStaff(tx, actor, senderId, decision, { messageId });
            const { sanctionId, barred, details } = await imposeSanction(
              tx,
              actor,
              senderId,
              { decision, reason, days },
              { reportId: null, now },
            );
            await tx.setMarkedSanction(messageId, sanctionId);
            const reportIds = barred ? await tx.openReportIdsAbout(senderId) : [];
            await tx.resolveReports(reportIds, 'actioned', actor.id, now);
            const messageIds = barred
              ? await tx.settleMarkedMessagesFrom(senderId, sanctionId, actor.id, now)
              : [];
            recorded = {
              action: decision,
              details: { messageId, messageIds, reportIds, sanctionId, ...details },
            };
          }
          await tx.insertAudit(auditEntry(actor, senderId, recorded));
        } else {
          // A repeated dismissal is harmless; anything else on a settled message is a conflict.
          const settled = await tx.findMarkedMessage(messageId);
          if (!(settled?.status === 'dismissed' && decision === 'dismiss')) {
            throw new AppError('CONFLICT');
          }
        }
        const row = await tx.findMarkedMessage(messageId);
        if (!row) throw notFound();
        return { value: toContactMessage(row, now), recorded, targetUserId: senderId };
      });
      if (result.recorded && (decision === 'suspend' || decision === 'ban')) {
        forgetSessions(result.targetUserId);
        disconnect(result.targetUserId);
      }
      return result;
    },
  };
}

export type Decisions = ReturnType<typeof createDecisions>;
