import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatSharingListSchema, type ChatSharingList } from '@vusal/shared/schemas/chat-sharing';
import { apiFetch } from '../../../lib/api-client';
import { chatSharingKeys } from '../../../lib/chat-sharing-keys';

/** `GET /api/chat-sharing`: my matches waiting on a question about a guardian, or closed by one. */
export async function getChatSharing(signal?: AbortSignal): Promise<ChatSharingList> {
  return chatSharingListSchema.parse(await apiFetch('/api/chat-sharing', { signal }));
}

export function chatSharingQueryOptions() {
  return queryOptions({
    queryKey: chatSharingKeys.list(),
    queryFn: ({ signal }) => getChatSharing(signal),
  });
}

export function useChatSharing() {
  return useQuery(chatSharingQueryOptions());
}
