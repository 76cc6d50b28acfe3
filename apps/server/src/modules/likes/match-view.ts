import { matchStatus, type MatchView, type ReceivedLike } from '@vusal/shared/schemas/likes';
import type { Match } from '../../db/schema';
import { toCard, type CardRow } from '../members';

/** A match as `viewerId` sees it: their own answer first, the other member's card. */
export function toMatchView(
  match: Match,
  viewerId: string,
  other: CardRow,
  today: Date,
  isRevealed = false,
): MatchView {
  const isFirst = match.user1Id === viewerId;
  const myAnswer = isFirst ? match.user1WantsChat : match.user2WantsChat;
  const otherAnswer = isFirst ? match.user2WantsChat : match.user1WantsChat;
  return {
    matchId: match.id,
    createdAt: match.createdAt.toISOString(),
    other: toCard(other, today, match.endedAt ? 'other' : 'match', isRevealed),
    myAnswer,
    otherAnswer,
    chatOpen: match.chatOpened,
    status: matchStatus(myAnswer, otherAnswer, match.chatOpened),
  };
}

/** The other member of a match (null once their account was purged). */
export function otherMember(match: Match, viewerId: string): string | null {
  return match.user1Id === viewerId ? match.user2Id : match.user1Id;
}

/** A like received, as the liked member's likes page and live event show it. */
export function toReceived(
  row: { id: string; createdAt: Date; isSuper: boolean; card: CardRow },
  today: Date,
): ReceivedLike {
  return {
    likeId: row.id,
    createdAt: row.createdAt.toISOString(),
    isSuper: row.isSuper,
    from: toCard(row.card, today, 'other'),
  };
}
