import { REPORTS } from '@vusal/shared/catalog/constants';
import type { FrozenCall, FrozenMessage } from '@vusal/shared/schemas/reports';
import { daysBefore } from '../../clock';
import type { ReportContextRow } from '../../db/schema';
import { toMatchProfile } from '../members';
import type { ModerationRepository } from './moderation.repository';

export type FiledReport = {
  reportId: string;
  reporterId: string;
  targetUserId: string;
  messageId: string | null;
  /** Issue 40: sent during (or right after) this call. */
  call?: FrozenCall | null;
};

type MessageRow = NonNullable<Awaited<ReturnType<ModerationRepository['message']>>>;

const newestFirst = (x: MessageRow, y: MessageRow) =>
  y.createdAt.getTime() - x.createdAt.getTime() || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0);

/**
 * Decision 022: the reported member's last messages, with the reporter's written since the
 * oldest of those (bounded, the latest kept), oldest first; however much the reporter wrote
 * before reporting, the other member's words stay. A reported message older than those is kept
 * as well, so the moderator always reads what the report was about.
 */
async function frozenConversation(
  tx: ModerationRepository,
  report: FiledReport,
): Promise<FrozenMessage[] | null> {
  if (!(await tx.hasChat(report.reporterId, report.targetUserId))) return null;
  const pair = [report.reporterId, report.targetUserId] as const;
  const theirs = await tx.latestMessages(...pair, {
    sender: report.reporterId,
    from: 'others',
    limit: REPORTS.frozenMessages,
  });
  const mine = await tx.latestMessages(...pair, {
    sender: report.reporterId,
    from: 'sender',
    limit: REPORTS.frozenMessagesInAll - theirs.length,
    // Fewer than the limit: the whole conversation is theirs to show, so no lower bound.
    since: theirs.length === REPORTS.frozenMessages ? theirs.at(-1)?.createdAt : undefined,
  });
  const rows = [...theirs, ...mine].sort(newestFirst);
  const reported = report.messageId;
  if (reported && !rows.some((row) => row.id === reported)) {
    const message = await tx.message(reported);
    if (message) rows.push(message);
  }
  const author = (row: MessageRow): FrozenMessage['from'] => {
    if (row.senderId === report.reporterId) return 'reporter';
    return row.senderId === report.targetUserId ? 'reported' : null;
  };
  return rows.reverse().map((row) => ({
    id: row.id,
    from: author(row),
    type: row.type,
    body: row.body,
    attachmentName: row.attachmentName,
    createdAt: row.createdAt.toISOString(),
    isReported: row.id === reported,
  }));
}

/** Issue 24: what the moderators need, as it was when the report was sent. */
export async function freezeContext(
  tx: ModerationRepository,
  report: FiledReport,
  now: Date,
): Promise<ReportContextRow> {
  const found = await tx.profileOf(report.targetUserId);
  const counts = await tx.countsAgainst(
    report.targetUserId,
    daysBefore(now, REPORTS.countWindowDays),
  );
  return {
    reportId: report.reportId,
    conversation: await frozenConversation(tx, report),
    // What others could see of the profile: a match's view, the most anyone else is shown.
    // Its photos as they are: moderators see them so (`photoVariant`).
    profile: found
      ? toMatchProfile(found.profile, now, found.locationVisibility ?? 'city', 'original', 'staff')
      : null,
    call: report.call ?? null,
    reportsCount: counts.reports,
    reportersCount: counts.reporters,
    frozenAt: now,
  };
}
