import type { Role } from '@vusal/shared/catalog/enums';

export const adminTabs = [
  'users',
  'verifications',
  'reports',
  'appeals',
  'reviews',
  'audit',
] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * The tabs each role sees, in order (issue 23, item 8): moderators decide verification
 * selfies, reports, appeals and photo reviews and see nothing else;
 * admins see everything. A new moderation queue joins both lists.
 */
const tabsByRole: Record<Role, readonly AdminTab[]> = {
  admin: adminTabs,
  moderator: ['verifications', 'reports', 'appeals', 'reviews'],
  user: [],
};

export const tabsFor = (role: Role): readonly AdminTab[] => tabsByRole[role];

/** Who may open /admin at all: anyone with a tab there. */
export const seesAdminPanel = (role: Role): boolean => tabsFor(role).length > 0;
