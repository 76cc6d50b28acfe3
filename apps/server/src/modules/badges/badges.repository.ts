import type { BadgeSection } from '@vusal/shared/schemas/likes';
import type { Database } from '../../db/client';
import { badgeViews } from '../../db/schema';

const viewColumn = {
  likes: 'likesViewedAt',
  matches: 'matchesViewedAt',
  explore: 'exploreViewedAt',
  visitors: 'visitorsViewedAt',
} as const satisfies Record<BadgeSection, keyof typeof badgeViews.$inferInsert>;

export function createBadgesRepository(db: Database) {
  return {
    async markViewed(userId: string, sections: BadgeSection[], at: Date): Promise<void> {
      const values = Object.fromEntries(sections.map((section) => [viewColumn[section], at]));
      await db
        .insert(badgeViews)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: badgeViews.userId, set: values });
    },
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
