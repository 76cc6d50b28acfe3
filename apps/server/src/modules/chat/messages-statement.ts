import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { matches, messages, profiles, type Message } from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { isReadableChatOf, otherOf, receiptsShownBetween } from './chat-query-parts';
import { toMessage } from './message-store';

/** Why a page of messages was refused, in the order the session hook and the route decided it. */
export type MessagesRefusal = StandingRefusal | 'CHAT_NOT_FOUND' | 'NOT_FOUND';

export type MessagesOutcome =
  { refusal: MessagesRefusal } | { refusal: null; rows: Message[]; receiptsShown: boolean };

type Row = Record<string, unknown> & { refusal: MessagesRefusal | null; receipts: boolean | null };

type Page = { direction: 'after' | 'before'; fromCursor: boolean };

const member = sql`${sql.placeholder('userId')}`;
const matchId = sql`${sql.placeholder('matchId')}::uuid`;

/**
 * Issue 35, P11 (decision 065): a page of a chat's messages in one statement, the lent
 * session's standing included (decision 058). The chat is one the member may read
 * (`isReadableChatOf`), the cursor a message of it, and the page up to `limit` rows next to the
 * cursor's own (created_at, id), read in SQL so its microseconds count; oldest first `after` it
 * (from the start without one), newest first `before` it (from the newest without one).
 */
function pageStatement({ direction, fromCursor }: Page) {
  const order = direction === 'after' ? sql`asc` : sql`desc`;
  const beyond = direction === 'after' ? sql`>` : sql`<`;
  return sql`
    with ${lentStanding(member)},
    chat as (
      select ${matches.user1Id} as user1_id, ${matches.user2Id} as user2_id
      from ${matches} left join ${profiles} on ${profiles.userId} = ${otherOf(member)}
      where ${matches.id} = ${matchId} and ${isReadableChatOf(member)}
    ),
    cursor as (
      select c.created_at, c.id from ${messages} c
      where ${fromCursor ? sql`c.match_id = ${matchId} and c.id = ${sql.placeholder('cursorId')}::uuid` : sql`false`}
    ),
    verdict as (
      select case
          ${standingRefusals}
          when not exists (select 1 from chat) then 'CHAT_NOT_FOUND'
          ${fromCursor ? sql`when not exists (select 1 from cursor) then 'NOT_FOUND'` : sql``}
        end as refusal,
        (select ${receiptsShownBetween(sql`user1_id`, sql`user2_id`)} from chat) as receipts
    ),
    page as (
      select * from ${messages} m
      where m.match_id = ${matchId} and (select refusal from verdict) is null
        ${fromCursor ? sql`and (m.created_at, m.id) ${beyond} (select created_at, id from cursor)` : sql``}
      order by m.created_at ${order}, m.id ${order}
      limit ${sql.placeholder('limit')}
    )
    select verdict.refusal, verdict.receipts, page.*
    from verdict left join page on true
    order by page.created_at ${order}, page.id ${order}`;
}

export function messagesStatements(db: Database) {
  const pages = {
    after: preparedStatement<Row>(
      db,
      'read_messages_after',
      pageStatement({ direction: 'after', fromCursor: false }),
    ),
    afterCursor: preparedStatement<Row>(
      db,
      'read_messages_after_cursor',
      pageStatement({ direction: 'after', fromCursor: true }),
    ),
    before: preparedStatement<Row>(
      db,
      'read_messages_before',
      pageStatement({ direction: 'before', fromCursor: false }),
    ),
    beforeCursor: preparedStatement<Row>(
      db,
      'read_messages_before_cursor',
      pageStatement({ direction: 'before', fromCursor: true }),
    ),
  };

  /** Up to `limit` messages of the chat `matchId`, read by `userId` through the session given. */
  return async function readMessages(asked: {
    userId: string;
    sessionId: string;
    matchId: string;
    direction: 'after' | 'before';
    cursorId: string | undefined;
    limit: number;
    at: Date;
  }): Promise<MessagesOutcome> {
    const { direction, cursorId, ...values } = asked;
    const read = pages[cursorId ? (`${direction}Cursor` as const) : direction];
    const rows = await read({ ...values, cursorId: cursorId ?? null });
    const first = rows[0]!;
    if (first.refusal) return { refusal: first.refusal };
    return {
      refusal: null,
      rows: rows.filter((row) => row.id !== null).map(toMessage),
      receiptsShown: first.receipts === true,
    };
  };
}
