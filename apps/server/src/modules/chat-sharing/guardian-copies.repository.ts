import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSharing, messages } from '../../db/schema';
import { cursorTime, olderThan, type TimeCursor } from '../../infra/keyset';

const keyset = { createdAt: messages.createdAt, id: messages.id };

/**
 * The guardian's read-only copies of one chat (decision 051): the messages sent at or after the
 * agreement, newest first. Reads the chat module's table and writes nothing: a guardian's
 * reading marks nothing as read or delivered.
 */
export function createGuardianCopiesRepository(db: Database) {
  return {
    async page(matchId: string, sharingId: string, after: TimeCursor | undefined, limit: number) {
      return db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          type: messages.type,
          body: messages.body,
          createdAt: messages.createdAt,
          cursorAt: cursorTime(messages.createdAt),
        })
        .from(messages)
        .where(
          and(
            eq(messages.matchId, matchId),
            // Compared in SQL: the agreement's microseconds stay (a JS Date would round them).
            sql`${messages.createdAt} >= (select ${chatSharing.answeredAt} from ${chatSharing} where ${chatSharing.id} = ${sharingId} and ${chatSharing.answer} = 'accepted')`,
            after && olderThan(keyset, after),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },
  };
}

export type GuardianCopiesRepository = ReturnType<typeof createGuardianCopiesRepository>;
