import type { Badges } from '@vusal/shared/schemas/likes';

/** `GET /api/badges` with nothing new and no totals; override what the test is about. */
export function badgeCounts({
  totals,
  ...counts
}: Partial<Omit<Badges, 'totals'>> & { totals?: Partial<Badges['totals']> } = {}): Badges {
  return {
    likes: 0,
    matches: 0,
    explore: 0,
    visitors: 0,
    messages: 0,
    ...counts,
    totals: { likesReceived: 0, matches: 0, openChats: 0, ...totals },
  };
}
