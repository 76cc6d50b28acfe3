import { useQueryClient } from '@tanstack/react-query';
import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { ArrowLeft, UserRound } from 'lucide-react';
import { use, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MemberPhoto } from '../../../components/member/member-photo';
import { VerifiedBadge } from '../../../components/member/verified-badge';
import { Button } from '../../../components/ui/button';
import { ChatExtras } from '../../../lib/chat-extras';
import { formatRelativeTime } from '../../../lib/format-time';
import { request, send, useConnectionState } from '../../../lib/socket';
import { useTranslation } from '../../../lib/translation';
import { useRovingFocus } from '../../../lib/roving-focus';
import { useLocale } from '../../../lib/use-locale';
import { partnerName } from '../lib/partner';
import { pendingStore } from '../lib/pending';
import { useStore } from '../lib/small-store';
import { useConversation } from '../lib/use-conversation';
import { usePinnedScroll } from '../lib/use-pinned-scroll';
import { useSend } from '../lib/use-send';
import { sendRead } from '../live/use-chat-live';
import { presenceStore, setPresence, typingStore } from '../live/live-store';
import { PhotoRevealControl } from './photo-reveal-control';
import { ChatActions } from './chat-actions';
import { ChatReportDialog } from './chat-report-dialog';
import { ConversationSkeleton } from './chat-skeletons';
import { Composer } from './composer';
import { ContactDetailsPrompt } from './contact-details-prompt';
import { LoadError } from './load-error';
import { MessageItem } from './message-item';
import { NewMessagesButton } from './new-messages-button';
import { PendingItem } from './pending-item';

type ChatThreadProps = {
  chat: ChatListItem;
  myId: string;
  /** Under 768 px the conversation fills the screen and this goes back to the list. */
  onBack: () => void;
  onGone: () => void;
};

/** The open conversation: header with presence and typing, the messages, the composer. */
export function ChatThread({ chat, myId, onBack, onGone }: ChatThreadProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const queryClient = useQueryClient();
  const conversation = useConversation(chat.matchId);
  const { sendText, sendFile, retry, sendAnyway, discard } = useSend(chat.matchId, myId);
  const [reportAbout, setReportAbout] = useState<{ messageId?: string } | null>(null);
  // A message taken back from "Are you sure?": the composer starts again with its text.
  const [draft, setDraft] = useState<{ clientId: string; text: string }>();
  const allPending = useStore(pendingStore, (all) => all);
  const pending = useMemo(
    () => allPending.filter((message) => message.matchId === chat.matchId),
    [allPending, chat.matchId],
  );
  const toConfirm = pending.find((message) => message.status === 'confirm');
  const isTyping = useStore(typingStore, (typing) => typing.has(chat.matchId));
  const partner = chat.other;
  const knownPresence = useStore(presenceStore, (all) =>
    partner?.userId ? all.get(partner.userId) : undefined,
  );
  const name = partnerName(chat, t);
  const renderExtras = use(ChatExtras);

  // Opening the chat reads it (S4).
  useEffect(() => {
    sendRead(queryClient, chat.matchId);
  }, [chat.matchId, queryClient]);

  // It asks whether the other member is online (nobody is, once their account is gone), and
  // asks again once a lost connection is back: what it knew before may have changed. While
  // the connection is lost their state is unknown, and shown as nothing (issue 37).
  const isPartnerGone = partner === null;
  const isOffline = useConnectionState() === 'lost';
  const presence = isOffline ? undefined : knownPresence;
  useEffect(() => {
    if (isPartnerGone || isOffline) return;
    let isCurrent = true;
    void request('presence:get', { matchId: chat.matchId }).then((answer) => {
      if (isCurrent && answer.ok) setPresence(answer.data);
    });
    return () => {
      isCurrent = false;
    };
  }, [chat.matchId, isPartnerGone, isOffline]);

  const count = (conversation.data?.messages.length ?? 0) + pending.length;
  const lastStored = conversation.data?.messages.at(-1);
  const lastPending = pending.at(-1);
  // Every message's menu is one tab stop together; the arrows move between them (issue 22).
  const roving = useRovingFocus<HTMLOListElement>();
  const { scroller, content, hasNewBelow, jumpToNewest } = usePinnedScroll({
    chatKey: chat.matchId,
    newestKey: lastPending?.clientId ?? lastStored?.id,
    isOwnNewest: lastPending !== undefined || lastStored?.senderId === myId,
  });

  const typing = (isTyping: boolean) => send('typing', { matchId: chat.matchId, isTyping });

  let status = '';
  if (isTyping) status = t('chat.typing');
  else if (presence?.status === 'online') status = t('chat.online');
  else if (presence?.status === 'offline') {
    status = presence.lastSeenAt
      ? t('chat.lastSeen', {
          time: formatRelativeTime(presence.lastSeenAt, new Date(), t),
        })
      : t('chat.offline');
  }

  return (
    <section
      aria-label={t('chat.conversationLabel', { name })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('chat.backToList')}
          className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-rose-50 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <MemberPhoto
          name={name}
          photoUrl={partner?.photoUrl ?? null}
          alt=""
          className="size-10 shrink-0 rounded-full"
        />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-1">
            <h2 className="truncate font-semibold text-stone-900">{name}</h2>
            {partner?.isVerified ? <VerifiedBadge /> : null}
          </div>
          <p
            aria-live="polite"
            className={`text-xs ${isTyping ? 'text-rose-700' : 'text-stone-600'}`}
          >
            {status}
          </p>
        </div>
        {partner?.userId ? (
          <Link
            to={localizedPath(`/profile/${encodeURIComponent(partner.userId)}`)}
            state={{ fromChat: true, matchId: chat.matchId }}
            aria-label={t('chat.viewProfile')}
            className="grid size-10 shrink-0 place-items-center rounded-full text-sm font-semibold text-rose-800 hover:bg-rose-50 sm:inline-flex sm:w-auto sm:px-3"
          >
            {/* A phone has room for the icon only; the name says the same to a screen reader. */}
            <UserRound aria-hidden="true" className="size-5 sm:hidden" />
            <span aria-hidden="true" className="hidden sm:inline">
              {t('chat.viewProfile')}
            </span>
          </Link>
        ) : null}
        <ChatActions
          chat={chat}
          label={t('chat.menu')}
          onReport={() => setReportAbout({})}
          onGone={onGone}
        />
      </header>
      {partner ? <PhotoRevealControl matchId={chat.matchId} name={name} /> : null}
      {partner && renderExtras ? renderExtras({ matchId: chat.matchId, name }) : null}
      <div className="relative min-h-0 flex-1">
        <div ref={scroller} className="h-full overflow-y-auto bg-stone-50 px-3 py-4">
          <div ref={content}>
            {conversation.isPending ? (
              <ConversationSkeleton label={t('chat.loading')} />
            ) : conversation.isError ? (
              <LoadError message="chat.openFailed" onRetry={() => void conversation.refetch()} />
            ) : (
              <>
                {conversation.data.hasOlder ? (
                  <div className="mb-3 text-center">
                    <Button
                      variant="ghost"
                      disabled={conversation.isLoadingOlder}
                      onClick={() => void conversation.loadOlder()}
                    >
                      {t('chat.loadOlder')}
                    </Button>
                  </div>
                ) : null}
                {count === 0 ? (
                  <p className="text-center text-sm text-stone-600">
                    {t('chat.emptyConversation', { name })}
                  </p>
                ) : null}
                <ol className="space-y-2" {...roving}>
                  {conversation.data.messages.map((message, index, all) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      isMine={message.senderId === myId}
                      sender={
                        all[index - 1]?.senderId === message.senderId
                          ? undefined
                          : { name, photoUrl: partner?.photoUrl ?? null }
                      }
                      onReport={
                        partner ? () => setReportAbout({ messageId: message.id }) : undefined
                      }
                    />
                  ))}
                  {pending
                    .filter((message) => message.status !== 'confirm')
                    .map((message) => (
                      <PendingItem
                        key={message.clientId}
                        message={message}
                        onRetry={() => retry(message.clientId)}
                        onDiscard={() => discard(message.clientId)}
                      />
                    ))}
                </ol>
                {isTyping ? (
                  <p aria-hidden="true" className="mt-2 flex gap-1 pl-2">
                    {[0, 1, 2].map((dot) => (
                      <span
                        key={dot}
                        className="size-2 animate-bounce rounded-full bg-stone-400 motion-reduce:animate-none"
                        style={{ animationDelay: `${dot * 150}ms` }}
                      />
                    ))}
                  </p>
                ) : null}
              </>
            )}
          </div>
        </div>
        {hasNewBelow ? <NewMessagesButton onClick={jumpToNewest} /> : null}
      </div>
      {/* Nothing is typed into a chat that did not open: it would vanish with no failure. */}
      {conversation.isError ? null : partner ? (
        <Composer
          key={draft?.clientId}
          initialText={draft?.text}
          onSendText={sendText}
          onSendFile={sendFile}
          onTyping={typing}
        />
      ) : (
        <p className="border-t border-stone-200 bg-white px-4 py-3 text-center text-sm text-stone-600">
          {t('chat.deletedNotice')}
        </p>
      )}
      <ChatReportDialog
        chat={chat}
        name={name}
        about={reportAbout}
        onClose={() => setReportAbout(null)}
      />
      <ContactDetailsPrompt
        message={toConfirm}
        onSendAnyway={sendAnyway}
        onDiscard={discard}
        onEdit={(clientId, text) => {
          discard(clientId);
          setDraft({ clientId, text });
        }}
      />
    </section>
  );
}
