/**
 * Query keys of browse and explore. Blocking someone (moderation) and liking (likes) refresh
 * these lists too, so the keys live below the features, which never import each other.
 */
export const discoveryKeys = {
  all: ['discovery'] as const,
  browse: () => ['discovery', 'browse'] as const,
  explore: (filters: object) => ['discovery', 'explore', filters] as const,
};
