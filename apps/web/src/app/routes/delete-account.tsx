import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { DeleteAccountScreen } from '../../features/account/components/delete-account-screen';
import { DocumentMeta } from '../../components/page-meta';
import { useLocale } from '../../lib/use-locale';

export default function DeleteAccountRoute() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const navigate = useNavigate();
  // Issue 37, item 4 (revises D12): the landing of the member's locale (/az, /ru, /az/ru), in
  // the language the goodbye toast is written in.
  return (
    <>
      <DocumentMeta title={t('account.meta.delete')} />
      <DeleteAccountScreen onDeleted={() => navigate(localizedPath('/'), { replace: true })} />
    </>
  );
}
