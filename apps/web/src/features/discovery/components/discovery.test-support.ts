import type { AppliedFilters } from '@vusal/shared/schemas/discovery';
import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import { sessionUser } from '../../../test/session';

/** What the browse and explore screens' tests share: who looks, and the page the server sends. */

export const approvedMember = sessionUser({ profileStatus: 'approved' });

const defaultFilters: AppliedFilters = {
  minAge: 18,
  maxAge: 50,
  city: null,
  goals: [],
  order: 'newest',
  showEveryone: false,
  verifiedOnly: false,
};

/**
 * The reply of `GET /api/discovery/browse` or `/explore`: `items` on one page, counted exactly,
 * and the filters the server applied (its defaults; override what the test is about).
 */
export function candidatePage(items: ProfilePreview[], filters: Partial<AppliedFilters> = {}) {
  return {
    body: {
      items,
      nextCursor: null,
      total: { count: items.length, isCapped: false },
      filters: { ...defaultFilters, ...filters },
    },
  };
}
