/**
 * Query keys of likes and matches. The likes feature owns the queries; the realtime events,
 * the badges, the chat and moderation update the same caches, and they sit below the features
 * (lib/) or beside them, so the keys live here, the one place all of them can import.
 */
export const likesKeys = {
  received: () => ['likes', 'received'] as const,
  matches: () => ['matches'] as const,
  /** Where the viewer stands with one person (the profile view's buttons). */
  relation: (userId: string) => ['relation', userId] as const,
  relations: () => ['relation'] as const,
  badges: () => ['badges'] as const,
};
