import { useQueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@vusal/shared/events';
import type { Badges } from '@vusal/shared/schemas/likes';
import { useEffect, useRef } from 'react';
import { useTranslation } from './translation';
import { chatSharingKeys } from './chat-sharing-keys';
import { likesKeys } from './likes-keys';
import { dropMatch, patchMatch, refreshAfterMatchChange } from './match-cache';
import { showMatchMoment, updateMatchMoment } from './match-moment';
import { disconnectSocket, listen, send } from './socket';
import { toast } from './toast';

/** Whether a cached answer names one of `urls` anywhere in it. */
function namesAny(data: unknown, urls: string[]): boolean {
  if (data === undefined) return false;
  const text = JSON.stringify(data);
  return urls.some((url) => text.includes(url));
}

/**
 * Keeps the signed-in member's pages live: each event of the shared map updates the TanStack
 * Query cache (likes, matches, the relation buttons, the badges), so whatever page is open shows
 * it at once. After a reconnection everything is fetched again: the database is the truth, the
 * events only hurry it along. `enabled` is false for visitors and pending members; admin
 * preview has no connection at all (lib/socket.ts).
 */
export function useRealtimeEvents(enabled: boolean, userId?: string): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // The handlers read the current translation without reconnecting on a language switch.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);

  useEffect(() => {
    if (!enabled) return undefined;
    let hasConnected = false;
    const handlers: Partial<ServerToClientEvents> = {
      'like:new': ({ like }) => {
        toast.message(translate.current('likes.toast.newLike'));
        void queryClient.invalidateQueries({ queryKey: likesKeys.received() });
        if (like.from.userId) {
          void queryClient.invalidateQueries({ queryKey: likesKeys.relation(like.from.userId) });
        }
      },
      // Both members get it: the sheet with both people opens at once (issue 22, item 5).
      'match:new': ({ match }) => {
        refreshAfterMatchChange(queryClient);
        showMatchMoment(match);
      },
      // Sent when the other member answered: say what their answer did.
      'match:updated': ({ match }) => {
        patchMatch(queryClient, match);
        updateMatchMoment(match);
        void queryClient.invalidateQueries({ queryKey: likesKeys.relations() });
        const name = match.other.fullName;
        if (match.chatOpen) toast.success(translate.current('likes.toast.chatOpened', { name }));
        else if (match.otherAnswer === false) {
          toast.message(translate.current('likes.toast.chatDeclined', { name }), {
            description: translate.current('likes.consent.declinedNotice'),
          });
        }
      },
      // Issue 39, item 2: a chat waits on the question about a guardian, or it was answered.
      'chat-sharing:changed': ({ state }) => {
        void queryClient.invalidateQueries({ queryKey: chatSharingKeys.all });
        if (state.outcome === 'waiting' && state.toMe?.answer === 'asked') {
          toast.message(translate.current('chatSharing.toast', { name: state.otherName }));
        }
      },
      'match:removed': ({ matchId }) => {
        dropMatch(queryClient, matchId);
        refreshAfterMatchChange(queryClient);
      },
      // A message from the other member reached this member's page, whichever page is open:
      // it is delivered (details.md: sent, then delivered, then read). The server does not
      // recount badges per message (P5): it is one more unread until a chat is read.
      'message:new': ({ message }) => {
        if (message.senderId === userId) return;
        send('message:delivered', { matchId: message.matchId, messageIds: [message.id] });
        queryClient.setQueryData<Badges>(likesKeys.badges(), (badges) =>
          badges ? { ...badges, messages: badges.messages + 1 } : badges,
        );
      },
      // Issue 38: a member revealed or hid their photos, or an unmatch or block took them
      // back. They may be on any open page (browse, likes, matches, a chat, their profile), and
      // their photo URLs name the picture, so the open pages fetch again and the picture swaps.
      'photos:changed': () => {
        void queryClient.invalidateQueries();
      },
      // Decision 046: sent to every page; only the queries whose answers name one of these
      // pictures fetch again (the member changed who sees their photos, or is out of sight).
      'photos:stale': ({ urls }) => {
        void queryClient.invalidateQueries({
          predicate: (query) => namesAny(query.state.data, urls),
        });
      },
      'badges:changed': (badges) => {
        queryClient.setQueryData(likesKeys.badges(), badges);
      },
    };
    const onConnect = () => {
      // A first connection finds the cache fresh; a reconnection may have missed events.
      if (hasConnected) {
        refreshAfterMatchChange(queryClient);
        void queryClient.invalidateQueries({ queryKey: likesKeys.badges() });
      }
      hasConnected = true;
    };

    return listen(handlers, onConnect);
  }, [enabled, queryClient, userId]);

  // Signing out (or losing approval) closes the connection; the server ends it too (SECURITY 8).
  useEffect(() => {
    if (!enabled) disconnectSocket();
  }, [enabled]);
}
