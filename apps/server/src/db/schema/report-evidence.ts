import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { reports } from './moderation';

/**
 * SECURITY 38: copies of the images a report was about, as they were when it was sent: the
 * reported member's approved photos (`message_id` null, in their order) and the images sent in
 * the frozen conversation (`message_id` the frozen message's id, no reference: the message may
 * go). Each copy has its own random key, so replacing, deleting or purging the original leaves
 * it; served to moderators only, deleted a year after the report's decision.
 */
export const reportEvidence = pgTable(
  'report_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id'),
    position: smallint('position').notNull(),
    // The copy; its small variant is found from it (infra/storage/random-key.ts).
    key: text('key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('report_evidence_report_idx').on(t.reportId, t.position)],
);

export type ReportEvidence = typeof reportEvidence.$inferSelect;
export type NewReportEvidence = typeof reportEvidence.$inferInsert;
