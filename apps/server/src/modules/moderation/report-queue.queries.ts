import { REPORT_EXCERPT_LENGTH, type AdminReportStatus } from '@vusal/shared/schemas/admin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, reportContexts, reports, reviewHolds } from '../../db/schema';
import { z } from 'zod';
import {
  cursorTime,
  newerThan,
  newestFirst,
  oldestFirst,
  olderThan,
  timeCursorSchema,
} from '../../infra/keyset';
import { personAs } from './moderation-query-parts';

/** The reports list's cursor; `h`: the open queue stopped among held members (issue 24). */
export const reportCursorSchema = timeCursorSchema.extend({ h: z.boolean().default(false) });
export type ReportCursor = z.infer<typeof reportCursorSchema>;

const reporter = personAs('reporter');
const target = personAs('target');
const resolver = personAs('resolver');
const keyset = { createdAt: reports.createdAt, id: reports.id };

/** The reported member is out of browse and explore until a moderator decides (decision 022). */
const isHeld = sql`exists (select 1 from ${reviewHolds} where ${reviewHolds.userId} = ${reports.targetUserId})`;

/** Where the open queue continues: held members first, each part oldest first. */
function afterInQueue(after: ReportCursor) {
  const later = newerThan(keyset, after);
  return after.h ? sql`(not ${isHeld} or ${later})` : sql`(not ${isHeld} and ${later})`;
}

const reportColumns = {
  id: reports.id,
  reason: reports.reason,
  note: reports.note,
  status: reports.status,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
  cursorAt: cursorTime(reports.createdAt),
  reporterId: reporter.account.id,
  reporterName: reporter.name,
  targetId: reports.targetUserId,
  targetName: target.name,
  targetIsActive: sql<boolean>`coalesce(${target.profile.isActive} and ${target.profile.deletedAt} is null, false)`,
  resolverId: resolver.account.id,
  resolverName: resolver.name,
  messageId: messages.id,
  messageType: messages.type,
  messageExcerpt: sql<
    string | null
  >`left(${messages.body}, ${sql.raw(String(REPORT_EXCERPT_LENGTH))})`,
  messageCreatedAt: messages.createdAt,
  isHeld: sql<boolean>`${isHeld}`,
  messageHasContactDetails: messages.hasContactDetails,
};

/** The moderators' reports queue and what a decision writes to the reports it settles. */
export function reportQueueQueries(db: Database) {
  const selectReports = () =>
    db
      .select(reportColumns)
      .from(reports)
      .leftJoin(target.account, eq(target.account.id, reports.targetUserId))
      .leftJoin(target.profile, eq(target.profile.userId, reports.targetUserId))
      .leftJoin(reporter.account, eq(reporter.account.id, reports.reporterId))
      .leftJoin(reporter.profile, eq(reporter.profile.userId, reports.reporterId))
      .leftJoin(resolver.account, eq(resolver.account.id, reports.resolvedBy))
      .leftJoin(resolver.profile, eq(resolver.profile.userId, reports.resolvedBy))
      .leftJoin(messages, eq(messages.id, reports.messageId));

  return {
    /**
     * The open queue: members held after several reports first (issue 24), then first come,
     * first served; resolved reports newest first.
     */
    async reportsPage(status: AdminReportStatus, after: ReportCursor | undefined, limit: number) {
      if (status !== 'open') {
        return selectReports()
          .where(and(eq(reports.status, status), after && olderThan(keyset, after)))
          .orderBy(...newestFirst(keyset))
          .limit(limit);
      }
      return selectReports()
        .where(and(eq(reports.status, status), after && afterInQueue(after)))
        .orderBy(sql`${isHeld} desc`, ...oldestFirst(keyset))
        .limit(limit);
    },

    async findReport(id: string) {
      const [row] = await selectReports().where(eq(reports.id, id));
      return row;
    },

    async reportContext(id: string) {
      const [row] = await db.select().from(reportContexts).where(eq(reportContexts.reportId, id));
      return row;
    },

    /** The report's state, its row locked until the transaction ends. */
    async lockReport(id: string) {
      const [row] = await db
        .select({ status: reports.status, targetUserId: reports.targetUserId })
        .from(reports)
        .where(eq(reports.id, id))
        .for('update');
      return row;
    },

    async resolveReports(
      ids: string[],
      status: Exclude<AdminReportStatus, 'open'>,
      resolvedBy: string,
      at: Date,
    ) {
      if (ids.length === 0) return;
      await db
        .update(reports)
        .set({ status, resolvedBy, resolvedAt: at })
        .where(inArray(reports.id, ids));
      // A moderator decided: a member with nothing left open is back in browse (decision 022).
      await db
        .delete(reviewHolds)
        .where(
          and(
            inArray(
              reviewHolds.userId,
              db.select({ id: reports.targetUserId }).from(reports).where(inArray(reports.id, ids)),
            ),
            sql`not exists (select 1 from ${reports} where ${reports.targetUserId} = ${reviewHolds.userId} and ${reports.status} = 'open')`,
          ),
        );
    },

    /** Open reports about one person: acting on one report settles them all. */
    async openReportIdsAbout(targetUserId: string): Promise<string[]> {
      const rows = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.targetUserId, targetUserId), eq(reports.status, 'open')))
        .for('update');
      return rows.map((row) => row.id);
    },
  };
}

export type ReportRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof reportQueueQueries>['findReport']>>
>;
