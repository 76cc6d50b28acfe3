import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-frame';
import { BackBar } from '../../../components/ui/back-bar';
import { buttonClasses } from '../../../components/ui/button';
import { useSignedInUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useChatList } from '../lib/use-chat-list';
import { useOfflineChats } from '../lib/use-offline-chats';
import { useChatLive } from '../live/use-chat-live';
import { ChatList } from './chat-list';
import { ConversationSkeleton } from './chat-skeletons';
import { ChatThread } from './chat-thread';
import { ConnectionNotice } from './connection-notice';

/**
 * /messages (product.md section 2): the 320 px chat list beside the open chat; under 768 px one
 * or the other. `?match=` opens a chat by its match, `?user=` by the other member; the open chat
 * is in the URL, so Back and a shared link work.
 */
type MessagesScreenProps = {
  /** Above the chat list: what the app composes there (issue 39: chats waiting on a question). */
  notices?: ReactNode;
};

export function MessagesScreen({ notices }: MessagesScreenProps = {}) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const user = useSignedInUser();
  const myId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const matchParam = params.get('match');
  const userParam = params.get('user');
  // `?user=` is resolved against the active list; the chat found keeps its match id.
  const active = useChatList('active', '');
  useOfflineChats(active.data?.chats);
  const byUser = userParam
    ? active.data?.chats.find((chat) => chat.other?.userId === userParam)
    : undefined;
  const selectedId = matchParam ?? byUser?.matchId ?? null;
  // The open chat's row comes from the lists (so pins and counts stay current); an archived
  // chat opened from the list is found there too.
  const archived = useChatList('archived', '');
  const [clicked, setClicked] = useState<ChatListItem | null>(null);
  const selected =
    [...(active.data?.chats ?? []), ...(archived.data?.chats ?? [])].find(
      (chat) => chat.matchId === selectedId,
    ) ?? (clicked?.matchId === selectedId ? clicked : null);

  const open = (chat: ChatListItem) => {
    setClicked(chat);
    setParams({ match: chat.matchId });
  };
  const close = () => setParams({}, { replace: false });
  // The chat left with its row, so a stale click cannot keep a dead chat on screen.
  const gone = (matchId: string) => {
    if (matchId !== selectedId) return;
    setClicked(null);
    setParams({}, { replace: true });
  };

  // The other member blocked or unmatched: the same gentle notice for both, nothing more.
  useChatLive({
    matchId: selectedId,
    myId,
    onEnded: (matchId) => {
      gone(matchId);
      toast.message(t('chat.ended'));
    },
  });

  const isUnknownUser = Boolean(userParam && active.isSuccess && !byUser);
  const isUnknownMatch = Boolean(
    matchParam &&
    active.isSuccess &&
    !selected &&
    !active.data.chats.some((c) => c.matchId === matchParam),
  );
  const showThread = Boolean(selectedId && selected);

  let pane;
  if (showThread && selected) {
    pane = (
      <ChatThread
        key={selected.matchId}
        chat={selected}
        myId={myId}
        onBack={close}
        onGone={() => gone(selected.matchId)}
      />
    );
  } else if (isUnknownUser || isUnknownMatch) {
    pane = (
      <div className="grid h-full place-items-center p-6 text-center">
        <div className="max-w-sm space-y-4">
          <div role="alert" className="space-y-1">
            <p className="text-lg font-semibold text-stone-900">
              {isUnknownUser ? t('chat.userNotFound') : t('chat.chatNotFound')}
            </p>
            <p className="text-stone-700">
              {isUnknownUser ? t('chat.noChatWithUser') : t('chat.notFound')}
            </p>
          </div>
          <Link
            to={localizedPath('/likes-and-matches?tab=matches')}
            className={buttonClasses('secondary')}
          >
            {t('chat.toMatches')}
          </Link>
        </div>
      </div>
    );
  } else if (selectedId) {
    pane = (
      <div className="px-3 py-4">
        <ConversationSkeleton label={t('chat.loading')} />
      </div>
    );
  } else {
    pane = (
      <div className="grid h-full place-items-center p-6 text-center">
        <div>
          <p className="text-lg font-semibold text-stone-900">{t('chat.chooseTitle')}</p>
          <p className="text-stone-600">{t('chat.chooseText')}</p>
        </div>
      </div>
    );
  }
  const isPaneFirst = Boolean(selectedId);

  return (
    <div className="flex h-[calc(100dvh-var(--app-tab-bar,0px))] flex-col bg-rose-50/40">
      <PageHeader look="bar" className="hidden lg:block" />
      {/* Under 768 px an open chat's own header (back to the list, the name, the menu) is the
          one bar above it (issue 37): the page's bar goes, its heading stays for screen readers. */}
      {isPaneFirst ? <h1 className="sr-only md:hidden">{t('chat.title')}</h1> : null}
      <div
        className={`border-b border-stone-200 bg-white px-3 py-2 ${isPaneFirst ? 'hidden md:block' : ''}`}
      >
        <BackBar to={localizedPath('/dashboard')} label={t('common.actions.dashboard')}>
          <h1 className="text-lg font-bold text-stone-900">{t('chat.title')}</h1>
        </BackBar>
      </div>
      <ConnectionNotice />
      <div className="flex min-h-0 flex-1">
        <aside
          className={`w-full shrink-0 border-r border-stone-200 bg-white md:block md:w-80 ${
            isPaneFirst ? 'hidden' : 'block'
          }`}
        >
          {notices ? <div className="p-3">{notices}</div> : null}
          <ChatList myId={myId} selectedId={selectedId} onSelect={open} onGone={gone} />
        </aside>
        <main className={`min-w-0 flex-1 md:block ${isPaneFirst ? 'block' : 'hidden'}`}>
          {pane}
        </main>
      </div>
    </div>
  );
}
