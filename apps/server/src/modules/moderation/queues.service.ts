import type {
  AdminReportDetail,
  AdminReportsPage,
  adminReportsQuerySchema,
  ContactMessagesPage,
  contactMessagesQuerySchema,
} from '@vusal/shared/schemas/admin';
import type {
  AdminAppealsPage,
  adminAppealsQuerySchema,
} from '@vusal/shared/schemas/admin-decisions';
import type { z } from 'zod';
import { notFound } from '../../errors/app-error';
import { decodeCursor, encodeCursor, pageOf, readCursor } from '../../infra/keyset';
import {
  toAdminAppeal,
  toAdminReport,
  toAdminReportDetail,
  toContactMessage,
} from './moderation.mappers';
import type { ModerationRepository } from './moderation.repository';
import { reportCursorSchema } from './report-queue.queries';

type ReportsQuery = z.output<typeof adminReportsQuerySchema>;
type AppealsQuery = z.output<typeof adminAppealsQuerySchema>;
type ContactMessagesQuery = z.output<typeof contactMessagesQuerySchema>;

/** The moderators' queues: keyset pages, each an index range scan however deep it is. */
export function createQueues(repository: ModerationRepository) {
  return {
    async reports(query: ReportsQuery): Promise<AdminReportsPage> {
      const after = decodeCursor(reportCursorSchema, query.cursor);
      const rows = await repository.reportsPage(query.status, after, query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toAdminReport),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ t: last.cursorAt, i: last.id, h: last.isHeld })
            : null,
      };
    },

    /** Issue 24: one report with what it froze, for moderators and admins. */
    async report(id: string): Promise<AdminReportDetail> {
      const row = await repository.findReport(id);
      if (!row) throw notFound();
      return toAdminReportDetail(row, await repository.reportContext(id));
    },

    async appeals(query: AppealsQuery): Promise<AdminAppealsPage> {
      const after = readCursor(query.cursor);
      const rows = await repository.appealsPage(query.status, after, query.limit + 1);
      const { rows: items, nextCursor } = pageOf(rows, query.limit);
      return { items: items.map(toAdminAppeal), nextCursor };
    },

    /** Decision 021: messages sent anyway with contact details in a young chat, newest first. */
    async contactMessages(query: ContactMessagesQuery): Promise<ContactMessagesPage> {
      const after = readCursor(query.cursor);
      const rows = await repository.contactMessagesPage(after, query.limit + 1);
      const { rows: items, nextCursor } = pageOf(rows, query.limit);
      return { items: items.map(toContactMessage), nextCursor };
    },
  };
}

export type Queues = ReturnType<typeof createQueues>;
