import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useGuardianChats } from '../api/get-guardian-chats';

/**
 * /guardian/members/:memberId/chats (decision 051): the chats of the member I follow whose other
 * member agreed that I read them. Read-only; a refused read (the scope off, the guardianship
 * ended) says so instead of a list.
 */
export function GuardianChatsScreen({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const query = useGuardianChats(memberId);
  const base = `/guardian/members/${encodeURIComponent(memberId)}`;

  let body;
  if (query.isPending) body = <ListLoading label={t('guardianChats.loading')} />;
  else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.code === 'NOT_FOUND' ? (
        <ListEmpty title={t('guardianChats.refused')} text={t('guardianChats.refusedText')} />
      ) : (
        <ListError
          message={t('guardianChats.loadError')}
          retryLabel={t('guardianChats.retry')}
          onRetry={() => void query.refetch()}
        />
      );
  } else if (query.data.items.length === 0) {
    body = (
      <ListEmpty
        icon={<MessagesSquare aria-hidden="true" className="mx-auto mb-3 size-10 text-rose-700" />}
        title={t('guardianChats.empty')}
        text={t('guardianChats.emptyText')}
      />
    );
  } else {
    body = (
      <ul aria-label={t('guardianChats.listLabel')} className="grid gap-3">
        {query.data.items.map((chat) => (
          <li key={chat.matchId}>
            <Link
              to={localizedPath(`${base}/chats/${encodeURIComponent(chat.matchId)}`)}
              className="block rounded-2xl bg-white p-4 ring-1 ring-rose-100 hover:bg-rose-50 focus-visible:outline-2"
            >
              <span className="block text-lg font-semibold text-stone-900">
                {t('guardianChats.with', { name: chat.otherName })}
              </span>
              <span className="block text-sm text-stone-600">
                {t('guardianChats.since', { date: formatDateTime(chat.sharedSince, t) })}
              </span>
              {chat.lastMessageAt ? (
                <span className="block text-sm text-stone-600">
                  {t('guardianChats.lastMessage', { date: formatDateTime(chat.lastMessageAt, t) })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AppPage top={<BackBar to={localizedPath(base)} label={t('guardianChats.back')} />}>
      <div className="grid gap-5">
        <div className="grid gap-2">
          <PageTitle>
            {query.data?.memberName
              ? t('guardianChats.titleOf', { name: query.data.memberName })
              : t('guardianChats.title')}
          </PageTitle>
          <p className="text-base text-pretty text-stone-600">{t('guardianChats.lead')}</p>
        </div>
        {body}
      </div>
    </AppPage>
  );
}
