import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { ListEmpty, ListError, ListSkeleton } from '../../../components/ui/list-states';
import { useErrorReason } from '../../../lib/action-error';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { useFollowedMembers } from '../api/guardian-home';

/** Issue 39: a guardian's home, `/guardian`: the members they follow, read-only. */
export function GuardianHome() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const reason = useErrorReason();
  const members = useFollowedMembers();
  return (
    <AppPage width="md">
      <PageTitle>{t('guardian.home.title')}</PageTitle>
      <p className="mt-2 text-base text-stone-600">{t('guardian.home.lead')}</p>
      <div className="mt-6">
        {members.isPending ? (
          <ListSkeleton label={t('guardian.loading')} rows={2} />
        ) : members.isError ? (
          <ListError
            message={reason(members.error)}
            retryLabel={t('guardian.retry')}
            onRetry={() => void members.refetch()}
          />
        ) : members.data.length === 0 ? (
          <ListEmpty
            icon={<Users aria-hidden="true" className="size-6" />}
            title={t('guardian.home.emptyTitle')}
            text={t('guardian.home.empty')}
          />
        ) : (
          <ul className="grid gap-4">
            {members.data.map((member) => (
              <li key={member.memberId}>
                <Surface>
                  <Link
                    to={localizedPath(`/guardian/members/${member.memberId}`)}
                    className="text-lg font-bold text-rose-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-rose-700"
                  >
                    {member.firstName}
                  </Link>
                  <p className="mt-1 text-sm text-stone-600">
                    {t('guardian.home.relation', {
                      relation: t(`enums.guardian_relation.${member.relation}`),
                    })}
                  </p>
                  <ul
                    className="mt-2 flex flex-wrap gap-2 text-sm"
                    aria-label={t('guardian.home.scopes')}
                  >
                    {(['seesMatches', 'seesNewMatches', 'readsChats', 'editsProfile'] as const)
                      .filter((key) => member[key])
                      .map((key) => (
                        <li key={key} className="rounded-full bg-rose-50 px-3 py-1 text-rose-900">
                          {t(`guardian.scope.${key}`)}
                        </li>
                      ))}
                  </ul>
                </Surface>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AppPage>
  );
}
