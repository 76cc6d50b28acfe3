import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSharing, matches, profiles, type ChatSharingRow } from '../../db/schema';
import { isVisibleProfile, notBlockedEitherWay } from '../members';

/** A live match's facts the question needs: its members and both answers to "start a chat?". */
export type HeldMatch = {
  id: string;
  user1Id: string | null;
  user2Id: string | null;
  user1WantsChat: boolean | null;
  user2WantsChat: boolean | null;
  chatOpened: boolean;
};

const isMember = (userId: string) => or(eq(matches.user1Id, userId), eq(matches.user2Id, userId));

const heldColumns = {
  id: matches.id,
  user1Id: matches.user1Id,
  user2Id: matches.user2Id,
  user1WantsChat: matches.user1WantsChat,
  user2WantsChat: matches.user2WantsChat,
  chatOpened: matches.chatOpened,
};

/**
 * The rows of the question (decision 051). Reads `matches` and `profiles` read-only: the likes
 * module writes the match, and opens its chat when the question is settled.
 */
export function createChatSharingRepository(db: Database) {
  return {
    /** The member's live match (not ended), or undefined. */
    async liveMatch(matchId: string, userId: string): Promise<HeldMatch | undefined> {
      const [row] = await db
        .select(heldColumns)
        .from(matches)
        .where(and(eq(matches.id, matchId), isMember(userId), sql`${matches.endedAt} is null`));
      return row;
    },

    /**
     * Asks once per match and guardianship; a second ask of the same changes nothing. Returns
     * the questions asked now, so each is announced once whoever asked first.
     */
    async ask(
      rows: Pick<
        ChatSharingRow,
        'matchId' | 'guardianshipId' | 'guardedId' | 'askedId' | 'relation' | 'sharingRequired'
      >[],
    ): Promise<ChatSharingRow[]> {
      if (!rows.length) return [];
      // `askedAt` is the database's time, as the answer's is: the newest question comes first.
      return db.insert(chatSharing).values(rows).onConflictDoNothing().returning();
    },

    /** Every question of the match, newest first. */
    async ofMatch(matchId: string): Promise<ChatSharingRow[]> {
      return db
        .select()
        .from(chatSharing)
        .where(eq(chatSharing.matchId, matchId))
        .orderBy(desc(chatSharing.askedAt), desc(chatSharing.id));
    },

    /**
     * The asked member's answer to the match's open questions about the guardianships given
     * (the current ones); the rows answered now, none when nothing was open.
     */
    async answer(
      matchId: string,
      askedId: string,
      guardianshipIds: string[],
      accept: boolean,
    ): Promise<ChatSharingRow[]> {
      if (!guardianshipIds.length) return [];
      return db
        .update(chatSharing)
        .set({
          answer: accept ? 'accepted' : 'declined',
          // The database's clock, as a message's time is (message-store.ts): "sent at or after
          // the agreement" compares two times of one clock.
          answeredAt: sql`clock_timestamp()`,
        })
        .where(
          and(
            eq(chatSharing.matchId, matchId),
            eq(chatSharing.askedId, askedId),
            inArray(chatSharing.guardianshipId, guardianshipIds),
            eq(chatSharing.answer, 'asked'),
          ),
        )
        .returning();
    },

    /** The member's live matches with a question, asked of them or about them, whose chat is not open. */
    async heldMatchIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: matches.id })
        .from(chatSharing)
        .innerJoin(matches, eq(matches.id, chatSharing.matchId))
        .where(
          and(
            or(eq(chatSharing.askedId, userId), eq(chatSharing.guardedId, userId)),
            sql`${matches.endedAt} is null`,
            sql`not ${matches.chatOpened}`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Full names by member, for the question's text and the guardian's lists. */
    async namesOf(userIds: string[]): Promise<Map<string, string>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ userId: profiles.userId, fullName: profiles.fullName })
        .from(profiles)
        .where(inArray(profiles.userId, userIds));
      return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.fullName]] : [])));
    },

    /**
     * The chats whose copies the guardianship's guardian reads: the other member accepted, the
     * match is live and its chat open, neither blocked the other, and the other member is still
     * someone others may see (as the member's own chat list has it).
     */
    async sharedChats(guardianshipId: string, memberId: string, matchId?: string) {
      const other = sql`case when ${matches.user1Id} = ${memberId} then ${matches.user2Id} else ${matches.user1Id} end`;
      return db
        .select({
          sharingId: chatSharing.id,
          matchId: matches.id,
          otherName: profiles.fullName,
          sharedSince: chatSharing.answeredAt,
          lastMessageAt:
            sql<Date | null>`(select max(m.created_at) from messages m where m.match_id = ${matches.id} and m.created_at >= ${chatSharing.answeredAt})`.mapWith(
              (value: string | null) => (value === null ? null : new Date(value)),
            ),
        })
        .from(chatSharing)
        .innerJoin(matches, eq(matches.id, chatSharing.matchId))
        .innerJoin(profiles, eq(profiles.userId, other))
        .where(
          and(
            eq(chatSharing.guardianshipId, guardianshipId),
            eq(chatSharing.guardedId, memberId),
            eq(chatSharing.answer, 'accepted'),
            matchId ? eq(matches.id, matchId) : undefined,
            isMember(memberId),
            sql`${matches.endedAt} is null and ${matches.chatOpened}`,
            isVisibleProfile,
            notBlockedEitherWay(memberId, sql`${profiles.userId}`),
          ),
        )
        .orderBy(desc(chatSharing.answeredAt));
    },
  };
}

export type ChatSharingRepository = ReturnType<typeof createChatSharingRepository>;
