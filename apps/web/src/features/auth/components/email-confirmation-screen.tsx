import { MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import { useVerifyEmail } from '../api/verify-email';

type EmailConfirmationScreenProps = { token: string };

/**
 * The confirmation mail links to `/?confirm=<token>`: the token is posted once, then the
 * person goes to the dashboard (this browser signed up) or to sign in.
 */
export function EmailConfirmationScreen({ token }: EmailConfirmationScreenProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { localizedPath } = useLocale();
  const { mutate, data, error } = useVerifyEmail();
  // Tokens are single use: a second post (StrictMode runs effects twice) would be refused.
  const isSent = useRef(false);

  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (data) {
    return (
      <Navigate to={localizedPath(data.signedIn ? '/dashboard' : '/auth?confirmed=true')} replace />
    );
  }

  if (error) {
    const code = error instanceof ApiError ? error.code : 'INTERNAL';
    // An empty or malformed token is refused by the schema: to the reader it is a bad link too.
    const isBadLink = code === 'INVALID_TOKEN' || code === 'VALIDATION_FAILED';
    return (
      <CardPage
        key="failed"
        icon={<MailX aria-hidden="true" className="size-6" />}
        title={t('auth.confirmEmail.failedTitle')}
      >
        <p role="alert" className="text-base text-stone-700">
          {translate(isBadLink ? 'validation.invalidLink' : `errors.${code}`)}
        </p>
        <Link
          to={localizedPath('/auth')}
          className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}
        >
          {t('auth.confirmEmail.signIn')}
        </Link>
      </CardPage>
    );
  }

  return (
    <CardPage key="checking" title={t('auth.confirmEmail.checking')}>
      <div className="grid place-items-center py-6">
        <Spinner label={t('auth.confirmEmail.checking')} className="size-10" />
      </div>
    </CardPage>
  );
}
