import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import type { Database } from '../../db/client';
import { blocks, preferences, profiles } from '../../db/schema';
import type { LocationVisibility } from '@vusal/shared/catalog/enums';
import { toPreview } from '../profiles/profile-view';

/**
 * What a card of another member needs: the preview fields (SECURITY 12) and the owner's
 * location choice (S4). Selected with a left join on `preferences`.
 */
export const cardColumns = {
  id: profiles.id,
  userId: profiles.userId,
  isDemo: profiles.isDemo,
  fullName: profiles.fullName,
  dateOfBirth: profiles.dateOfBirth,
  age: profiles.age,
  city: profiles.city,
  bio: profiles.bio,
  profilePhoto: profiles.profilePhoto,
  relationshipGoals: profiles.relationshipGoals,
  locationVisibility: preferences.locationVisibility,
};

export type CardRow = {
  id: string;
  userId: string | null;
  isDemo: boolean;
  fullName: string;
  dateOfBirth: string | null;
  age: number | null;
  city: CandidateCard['city'];
  bio: string | null;
  profilePhoto: string | null;
  relationshipGoals: CandidateCard['relationshipGoals'];
  locationVisibility: LocationVisibility | null;
};

export function toCard(row: CardRow, today: Date): CandidateCard {
  // A demo profile has no owner to choose: it shows its city.
  return toPreview(row, today, row.locationVisibility ?? 'city');
}

/** Approved, active, not deleted: the only profiles anyone but their owner and admins sees. */
export const isVisibleProfile: SQL = sql`${profiles.isApproved} and ${profiles.isActive} and ${profiles.deletedAt} is null`;

/** Neither blocked the other (S2, SECURITY 14); `other` is a column or a value. */
export function notBlockedEitherWay(viewerId: string, other: SQL | string): SQL {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${other})
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${viewerId})`;
}

export function createMembersRepository(db: Database) {
  return {
    /**
     * Another member as the viewer may see them: visible and not blocked either way; else
     * undefined, which every caller answers with 404 (no difference to probe).
     */
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
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
