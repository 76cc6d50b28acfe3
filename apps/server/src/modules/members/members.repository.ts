import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preferences, profiles } from '../../db/schema';
import type { CardRow } from './member-card';
import { cardColumns, isVisibleProfile, notBlockedEitherWay } from './members-query-parts';

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
