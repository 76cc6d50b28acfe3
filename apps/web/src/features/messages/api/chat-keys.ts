import type { ChatTab } from '@vusal/shared/schemas/chat';

/**
 * The Messages screen's query keys, in one place: the list (per tab and search) and each chat's
 * messages. Everything under `chatKeys.all` is the chat's cache, so a sign-out or a block can
 * drop it at once.
 */
export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (tab: ChatTab, search: string) => [...chatKeys.lists(), tab, search] as const,
  messages: (matchId: string) => [...chatKeys.all, 'messages', matchId] as const,
  photoReveal: (matchId: string) => [...chatKeys.all, 'photo-reveal', matchId] as const,
};
