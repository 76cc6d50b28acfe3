import type { FrozenCall } from '@vusal/shared/schemas/reports';
import type { BlockedPerson, reportRequestSchema } from '@vusal/shared/schemas/likes';
import type { MemberNotices } from '@vusal/shared/schemas/moderation';
import type { z } from 'zod';
import { REPORTS } from '@vusal/shared/catalog/constants';
import type { ReportReason } from '@vusal/shared/catalog/enums';
import { moderationQueues, type QueueSummary } from '@vusal/shared/schemas/queues';
import { daysBefore, type Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import { toCard, type MembersService } from '../members';
import type { Notifier } from '../realtime';
import type { ModerationRepository } from './moderation.repository';
import type { noticesStatements } from './notices-statement';
import { freezeContext } from './report-context';
import { freezeEvidence, type Evidence } from './report-evidence';

type ReportInput = {
  reporterId: string;
  targetUserId: string;
  messageId: string | null;
  /** Issue 40: the call the report was sent from, frozen with the context. */
  call?: FrozenCall | null;
  reason: ReportReason;
  note: string | null;
};

type Dependencies = {
  moderation: ModerationRepository;
  /** The member's notices, the lent session checked in the same statement (decision 070). */
  readNotices: ReturnType<typeof noticesStatements>;
  members: MembersService;
  notifier: Notifier;
  clock: Clock;
  evidence: Evidence;
  /** Issue 40: a block ended the match; its calls end too. */
  onMatchEnded?: (matchId: string, reason: 'blocked') => void;
};

export function createModerationService({
  moderation,
  readNotices,
  members,
  notifier,
  clock,
  evidence,
  onMatchEnded,
}: Dependencies) {
  /**
   * Only someone the member can see (or already blocked) can be blocked or reported; decision
   * 039: a hidden member can still be reported by those who had a match with them.
   */
  async function assertKnown(viewerId: string, userId: string, purpose: 'block' | 'report') {
    if (userId === viewerId) throw new AppError('BAD_REQUEST');
    if (await moderation.hasBlocked(viewerId, userId)) return;
    const isKnown =
      purpose === 'report'
        ? await members.mayReport(viewerId, userId)
        : !!(await members.findVisible(viewerId, userId));
    if (!isKnown) throw notFound();
  }

  async function block(viewerId: string, userId: string) {
    const now = clock.now();
    const endedMatchId = await moderation.transaction(async (tx) => {
      await tx.block(viewerId, userId, now);
      await tx.forgetRevealsBetween(viewerId, userId);
      return tx.endMatchOfPair(viewerId, userId, viewerId, now);
    });
    if (endedMatchId) {
      onMatchEnded?.(endedMatchId, 'blocked');
      notifier.toUser(viewerId, 'match:removed', { matchId: endedMatchId });
      notifier.toUser(userId, 'match:removed', { matchId: endedMatchId });
      // Issue 38: a reveal needs a match, so only an ended one can have taken one back; both
      // are told of the match already, so this says nothing more of the block.
      notifier.toUser(viewerId, 'photos:changed', { userId });
      notifier.toUser(userId, 'photos:changed', { userId: viewerId });
    }
    notifier.badgesChanged(viewerId, userId);
  }

  /**
   * Issue 24: the report, what it froze for the moderators (with its evidence photos), and the
   * hold once enough different people reported the member lately (decision 022), in one
   * transaction per reported member.
   */
  async function fileReport(report: ReportInput): Promise<string> {
    const now = clock.now();
    const { reportId, copies } = await moderation.transaction(async (tx) => {
      await tx.lockMember(report.targetUserId);
      const { call: _call, ...row } = report;
      const reportId = await tx.insertReport({ ...row, createdAt: now });
      const context = await freezeContext(tx, { ...report, reportId }, now);
      const frozen = await freezeEvidence(tx, context, report.targetUserId);
      await tx.insertContext(frozen.context);
      const since = daysBefore(now, REPORTS.holdWindowDays);
      if ((await tx.openReportersSince(report.targetUserId, since)) >= REPORTS.holdReporters) {
        await tx.hold(report.targetUserId, now);
      }
      return { reportId, copies: frozen.copies };
    });
    // SECURITY 38: the photos are copied once the report stands, so a slow or failing storage
    // neither holds the member's lock nor loses the report.
    await evidence.copy(copies);
    return reportId;
  }

  return {
    /**
     * A report another module has checked already (chat: about the other member of an open
     * chat, and one of their messages), into the moderation queue.
     */
    fileReport,

    /**
     * Issue 37, item 6: a checked report, as `fileReport`, with the reporter's block of the
     * member in the same step ("Block" with "also report" in a chat).
     */
    async fileReportAndBlock(report: ReportInput): Promise<string> {
      const reportId = await fileReport(report);
      await block(report.reporterId, report.targetUserId);
      return reportId;
    },

    /** S2, SECURITY 14: both hidden from each other everywhere, their match ended. Idempotent. */
    async block(viewerId: string, userId: string): Promise<void> {
      await assertKnown(viewerId, userId, 'block');
      await block(viewerId, userId);
    },

    /**
     * Issue 24, item 3: what a moderator's decision left for the member to see. One statement,
     * which checks the session the route was given (decision 070).
     */
    async notices(viewer: { id: string; sessionId: string }): Promise<MemberNotices> {
      const read = await readNotices({
        userId: viewer.id,
        sessionId: viewer.sessionId,
        at: clock.now(),
      });
      if (read.refusal) throw new AppError(read.refusal);
      return { warning: read.warning, verificationRequired: read.verificationRequired };
    },

    /** A warning is shown once: the page that showed it says so. Idempotent. */
    warningSeen: (userId: string, warningId: string) =>
      moderation.markWarningSeen(warningId, userId, clock.now()),

    unblock: (viewerId: string, userId: string) => moderation.unblock(viewerId, userId),

    /**
     * Decision 018: a blocked person is no match, so the list shows "Aysel M.". No photo: a
     * block hides each from the other everywhere, the photo route included (profileAccess), so
     * a URL here would only name a picture its reader is refused.
     */
    async blocked(viewerId: string): Promise<BlockedPerson[]> {
      const rows = await moderation.blockedBy(viewerId);
      const today = clock.now();
      return rows.map(({ card, userId, blockedAt }) => {
        const { fullName } = toCard(card, today, 'other');
        return { userId, name: fullName, photoUrl: null, blockedAt: blockedAt.toISOString() };
      });
    },

    /**
     * Issue 36, item 2: every moderation queue's size and its oldest item's wait, never
     * negative, in `moderationQueues` order. Needs no request: the staff route, the dashboard
     * and the operators' gauges all read this one function.
     */
    async queueSummary(): Promise<QueueSummary[]> {
      const rows = await moderation.queueSummary(clock.now());
      return moderationQueues.map((queue) => {
        const row = rows.find((found) => found.queue === queue);
        const seconds = row?.oldest_seconds ?? null;
        return {
          queue,
          size: row?.size ?? 0,
          oldestWaitSeconds: seconds === null ? null : Math.max(0, seconds),
        };
      });
    },

    /** S3: a report in the moderation queue; with `block`, the person is blocked too. */
    async report(
      viewerId: string,
      input: z.output<typeof reportRequestSchema>,
    ): Promise<{ reportId: string }> {
      await assertKnown(viewerId, input.userId, 'report');
      const reportId = await fileReport({
        reporterId: viewerId,
        targetUserId: input.userId,
        messageId: null,
        reason: input.reason,
        note: input.note,
      });
      if (input.block) await block(viewerId, input.userId);
      return { reportId };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
