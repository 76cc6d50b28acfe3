import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { useEffect } from 'react';
import { saveOfflineChats } from '../../../lib/offline-chats';
import { useLocale } from '../../../lib/use-locale';

// The offline page is a short list, not the app: the chats at the top of the list.
const OFFLINE_CHATS_MAX = 20;

/**
 * Issue 38 (decision 054): the active list, as the installed app may show it offline: names and
 * the pictures the member may keep. Rewritten when the list changes, so a photo swap (which
 * refetches the list) replaces the kept picture.
 */
export function useOfflineChats(chats: ChatListItem[] | undefined) {
  const { language } = useLocale();
  useEffect(() => {
    if (!chats) return;
    const shown = chats.flatMap((chat) =>
      chat.other ? [{ name: chat.other.fullName, photoUrl: chat.other.photoUrl }] : [],
    );
    void saveOfflineChats(shown.slice(0, OFFLINE_CHATS_MAX), language);
  }, [chats, language]);
}
