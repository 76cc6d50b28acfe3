import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { usePreferences } from '../api/get-preferences';
import { BlockedPeople } from './blocked-people';
import { PreferencesForm } from './preferences-form';

/**
 * /preferences, titled 'Tənzimləmələr': spec section 2, "Preferences". `account` is what other
 * features add to the settings (the data export), composed by the route.
 */
export function PreferencesScreen({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  const preferences = usePreferences();

  if (preferences.isPending) return <LoadingScreen label={t('preferences.loading')} />;
  if (preferences.isError) {
    return (
      <CardPage title={t('preferences.loadFailed')}>
        <Button size="lg" className="w-full" onClick={() => void preferences.refetch()}>
          {t('preferences.retry')}
        </Button>
      </CardPage>
    );
  }
  return (
    <AppPage width="md">
      <div className="mb-5">
        <PageTitle>{t('preferences.title')}</PageTitle>
        <p className="mt-1 text-base text-stone-600">{t('preferences.lead')}</p>
      </div>
      <PreferencesForm preferences={preferences.data} />
      <BlockedPeople />
      {account}
    </AppPage>
  );
}
