import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  matches,
  messages,
  preferences,
  profiles,
  reportContexts,
  reports,
  reviewHolds,
  user,
  type ReportContextRow,
} from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';

/** A message as a moderator reads it in a chat's context: a report's frozen one, a marked one's. */
export const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  type: messages.type,
  body: messages.body,
  attachmentName: messages.attachmentName,
  createdAt: messages.createdAt,
};

/** What a report freezes (issue 24), and the hold that enough reports put on a member. */
export function reportContextQueries(db: Database) {
  const ofPair = (a: string, b: string) => {
    const [user1Id, user2Id] = orderedPair(a, b);
    return and(eq(matches.user1Id, user1Id), eq(matches.user2Id, user2Id));
  };

  return {
    /** Serializes reports about one member, so two at once cannot both miss the hold. */
    async lockMember(userId: string): Promise<void> {
      await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    },

    async hasChat(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(matches)
        .where(ofPair(a, b))
        .limit(1);
      return !!row;
    },

    /**
     * The pair's latest messages across every match they had, newest first: those `sender`
     * wrote, or with `from: 'others'` everyone else's (a purged author's included), none older
     * than `since`.
     */
    latestMessages(
      a: string,
      b: string,
      pick: { sender: string; from: 'sender' | 'others'; limit: number; since?: Date },
    ) {
      const bySender =
        pick.from === 'sender'
          ? eq(messages.senderId, pick.sender)
          : sql`${messages.senderId} is distinct from ${pick.sender}`;
      return db
        .select(messageColumns)
        .from(messages)
        .innerJoin(matches, eq(matches.id, messages.matchId))
        .where(
          and(ofPair(a, b), bySender, pick.since ? gte(messages.createdAt, pick.since) : undefined),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(pick.limit);
    },

    async message(messageId: string) {
      const [row] = await db
        .select(messageColumns)
        .from(messages)
        .where(eq(messages.id, messageId));
      return row;
    },

    async profileOf(userId: string) {
      const [row] = await db
        .select({ profile: profiles, locationVisibility: preferences.locationVisibility })
        .from(profiles)
        .leftJoin(preferences, eq(preferences.userId, profiles.userId))
        .where(eq(profiles.userId, userId));
      return row;
    },

    /** Reports against the member since `since`, and by how many different people. */
    async countsAgainst(userId: string, since: Date) {
      const [row] = await db
        .select({
          reports: sql<number>`count(*)::int`,
          reporters: sql<number>`count(distinct ${reports.reporterId})::int`,
        })
        .from(reports)
        .where(and(eq(reports.targetUserId, userId), gt(reports.createdAt, since)));
      return row ?? { reports: 0, reporters: 0 };
    },

    /** Different people with a report about the member still waiting for a moderator. */
    async openReportersSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${reports.reporterId})::int` })
        .from(reports)
        .where(
          and(
            eq(reports.targetUserId, userId),
            eq(reports.status, 'open'),
            gt(reports.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    async insertContext(context: ReportContextRow): Promise<void> {
      await db.insert(reportContexts).values(context);
    },

    async hold(userId: string, at: Date): Promise<void> {
      await db.insert(reviewHolds).values({ userId, heldAt: at }).onConflictDoNothing();
    },
  };
}
