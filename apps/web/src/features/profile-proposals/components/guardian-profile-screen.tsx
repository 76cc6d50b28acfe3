import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation';
import { useGuardianProfile } from '../api/get-guardian-profile';
import { GuardianProposalForm } from './guardian-proposal-form';
import { OwnProposalsList } from './own-proposals-list';
import { PhotoProposal } from './photo-proposal';

/**
 * /guardian/members/:memberId/profile (decision 053): a relative suggests changes to the
 * profile of the member they follow, and sees what became of their suggestions.
 */
export function GuardianProfileScreen({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const query = useGuardianProfile(memberId);

  if (query.isPending) return <LoadingScreen label={t('proposals.guardian.loading')} />;
  if (query.isError) {
    const code = query.error instanceof ApiError ? query.error.code : undefined;
    const message =
      code === 'FORBIDDEN'
        ? t('proposals.guardian.notAllowed')
        : code === 'NOT_FOUND'
          ? t('proposals.guardian.notFound')
          : t('proposals.guardian.loadError');
    return (
      <AppPage width="md">
        <Surface>
          <PageTitle>{message}</PageTitle>
          {code === 'FORBIDDEN' || code === 'NOT_FOUND' ? null : (
            <Button size="lg" className="mt-6 w-full" onClick={() => void query.refetch()}>
              {t('editor.retry')}
            </Button>
          )}
        </Surface>
      </AppPage>
    );
  }

  const { member, profile, proposals } = query.data;
  return (
    <AppPage>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <PageTitle>
            <span id="proposal-title">{t('proposals.guardian.title', { name: member.name })}</span>
          </PageTitle>
          <p className="text-base text-pretty text-stone-600">
            {t('proposals.guardian.intro', { name: member.name })}
          </p>
        </div>
        <Surface>
          <PhotoProposal memberId={memberId} memberName={member.name} />
        </Surface>
        <Surface>
          <GuardianProposalForm memberId={memberId} memberName={member.name} profile={profile} />
        </Surface>
        <section aria-labelledby="own-proposals" className="grid gap-3">
          <h2 id="own-proposals" className="text-lg font-bold text-stone-900">
            {t('proposals.guardian.yourProposals')}
          </h2>
          <OwnProposalsList memberId={memberId} proposals={proposals} />
        </section>
      </div>
    </AppPage>
  );
}
