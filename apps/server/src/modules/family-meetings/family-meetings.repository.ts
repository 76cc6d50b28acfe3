import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  familyMeetings,
  matches,
  messages,
  profiles,
  type FamilyMeetingRow,
} from '../../db/schema';
import { isOpenChatOf, otherOf } from '../chat';

export type { FamilyMeetingRow } from '../../db/schema';

export type NewMeeting = Pick<
  FamilyMeetingRow,
  'matchId' | 'fromId' | 'toId' | 'dateFrom' | 'dateTo' | 'city' | 'note' | 'expiresAt'
> & { now: Date };

/**
 * The match as a chat open to `userId` (SECURITY 13, 14: both said yes, not ended, the other
 * visible, no block), the other member, and whether each side has written in it (a call line
 * is the server's, not a message someone wrote).
 */
async function openChat(db: Database | Transaction, matchId: string, userId: string) {
  const wrote = (member: ReturnType<typeof otherOf> | string) =>
    sql<boolean>`exists (select 1 from ${messages} where ${messages.matchId} = ${matches.id}
      and ${messages.senderId} = ${member} and ${messages.type} <> 'call')`;
  const [row] = await db
    .select({
      id: matches.id,
      otherId: sql<string>`${otherOf(userId)}`,
      openedAt: sql<Date>`coalesce(${matches.chatOpenedAt}, ${matches.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      iWrote: wrote(userId),
      otherWrote: wrote(otherOf(userId)),
    })
    .from(matches)
    .innerJoin(profiles, eq(profiles.userId, otherOf(userId)))
    .where(and(eq(matches.id, matchId), isOpenChatOf(userId)));
  return row;
}

export function createFamilyMeetingsRepository(db: Database) {
  return {
    openChat: (matchId: string, userId: string) => openChat(db, matchId, userId),

    /** The match's requests, newest first. */
    list: (matchId: string): Promise<FamilyMeetingRow[]> =>
      db
        .select()
        .from(familyMeetings)
        .where(eq(familyMeetings.matchId, matchId))
        .orderBy(desc(familyMeetings.createdAt), desc(familyMeetings.id))
        .limit(50),

    /**
     * Stores a request unless one is pending for the match: a pending row past its expiry is
     * marked expired first, then the partial unique index decides between concurrent sends on
     * any node (the loser's insert finds the row and stores nothing: undefined).
     */
    async insertPending(input: NewMeeting): Promise<FamilyMeetingRow | undefined> {
      const { now, ...values } = input;
      return db.transaction(async (tx) => {
        await tx
          .update(familyMeetings)
          .set({ status: 'expired' })
          .where(
            and(
              eq(familyMeetings.matchId, values.matchId),
              eq(familyMeetings.status, 'pending'),
              lte(familyMeetings.expiresAt, now),
            ),
          );
        const [row] = await tx
          .insert(familyMeetings)
          .values({ ...values, createdAt: now })
          .onConflictDoNothing()
          .returning();
        return row;
      });
    },

    /** Answers a pending, unexpired request sent to `toId`, once; undefined otherwise. */
    async answer(
      meetingId: string,
      toId: string,
      status: 'accepted' | 'declined',
      now: Date,
    ): Promise<FamilyMeetingRow | undefined> {
      const [row] = await db
        .update(familyMeetings)
        .set({ status, answeredAt: now })
        .where(
          and(
            eq(familyMeetings.id, meetingId),
            eq(familyMeetings.toId, toId),
            eq(familyMeetings.status, 'pending'),
            sql`${familyMeetings.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row;
    },

    /** The request if `userId` is its sender or recipient. */
    async findOf(meetingId: string, userId: string): Promise<FamilyMeetingRow | undefined> {
      const [row] = await db
        .select()
        .from(familyMeetings)
        .where(
          and(
            eq(familyMeetings.id, meetingId),
            or(eq(familyMeetings.fromId, userId), eq(familyMeetings.toId, userId)),
          ),
        );
      return row;
    },

    /**
     * Every request the member sent or received, newest first, with both members' names: what
     * a guardian of the member reads (decision 052).
     */
    async ofMember(memberId: string) {
      const from = sql`(select ${profiles.fullName} from ${profiles} where ${profiles.userId} = ${familyMeetings.fromId})`;
      const to = sql`(select ${profiles.fullName} from ${profiles} where ${profiles.userId} = ${familyMeetings.toId})`;
      return db
        .select({
          meeting: familyMeetings,
          fromName: sql<string | null>`${from}`,
          toName: sql<string | null>`${to}`,
        })
        .from(familyMeetings)
        .where(or(eq(familyMeetings.fromId, memberId), eq(familyMeetings.toId, memberId)))
        .orderBy(desc(familyMeetings.createdAt), desc(familyMeetings.id))
        .limit(100);
    },
  };
}

export type FamilyMeetingsRepository = ReturnType<typeof createFamilyMeetingsRepository>;
