import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAdminMode } from '../../../lib/admin-mode';
import { chatKeys } from '../api/chat-keys';
import { getMessages } from '../api/chat-api';
import { previewMessages } from './preview-chats';
import type { Conversation } from './chat-cache';
import { mergeMessages } from './message-order';

/**
 * One chat's messages: the newest page first, older pages on demand. Live events, catch-up and
 * acknowledgements keep it current, so it is never refetched behind the member's back. Admin
 * preview shows the sample conversation.
 */
export function useConversation(matchId: string, myId: string) {
  const queryClient = useQueryClient();
  const { isOn: isPreview } = useAdminMode();
  const query = useQuery({
    queryKey: chatKeys.messages(matchId),
    queryFn: async ({ signal }): Promise<Conversation> => {
      // The sample chat's id is nobody's match: the server is not asked.
      if (isPreview) return { messages: previewMessages(myId), hasOlder: false };
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
