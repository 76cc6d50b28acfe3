import type { MatchView } from '@vusal/shared/schemas/likes';
import type { LikesDependencies } from './likes.deps';
import { toMatchView, toReceived } from './match-view';

/** The most likes one announcement tells of: a bound on its statements' size. */
export const ANNOUNCE_BATCH_MAX = 200;

/**
 * Live views read at once for members with a page open: each is a read, so more would take the
 * pool's connections (ten) from the answers of the likes that follow.
 */
export const LIVE_READS_AT_ONCE = 4;

/** A stored like, as its answer saw it: the match it made, if it did, and its view. */
export type Announced = {
  likerId: string;
  likedId: string;
  likeId: string;
  match?: Parameters<typeof toMatchView>[0];
  view?: MatchView;
};

/** Runs `work` on each of `items`, `limit` at a time. */
async function inGroups<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += limit) {
    await Promise.all(items.slice(start, start + limit).map(work));
  }
}

/**
 * What the likes tell others after their answers (issue 35, item 5), coalesced as the chat's
 * sends are (decision 057): a like that finds no announcement running goes at the end of the
 * event loop's turn with the others answered in that turn; likes answered while one runs go
 * together in the next, one announcement at a time. Each like is told as on its own (the liked
 * member's notice, the guardians of a new match's members, the live events), but the notices
 * read their recipients and claim their bursts in one statement for all of them, and the
 * guardians of every new match's members are read in one. None is dropped.
 */
export function createLikeAnnouncer(
  deps: Pick<
    LikesDependencies,
    'notifier' | 'notices' | 'members' | 'received' | 'clock' | 'log' | 'onFamilyNews'
  >,
  max = ANNOUNCE_BATCH_MAX,
) {
  const { notifier, clock } = deps;
  let waiting: Announced[] = [];
  let running = false;
  let planned = false;

  /** The liked member's live event, read only when a page of theirs is open. */
  async function live({ likerId, likedId, likeId, match }: Announced) {
    if (!notifier.isListening(likedId)) return;
    if (match) {
      const likerCard = await deps.members.findVisible(likedId, likerId);
      if (!likerCard) return;
      const view = toMatchView(match, likedId, likerCard, clock.now());
      notifier.toUser(likedId, 'match:new', { match: view });
      return;
    }
    const row = await deps.received.find(likeId);
    if (row) notifier.toUser(likedId, 'like:new', { like: toReceived(row, clock.now()) });
  }

  async function announce(batch: readonly Announced[]) {
    for (const { likerId, likedId, match, view } of batch) {
      if (match) {
        notifier.toUser(likerId, 'match:new', { match: view! });
        notifier.badgesChanged(likerId, likedId);
      } else notifier.badgesChanged(likedId);
    }
    const made = batch.flatMap(({ likerId, likedId, match }) =>
      match
        ? [
            { memberId: likerId, kind: 'new-match' as const, matchId: match.id, otherId: likedId },
            { memberId: likedId, kind: 'new-match' as const, matchId: match.id, otherId: likerId },
          ]
        : [],
    );
    if (made.length > 0) deps.onFamilyNews?.(made);
    const told = deps.notices.likesAndMatches(
      batch.map(({ likerId, likedId, match }) => ({
        recipientId: likedId,
        fromId: likerId,
        ...(match ? { matchId: match.id } : {}),
      })),
    );
    await inGroups(batch, LIVE_READS_AT_ONCE, (item) =>
      live(item).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'like could not be announced live'),
      ),
    );
    await told;
  }

  function run(): void {
    planned = false;
    const batch = waiting.slice(0, max);
    waiting = waiting.slice(max);
    running = true;
    void announce(batch)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'likes could not be announced'))
      .finally(() => {
        running = false;
        plan();
      });
  }

  function plan(): void {
    if (running || planned || waiting.length === 0) return;
    planned = true;
    setImmediate(run);
  }

  return (announced: Announced): void => {
    waiting.push(announced);
    plan();
  };
}
