import { Inbox } from 'lucide-react';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { usePendingProposals } from '../../../lib/profile-proposals';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ProposalCard } from './proposal-card';

/**
 * /profile-proposals (decision 053): what a relative proposed, each against the profile as it
 * is now; nothing changes before the member accepts.
 */
export function ProposalsReviewScreen() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const query = usePendingProposals();

  let body;
  if (query.isPending) body = <ListLoading label={t('proposals.review.loading')} />;
  else if (query.isError) {
    body = (
      <ListError
        message={t('proposals.review.loadError')}
        retryLabel={t('editor.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <ListEmpty
        icon={<Inbox aria-hidden="true" className="mx-auto mb-3 size-10 text-rose-700" />}
        title={t('proposals.review.empty')}
      />
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {query.data.map((proposal) => (
          <li key={proposal.id}>
            <ProposalCard proposal={proposal} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AppPage top={<BackBar to={localizedPath('/edit-profile')} label={t('editor.title')} />}>
      <div className="grid gap-5">
        <div className="grid gap-2">
          <PageTitle>{t('proposals.review.title')}</PageTitle>
          <p className="text-base text-pretty text-stone-600">{t('proposals.review.lead')}</p>
        </div>
        {body}
      </div>
    </AppPage>
  );
}
