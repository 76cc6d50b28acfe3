import type { PageModule } from './pages';

/**
 * The signed-in pages' modules, in a chunk of their own that the first signed-in page fetches
 * with its layouts. Each dynamic import carries the list of chunks to fetch with it; kept in
 * the entry (app/pages.ts), these lists for some thirty pages were 3 KB of every public page's
 * first JavaScript (P9).
 */
export const memberPages = {
  dashboard: () => import('./routes/dashboard'),
  admin: () => import('./routes/admin'),
  'change-password': () => import('./routes/change-password'),
  'delete-account': () => import('./routes/delete-account'),
  'data-export': () => import('./routes/data-export'),
  'my-profile': () => import('./routes/my-profile'),
  'profile-setup': () => import('./routes/profile-setup'),
  'profile-view': () => import('./routes/profile-view'),
  preferences: () => import('./routes/preferences'),
  questions: () => import('./routes/questions'),
  verification: () => import('./routes/verification'),
  'edit-profile': () => import('./routes/edit-profile'),
  'profile-proposals': () => import('./routes/profile-proposals'),
  'guardian-member-profile': () => import('./routes/guardian-member-profile'),
  browse: () => import('./routes/browse'),
  explore: () => import('./routes/explore'),
  'likes-and-matches': () => import('./routes/likes-and-matches'),
  matches: () => import('./routes/matches'),
  visitors: () => import('./routes/visitors'),
  messages: () => import('./routes/messages'),
  'guardian-home': () => import('./routes/guardian-home'),
  'guardian-member': () => import('./routes/guardian-member'),
  'guardian-chats': () => import('./routes/guardian-chats'),
  'guardian-chat': () => import('./routes/guardian-chat'),
  'guardian-member-meetings': () => import('./routes/guardian-member-meetings'),
} satisfies Record<string, () => Promise<PageModule>>;

export type MemberPageName = keyof typeof memberPages;
