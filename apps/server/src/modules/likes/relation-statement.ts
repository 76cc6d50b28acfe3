import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderedPair } from '../../db/ordered-pair';
import { preparedStatement } from '../../db/prepared';
import { likes, matches, profiles } from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { isVisibleProfile, notBlockedEitherWay } from '../members';

/** Why a relation was refused, in the order the session hook and the route decided it. */
export type RelationRefusal = StandingRefusal | 'NOT_FOUND';

type Row = {
  refusal: RelationRefusal | null;
  liked: boolean;
  likedMe: boolean;
  matchId: string | null;
  chatOpen: boolean | null;
};

export type RelationOutcome =
  | { refusal: RelationRefusal }
  | {
      refusal: null;
      liked: boolean;
      likedMe: boolean;
      match: { matchId: string; chatOpen: boolean } | null;
    };

const viewer = sql`${sql.placeholder('viewerId')}`;
const other = sql`${sql.placeholder('userId')}`;

/**
 * Issue 35, P11 (decision 065): the profile view's buttons in one statement, the lent session's
 * standing included (decision 058); the other member answers only while visible to the viewer
 * and not blocked either way (the members module's rule, as `findVisible` asks it).
 */
const relationStatement = sql`
    with ${lentStanding(viewer)}
    select case
        ${standingRefusals}
        when not exists (select 1 from ${profiles} where ${profiles.userId} = ${other}
          and ${isVisibleProfile} and ${notBlockedEitherWay(viewer, sql`${profiles.userId}`)})
          then 'NOT_FOUND'
      end as refusal,
      exists (select 1 from ${likes} where ${likes.likerId} = ${viewer}
        and ${likes.likedId} = ${other}) as liked,
      exists (select 1 from ${likes} where ${likes.likerId} = ${other}
        and ${likes.likedId} = ${viewer}) as "likedMe",
      ${matches.id} as "matchId", ${matches.chatOpened} as "chatOpen"
    from (select 1) as asked left join ${matches} on ${matches.user1Id} = ${sql.placeholder('user1Id')}
      and ${matches.user2Id} = ${sql.placeholder('user2Id')} and ${matches.endedAt} is null`;

export function relationStatements(db: Database) {
  const read = preparedStatement<Row>(db, 'read_relation', relationStatement);
  /** `viewerId`'s relation to `userId`, through the session `sessionId` the route was given. */
  return async function readRelation(asked: {
    viewerId: string;
    sessionId: string;
    userId: string;
    at: Date;
  }): Promise<RelationOutcome> {
    const [user1Id, user2Id] = orderedPair(asked.viewerId, asked.userId);
    const [row] = await read({ ...asked, user1Id, user2Id });
    if (row!.refusal) return { refusal: row!.refusal };
    return {
      refusal: null,
      liked: row!.liked,
      likedMe: row!.likedMe,
      match: row!.matchId ? { matchId: row!.matchId, chatOpen: !!row!.chatOpen } : null,
    };
  };
}
