import { queryOptions, useQuery } from '@tanstack/react-query';
import { guardianChatsSchema, type GuardianChats } from '@vusal/shared/schemas/chat-sharing';
import { apiFetch } from '../../../lib/api-client';
import { guardianQueryKey } from '../../../lib/query-client';

/** `GET /api/guardian/members/:memberId/chats`: the chats whose copies I read (decision 051). */
export async function getGuardianChats(
  memberId: string,
  signal?: AbortSignal,
): Promise<GuardianChats> {
  return guardianChatsSchema.parse(
    await apiFetch(`/api/guardian/members/${encodeURIComponent(memberId)}/chats`, { signal }),
  );
}

export const guardianChatsKey = (memberId: string) =>
  [guardianQueryKey, memberId, 'chats'] as const;

export function useGuardianChats(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: guardianChatsKey(memberId),
      queryFn: ({ signal }) => getGuardianChats(memberId, signal),
      // A refused read is an answer (scope off, guardianship ended), not a hiccup to retry.
      retry: false,
    }),
  );
}
