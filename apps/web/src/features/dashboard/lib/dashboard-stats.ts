import { ADMIN_PREVIEW } from '@vusal/shared/catalog/constants';
import type { Badges } from '@vusal/shared/schemas/likes';

/** The dashboard stats (details.md section 7), in the order they show. */
export type DashboardStats = {
  /** Matches whose chat is open. */
  matches: number;
  /** Likes the member received. */
  likes: number;
  newLikes: number;
  newMatches: number;
  unreadMessages: number;
};

/** A member's stats, from the server's badges answer (S5): its totals and its new-counts. */
export function statsOf(badges: Badges): DashboardStats {
  return {
    matches: badges.totals.openChats,
    likes: badges.totals.likesReceived,
    newLikes: badges.likes,
    newMatches: badges.matches,
    unreadMessages: badges.messages,
  };
}

// Admin preview mode's sample data lives beside the screen that shows it (issue 8 item 7).
const [matches, likes, newLikes, newMatches, unreadMessages] = ADMIN_PREVIEW.stats;
/** The dashboard's counts in preview: 5, 3, 2, 1, 3 (ADMIN_PREVIEW.stats, in this order). */
export const previewStats: DashboardStats = {
  matches,
  likes,
  newLikes,
  newMatches,
  unreadMessages,
};
