import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardPage } from '../../components/ui/card-page';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';

/** Layout of the signed-in pages: visitors go to /auth under the current prefix. */
export default function RequireSignedIn() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const session = useSession();

  if (session.isPending) return <PageSpinner label={t('auth.session.loading')} />;
  if (session.isError) {
    return (
      <CardPage title={t('auth.session.failed')}>
        <Button size="lg" className="w-full" onClick={() => void session.refetch()}>
          {t('auth.session.retry')}
        </Button>
      </CardPage>
    );
  }
  if (!session.data.user) return <Navigate to={localizedPath('/auth')} replace />;
  return <Outlet />;
}
