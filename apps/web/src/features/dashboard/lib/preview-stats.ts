import { ADMIN_PREVIEW } from '@vusal/shared/catalog/constants';

// Admin preview mode's sample data lives beside the screen that shows it (issue 8 item 7).
/** The dashboard's counts in preview: 5, 3, 2, 1, 3 (ADMIN_PREVIEW.stats, in this order). */
export type DashboardStats = {
  matches: number;
  likes: number;
  newLikes: number;
  newMatches: number;
  unreadMessages: number;
};

const [matches, likes, newLikes, newMatches, unreadMessages] = ADMIN_PREVIEW.stats;
export const previewStats: DashboardStats = {
  matches,
  likes,
  newLikes,
  newMatches,
  unreadMessages,
};
