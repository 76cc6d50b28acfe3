import { Suspense } from 'react';
import { useTranslation } from '../../lib/translation';
import { Navigate, useSearchParams } from 'react-router';
import { LandingPage } from '../../features/public/components/landing-page';
import { PageMeta, siteOrigin } from '../../components/page-meta';
import { organizationData } from '../../features/public/lib/structured-data';
import { lazyComponent } from '../../lib/lazy-component';
import { useIsSignedIn } from '../../lib/session-probe';
import { useLocale } from '../../lib/use-locale';

// Only a confirmation link (`/?confirm=<token>`) loads this; a plain visit loads nothing extra.
const EmailConfirmation = lazyComponent(() =>
  import('../email-confirmation-loader').then((loader) => loader.loadEmailConfirmation()),
);

export default function LandingRoute() {
  const [params] = useSearchParams();
  const confirmToken = params.get('confirm');
  if (confirmToken !== null) {
    return (
      <Suspense fallback={null}>
        <EmailConfirmation token={confirmToken} />
      </Suspense>
    );
  }
  return <Landing />;
}

function Landing() {
  const { t } = useTranslation();
  const description = t('meta.description');
  return (
    <>
      <RedirectMember />
      <PageMeta
        title={t('meta.title')}
        description={description}
        page="/"
        structuredData={organizationData(siteOrigin(), description)}
      />
      <LandingPage />
    </>
  );
}

/**
 * product.md, Landing: "Signed-in users are redirected to /dashboard" (under their prefix).
 * A sibling of the page, not its parent: the probe's answer re-renders only this, because an
 * update reaching the page while its lazy sections still hydrate makes React drop their
 * prerendered HTML and draw them again.
 */
function RedirectMember() {
  const { localizedPath } = useLocale();
  const isSignedIn = useIsSignedIn();
  return isSignedIn ? <Navigate to={localizedPath('/dashboard')} replace /> : null;
}
