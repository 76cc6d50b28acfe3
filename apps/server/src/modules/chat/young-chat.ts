import { YOUNG_CHAT } from '@vusal/shared/catalog/constants';
import type { Match } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Decision 021: a chat is young until it has been open for 48 hours and each member has sent 10
 * messages; until then a stranger's contact details ask the sender first. A chat opened before
 * the opening time was stored counts from the match, which is never later.
 */
export function isYoungChat(
  match: Pick<Match, 'chatOpenedAt' | 'createdAt' | 'user1Id' | 'user2Id'>,
  sentBy: ReadonlyMap<string, number>,
  now: Date,
): boolean {
  const openedAt = match.chatOpenedAt ?? match.createdAt;
  if (now.getTime() - openedAt.getTime() < YOUNG_CHAT.hours * HOUR_MS) return true;
  return [match.user1Id, match.user2Id].some(
    (member) => member === null || (sentBy.get(member) ?? 0) < YOUNG_CHAT.messagesEach,
  );
}
