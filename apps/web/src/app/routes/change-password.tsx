import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { ChangePasswordScreen } from '../../features/auth/components/change-password-screen';
import { DocumentMeta } from '../../components/page-meta';
import { useLocale } from '../../lib/use-locale';

export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localizedPath } = useLocale();
  return (
    <>
      <DocumentMeta title={t('auth.meta.change')} />
      <ChangePasswordScreen onChanged={() => navigate(localizedPath('/my-profile'))} />
    </>
  );
}
