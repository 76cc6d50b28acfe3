import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { likes, preferences, profiles } from '../../db/schema';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { cardOf, cardSelection, type CardRow } from '../members';
import { likesReceivedCount } from './like-counts';
import { receivedBy } from './likes-query-parts';

/** Why the likes page was refused, as the session hook and `requireApproved` would. */
export type ReceivedRefusal = StandingRefusal;

export type ReceivedRow = {
  id: string;
  createdAt: Date;
  isSuper: boolean;
  cursorAt: string;
  card: CardRow;
};

export type ReceivedOutcome =
  { refusal: ReceivedRefusal } | { refusal: null; rows: ReceivedRow[]; total: number | null };

type Row = Record<string, unknown> & {
  refusal: ReceivedRefusal | null;
  total: number | null;
  likeId: string | null;
  likedAt: string | Date;
  isSuper: boolean;
  cursorAt: string;
};

const viewer = sql`${sql.placeholder('userId')}`;
const keyset = { createdAt: likes.createdAt, id: likes.id };
const after = sql`(${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;

/**
 * Issue 35, P11 (decision 065): a page of the likes the member received, newest first, in one
 * statement with the lent session's standing (decision 058) and, on a first page, its total;
 * who counts is `receivedBy`'s rule, as the like's live `like:new` and the badges ask it.
 */
function pageStatement(fromCursor: boolean) {
  const ok = sql`(select refusal from verdict) is null`;
  return sql`
    with ${lentStanding(viewer)},
    verdict as (
      select case
          ${standingRefusals}
        end as refusal
    ),
    page as (
      select ${likes.id} as "likeId", ${likes.createdAt} as "likedAt", ${likes.isSuper} as "isSuper",
        ${cursorTime(likes.createdAt)} as "cursorAt", ${cardSelection()}
      from ${likes} inner join ${profiles} on ${profiles.userId} = ${likes.likerId}
        left join ${preferences} on ${preferences.userId} = ${profiles.userId}
      where ${ok} and ${receivedBy(viewer)} ${fromCursor ? sql`and ${olderThan(keyset, after)}` : sql``}
      order by ${sql.join(newestFirst(keyset), sql`, `)}
      limit ${sql.placeholder('limit')}
    )
    select verdict.refusal, ${
      fromCursor ? sql`null::int` : sql`case when ${ok} then ${likesReceivedCount(viewer)} end`
    } as total, page.*
    from verdict left join page on true
    order by page."likedAt" desc, page."likeId" desc`;
}

export function receivedStatements(db: Database) {
  const first = preparedStatement<Row>(db, 'read_received_likes', pageStatement(false));
  const next = preparedStatement<Row>(db, 'read_received_likes_after', pageStatement(true));

  /** Up to `limit` likes `userId` received, older than `after`, through the session given. */
  return async function readReceived(asked: {
    userId: string;
    sessionId: string;
    after: TimeCursor | undefined;
    limit: number;
    at: Date;
  }): Promise<ReceivedOutcome> {
    const { after: cursor, ...values } = asked;
    const rows = cursor
      ? await next({ ...values, cursorAt: cursor.t, cursorId: cursor.i })
      : await first(values);
    const head = rows[0]!;
    if (head.refusal) return { refusal: head.refusal };
    return {
      refusal: null,
      total: cursor ? null : head.total,
      rows: rows.flatMap((row) =>
        row.likeId
          ? [
              {
                id: row.likeId,
                createdAt: new Date(row.likedAt),
                isSuper: row.isSuper,
                cursorAt: row.cursorAt,
                card: cardOf(row),
              },
            ]
          : [],
      ),
    };
  };
}
