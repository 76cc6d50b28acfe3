import { useQuery } from '@tanstack/react-query';
import type { ChatTab } from '@vusal/shared/schemas/chat';
import { chatKeys } from '../api/chat-keys';
import { getChats } from '../api/chat-api';

/** One tab of the chat list; live events keep it current (`useChatLive`). */
export function useChatList(tab: ChatTab, search: string) {
  return useQuery({
    queryKey: chatKeys.list(tab, search),
    queryFn: ({ signal }) => getChats(tab, search, signal),
    placeholderData: (previous) => previous,
  });
}
