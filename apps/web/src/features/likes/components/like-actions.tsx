import { useMemo, type ReactNode } from 'react';
import { LikeActionContext } from '../../../lib/like-action';
import { useLikeMember, useSuperlike } from '../hooks/use-like-member';

/** Gives the screens below it (browse, explore: composed in app/) the likes feature's like flow. */
export function LikeActions({ children }: { children: ReactNode }) {
  const { like, isPending, pendingUserId } = useLikeMember();
  const superlike = useSuperlike();
  const action = useMemo(
    () => ({ like, isPending, pendingUserId, superlike }),
    [like, isPending, pendingUserId, superlike],
  );
  return <LikeActionContext value={action}>{children}</LikeActionContext>;
}
