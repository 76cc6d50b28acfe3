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
