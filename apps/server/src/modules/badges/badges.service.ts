import { BADGE_MAX } from '@vusal/shared/catalog/constants';
import type { BadgeSection, Badges } from '@vusal/shared/schemas/likes';
import type { Clock } from '../../clock';
import { opposite } from '../discovery';
import type { LikeCounts } from '../likes';
import type { VisitorCounts } from '../visitors';
import type { BadgesRepository } from './badges.repository';

// One past the badge's largest number: enough to show "9+", and no row more is counted.
const CAP = BADGE_MAX + 1;

type Dependencies = {
  badges: BadgesRepository;
  counts: LikeCounts;
  visitors: VisitorCounts;
  clock: Clock;
};

/** S5: what is new since the member last looked, kept on the server so every device agrees. */
export function createBadgesService({ badges, counts, visitors, clock }: Dependencies) {
  async function of(userId: string): Promise<Badges> {
    const { views, gender } = await badges.viewsOf(userId);
    const [
      newLikes,
      newMatches,
      newProfiles,
      newVisitors,
      unread,
      likesReceived,
      matchCount,
      openChats,
    ] = await Promise.all([
      badges.newLikes(userId, views?.likesViewedAt, CAP),
      badges.newMatches(userId, views?.matchesViewedAt, CAP),
      badges.newProfiles(userId, gender ? opposite[gender] : null, views?.exploreViewedAt, CAP),
      visitors.newSince(userId, views?.visitorsViewedAt, CAP),
      badges.unreadMessages(userId, CAP),
      counts.likesReceived(userId),
      counts.matches(userId),
      badges.openChats(userId),
    ]);
    return {
      likes: newLikes,
      matches: newMatches,
      explore: newProfiles,
      visitors: newVisitors,
      messages: unread,
      totals: { likesReceived, matches: matchCount, openChats },
    };
  }

  return {
    of,
    async markViewed(userId: string, sections: BadgeSection[]): Promise<Badges> {
      await badges.markViewed(userId, sections, clock.now());
      return of(userId);
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
