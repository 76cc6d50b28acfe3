import type { Role } from '@vusal/shared/catalog/enums';
import type { ModerationQueue } from '@vusal/shared/schemas/queues';

export const adminTabs = [
  'users',
  'verifications',
  'reports',
  'markedMessages',
  'appeals',
  'reviews',
  'audit',
] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * The tabs each role sees, in order (issue 23, item 8): moderators decide verification
 * selfies, reports, marked messages, appeals and photo reviews and see nothing else;
 * admins see everything. A new moderation queue joins both lists.
 */
const tabsByRole: Record<Role, readonly AdminTab[]> = {
  admin: adminTabs,
  moderator: ['verifications', 'reports', 'markedMessages', 'appeals', 'reviews'],
  user: [],
};

export const tabsFor = (role: Role): readonly AdminTab[] => tabsByRole[role];

/** Who may open /admin at all: anyone with a tab there. */
export const seesAdminPanel = (role: Role): boolean => tabsFor(role).length > 0;

/**
 * The queue whose open count a tab shows (issue 34, item 12); the users tab counts the
 * profiles pending approval, the audit log counts nothing.
 */
export const queueOfTab: Record<AdminTab, ModerationQueue | null> = {
  users: 'profiles',
  verifications: 'selfies',
  reports: 'reports',
  markedMessages: 'markedMessages',
  appeals: 'appeals',
  reviews: 'photoReviews',
  audit: null,
};

/** The queues a role works on, in its tabs' order: its dashboard panel shows these. */
export const queuesFor = (role: Role): ModerationQueue[] =>
  tabsFor(role).flatMap((tab) => queueOfTab[tab] ?? []);
