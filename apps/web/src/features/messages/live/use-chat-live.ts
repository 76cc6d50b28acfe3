import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@vusal/shared/events';
import { useEffect, useRef } from 'react';
import { listen, request, send } from '../../../lib/socket';
import { chatKeys } from '../api/chat-keys';
import {
  applyDelivered,
  applyRead,
  dropChat,
  lastMessageOf,
  markChatRead,
  receiveMessages,
  type Conversation,
} from '../lib/chat-cache';
import { isBlockedHere } from '../lib/use-chat-actions';
import { setPresence, setTyping } from './live-store';

/** The chat on screen, read by the handlers without subscribing again when it changes. */
type OpenChat = { matchId: string | null; myId: string };

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Marks the open chat read (S4): its unread messages, the list's count and the badge. */
export function sendRead(queryClient: QueryClient, matchId: string): void {
  send('message:read', { matchId });
  markChatRead(queryClient, matchId);
}

/**
 * Catch-up (SECURITY 29): every message after the last one this page has, page by page until
 * the server says there is no more; merged by id, so live events met on the way are harmless.
 */
export async function catchUp(
  queryClient: QueryClient,
  open: OpenChat & { matchId: string },
): Promise<void> {
  for (;;) {
    const conversation = queryClient.getQueryData<Conversation>(chatKeys.messages(open.matchId));
    const after = lastMessageOf(conversation)?.id;
    if (!conversation) return;
    const answer = await request('chat:sync', { matchId: open.matchId, after });
    if (!answer.ok) return;
    receiveMessages(queryClient, open.matchId, answer.data.messages, { ...open, isOpen: true });
    if (!answer.data.hasMore || answer.data.messages.length === 0) return;
  }
}

/**
 * The Messages screen's live layer, mounted once by the screen: every chat event of the shared
 * map updates the chat caches, so the list, the open conversation and the ticks follow at once.
 * A reconnection catches the open chat up and reloads the rest (the database is the truth).
 * Delivery receipts are not sent here but by the realtime layer of every signed-in page.
 * `onEnded` is told when the other member ended the open chat (block or unmatch).
 */
export function useChatLive(open: OpenChat & { onEnded: (matchId: string) => void }): void {
  const queryClient = useQueryClient();
  const current = useRef(open);
  useEffect(() => {
    current.current = open;
  }, [open]);

  useEffect(() => {
    let hasConnected = false;
    const handlers: Partial<ServerToClientEvents> = {
      'message:new': ({ message }) => {
        const { matchId, myId } = current.current;
        const isOpen = message.matchId === matchId && isVisible();
        receiveMessages(queryClient, message.matchId, [message], { myId, isOpen });
        if (message.senderId === myId) return;
        setTyping(message.matchId, false);
        if (isOpen) sendRead(queryClient, message.matchId);
      },
      'message:delivered': (receipt) => applyDelivered(queryClient, receipt),
      'message:read': (receipt) => applyRead(queryClient, receipt),
      typing: ({ matchId, isTyping }) => setTyping(matchId, isTyping),
      // A block or an unmatch by either member closes the chat for both at once (S2).
      'match:removed': ({ matchId }) => {
        dropChat(queryClient, matchId);
        const { matchId: openId, onEnded } = current.current;
        if (matchId === openId && !isBlockedHere(matchId)) onEnded(matchId);
      },
      // Both said yes: the chat opens in the list.
      'match:updated': () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
      presence: (presence) => setPresence(presence),
    };
    return listen(handlers, () => {
      if (hasConnected) {
        const { matchId, myId } = current.current;
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        queryClient.removeQueries({
          queryKey: chatKeys.all,
          predicate: (query) => query.queryKey[1] === 'messages' && query.queryKey[2] !== matchId,
        });
        if (matchId) void catchUp(queryClient, { matchId, myId });
      }
      hasConnected = true;
    });
  }, [queryClient]);
}
