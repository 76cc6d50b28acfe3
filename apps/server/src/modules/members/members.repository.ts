import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderedPair } from '../../db/ordered-pair';
import { matches, preferences, profiles } from '../../db/schema';
import type { CardRow } from './member-card';
import {
  acceptsContactFrom,
  cardColumns,
  isHeldForReview,
  isVisibleProfile,
  notBlockedEitherWay,
  otherMemberOf,
} from './members-query-parts';

export function createMembersRepository(db: Database) {
  // Issue 35, item 4: built once and prepared, as a new match's live view reads it per match.
  const visibleCard = db
    .select(cardColumns)
    .from(profiles)
    .leftJoin(preferences, eq(preferences.userId, profiles.userId))
    .where(
      and(
        eq(profiles.userId, sql.placeholder('userId')),
        isVisibleProfile,
        notBlockedEitherWay(sql`${sql.placeholder('viewerId')}`, sql`${profiles.userId}`),
      ),
    )
    .prepare('find_visible_card');

  return {
    async findVisible(viewerId: string, userId: string): Promise<CardRow | undefined> {
      const [row] = await visibleCard.execute({ viewerId, userId });
      return row;
    },

    /** Issue 23, item 6: the recipient (a member, or the other member of a match) accepts. */
    async acceptsContact(
      senderId: string,
      to: { userId: string } | { matchId: string },
    ): Promise<boolean> {
      const recipient = 'userId' in to ? to.userId : otherMemberOf(to.matchId, senderId);
      const { rows } = await db.execute<{ accepts: boolean }>(
        sql`select ${acceptsContactFrom(senderId, recipient)} as accepts`,
      );
      return rows[0]?.accepts ?? true;
    },

    /** Whether the member was asked to verify (decision 019) or is held for review (022). */
    async standingOf(userId: string): Promise<{ mustVerify: boolean; isHeld: boolean }> {
      const [row] = await db
        .select({
          mustVerify: profiles.verificationRequired,
          isHeld: sql<boolean>`${isHeldForReview(userId)}`,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ?? { mustVerify: false, isHeld: false };
    },

    /** The storage keys of the member's approved photos, on their profile row (decision 037). */
    async approvedPhotosOf(userId: string) {
      const [row] = await db
        .select({
          profilePhoto: profiles.profilePhoto,
          additionalPhotos: profiles.additionalPhotos,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row;
    },

    /**
     * Decision 039: whether `viewerId` ever had a match with `userId` (ended or not) whose
     * profile still exists: who may still report a member now hidden from them.
     */
    async everMatched(viewerId: string, userId: string): Promise<boolean> {
      const [user1Id, user2Id] = orderedPair(viewerId, userId);
      const [row] = await db
        .select({ one: sql`1` })
        .from(matches)
        .innerJoin(profiles, eq(profiles.userId, userId))
        .where(and(eq(matches.user1Id, user1Id), eq(matches.user2Id, user2Id)))
        .limit(1);
      return !!row;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
