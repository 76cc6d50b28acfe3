import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberRef } from '../../db/prepared';
import { likes, matches } from '../../db/schema';
import { isVisibleProfile, notBlockedEitherWay } from '../members';

/** The match is `userId`'s. */
export const isMember = (userId: MemberRef) =>
  sql`(${matches.user1Id} = ${userId} or ${matches.user2Id} = ${userId})`;

/** The other member of a match of `userId`'s. */
export const otherOf = (userId: MemberRef) =>
  sql`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`;

/** Likes the member received from people they may see, not (or no longer) matched with them. */
export function receivedBy(userId: MemberRef): SQL | undefined {
  return and(
    eq(likes.likedId, userId),
    isVisibleProfile,
    notBlockedEitherWay(userId, sql`${likes.likerId}`),
    sql`not exists (select 1 from ${matches} where ${matches.user1Id} = least(${likes.likerId}, ${userId}) and ${matches.user2Id} = greatest(${likes.likerId}, ${userId}))`,
  );
}
