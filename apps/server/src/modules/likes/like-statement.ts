import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderedPair } from '../../db/ordered-pair';
import { likes, matches, preferences, profiles, type Match } from '../../db/schema';
import {
  acceptsContactFrom,
  cardColumns,
  isHeldForReview,
  isVisibleProfile,
  notBlockedEitherWay,
  type CardRow,
} from '../members';

/** Why a like was refused, in the order the checks run (each an AppError code but the 404). */
export type LikeRefusal =
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

// The liked member's card under the names `CardRow` has, so the match view needs no other read.
const cardSelection = sql.join(
  Object.entries(cardColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * The pair's match, made only when the other like is there (and, with `source`, only when it
 * has a row); nothing when the pair has a match already.
 */
const matchIfMutual = (likerId: string, likedId: string, at: Date, source = sql``) => {
  const [user1Id, user2Id] = orderedPair(likerId, likedId);
  return sql`insert into ${matches} (user1_id, user2_id, created_at)
    select ${user1Id}, ${user2Id}, ${at}::timestamptz ${source}
    where exists (select 1 from ${likes} where liker_id = ${likedId} and liked_id = ${likerId})
    on conflict do nothing
    returning id as "matchId", created_at as "matchCreatedAt"`;
};

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
 * liker not asked to verify, the liked member visible and not blocked either way, not the same
 * gender, a recipient who accepts verified members only: S6, D5, SECURITY 14, issue 23) and the
 * writes share one snapshot, so a refused like stores nothing; the like is stored once per pair
 * of people (its unique key), and the match once per pair (its own).
 */
export async function storeLike(
  db: Database,
  like: { likerId: string; likedId: string; isSuper: boolean; at: Date },
): Promise<LikeOutcome> {
  const { likerId, likedId, isSuper, at } = like;
  const { rows } = await db.execute<Row>(sql`
    with liker as (
      select ${profiles.verificationRequired} as held, ${isHeldForReview(likerId)} as hidden,
        ${profiles.gender} as gender
      from ${profiles} where ${profiles.userId} = ${likerId}
    ),
    target as (
      select ${cardSelection}, ${profiles.gender} as gender
      from ${profiles} left join ${preferences} on ${preferences.userId} = ${profiles.userId}
      where ${profiles.userId} = ${likedId} and ${isVisibleProfile}
        and ${notBlockedEitherWay(likerId, sql`${profiles.userId}`)}
    ),
    verdict as (
      select case
        when coalesce((select held from liker), false) then 'VERIFICATION_REQUIRED'
        -- Decision 039: to a member held for review, whoever they like answers as absent.
        when coalesce((select hidden from liker), false) then 'NOT_FOUND'
        when not exists (select 1 from target) then 'NOT_FOUND'
        when (select gender from liker) = (select gender from target) then 'SAME_GENDER_LIKE'
        -- Issue 23, item 6: a member who accepts only verified members.
        when not ${acceptsContactFrom(likerId, likedId)} then 'RECIPIENT_REQUIRES_VERIFIED'
      end as refusal
    ),
    new_like as (
      insert into ${likes} (liker_id, liked_id, is_super, created_at)
      select ${likerId}, ${likedId}, ${isSuper}::boolean, ${at}::timestamptz
      from verdict where refusal is null
      on conflict (liker_id, liked_id) do nothing
      returning id
    ),
    -- Only with this like: a refused one makes nothing.
    new_match as (${matchIfMutual(likerId, likedId, at, sql`from new_like`)})
    select coalesce(verdict.refusal, case when new_like.id is null then 'ALREADY_LIKED' end) as refusal,
      new_like.id as "likeId", new_match."matchId", new_match."matchCreatedAt", target.*
    from verdict
      left join new_like on true
      left join new_match on true
      left join target on true`);
  const row = rows[0]!;
  if (row.refusal) return { refusal: row.refusal };
  const card = Object.fromEntries(
    Object.keys(cardColumns).map((key) => [key, row[key as keyof CardRow]]),
  );
  return { refusal: null, likeId: row.likeId!, card: card as CardRow, match: toMatch(row) };
}

/**
 * The second statement of a like that made no match, on a database where likes commit side by
 * side: the two likes of a pair, each in its own statement, may each have missed the other
 * (both snapshots were taken before either committed). This runs after its own like committed,
 * with a new snapshot: of two such likes, the one that committed second sees the first here,
 * so a mutual pair always gets its match, and the pair's unique key keeps it to one (S6,
 * SECURITY 13).
 */
export async function matchIfMutualAfterCommit(
  db: Database,
  like: { likerId: string; likedId: string; at: Date },
): Promise<NewMatch | undefined> {
  const { rows } = await db.execute<Pick<Row, 'matchId' | 'matchCreatedAt'>>(
    matchIfMutual(like.likerId, like.likedId, like.at),
  );
  return toMatch(rows[0]);
}
