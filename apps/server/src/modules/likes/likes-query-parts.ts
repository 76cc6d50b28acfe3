import { and, eq, sql, type SQL } from 'drizzle-orm';
import { likes, matches } from '../../db/schema';
import { isVisibleProfile, notBlockedEitherWay } from '../members';

/** Likes the member received from people they may see, not (or no longer) matched with them. */
export function receivedBy(userId: string | SQL): SQL | undefined {
  return and(
    eq(likes.likedId, userId),
    isVisibleProfile,
    notBlockedEitherWay(userId, sql`${likes.likerId}`),
    sql`not exists (select 1 from ${matches} where ${matches.user1Id} = least(${likes.likerId}, ${userId}) and ${matches.user2Id} = greatest(${likes.likerId}, ${userId}))`,
  );
}
