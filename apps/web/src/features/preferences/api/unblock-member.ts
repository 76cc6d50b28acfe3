import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { blocksKey, type BlockedPerson } from './get-blocked-people';

/** `DELETE /api/blocks/:userId`: the two may meet again in browse (S2). */
export async function unblockMember(userId: string): Promise<void> {
  await apiFetch(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: (person: BlockedPerson) => unblockMember(person.userId),
    onSuccess: (_, person) => {
      queryClient.setQueryData<BlockedPerson[]>(blocksKey, (people) =>
        people?.filter((each) => each.userId !== person.userId),
      );
      void queryClient.invalidateQueries({ queryKey: blocksKey });
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
    },
  });
}
