import { useTranslation } from '../../lib/translation';
import { Navigate, Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardPage } from '../../components/ui/card-page';
import { PageSpinner } from '../../components/ui/spinner';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { ModerationNotices } from '../../features/moderation/components/moderation-notices';
import { useSession } from '../../lib/session';
import { useRealtimeEvents } from '../../lib/realtime';
import { useLocale } from '../../lib/use-locale';

/**
 * Layout of the signed-in pages: visitors go to /auth under the current prefix. Approved members
 * get the live events (new likes, matches, badges) and what moderators left for them on every
 * page.
 */
export default function RequireSignedIn() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const session = useSession();
  const user = session.data?.user;
  useRealtimeEvents(Boolean(user && !seesPendingScreen(user)), user?.id);

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
  return (
    <>
      <ModerationNotices enabled={!seesPendingScreen(session.data.user)} />
      <Outlet />
    </>
  );
}
