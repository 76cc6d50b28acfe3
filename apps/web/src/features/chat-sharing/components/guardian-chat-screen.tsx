import type { GuardianMessage } from '@vusal/shared/schemas/chat-sharing';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../../../components/ui/list-states';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useGuardianMessages } from '../api/get-guardian-messages';

type Props = { memberId: string; matchId: string };

/**
 * /guardian/members/:memberId/chats/:matchId (decision 051): a read-only copy of one chat, from
 * the other member's agreement on, oldest at the top; no composer, files shown as their kind.
 */
export function GuardianChatScreen({ memberId, matchId }: Props) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const query = useGuardianMessages(memberId, matchId);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  // Pages come newest first; the thread reads oldest first.
  const messages = pages.flatMap((page) => page.items).reverse();
  const back = localizedPath(`/guardian/members/${encodeURIComponent(memberId)}/chats`);

  const textOf = (message: GuardianMessage) => {
    if (message.kind === 'attachment') return t('guardianChat.attachment');
    if (message.kind === 'call') return t('guardianChat.call');
    return message.body ?? '';
  };

  let body;
  if (query.isPending) body = <ListLoading label={t('guardianChats.loading')} />;
  else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.code === 'NOT_FOUND' ? (
        <ListEmpty title={t('guardianChat.refused')} text={t('guardianChats.refusedText')} />
      ) : (
        <ListError
          message={t('guardianChats.loadError')}
          retryLabel={t('guardianChats.retry')}
          onRetry={() => void query.refetch()}
        />
      );
  } else {
    body = (
      <>
        <Notice tone="info">
          {t('guardianChat.begins', { date: formatDateTime(first!.sharedSince, t) })}{' '}
          {t('guardianChat.readOnly')}
        </Notice>
        <LoadMore
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
          label={t('guardianChat.older')}
          loadingLabel={t('guardianChats.loading')}
        />
        {messages.length === 0 ? (
          <p className="text-base text-stone-600">{t('guardianChat.empty')}</p>
        ) : (
          <ol aria-label={t('guardianChat.listLabel')} className="grid gap-2">
            {messages.map((message) => (
              <li
                key={message.id}
                className={`max-w-[85%] rounded-2xl px-4 py-2 ${
                  message.fromMember
                    ? 'justify-self-end bg-rose-50 ring-1 ring-rose-100'
                    : 'justify-self-start bg-white ring-1 ring-stone-200'
                }`}
              >
                <p className="text-xs font-semibold text-stone-600">
                  {message.fromMember
                    ? t('guardianChat.fromMember')
                    : t('guardianChat.fromOther', { name: first!.otherName })}
                  {' · '}
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, t)}</time>
                </p>
                <p
                  className={`text-base break-words whitespace-pre-wrap ${
                    message.kind === 'text' ? 'text-stone-900' : 'text-stone-500 italic'
                  }`}
                >
                  {textOf(message)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }

  return (
    <AppPage top={<BackBar to={back} label={t('guardianChat.back')} />}>
      <div className="grid gap-4">
        <PageTitle>
          {first ? t('guardianChat.title', { name: first.otherName }) : t('guardianChats.title')}
        </PageTitle>
        {body}
      </div>
    </AppPage>
  );
}
