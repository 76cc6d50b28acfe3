import type { MatchView } from '@vusal/shared/schemas/likes';
import { AppError, notFound } from '../../errors/app-error';
import type { LikesDependencies } from './likes.deps';
import { otherMember, toMatchView } from './match-view';

/** D14: the chat's double consent, and a chat held for the families' question (decision 051). */
export function createMatchConsent(
  deps: LikesDependencies,
  photosChanged: (a: string, b: string) => void,
) {
  const { likes, members, notifier, clock } = deps;

  return {
    /**
     * D14: each member answers once, for themselves; both yes opens the chat, any no closes it
     * (after the other's no there is nothing left to answer: CHAT_DECLINED).
     * A refused answer stores nothing, so the other member is looked up before the write (on
     * the embedded database a read outside the open transaction would wait for it).
     */
    async answer(viewerId: string, matchId: string, answer: boolean): Promise<MatchView> {
      await members.assertMayReachOut(viewerId);
      const live = await likes.activeMatch(matchId, viewerId);
      const otherId = live ? otherMember(live, viewerId) : null;
      const card = otherId ? await members.findVisible(viewerId, otherId) : undefined;
      if (!otherId || !card) throw notFound();
      // Read before the transaction, as the card is: a yes may complete the double consent.
      const isHeld =
        answer && deps.chatHold ? await deps.chatHold.holds([viewerId, otherId]) : false;
      const match = await likes.transaction(async (tx) => {
        const current = await tx.lockActiveMatch(matchId, viewerId);
        if (!current) throw notFound();
        const isFirst = current.user1Id === viewerId;
        if ((isFirst ? current.user1WantsChat : current.user2WantsChat) !== null)
          throw new AppError('CONSENT_ALREADY_GIVEN');
        if ((isFirst ? current.user2WantsChat : current.user1WantsChat) === false)
          throw new AppError('CHAT_DECLINED');
        const user1WantsChat = isFirst ? answer : current.user1WantsChat;
        const user2WantsChat = isFirst ? current.user2WantsChat : answer;
        const bothSaidYes = user1WantsChat === true && user2WantsChat === true;
        const chatOpened = bothSaidYes && !isHeld;
        // Issue 38: a declined chat takes back what either revealed.
        if (!answer && current.user1Id && current.user2Id)
          await tx.forgetRevealsBetween(current.user1Id, current.user2Id);
        return tx.saveAnswers(matchId, {
          user1WantsChat,
          user2WantsChat,
          chatOpened,
          chatOpenedAt: chatOpened ? clock.now() : null,
        });
      });
      if (match.chatOpened) void deps.notices.chatOpened(otherId, matchId, viewerId);
      else if (isHeld && match.user1WantsChat && match.user2WantsChat)
        // Asked before the answer returns, so the question is there when either page looks.
        await deps.chatHold
          ?.held(matchId, viewerId)
          .catch((error: unknown) =>
            deps.log.warn({ err: error }, 'chat sharing question could not be asked'),
          );
      else if (answer)
        deps.onFamilyNews?.([
          { memberId: otherId, kind: 'chat-request', matchId, otherId: viewerId },
        ]);
      if (!answer) photosChanged(viewerId, otherId);
      const today = clock.now();
      const myCard = await members.findVisible(otherId, viewerId);
      if (myCard) {
        const theirs = toMatchView(match, otherId, myCard, today);
        notifier.toUser(otherId, 'match:updated', { match: theirs });
        notifier.badgesChanged(otherId);
      }
      return toMatchView(match, viewerId, card, today);
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
