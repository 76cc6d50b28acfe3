import { useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@vusal/shared/schemas/profile';
import { useCallback } from 'react';
import { ownProfileQueryKey } from '../../../lib/own-profile';

/** The session query of features/auth; its user carries the name and the profile status. */
const sessionQueryKey = ['session'] as const;

/**
 * After a save: the answer is the new profile, so it goes straight into the cache (no flash of
 * the old one); then every cached profile view (one may be the person's own) and the session
 * are marked stale (the session is refetched in the background).
 */
export function useRefreshOwnProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: OwnProfile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      // Not awaited: the person should not wait for the session to come back to see the result.
      void queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    [queryClient],
  );
}
