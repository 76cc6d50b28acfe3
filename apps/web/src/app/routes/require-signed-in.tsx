import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { parseLocalePath } from '@vusal/shared/locale/site-locale';
import { AppNav, AppNavContext } from '../../components/app-nav';
import { Button } from '../../components/ui/button';
import { CardPage } from '../../components/ui/card-page';
import { seesPendingScreen } from '../../features/account/lib/approval';
import { signInReturn } from '../../features/auth/lib/auth-routing';
import { CallLayer } from '../../features/calls/components/call-layer';
import { ModerationNotices } from '../../features/moderation/components/moderation-notices';
import { expectsAppNav, rememberAppNav } from '../../lib/app-nav-hint';
import { lazyComponent } from '../../lib/lazy-component';
import { useMatchMoment } from '../../lib/match-moment';
import { useSession } from '../../lib/session';
import { useRealtimeEvents } from '../../lib/realtime';
import { useLocale } from '../../lib/use-locale';
import { redirectFor } from '../account-pages';
import { GuardianFrame } from '../guardian-frame';
import { SignedInShell } from '../signed-in-shell';

// Its code (the dialog, the consent flow) loads when a match first needs it, not with every page.
const MatchMoment = lazyComponent(() => import('../../features/likes/components/match-moment'));

function MatchMomentWhenShown() {
  return useMatchMoment() ? (
    <Suspense fallback={null}>
      <MatchMoment />
    </Suspense>
  ) : null;
}

/**
 * Layout of the signed-in pages: visitors go to /auth under the current prefix, and come back to
 * the page once signed in (a mailed link opened signed out keeps its address). Approved members
 * get the live events (new likes, matches, badges), what moderators left for them, the app's
 * navigation (a tab bar on phones, whose height `--app-tab-bar` in index.css keeps free under
 * every page) and the match moment on every page, and calls ring on every page (issue 40). While the session is checked, the page's frame
 * shows at once (decision 043).
 */
export default function RequireSignedIn() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const location = useLocation();
  const session = useSession();
  const user = session.data?.user;
  const isMember = Boolean(user && !seesPendingScreen(user));
  useRealtimeEvents(isMember, user?.id);
  const isKnown = session.isSuccess;
  useEffect(() => {
    if (isKnown) rememberAppNav(isMember);
  }, [isKnown, isMember]);

  if (session.isPending) return <SignedInShell hasNav={expectsAppNav()} />;
  if (session.isError) {
    return (
      <CardPage title={t('auth.session.failed')}>
        <Button size="lg" className="w-full" onClick={() => void session.refetch()}>
          {t('auth.session.retry')}
        </Button>
      </CardPage>
    );
  }
  if (!session.data.user) {
    return <Navigate to={localizedPath('/auth')} replace state={signInReturn(location)} />;
  }
  // Issue 39: a guardian account keeps to its own pages, never the wizard or browse; a member
  // opening a guardian's page goes to their dashboard.
  const away = redirectFor(session.data.user.accountKind, parseLocalePath(location.pathname).page);
  if (away) return <Navigate to={localizedPath(away)} replace />;
  if (session.data.user.accountKind === 'guardian') return <GuardianFrame />;
  if (!isMember) return <Outlet />;
  return (
    <AppNavContext value>
      <ModerationNotices enabled />
      <div className="pb-(--app-tab-bar)">
        <Outlet />
      </div>
      <AppNav layout="tabBar" />
      <MatchMomentWhenShown />
      <CallLayer />
    </AppNavContext>
  );
}
