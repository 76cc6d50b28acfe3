import type { ModerationQueue } from '@vusal/shared/schemas/queues';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  appeals,
  markedMessageDecisions,
  messages,
  profilePhotos,
  profiles,
  reports,
  verifications,
} from '../../db/schema';

type SummaryRow = { queue: ModerationQueue; size: number; oldest_seconds: number | null };

/**
 * Issue 36, item 2: every queue's size and its oldest item's wait, in one statement. Each
 * branch is the queue's own condition, read from the index its queue is listed by (pending
 * profiles: profiles_admin_idx; photos: profile_photos_pending_idx; selfies:
 * verifications_queue_idx; reports and appeals: their *_queue_idx; marked messages:
 * messages_contact_details_idx, probing the decisions' key). `now` is the server's clock, the
 * one every wait is measured by.
 */
export function queueSummaryStatement(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const waited = (column: PgColumn) =>
    sql`floor(extract(epoch from (${at} - min(${column}))))::int`;
  return sql`
        select 'profiles' as queue, count(*)::int as size,
          ${waited(profiles.createdAt)} as oldest_seconds
          from ${profiles}
          where ${profiles.isApproved} = false and ${profiles.isActive}
            and ${profiles.deletedAt} is null and ${profiles.userId} is not null
        union all
        select 'photoReviews', count(*)::int, ${waited(profilePhotos.createdAt)}
          from ${profilePhotos}
          join ${profiles} on ${profiles.id} = ${profilePhotos.profileId}
          where ${profilePhotos.state} = 'pending' and ${profiles.userId} is not null
        union all
        select 'selfies', count(*)::int, ${waited(verifications.submittedAt)}
          from ${verifications} where ${verifications.status} = 'waiting'
        union all
        select 'reports', count(*)::int, ${waited(reports.createdAt)}
          from ${reports} where ${reports.status} = 'open'
        union all
        select 'markedMessages', count(*)::int, ${waited(messages.createdAt)}
          from ${messages}
          where ${messages.hasContactDetails} and ${messages.senderId} is not null
            and not exists (select 1 from ${markedMessageDecisions}
              where ${markedMessageDecisions.messageId} = ${messages.id})
        union all
        select 'appeals', count(*)::int, ${waited(appeals.createdAt)}
          from ${appeals} where ${appeals.status} = 'open'
      `;
}

export function queueSummaryQueries(db: Database) {
  return {
    async queueSummary(now: Date) {
      const { rows } = await db.execute<SummaryRow>(queueSummaryStatement(now));
      return rows;
    },
  };
}
