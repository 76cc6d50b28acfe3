import { useQuery } from '@tanstack/react-query';
import type { ChatTab } from '@vusal/shared/schemas/chat';
import { useAdminMode } from '../../../lib/admin-mode';
import { chatKeys } from '../api/chat-keys';
import { getChats } from '../api/chat-api';
import { previewChatList } from './preview-chats';

/**
 * One tab of the chat list; live events keep it current (`useChatLive`). In admin preview the
 * sample chat, under a key of its own, and nothing is fetched.
 */
export function useChatList(tab: ChatTab, search: string) {
  const { isOn: isPreview } = useAdminMode();
  return useQuery({
    queryKey: isPreview ? chatKeys.previewList(tab, search) : chatKeys.list(tab, search),
    queryFn: ({ signal }) =>
      isPreview ? previewChatList(tab, search) : getChats(tab, search, signal),
    placeholderData: (previous) => previous,
  });
}
