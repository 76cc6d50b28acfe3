import { and, asc, eq, inArray, isNotNull, like, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  messages,
  reportContexts,
  reportEvidence,
  reports,
  type NewReportEvidence,
} from '../../db/schema';

/** SECURITY 38: the copies of the images and texts a report froze, and their retention. */
export function reportEvidenceQueries(db: Database) {
  return {
    /** The stored images among the given messages (an image's small variant comes with it). */
    imageAttachmentsOf(messageIds: string[]) {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .select({ messageId: messages.id, key: messages.attachmentKey })
        .from(messages)
        .where(
          and(
            inArray(messages.id, messageIds),
            isNotNull(messages.attachmentKey),
            like(messages.attachmentMime, 'image/%'),
          ),
        );
    },

    async insertEvidence(rows: NewReportEvidence[]): Promise<void> {
      if (rows.length) await db.insert(reportEvidence).values(rows);
    },

    async evidenceKey(reportId: string, evidenceId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ key: reportEvidence.key })
        .from(reportEvidence)
        .where(and(eq(reportEvidence.id, evidenceId), eq(reportEvidence.reportId, reportId)));
      return row?.key;
    },

    /** Evidence of reports decided before `before`, oldest decision first. */
    expiredEvidence(before: Date, limit: number) {
      return db
        .select({
          id: reportEvidence.id,
          reportId: reportEvidence.reportId,
          key: reportEvidence.key,
          decidedAt: reports.resolvedAt,
        })
        .from(reportEvidence)
        .innerJoin(reports, eq(reports.id, reportEvidence.reportId))
        .where(and(ne(reports.status, 'open'), lt(reports.resolvedAt, before)))
        .orderBy(asc(reports.resolvedAt), asc(reportEvidence.id))
        .limit(limit);
    },

    async forgetEvidence(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(reportEvidence).where(inArray(reportEvidence.id, ids));
    },

    /** Reports decided before `before` that still hold their frozen context, oldest first. */
    async expiredContexts(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ reportId: reportContexts.reportId })
        .from(reportContexts)
        .innerJoin(reports, eq(reports.id, reportContexts.reportId))
        .where(and(ne(reports.status, 'open'), lt(reports.resolvedAt, before)))
        .orderBy(asc(reports.resolvedAt), asc(reportContexts.reportId))
        .limit(limit);
      return rows.map((row) => row.reportId);
    },

    async forgetContexts(reportIds: string[]): Promise<void> {
      if (reportIds.length) {
        await db.delete(reportContexts).where(inArray(reportContexts.reportId, reportIds));
      }
    },
  };
}
