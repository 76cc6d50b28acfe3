import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LandingPage } from '../../features/public/components/landing-page';
import { useIsSignedIn } from '../../lib/session-probe';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLocale } from '../../lib/use-locale';

// Only a confirmation link (`/?confirm=<token>`) loads this; a plain visit loads nothing extra.
const EmailConfirmation = lazy(() => import('../email-confirmation'));

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
  const { localizedPath } = useLocale();
  const isSignedIn = useIsSignedIn();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  // product.md, Landing: "Signed-in users are redirected to /dashboard" (under their prefix).
  if (isSignedIn) return <Navigate to={localizedPath('/dashboard')} replace />;
  return <LandingPage />;
}
