import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatStates, matches, messages, profiles, type Message } from '../../db/schema';
import { acceptsContactFrom, isHeldForReview } from '../members';
import { isOpenChatOf, otherOf } from './chat-query-parts';

/** What a message carries besides its chat, sender and client id: a text, or a stored file. */
export type MessageContent =
  | { type: 'text'; body: string; hasContactDetails: boolean }
  | {
      type: 'image' | 'file';
      attachmentKey: string;
      attachmentName: string;
      attachmentMime: string;
      attachmentSize: number;
      attachmentWidth: number | null;
      attachmentHeight: number | null;
      /** A file name with contact details, sent anyway in a young chat (issue 34, item 7). */
      hasContactDetails?: boolean;
    };

export type MessageDraft = {
  matchId: string;
  senderId: string;
  clientId: string;
  content: MessageContent;
};

/** The two members of the chat a message was stored in, as `announceNew` needs them. */
export type ChatMembers = { id: string; user1Id: string | null; user2Id: string | null };

/** The chat's members still there: a purged account leaves its side empty (S8). */
export const membersOf = (match: ChatMembers) =>
  [match.user1Id, match.user2Id].filter((id) => id !== null);

/** The statement's answer: the refusal, or the stored row and whether this send stored it. */
export type StoreOutcome =
  | {
      refused:
        'VERIFICATION_REQUIRED' | 'RECIPIENT_REQUIRES_VERIFIED' | 'CHAT_NOT_FOUND' | 'CONFLICT';
    }
  | { refused?: undefined; row: Message; isNew: boolean; match: ChatMembers };

const messageColumns = Object.values(getTableColumns(messages));

/** A row of `messages` as the drivers hand it to raw SQL, as drizzle's own selects map it. */
function toMessage(raw: Record<string, unknown>): Message {
  const entries = Object.entries(getTableColumns(messages)).map(([key, column]) => {
    const value = raw[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as Message;
}

function contentValues(content: MessageContent) {
  const file = content.type === 'text' ? undefined : content;
  return sql.join(
    [
      sql`${content.type}`,
      sql`${content.type === 'text' ? content.body : null}::text`,
      sql`${file?.attachmentKey ?? null}::text`,
      sql`${file?.attachmentName ?? null}::text`,
      sql`${file?.attachmentMime ?? null}::text`,
      sql`${file?.attachmentSize ?? null}::integer`,
      sql`${file?.attachmentWidth ?? null}::integer`,
      sql`${file?.attachmentHeight ?? null}::integer`,
      sql`${content.hasContactDetails ?? false}::boolean`,
    ],
    sql`, `,
  );
}

/**
 * SECURITY 27, issue 25: every message, text or file, is stored by this one statement (one
 * round trip, its own transaction):
 *
 * - `chat` locks the match row, and only while it is the sender's open chat
 *   (`isOpenChatOf`). Sends take turns per match, and a block, unmatch or closing of the pair
 *   in flight (each updates that row) is waited for: after the wait PostgreSQL re-checks the
 *   locked row's new version, so no message lands after it.
 * - `stored` inserts once per (match, client id), taking the database's clock after the lock,
 *   so within a match `(created_at, id)` order is commit order. A client id already stored is
 *   answered with its row through `on conflict do update`, which sees a row committed while
 *   this statement waited for the lock (a plain read would not: its snapshot is older); the
 *   update touches only the sender's own row, so the other member's id answers nothing and is
 *   refused as CONFLICT, like for a text.
 * - `unhidden` brings a hidden chat back into both lists when the row is new.
 *
 * A sender a moderator asked to verify stores nothing (issue 23, item 7), nor one who is not
 * verified, to a member who accepts verified members only (item 6).
 */
export async function storeMessage(db: Database, draft: MessageDraft): Promise<StoreOutcome> {
  const { matchId, senderId, clientId, content } = draft;
  const id = randomUUID();
  const columns = sql.join(
    [
      messages.id,
      messages.matchId,
      messages.senderId,
      messages.clientId,
      messages.type,
      messages.body,
      messages.attachmentKey,
      messages.attachmentName,
      messages.attachmentMime,
      messages.attachmentSize,
      messages.attachmentWidth,
      messages.attachmentHeight,
      messages.hasContactDetails,
      messages.createdAt,
    ].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const returned = sql.join(
    messageColumns.map((column) => sql`stored.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const statement = sql`
    with chat as (
      select ${matches.id} as id, ${matches.user1Id} as user1_id, ${matches.user2Id} as user2_id
      from ${matches}
      inner join ${profiles} on ${profiles.userId} = ${otherOf(senderId)}
      where ${matches.id} = ${matchId} and ${isOpenChatOf(senderId)}
      for update of ${matches}
    ),
    held as (
      select coalesce((select ${profiles.verificationRequired} from ${profiles}
        where ${profiles.userId} = ${senderId}), false) as is_held,
        ${isHeldForReview(senderId)} as is_hidden,
        ${acceptsContactFrom(senderId, sql`(select case when chat.user1_id = ${senderId} then chat.user2_id else chat.user1_id end from chat)`)} as accepts
    ),
    stored as (
      insert into ${messages} (${columns})
      select ${id}::uuid, chat.id, ${senderId}, ${clientId}, ${contentValues(content)},
        clock_timestamp()
      from chat, held where not held.is_held and not held.is_hidden and held.accepts
      on conflict (${sql.identifier(messages.matchId.name)}, ${sql.identifier(messages.clientId.name)})
      do update set ${sql.identifier(messages.clientId.name)} = excluded.${sql.identifier(messages.clientId.name)}
        where ${messages.senderId} = ${senderId}
      returning *
    ),
    unhidden as (
      update ${chatStates} set ${sql.identifier(chatStates.isHidden.name)} = false
      where ${chatStates.matchId} = ${matchId} and ${chatStates.isHidden}
        and exists (select 1 from stored where stored.id = ${id}::uuid)
    )
    select held.is_held, held.is_hidden, held.accepts, chat.id as chat_id, chat.user1_id as chat_user1_id,
      chat.user2_id as chat_user2_id, ${returned}
    from held
    left join chat on true
    left join stored on true`;
  const result = await db.execute<Record<string, unknown>>(statement);
  const answer = result.rows[0]!;
  if (answer.is_held) return { refused: 'VERIFICATION_REQUIRED' };
  // Decision 039: to a member held for review, whoever they write to answers as absent.
  if (answer.is_hidden) return { refused: 'CHAT_NOT_FOUND' };
  if (!answer.accepts) return { refused: 'RECIPIENT_REQUIRES_VERIFIED' };
  if (!answer.chat_id) return { refused: 'CHAT_NOT_FOUND' };
  if (!answer.id) return { refused: 'CONFLICT' };
  const row = toMessage(answer);
  return {
    row,
    isNew: row.id === id,
    match: {
      id: String(answer.chat_id),
      user1Id: (answer.chat_user1_id as string | null) ?? null,
      user2Id: (answer.chat_user2_id as string | null) ?? null,
    },
  };
}
