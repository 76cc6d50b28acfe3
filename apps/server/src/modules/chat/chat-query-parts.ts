import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberRef } from '../../db/prepared';
import type { Database } from '../../db/client';
import { chatStates, matches, messages, preferences, profiles } from '../../db/schema';
import { isVisibleProfile, notBlockedEitherWay } from '../members';

const isMember = (userId: MemberRef) =>
  sql`(${matches.user1Id} = ${userId} or ${matches.user2Id} = ${userId})`;

export const otherOf = (userId: MemberRef) =>
  sql`case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end`;

/**
 * SECURITY 13, 14, S2: the member's match is a chat only while both said yes, it has not ended,
 * the other profile is visible and neither blocked the other. Needs `profiles` joined on the
 * other member.
 */
export const isOpenChatOf = (userId: MemberRef): SQL =>
  sql`${isMember(userId)} and ${matches.endedAt} is null and ${matches.chatOpened}
    and ${isVisibleProfile} and ${notBlockedEitherWay(userId, sql`${profiles.userId}`)}`;

/**
 * S8: the other member's account was purged; the member keeps the conversation, read-only,
 * with "Deleted user" in their place. Needs `profiles` left-joined on the other member.
 */
const isGoneOther = (userId: MemberRef): SQL => sql`${otherOf(userId)} is null`;

/**
 * An open chat (`isOpenChatOf`), or one whose other member's account was purged: what the
 * member may read, list and file away, though no longer write to.
 */
export const isReadableChatOf = (userId: MemberRef): SQL =>
  sql`${isMember(userId)} and ${matches.endedAt} is null and ${matches.chatOpened}
    and (${isGoneOther(userId)} or (${isVisibleProfile}
      and ${notBlockedEitherWay(userId, sql`${profiles.userId}`)}))`;

/**
 * S4: whether both members of a chat show read receipts (off unless chosen); never once one's
 * account is gone (S8). Each argument is a value, a placeholder or a column.
 */
export function receiptsShownBetween(a: MemberRef, b: MemberRef | null): SQL {
  // Typed, so a bare value or placeholder may stand where PostgreSQL cannot infer one.
  const [first, second] = [sql`(${a})::text`, sql`(${b})::text`];
  return sql`(${first} is not null and ${second} is not null and (select count(*) = 2
    from ${preferences} where ${preferences.userId} in (${first}, ${second})
      and ${preferences.showReadReceipts}))`;
}

/**
 * S5: the member's unread messages: from the other member of an open chat they have not hidden,
 * not yet read. The chat list and the dashboard badge both count with this, so they agree.
 */
export function unreadMessagesOf(db: Database, userId: MemberRef) {
  return db
    .select({ one: sql`1` })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .innerJoin(profiles, eq(profiles.userId, otherOf(userId)))
    .leftJoin(chatStates, and(eq(chatStates.matchId, matches.id), eq(chatStates.userId, userId)))
    .where(
      and(
        isOpenChatOf(userId),
        sql`${messages.senderId} <> ${userId}`,
        sql`${messages.readAt} is null`,
        sql`not coalesce(${chatStates.isHidden}, false)`,
      ),
    );
}
