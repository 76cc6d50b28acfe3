import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  guardianMessagesPageSchema,
  type GuardianMessagesPage,
} from '@vusal/shared/schemas/chat-sharing';
import { apiFetch } from '../../../lib/api-client';
import { guardianQueryKey } from '../../../lib/query-client';

/** `GET …/chats/:matchId/messages`: the copies, newest first; the cursor pages to older ones. */
export async function getGuardianMessages(
  memberId: string,
  matchId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<GuardianMessagesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const path = `/api/guardian/members/${encodeURIComponent(memberId)}/chats/${encodeURIComponent(matchId)}/messages${query}`;
  return guardianMessagesPageSchema.parse(await apiFetch(path, { signal }));
}

export function useGuardianMessages(memberId: string, matchId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [guardianQueryKey, memberId, 'chats', matchId] as const,
      queryFn: ({ pageParam, signal }) => getGuardianMessages(memberId, matchId, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      retry: false,
    }),
  );
}
