import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preferences, profiles } from '../../db/schema';
import type { CardRow } from './member-card';
import {
  acceptsContactFrom,
  cardColumns,
  isVisibleProfile,
  notBlockedEitherWay,
  otherMemberOf,
} from './members-query-parts';

export function createMembersRepository(db: Database) {
  return {
    async findVisible(viewerId: string, userId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select(cardColumns)
        .from(profiles)
        .leftJoin(preferences, eq(preferences.userId, profiles.userId))
        .where(
          and(
            eq(profiles.userId, userId),
            isVisibleProfile,
            notBlockedEitherWay(viewerId, sql`${profiles.userId}`),
          ),
        );
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

    async isVerificationRequired(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ required: profiles.verificationRequired })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.required ?? false;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
