import type { ChatTab } from '@vusal/shared/schemas/chat';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  chatStates,
  matches,
  messages,
  preferences,
  profiles,
  type Message,
} from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { cardOf, cardSelection, isRevealedTo, type CardRow } from '../members';
import { isReadableChatOf, otherOf } from './chat-query-parts';

/** Why the chat list was refused, as the session hook and `requireApproved` would. */
export type ChatListRefusal = StandingRefusal;

type LastMessage = {
  body: string | null;
  type: Message['type'];
  senderId: string | null;
  at: string;
};

/** A chat of the list; its card's columns are all null once the other's account was purged. */
export type ChatListRow = {
  matchId: string;
  card: CardRow;
  isRevealed: boolean;
  last: LastMessage | null;
  unread: number;
  isPinned: boolean;
  isArchived: boolean;
  activityAt: string | Date;
};

export type ChatListOutcome = { refusal: ChatListRefusal } | { refusal: null; rows: ChatListRow[] };

type Row = Record<string, unknown> &
  Omit<ChatListRow, 'matchId' | 'card'> & {
    refusal: ChatListRefusal | null;
    matchId: string | null;
  };

const member = sql`${sql.placeholder('userId')}`;

/**
 * Issue 35, P11 (decision 070): S1's list, pinned first, then newest activity, of one tab and
 * optionally by the other's name, in one statement with the lent session's standing (decision
 * 058). Which chats show is `isReadableChatOf`, as a chat's messages ask it; a chat whose other
 * member was purged stays, with no card (S8).
 */
function chatListStatement() {
  const last = sql`(select json_build_object(
      'body', ${messages.body}, 'type', ${messages.type},
      'senderId', ${messages.senderId}, 'at', ${messages.createdAt})
    from ${messages} where ${messages.matchId} = ${matches.id}
    order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`;
  const unread = sql`(select count(*)::int from ${messages}
    where ${messages.matchId} = ${matches.id} and ${messages.senderId} <> ${member}
      and ${messages.readAt} is null)`;
  const activity = sql`coalesce((select max(${messages.createdAt}) from ${messages}
    where ${messages.matchId} = ${matches.id}), ${matches.createdAt})`;
  const archived = sql`coalesce(${chatStates.isArchived}, false)`;
  // Null for every name: a pattern only when the member searched.
  const pattern = sql`${sql.placeholder('pattern')}::text`;
  return sql`
    with ${lentStanding(member)},
    verdict as (select case ${standingRefusals} end as refusal),
    list as (
      select ${matches.id} as "matchId", ${cardSelection()},
        ${isRevealedTo(member, profiles.userId)} as "isRevealed", ${last} as last,
        ${unread} as unread, coalesce(${chatStates.isPinned}, false) as "isPinned",
        ${archived} as "isArchived", ${activity} as "activityAt"
      from ${matches}
        left join ${profiles} on ${profiles.userId} = ${otherOf(member)}
        left join ${preferences} on ${preferences.userId} = ${profiles.userId}
        left join ${chatStates} on ${chatStates.matchId} = ${matches.id}
          and ${chatStates.userId} = ${member}
      where (select refusal from verdict) is null and ${isReadableChatOf(member)}
        and not coalesce(${chatStates.isHidden}, false)
        and ${archived} = ${sql.placeholder('archived')}::boolean
        and (${pattern} is null or ${profiles.fullName} ilike ${pattern})
    )
    select verdict.refusal, list.*
    from verdict left join list on true
    order by list."isPinned" desc, list."activityAt" desc, list."matchId" desc`;
}

export function chatListStatements(db: Database) {
  const read = preparedStatement<Row>(db, 'read_chat_list', chatListStatement());

  /** The chats of `userId` on `tab` (by the other's name with `search`), through the session given. */
  return async function readChatList(asked: {
    userId: string;
    sessionId: string;
    tab: ChatTab;
    search: string | undefined;
    at: Date;
  }): Promise<ChatListOutcome> {
    const { tab, search, ...values } = asked;
    const rows = await read({
      ...values,
      archived: tab === 'archived',
      pattern: search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null,
    });
    const head = rows[0]!;
    if (head.refusal) return { refusal: head.refusal };
    return {
      refusal: null,
      rows: rows.flatMap((row) =>
        row.matchId
          ? [
              {
                matchId: row.matchId,
                card: cardOf(row),
                isRevealed: row.isRevealed,
                last: row.last,
                unread: row.unread,
                isPinned: row.isPinned,
                isArchived: row.isArchived,
                activityAt: row.activityAt,
              },
            ]
          : [],
      ),
    };
  };
}
