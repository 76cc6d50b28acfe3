import type {
  AdminReportDetail,
  AdminReportsPage,
  adminReportsQuerySchema,
  ContactMessageDetail,
  ContactMessagesPage,
  contactMessagesQuerySchema,
} from '@vusal/shared/schemas/admin';
import type {
  AdminAppealsPage,
  adminAppealsQuerySchema,
} from '@vusal/shared/schemas/admin-decisions';
import type { z } from 'zod';
import { minutesSince, type Clock } from '../../clock';
import { notFound } from '../../errors/app-error';
import { decodeCursor, encodeCursor, pageOf, readCursor } from '../../infra/keyset';
import {
  toAdminAppeal,
  toAdminReport,
  toAdminReportDetail,
  toContactMessage,
  toMarkedContextMessage,
} from './moderation.mappers';
import type { ModerationRepository } from './moderation.repository';
import { reportCursorSchema } from './report-queue.queries';

type ReportsQuery = z.output<typeof adminReportsQuerySchema>;
type AppealsQuery = z.output<typeof adminAppealsQuerySchema>;
type ContactMessagesQuery = z.output<typeof contactMessagesQuerySchema>;

/**
 * The moderators' queues: keyset pages, each an index range scan however deep it is. Each item
 * says how long it waited (until decided), by the server's clock (issue 34, item 12).
 */
export function createQueues(repository: ModerationRepository, clock: Clock) {
  return {
    async reports(query: ReportsQuery): Promise<AdminReportsPage> {
      const after = decodeCursor(reportCursorSchema, query.cursor);
      const rows = await repository.reportsPage(query.status, after, query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const now = clock.now();
      return {
        items: items.map((row) => ({
          ...toAdminReport(row),
          waitedMinutes: minutesSince(row.createdAt, row.resolvedAt ?? now),
        })),
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
      const now = clock.now();
      return {
        items: items.map((row) => ({
          ...toAdminAppeal(row),
          waitedMinutes: minutesSince(row.createdAt, row.decidedAt ?? now),
        })),
        nextCursor,
      };
    },

    /** Decision 021, issue 34 item 4: messages sent anyway with contact details in a young chat. */
    async contactMessages(query: ContactMessagesQuery): Promise<ContactMessagesPage> {
      const after = readCursor(query.cursor);
      const rows = await repository.contactMessagesPage(query.status, after, query.limit + 1);
      const { rows: items, nextCursor } = pageOf(rows, query.limit);
      const now = clock.now();
      return { items: items.map((row) => toContactMessage(row, now)), nextCursor };
    },

    /** One marked message with a few of its chat's messages on each side, read-only. */
    async contactMessage(id: string): Promise<ContactMessageDetail> {
      const row = await repository.findMarkedMessage(id);
      if (!row) throw notFound();
      const around = await repository.messagesAround(row.matchId, row.id);
      return {
        ...toContactMessage(row, clock.now()),
        around: around.map((message) => toMarkedContextMessage(message, row)),
      };
    },
  };
}

export type Queues = ReturnType<typeof createQueues>;
