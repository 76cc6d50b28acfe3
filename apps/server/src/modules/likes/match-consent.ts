import type { MatchView } from '@vusal/shared/schemas/likes';
import { AppError, notFound } from '../../errors/app-error';
import type { LikesDependencies } from './likes.deps';
import { toMatchView } from './match-view';

/** D14: the chat's double consent, and a chat held for the families' question (decision 051). */
export function createMatchConsent(
  deps: LikesDependencies,
  photosChanged: (a: string, b: string) => void,
) {
  const { likes, members, notifier, clock, answerConsent } = deps;

  return {
    /**
     * D14: each member answers once, for themselves; both yes opens the chat, any no closes it
     * (after the other's no there is nothing left to answer: CHAT_DECLINED). One statement
     * checks and answers (decision 063), through the session the route was given, which may be
     * one this node remembered (decision 058); a refused answer stores nothing.
     */
    async answer(
      viewer: { id: string; sessionId: string },
      matchId: string,
      answer: boolean,
    ): Promise<MatchView> {
      const viewerId = viewer.id;
      const today = clock.now();
      const values = { viewerId, sessionId: viewer.sessionId, matchId, answer, at: today };
      let outcome = await answerConsent(values);
      // Lost to a change committed after the statement's snapshot (the other's no, an unmatch,
      // this member's other answer): none is ever undone, so the next snapshot refuses.
      while (outcome.refusal === 'RACED') outcome = await answerConsent(values);
      if (outcome.refusal === 'NOT_FOUND') throw notFound();
      if (outcome.refusal) throw new AppError(outcome.refusal);
      const { match, otherId, theirCard, myCard } = outcome;
      const isHeld = answer && outcome.isHeld;
      if (match.chatOpened) void deps.notices.chatOpened(otherId, matchId, viewerId);
      else if (isHeld && match.user1WantsChat && match.user2WantsChat)
        // Asked before the answer returns, so the question is there when either page looks.
        await deps.chatHold
          .held(matchId, viewerId)
          .catch((error: unknown) =>
            deps.log.warn({ err: error }, 'chat sharing question could not be asked'),
          );
      else if (answer)
        deps.onFamilyNews?.([
          { memberId: otherId, kind: 'chat-request', matchId, otherId: viewerId },
        ]);
      if (!answer) photosChanged(viewerId, otherId);
      if (myCard) {
        const theirs = toMatchView(match, otherId, myCard, today);
        notifier.toUser(otherId, 'match:updated', { match: theirs });
        notifier.badgesChanged(otherId);
      }
      return toMatchView(match, viewerId, theirCard, today);
    },

    /**
     * Issue 39, item 2: the chat-sharing module settled the question; the held chat opens and
     * both members' pages learn it, as from a consent answer.
     */
    async openHeldChat(matchId: string): Promise<void> {
      const match = await likes.openHeldChat(matchId, clock.now());
      if (!match?.user1Id || !match.user2Id) return;
      const pair = [match.user1Id, match.user2Id] as const;
      const today = clock.now();
      for (const [memberId, otherId] of [pair, [pair[1], pair[0]] as const]) {
        void deps.notices.chatOpened(memberId, matchId, otherId);
        const card = await members.findVisible(memberId, otherId);
        if (!card) continue;
        notifier.toUser(memberId, 'match:updated', {
          match: toMatchView(match, memberId, card, today),
        });
        notifier.badgesChanged(memberId);
      }
    },
  };
}
