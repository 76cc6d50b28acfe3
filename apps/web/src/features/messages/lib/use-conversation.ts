import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chatKeys } from '../api/chat-keys';
import { getMessages } from '../api/chat-api';
import type { Conversation } from './chat-cache';
import { mergeMessages } from './message-order';

/**
 * One chat's messages: the newest page first, older pages on demand. Live events, catch-up and
 * acknowledgements keep it current, so it is never refetched behind the member's back.
 */
export function useConversation(matchId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.messages(matchId),
    queryFn: async ({ signal }): Promise<Conversation> => {
      const page = await getMessages(matchId, {}, signal);
      return { messages: page.messages, hasOlder: page.hasMore };
    },
    staleTime: Infinity,
  });
  const [isLoadingOlder, setLoadingOlder] = useState(false);

  const loadOlder = useCallback(async () => {
    const key = chatKeys.messages(matchId);
    const oldest = queryClient.getQueryData<Conversation>(key)?.messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await getMessages(matchId, { before: oldest.id });
      queryClient.setQueryData<Conversation>(key, (current) =>
        current
          ? { messages: mergeMessages(current.messages, page.messages), hasOlder: page.hasMore }
          : current,
      );
    } finally {
      setLoadingOlder(false);
    }
  }, [matchId, queryClient]);

  return { ...query, loadOlder, isLoadingOlder };
}
