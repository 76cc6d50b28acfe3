import type { ChatListItem, ChatTab } from '@vusal/shared/schemas/chat';
import { Pin, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MemberPhoto } from '../../../components/member/member-photo';
import { formatRelativeTime } from '../../../lib/format-time';
import { callLineKey } from '../../../lib/call-line';
import { useTranslation } from '../../../lib/translation';
import { useChatList } from '../lib/use-chat-list';
import { ChatActions } from './chat-actions';
import { ChatListSkeleton } from './chat-skeletons';
import { LoadError } from './load-error';
import { partnerName } from '../lib/partner';

const SEARCH_DELAY_MS = 250;

type ChatListProps = {
  myId: string;
  selectedId: string | null;
  onSelect: (chat: ChatListItem) => void;
  onGone: (matchId: string) => void;
};

/** The left column: search, the Aktiv and archived tabs, and the chats (pinned first). */
export function ChatList({ myId, selectedId, onSelect, onGone }: ChatListProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ChatTab>('active');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useChatList(tab, search);

  let body;
  if (list.isPending) {
    body = <ChatListSkeleton label={t('chat.loading')} />;
  } else if (list.isError) {
    body = <LoadError message="chat.listFailed" onRetry={() => void list.refetch()} />;
  } else if (list.data.chats.length === 0) {
    body = (
      <div className="space-y-1 p-6 text-center text-sm text-stone-600">
        <p className="font-semibold text-stone-800">
          {search
            ? t('chat.noResults')
            : tab === 'archived'
              ? t('chat.emptyArchived')
              : t('chat.emptyList')}
        </p>
        {!search && tab === 'active' ? <p>{t('chat.emptyListText')}</p> : null}
      </div>
    );
  } else {
    body = (
      <ul aria-label={t('chat.listLabel')} className="divide-y divide-stone-100">
        {list.data.chats.map((chat) => (
          <ChatRow
            key={chat.matchId}
            chat={chat}
            myId={myId}
            isSelected={chat.matchId === selectedId}
            onSelect={() => onSelect(chat)}
            onGone={() => onGone(chat.matchId)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex h-full flex-col">
      <div className="space-y-3 border-b border-stone-100 p-3">
        <label className="relative block">
          <span className="sr-only">{t('chat.searchLabel')}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('chat.searchPlaceholder')}
            className="h-11 w-full rounded-full border border-stone-300 bg-white pr-4 pl-9 text-base"
          />
        </label>
        <div className="grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1" role="group">
          {(['active', 'archived'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={tab === value}
              onClick={() => setTab(value)}
              className={`min-h-10 rounded-full text-sm font-semibold ${
                tab === value ? 'bg-white text-rose-800 shadow-sm' : 'text-stone-600'
              }`}
            >
              {value === 'active' ? t('chat.tabActive') : t('chat.tabArchived')}
            </button>
          ))}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </div>
  );
}

function ChatRow({
  chat,
  myId,
  isSelected,
  onSelect,
  onGone,
}: {
  chat: ChatListItem;
  myId: string;
  isSelected: boolean;
  onSelect: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const name = partnerName(chat, t);
  const last = chat.lastMessage;
  let preview = t('chat.emptyPreview');
  if (last) {
    const callLine = last.type === 'call' ? callLineKey(last.text) : null;
    const body =
      last.type === 'text'
        ? (last.text ?? '')
        : callLine
          ? t(callLine)
          : t(last.type === 'image' ? 'chat.photo' : 'chat.file');
    preview = `${last.senderId === myId ? t('chat.you') : ''}${body}`;
  }
  return (
    <li
      className={`flex items-center gap-1 pr-2 ${isSelected ? 'bg-rose-50' : 'hover:bg-stone-50'}`}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 px-3 py-3 text-left"
      >
        <MemberPhoto
          name={name}
          photoUrl={chat.other?.photoUrl ?? null}
          alt=""
          className="size-12 shrink-0 rounded-full"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1">
            <span className="truncate font-semibold text-stone-900">{name}</span>
            {chat.isPinned ? (
              <Pin aria-label={t('chat.pin')} className="size-3.5 shrink-0 text-rose-700" />
            ) : null}
            <span className="ml-auto shrink-0 text-xs text-stone-600">
              {formatRelativeTime(chat.activityAt, new Date(), t)}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span className="truncate text-sm text-stone-600">{preview}</span>
            {chat.unreadCount > 0 ? (
              <span
                aria-label={t('chat.unread', { count: chat.unreadCount })}
                className="ml-auto grid min-w-5 shrink-0 place-items-center rounded-full bg-rose-700 px-1.5 text-xs font-bold text-white"
              >
                {chat.unreadCount > 9 ? '9+' : chat.unreadCount}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <ChatActions chat={chat} label={t('chat.rowMenu', { name })} onGone={onGone} />
    </li>
  );
}
