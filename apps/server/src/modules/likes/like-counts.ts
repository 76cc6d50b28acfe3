import { sql, type SQL } from 'drizzle-orm';
import { likes, matches, profiles } from '../../db/schema';
import { isVisibleProfile } from '../members';
import { isMember, otherOf, receivedBy } from './likes-query-parts';

/**
 * How many likes `userId` (a value or placeholder) received, as the likes page counts them: a
 * scalar subquery, for the page's total and the dashboard's.
 */
export const likesReceivedCount = (userId: string | SQL) =>
  sql<number>`(select count(*)::int from ${likes} inner join ${profiles}
    on ${profiles.userId} = ${likes.likerId} where ${receivedBy(userId)})`;

/** How many live matches `userId` has, as the matches page counts them: a scalar subquery. */
export const liveMatchesCount = (userId: string | SQL) =>
  sql<number>`(select count(*)::int from ${matches} inner join ${profiles}
    on ${profiles.userId} = ${otherOf(userId)}
    where ${isMember(userId)} and ${matches.endedAt} is null and ${isVisibleProfile})`;
