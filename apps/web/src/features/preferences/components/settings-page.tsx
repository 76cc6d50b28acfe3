import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppPage, PageTitle } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useTranslation } from '../../../lib/translation';

type SettingsPageProps<T> = {
  /** What the page edits: it shows once loaded, with a way to try again if loading failed. */
  query: UseQueryResult<T>;
  /** The line under the title, saying what this account may set here. */
  lead: string;
  children: (data: T) => ReactNode;
};

/** The frame of /preferences, whichever account opens it (a member's or a guardian's). */
export function SettingsPage<T>({ query, lead, children }: SettingsPageProps<T>) {
  const { t } = useTranslation();

  if (query.isPending) return <LoadingScreen label={t('preferences.loading')} />;
  if (query.isError) {
    return (
      <CardPage title={t('preferences.loadFailed')}>
        <Button size="lg" className="w-full" onClick={() => void query.refetch()}>
          {t('preferences.retry')}
        </Button>
      </CardPage>
    );
  }
  return (
    <AppPage width="md">
      <div className="mb-5">
        <PageTitle>{t('preferences.title')}</PageTitle>
        <p className="mt-1 text-base text-stone-600">{lead}</p>
      </div>
      {children(query.data)}
    </AppPage>
  );
}
