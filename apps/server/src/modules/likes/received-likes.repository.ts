import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likes, preferences, profiles } from '../../db/schema';
import { cardColumns } from '../members';

export function createReceivedLikesRepository(db: Database) {
  // Issue 35, item 4: built once and prepared, as every like to a member with a page open reads it.
  const receivedLike = db
    .select({
      id: likes.id,
      createdAt: likes.createdAt,
      isSuper: likes.isSuper,
      card: cardColumns,
    })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.likerId))
    .leftJoin(preferences, eq(preferences.userId, profiles.userId))
    .where(eq(likes.id, sql.placeholder('likeId')))
    .prepare('find_received_like');

  return {
    /** One received like as the list shows it (for the live `like:new`). */
    async find(likeId: string) {
      const [row] = await receivedLike.execute({ likeId });
      return row;
    },
  };
}

export type ReceivedLikesRepository = ReturnType<typeof createReceivedLikesRepository>;
