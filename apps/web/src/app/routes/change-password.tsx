import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { ChangePasswordScreen } from '../../features/auth/components/change-password-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLocale } from '../../lib/use-locale';

export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localizedPath } = useLocale();
  useDocumentMeta(t('auth.meta.change'), t('meta.description'));
  return <ChangePasswordScreen onChanged={() => navigate(localizedPath('/my-profile'))} />;
}
