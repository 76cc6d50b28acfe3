import type { Database } from '../../db/client';
import { deactivateAccount, insertAudit, staffStandingOf, type NewAuditEntry } from '../admin';
import { blocksRepository } from './blocks.repository';
import { contactMessagesRepository } from './contact-messages.repository';
import { queueSummaryQueries } from './queue-summary.queries';
import { reportsRepository } from './reports.repository';
import { sanctionsRepository } from './sanctions.repository';

/**
 * Blocks, reports, sanctions and appeals, the marked messages and the queues' summary, in one
 * repository so that a
 * decision (a report settled, a sanction imposed, the member's sessions ended, the audit row)
 * commits as one transaction. The selfie checks keep their own (`verification.repository.ts`);
 * the photo review decides through the profiles module's pending photos.
 */
export function createModerationRepository(db: Database): ModerationRepository {
  return {
    ...blocksRepository(db),
    ...reportsRepository(db),
    ...sanctionsRepository(db),
    ...contactMessagesRepository(db),
    ...queueSummaryQueries(db),
    insertAudit: (entry) => insertAudit(db, entry),
    deactivate: (userId) => deactivateAccount(db, userId),
    staffStanding: (actorId, targetUserId) => staffStandingOf(db, actorId, targetUserId),
    transaction: (work) => db.transaction((tx) => work(createModerationRepository(tx))),
  };
}

export type ModerationRepository = ReturnType<typeof blocksRepository> &
  ReturnType<typeof reportsRepository> &
  ReturnType<typeof sanctionsRepository> &
  ReturnType<typeof contactMessagesRepository> &
  ReturnType<typeof queueSummaryQueries> & {
    /** SECURITY 15: the decision's audit row, in its transaction. */
    insertAudit(entry: NewAuditEntry): Promise<void>;
    /** SECURITY 8: a suspension or ban makes the profile inactive and ends every session. */
    deactivate: (userId: string) => ReturnType<typeof deactivateAccount>;
    /** SECURITY 37: the roles of who decides and who is decided about. */
    staffStanding: (actorId: string, targetUserId: string) => ReturnType<typeof staffStandingOf>;
    /** Runs `work` in one transaction, with a repository bound to it. */
    transaction<T>(work: (repository: ModerationRepository) => Promise<T>): Promise<T>;
  };
