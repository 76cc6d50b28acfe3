import type {
  LikeKind,
  LikeResult,
  MatchView,
  MatchesPage,
  PhotoReveal,
  ReceivedLike,
  ReceivedLikesPage,
  Relation,
} from '@vusal/shared/schemas/likes';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { Metrics } from '../../infra/metrics/metrics';
import { pageOf, readCursor } from '../../infra/keyset';
import { toCard, type CardRow, type MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { LikesRepository } from './likes.repository';
import { newMatchRow } from './like-statement';
import { otherMember, toMatchView } from './match-view';
import type { ReceivedLikesRepository } from './received-likes.repository';

export type Premium = { isPremium(userId: string): Promise<boolean> };

/** D3: no payments are taken yet, so nobody is premium and every superlike is refused. */
export const noPremium: Premium = { isPremium: async () => false };

/**
 * Issue 39, item 2 (decision 051): the chat-sharing module's say in a double consent. `holds`
 * tells whether a guardian of either member reads chats, so the chat must wait for the other
 * member's answer; `held` asks it, after the commit.
 */
export type ChatHold = {
  holds(memberIds: [string, string]): Promise<boolean>;
  held(matchId: string, memberId: string): Promise<void>;
};

type Dependencies = {
  /**
   * Issue 39: a member's new match, or a chat request to them (the other said yes first); the
   * family module tells their guardian, if the member allows it. After the commit.
   */
  onFamilyNews?: (
    memberId: string,
    kind: 'new-match' | 'chat-request',
    matchId: string,
    otherId: string,
  ) => void;
  chatHold?: ChatHold;
  /** Issue 40: the match ended; its calls end too. */
  onMatchEnded?: (matchId: string, reason: 'unmatched') => void;
  likes: LikesRepository;
  received: ReceivedLikesRepository;
  members: MembersService;
  premium: Premium;
  notifier: Notifier;
  notices: NoticeService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
  metrics: Metrics;
  /**
   * The database runs one statement at a time (embedded PGlite): a like's statement sees every
   * like committed before it, so it never needs the second one.
   */
  likesInTurn: boolean;
};

export function createLikesService(deps: Dependencies) {
  const { likes, received, members, notifier, clock } = deps;

  /** Issue 38: each of two members may now get the other's photos otherwise; both pages swap. */
  function photosChanged(a: string, b: string) {
    notifier.toUser(a, 'photos:changed', { userId: b });
    notifier.toUser(b, 'photos:changed', { userId: a });
  }

  function toReceived(row: {
    id: string;
    createdAt: Date;
    isSuper: boolean;
    card: CardRow;
  }): ReceivedLike {
    return {
      likeId: row.id,
      createdAt: row.createdAt.toISOString(),
      isSuper: row.isSuper,
      from: toCard(row.card, clock.now(), 'other'),
    };
  }

  /** Tells the liked member, after the commit: a new like, or the match to both. */
  async function announce(likerId: string, likedId: string, outcome: Outcome) {
    if (outcome.match) {
      notifier.toUser(likerId, 'match:new', { match: outcome.view! });
      notifier.badgesChanged(likerId, likedId);
      void deps.notices.newMatch(likedId, outcome.match.id, likerId);
      deps.onFamilyNews?.(likerId, 'new-match', outcome.match.id, likedId);
      deps.onFamilyNews?.(likedId, 'new-match', outcome.match.id, likerId);
      if (!notifier.isListening(likedId)) return;
      const likerCard = await members.findVisible(likedId, likerId);
      if (likerCard) {
        const view = toMatchView(outcome.match, likedId, likerCard, clock.now());
        notifier.toUser(likedId, 'match:new', { match: view });
      }
      return;
    }
    notifier.badgesChanged(likedId);
    void deps.notices.newLike(likedId, likerId);
    if (!notifier.isListening(likedId)) return;
    const row = await received.find(outcome.likeId);
    if (row) notifier.toUser(likedId, 'like:new', { like: toReceived(row) });
  }

  type Outcome = {
    likeId: string;
    match?: Parameters<typeof toMatchView>[0];
    view?: MatchView;
  };

  return {
    /**
     * S6, SECURITY 13, 16, issue 25: one statement checks, stores the like and makes the match
     * when the other like is there; where likes commit side by side a like that made no match
     * asks once more after its commit, so two simultaneous mutual likes make exactly one match.
     */
    async like(viewerId: string, userId: string, kind: LikeKind): Promise<LikeResult> {
      if (userId === viewerId) throw new AppError('SELF_LIKE');
      if (kind === 'superlike' && !(await deps.premium.isPremium(viewerId)))
        throw new AppError('PREMIUM_REQUIRED');
      const now = clock.now();
      const like = { likerId: viewerId, likedId: userId, at: now };
      const stored = await likes.store({ ...like, isSuper: kind === 'superlike' });
      if (stored.refusal === 'NOT_FOUND') throw notFound();
      if (stored.refusal) throw new AppError(stored.refusal);
      const made =
        stored.match ?? (deps.likesInTurn ? undefined : await likes.matchAfterCommit(like));
      const outcome: Outcome = {
        likeId: stored.likeId,
        match: made && newMatchRow(made, viewerId, userId),
      };
      deps.metrics.count('like');
      if (outcome.match) {
        deps.metrics.count('match');
        outcome.view = toMatchView(outcome.match, viewerId, stored.card, now);
      }
      void announce(viewerId, userId, outcome).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'like could not be announced live'),
      );
      return outcome.view
        ? { result: 'matched', kind, match: outcome.view }
        : { result: 'liked', kind };
    },

    async received(viewerId: string, cursor: string | undefined, limit: number) {
      const after = readCursor(cursor);
      const [rows, total] = await Promise.all([
        received.page(viewerId, after, limit + 1),
        after ? null : received.count(viewerId),
      ]);
      const { rows: items, nextCursor } = pageOf(rows, limit);
      const page: ReceivedLikesPage = { items: items.map(toReceived), nextCursor, total };
      return page;
    },

    async matches(viewerId: string, cursor: string | undefined, limit: number) {
      const after = readCursor(cursor);
      const [rows, total] = await Promise.all([
        likes.matchesPage(viewerId, after, limit + 1),
        after ? null : likes.countMatches(viewerId),
      ]);
      const today = clock.now();
      const { rows: items, nextCursor } = pageOf(rows, limit);
      const page: MatchesPage = {
        items: items.map((row) =>
          toMatchView(row.match, viewerId, row.card, today, row.isRevealed),
        ),
        nextCursor,
        total,
      };
      return page;
    },

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
      else if (answer) deps.onFamilyNews?.(otherId, 'chat-request', matchId, viewerId);
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

    /** Beyond the spec: either member removes the match, for both; they never meet again. */
    async unmatch(viewerId: string, matchId: string): Promise<void> {
      const match = await likes.endMatch(matchId, viewerId, clock.now());
      if (!match) throw notFound();
      const otherId = otherMember(match, viewerId);
      deps.onMatchEnded?.(matchId, 'unmatched');
      notifier.toUser(viewerId, 'match:removed', { matchId });
      if (otherId) notifier.toUser(otherId, 'match:removed', { matchId });
      if (otherId) photosChanged(viewerId, otherId);
      notifier.badgesChanged(viewerId, ...(otherId ? [otherId] : []));
    },

    /** Issue 38, item 2: whether the member shows their photos as they are to this match. */
    async photoReveal(viewerId: string, matchId: string): Promise<PhotoReveal> {
      const match = await likes.activeMatch(matchId, viewerId);
      const otherId = match ? otherMember(match, viewerId) : null;
      if (!otherId || !(await members.findVisible(viewerId, otherId))) throw notFound();
      const [revealed, visibility] = await Promise.all([
        likes.isRevealed(viewerId, otherId),
        likes.photoVisibilityOf(viewerId),
      ]);
      return { revealed, visibility };
    },

    /**
     * Issue 38, item 2: "Show my photos to Rauf" and "Hide them again", to the other member of
     * a live match only; their open pages swap the picture (`photos:changed`).
     */
    async setPhotoReveal(
      viewerId: string,
      matchId: string,
      revealed: boolean,
    ): Promise<PhotoReveal> {
      const live = await likes.activeMatch(matchId, viewerId);
      const otherId = live ? otherMember(live, viewerId) : null;
      if (!otherId || !(await members.findVisible(viewerId, otherId))) throw notFound();
      await likes.transaction(async (tx) => {
        // Locked, so an unmatch cannot slip between the check and the reveal.
        if (!(await tx.lockActiveMatch(matchId, viewerId))) throw notFound();
        if (revealed) await tx.reveal(viewerId, otherId, clock.now());
        else await tx.hide(viewerId, otherId);
      });
      notifier.toUser(otherId, 'photos:changed', { userId: viewerId });
      return { revealed, visibility: await likes.photoVisibilityOf(viewerId) };
    },

    /** The profile view's buttons: liked, liked me, the live match. */
    async relation(viewerId: string, userId: string): Promise<Relation> {
      if (userId === viewerId || !(await members.findVisible(viewerId, userId))) throw notFound();
      const [liked, likedMe, match] = await Promise.all([
        likes.hasLiked(viewerId, userId),
        likes.hasLiked(userId, viewerId),
        likes.activeMatchOfPair(viewerId, userId),
      ]);
      return {
        liked,
        likedMe,
        match: match ? { matchId: match.id, chatOpen: match.chatOpened } : null,
      };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
