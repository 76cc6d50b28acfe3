import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

// The columns of `messages` once, as the drivers name them and as drizzle maps them.
const messageColumns = Object.entries(getTableColumns(messages));

/** A row of `messages` as the drivers hand it to raw SQL, as drizzle's own selects map it. */
export function toMessage(raw: Record<string, unknown>): Message {
  const row: Record<string, unknown> = {};
  for (const [key, column] of messageColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Message;
}

// The batch's columns, one array each, in the order `unnest` reads them, with their types.
const arrays = [
  [messages.id, 'uuid'],
  [messages.matchId, 'uuid'],
  [messages.senderId, 'text'],
  [messages.clientId, 'text'],
  [messages.type, 'text'],
  [messages.body, 'text'],
  [messages.attachmentKey, 'text'],
  [messages.attachmentName, 'text'],
  [messages.attachmentMime, 'text'],
  [messages.attachmentSize, 'integer'],
  [messages.attachmentWidth, 'integer'],
  [messages.attachmentHeight, 'integer'],
  [messages.hasContactDetails, 'boolean'],
] as const;

/** A draft's values, in the order of `arrays`. */
function valuesOf(id: string, { matchId, senderId, clientId, content }: MessageDraft) {
  const file = content.type === 'text' ? undefined : content;
  return [
    id,
    matchId,
    senderId,
    clientId,
    content.type,
    content.type === 'text' ? content.body : null,
    file?.attachmentKey ?? null,
    file?.attachmentName ?? null,
    file?.attachmentMime ?? null,
    file?.attachmentSize ?? null,
    file?.attachmentWidth ?? null,
    file?.attachmentHeight ?? null,
    content.hasContactDetails ?? false,
  ];
}

const sender = sql.raw('wanted.sender_id');
const names = (columns: readonly { name: string }[]) =>
  sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
const batchColumns = arrays.map(([column]) => column);

/**
 * SECURITY 27, issues 25 and 35: every message, text or file, is stored by this one statement,
 * for a whole batch of sends at once (one round trip, one transaction, decision 057). Each row
 * of `wanted` (one send, `ord` its place in the batch) keeps the rules of a send on its own:
 *
 * - `chat` locks the match row, and only while it is that sender's open chat (`isOpenChatOf`).
 *   Sends take turns per match, and a block, unmatch or closing of the pair in flight (each
 *   updates that row) is waited for: after the wait PostgreSQL re-checks the locked row's new
 *   version, so no message lands after it. The rows are locked in the order of their ids, so
 *   two batches (two nodes) sharing chats wait for each other instead of deadlocking.
 * - `stored` inserts once per (match, client id), in the batch's order, taking the database's
 *   clock after the locks, so within a match `(created_at, id)` order is commit order. A client
 *   id already stored is answered with its row through `on conflict do update`, which sees a row
 *   committed while this statement waited for a lock (a plain read would not: its snapshot is
 *   older); the update touches only the sender's own row, so the other member's id answers
 *   nothing and is refused as CONFLICT. A batch never holds one (match, client id) twice (the
 *   batcher keeps the second for the next batch): PostgreSQL refuses to update a row twice.
 * - `unhidden` brings a hidden chat back into both lists when one of its rows is new.
 *
 * A sender a moderator asked to verify stores nothing (issue 23, item 7), nor one who is not
 * verified, to a member who accepts verified members only (item 6); each refusal is its row's.
 */
const statement = sql`
  with wanted as (
    select * from unnest(${sql.join(
      arrays.map(([{ name }, type]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`),
      sql`, `,
    )}) with ordinality as wanted(${names(batchColumns)}, ord)
  ),
  chat as (
    select wanted.ord, ${matches.id} as id, ${matches.user1Id} as user1_id,
      ${matches.user2Id} as user2_id
    from wanted
    inner join ${matches} on ${matches.id} = wanted.match_id
    inner join ${profiles} on ${profiles.userId} = ${otherOf(sender)}
    where ${isOpenChatOf(sender)}
    order by ${matches.id}
    for update of ${matches}
  ),
  held as (
    select wanted.ord,
      coalesce((select ${profiles.verificationRequired} from ${profiles}
        where ${profiles.userId} = ${sender}), false) as is_held,
      ${isHeldForReview(sender)} as is_hidden,
      ${acceptsContactFrom(
        sender,
        sql`case when chat.user1_id = ${sender} then chat.user2_id else chat.user1_id end`,
      )} as accepts
    from wanted
    left join chat on chat.ord = wanted.ord
  ),
  stored as (
    insert into ${messages} (${names([...batchColumns, messages.createdAt])})
    select ${sql.join(
      batchColumns.map((column) =>
        column === messages.matchId ? sql`chat.id` : sql`wanted.${sql.identifier(column.name)}`,
      ),
      sql`, `,
    )}, clock_timestamp()
    from wanted
    inner join chat on chat.ord = wanted.ord
    inner join held on held.ord = wanted.ord
    where not held.is_held and not held.is_hidden and held.accepts
    order by wanted.ord
    on conflict (${names([messages.matchId, messages.clientId])})
    do update set ${names([messages.clientId])} = excluded.${names([messages.clientId])}
      where ${messages.senderId} = excluded.${names([messages.senderId])}
    returning *
  ),
  unhidden as (
    update ${chatStates} set ${sql.identifier(chatStates.isHidden.name)} = false
    where ${chatStates.isHidden} and ${chatStates.matchId} in (
      select stored.match_id from stored inner join wanted on wanted.id = stored.id)
  )
  select wanted.ord, held.is_held, held.is_hidden, held.accepts, chat.id as chat_id,
    chat.user1_id as chat_user1_id, chat.user2_id as chat_user2_id, ${sql.join(
      messageColumns.map(([, { name }]) => sql`stored.${sql.identifier(name)}`),
      sql`, `,
    )}
  from wanted
  inner join held on held.ord = wanted.ord
  left join chat on chat.ord = wanted.ord
  left join stored on stored.match_id = wanted.match_id and stored.client_id = wanted.client_id
  order by wanted.ord`;

// Built once (issue 35, item 4): the text drizzle would otherwise rebuild for every send.
const query = new PgDialect().sqlToQuery(statement);

/** One row's answer, refusals first in the order a single send always checked them. */
function outcomeOf(answer: Record<string, unknown>, id: string): StoreOutcome {
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

/**
 * The store of `db`: `storeMessages(drafts)` stores a batch by the one statement above, prepared
 * once (named on PostgreSQL, so each connection plans it once too), and answers each draft's
 * outcome in the drafts' order. The drafts must not hold one (match, client id) twice.
 */
export function createMessageStore(db: Database) {
  const prepared = db._.session.prepareQuery(query, undefined, 'store_messages', false);
  return async function storeMessages(drafts: readonly MessageDraft[]): Promise<StoreOutcome[]> {
    // Rows of one statement can share a `created_at` (PGlite's clock counts milliseconds):
    // ids rising in the batch's order keep `(created_at, id)` in the order the sends came.
    const ids = drafts.map(() => randomUUID()).sort();
    const columns: unknown[][] = arrays.map(() => []);
    drafts.forEach((draft, n) => {
      valuesOf(ids[n]!, draft).forEach((value, at) => columns[at]!.push(value));
    });
    const values = Object.fromEntries(arrays.map(([{ name }], at) => [name, columns[at]]));
    const { rows } = (await prepared.execute(values)) as { rows: Record<string, unknown>[] };
    const outcomes: StoreOutcome[] = [];
    // `ord` counts the batch's rows from 1.
    for (const answer of rows) {
      const n = Number(answer.ord) - 1;
      outcomes[n] = outcomeOf(answer, ids[n]!);
    }
    return outcomes;
  };
}
