import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderedPair } from '../../db/ordered-pair';
import { preparedStatement } from '../../db/prepared';
import { likePairs, likes, matches, preferences, profiles, type Match } from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import {
  acceptsContactFrom,
  cardOf,
  cardSelection,
  isHeldForReview,
  isVisibleProfile,
  notBlockedEitherWay,
  type CardRow,
} from '../members';

/** Why a like was refused, in the order the checks run (each an AppError code but the 404). */
export type LikeRefusal =
  | StandingRefusal
  | 'VERIFICATION_REQUIRED'
  | 'NOT_FOUND'
  | 'SAME_GENDER_LIKE'
  | 'RECIPIENT_REQUIRES_VERIFIED'
  | 'ALREADY_LIKED';

type NewMatch = Pick<Match, 'id' | 'createdAt'>;

export type LikeOutcome =
  | { refusal: LikeRefusal }
  | { refusal: null; likeId: string; card: CardRow; match: NewMatch | undefined };

type Row = Record<keyof CardRow, unknown> & {
  refusal: LikeRefusal | null;
  likeId: string | null;
  matchId: string | null;
  matchCreatedAt: string | Date | null;
};

// Every value of the like's statement, given per call (`likeValues`).
const liker = sql`${sql.placeholder('likerId')}`;
const liked = sql`${sql.placeholder('likedId')}`;
const at = sql`${sql.placeholder('at')}::timestamptz`;
const user1 = sql`${sql.placeholder('user1Id')}`;
const user2 = sql`${sql.placeholder('user2Id')}`;
// Whether the liker is the pair's first member (user1_id).
const first = sql`${sql.placeholder('first')}::boolean`;

const toMatch = (row: Pick<Row, 'matchId' | 'matchCreatedAt'> | undefined) =>
  row?.matchId ? { id: row.matchId, createdAt: new Date(row.matchCreatedAt!) } : undefined;

/** The row of a match just made: nobody has answered, nothing has ended (D14). */
export function newMatchRow(made: NewMatch, a: string, b: string): Match {
  const [user1Id, user2Id] = orderedPair(a, b);
  return {
    ...made,
    user1Id,
    user2Id,
    user1WantsChat: null,
    user2WantsChat: null,
    chatOpened: false,
    chatOpenedAt: null,
    endedAt: null,
    endedBy: null,
  };
}

/**
 * Issue 25, item 2: a like in one statement, autocommitted. Every check the like needs (the
 * session still counts and its member may act, decision 058; the liker not asked to verify, the
 * liked member visible and not blocked either way, not the same gender, a recipient who accepts
 * verified members only: S6, D5, SECURITY 14, issue 23) and the writes share one snapshot, so a
 * refused like stores nothing; the like is stored once per pair of people (its unique key), and
 * the match once per pair (its own).
 */
const likeStatement = sql`
    with ${lentStanding(liker)},
    liker as (
      select ${profiles.verificationRequired} as held, ${isHeldForReview(liker)} as hidden,
        ${profiles.gender} as gender
      from ${profiles} where ${profiles.userId} = ${liker}
    ),
    target as (
      -- The liked member's card, so the match view needs no other read.
      select ${cardSelection()}, ${profiles.gender} as gender
      from ${profiles} left join ${preferences} on ${preferences.userId} = ${profiles.userId}
      where ${profiles.userId} = ${liked} and ${isVisibleProfile}
        and ${notBlockedEitherWay(liker, sql`${profiles.userId}`)}
    ),
    verdict as (
      select case
        -- Decision 058: the session the route was lent, as the session hook would read it now.
        ${standingRefusals}
        when coalesce((select held from liker), false) then 'VERIFICATION_REQUIRED'
        -- Decision 039: to a member held for review, whoever they like answers as absent.
        when coalesce((select hidden from liker), false) then 'NOT_FOUND'
        when not exists (select 1 from target) then 'NOT_FOUND'
        when (select gender from liker) = (select gender from target) then 'SAME_GENDER_LIKE'
        -- Issue 23, item 6: a member who accepts only verified members.
        when not ${acceptsContactFrom(liker, liked)} then 'RECIPIENT_REQUIRES_VERIFIED'
      end as refusal
    ),
    new_like as (
      insert into ${likes} (liker_id, liked_id, is_super, created_at)
      select ${liker}, ${liked}, ${sql.placeholder('isSuper')}::boolean, ${at}
      from verdict where refusal is null
      on conflict (liker_id, liked_id) do nothing
      returning id
    ),
    -- Decision 073: the pair's row, where this like and the other one meet. Upserted only with
    -- this like, so a refused one makes nothing. When the other like is being stored at the
    -- same moment, this waits for its commit and reads the row as that commit left it.
    pair as (
      insert into ${likePairs} (user1_id, user2_id, user1_liked, user2_liked)
      select ${user1}, ${user2}, ${first}, not ${first} from new_like
      on conflict (user1_id, user2_id) do update
        set user1_liked = ${likePairs.user1Liked} or excluded.user1_liked,
          user2_liked = ${likePairs.user2Liked} or excluded.user2_liked
      returning user1_liked and user2_liked as mutual
    ),
    -- The other like committed before this statement began (it may predate the pairs' rows),
    -- or during it, as the pair's row tells; the pair's key keeps the match to one.
    new_match as (
      insert into ${matches} (user1_id, user2_id, created_at)
      select ${user1}, ${user2}, ${at} from pair
      where pair.mutual
        or exists (select 1 from ${likes} where liker_id = ${liked} and liked_id = ${liker})
      on conflict do nothing
      returning id as "matchId", created_at as "matchCreatedAt"
    )
    select coalesce(verdict.refusal, case when new_like.id is null then 'ALREADY_LIKED' end) as refusal,
      new_like.id as "likeId", new_match."matchId", new_match."matchCreatedAt", target.*
    from verdict
      left join new_like on true
      left join new_match on true
      left join target on true`;

type Like = { likerId: string; likedId: string; at: Date };

function likeValues({ likerId, likedId, at }: Like) {
  const [user1Id, user2Id] = orderedPair(likerId, likedId);
  return { likerId, likedId, at, user1Id, user2Id, first: likerId === user1Id };
}

/**
 * Issue 35, item 4: the like's statement, built once per database and run as a prepared
 * statement, so a like builds no SQL.
 */
export function likeStatements(db: Database) {
  const store = preparedStatement<Row>(db, 'store_like', likeStatement);

  return {
    /** The like of `likerId`, through the session `sessionId` the route was given. */
    async storeLike(like: Like & { sessionId: string; isSuper: boolean }): Promise<LikeOutcome> {
      const [row] = await store({
        ...likeValues(like),
        sessionId: like.sessionId,
        isSuper: like.isSuper,
      });
      if (row!.refusal) return { refusal: row!.refusal };
      return { refusal: null, likeId: row!.likeId!, card: cardOf(row!), match: toMatch(row) };
    },
  };
}
