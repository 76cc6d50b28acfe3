import type { Database } from '../../db/client';
import { reports, type NewReport } from '../../db/schema';
import { reportContextQueries } from './report-context.queries';
import { reportEvidenceQueries } from './report-evidence.queries';
import { reportQueueQueries } from './report-queue.queries';

/**
 * Issue 24: a report from its filing (with the context it freezes and the hold it may put on
 * the member) through the moderators' queue to the decision that settles it.
 */
export function reportsRepository(db: Database) {
  return {
    async insertReport(report: NewReport): Promise<string> {
      const [row] = await db.insert(reports).values(report).returning({ id: reports.id });
      return row!.id;
    },
    ...reportContextQueries(db),
    ...reportEvidenceQueries(db),
    ...reportQueueQueries(db),
  };
}
