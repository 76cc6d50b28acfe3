import { useTranslation } from '../../lib/translation';
import { useLocation } from 'react-router';
import { InvalidResetLink } from '../../features/auth/components/invalid-reset-link';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';
import { recoveryToken } from '../../features/auth/lib/auth-routing';
import { DocumentMeta } from '../../components/page-meta';

/** The reset mail links here with `#type=recovery&token=…`. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const token = recoveryToken(hash);
  return (
    <>
      <DocumentMeta title={t('auth.meta.reset')} />
      {token ? <ResetPasswordScreen token={token} /> : <InvalidResetLink />}
    </>
  );
}
