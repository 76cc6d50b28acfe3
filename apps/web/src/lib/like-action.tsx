import { createContext, use } from 'react';

/** What became of a like: the card advances on everything but `failed`. */
export type LikeOutcome = 'liked' | 'matched' | 'already' | 'skipped' | 'failed';

/** Whom a like is for: a demo profile has no user behind it and sends nothing. */
export type Likeable = { userId: string | null; isDemo: boolean };

/** The like flow as a screen outside the likes feature uses it (browse, explore). */
export type LikeAction = {
  like: (person: Likeable) => Promise<LikeOutcome>;
  isPending: boolean;
  /** The user id of the like on its way, if any. */
  pendingUserId: string | undefined;
  superlike: () => void;
};

/**
 * The likes feature implements the like flow (`features/likes`: mutation, toasts, caches) and
 * provides it here; app/ routes put that provider around browse and explore, which read it with
 * `useLikeAction`. So discovery likes without importing likes (features never import each other).
 */
export const LikeActionContext = createContext<LikeAction | null>(null);

export function useLikeAction(): LikeAction {
  const action = use(LikeActionContext);
  if (!action) throw new Error("useLikeAction needs the likes feature's LikeActions above it");
  return action;
}
