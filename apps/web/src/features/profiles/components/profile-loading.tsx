import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';

/** 'Profil yüklənir...' */
export function ProfileLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('profile.loading')} />;
}

/** A load that failed for another reason than "no profile": say so and offer to try again. */
export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CardPage title={t('profile.loadFailed')}>
      <Button size="lg" className="w-full" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </CardPage>
  );
}
