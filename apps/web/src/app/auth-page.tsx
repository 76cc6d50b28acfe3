import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from '../lib/translation';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { lazyComponent } from '../lib/lazy-component';
import { useSession } from '../lib/session';
import { ForgotPasswordScreen } from '../features/auth/components/forgot-password-screen';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import {
  authModeOf,
  pageAfterSignIn,
  recoveryRedirect,
  type AuthMode,
} from '../features/auth/lib/auth-routing';
import { isPreviewAsked, useAdminMode } from '../lib/admin-mode';
import { DocumentMeta } from '../components/page-meta';
import { useLocale } from '../lib/use-locale';
import { loadMessages } from '../lib/i18n';

// The wizard is the biggest screen of /auth: it loads only in signup mode.
const SignUpWizard = lazyComponent(() =>
  import('../features/sign-up/components/sign-up-wizard').then((module) => ({
    default: module.SignUpWizard,
  })),
);

/** The wizard's texts (profile fields, enumerations) are in `app`; the sign-in page needs `auth`. */
function WithAppTexts({ children }: { children: ReactNode }) {
  use(loadMessages(useLocale().language, 'app'));
  return children;
}

const titles = {
  signin: 'auth.meta.signIn',
  signup: 'auth.meta.signUp',
  forgot: 'auth.meta.forgot',
} as const satisfies Record<AuthMode, string>;

/**
 * Spec section 2, Auth: sign in, sign up (`?signup=true`) and forgot password (`?forgot=true`).
 * The route (routes/auth.tsx) loads it lazily (decision 067).
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const { hash, state } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { localizedPath } = useLocale();
  const session = useSession();
  const adminMode = useAdminMode();
  const mode = authModeOf(params);
  const recovery = recoveryRedirect(hash);
  if (recovery) return <Navigate to={localizedPath(recovery)} replace />;
  // Sign-in is the form the build prerenders for /auth: it shows while the session is checked,
  // and a signed-in visitor moves on as soon as it is known.
  if (session.isPending && mode !== 'signin') return <PageSpinner label={t('auth.loading')} />;
  const signedInPage = pageAfterSignIn(state, localizedPath('/dashboard'));
  if (session.data?.user && !isPreviewAsked(params, adminMode.isOn)) {
    return <Navigate to={signedInPage} replace />;
  }

  const toSignIn = () => navigate(localizedPath('/auth'));
  const toSignedInPage = () => navigate(signedInPage, { replace: true });

  return (
    <>
      <DocumentMeta title={t(titles[mode])} />
      {mode === 'signup' ? (
        <main className="min-h-dvh bg-[radial-gradient(ellipse_at_top_right,var(--color-rose-100),transparent_60%)]">
          <Suspense fallback={<PageSpinner label={t('auth.loading')} />}>
            <WithAppTexts>
              <SignUpWizard onSignIn={toSignIn} />
            </WithAppTexts>
          </Suspense>
        </main>
      ) : mode === 'forgot' ? (
        <ForgotPasswordScreen />
      ) : (
        <SignInScreen
          isConfirmed={params.get('confirmed') === 'true'}
          onSignedIn={toSignedInPage}
        />
      )}
    </>
  );
}
