import type { Database } from '../../db/client';
import { createLikesRepository } from './likes.repository';
import { createReceivedLikesRepository } from './received-likes.repository';

/** The dashboard's totals of likes and matches, counted as the likes pages count them. */
export function createLikeCounts(db: Database) {
  const received = createReceivedLikesRepository(db);
  const likes = createLikesRepository(db);
  return {
    likesReceived: (userId: string): Promise<number> => received.count(userId),
    matches: (userId: string): Promise<number> => likes.countMatches(userId),
  };
}

export type LikeCounts = ReturnType<typeof createLikeCounts>;
