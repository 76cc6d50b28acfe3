/**
 * Query keys of discovery, likes and matches. Several features read or change these lists, and
 * the realtime events update them, so the keys live in one place (features never import each
 * other).
 */
export const discoveryKeys = {
  all: ['discovery'] as const,
  browse: () => ['discovery', 'browse'] as const,
  explore: (filters: object) => ['discovery', 'explore', filters] as const,
};

export const likesKeys = {
  received: () => ['likes', 'received'] as const,
  matches: () => ['matches'] as const,
  /** Where the viewer stands with one person (the profile view's buttons). */
  relation: (userId: string) => ['relation', userId] as const,
  relations: () => ['relation'] as const,
  badges: () => ['badges'] as const,
};
