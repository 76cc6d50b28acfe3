import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { DeleteAccountScreen } from '../../features/account/components/delete-account-screen';
import { DocumentMeta } from '../../components/page-meta';

export default function DeleteAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // D12: deletion always ends on the Global landing, whatever the prefix.
  return (
    <>
      <DocumentMeta title={t('account.meta.delete')} />
      <DeleteAccountScreen onDeleted={() => navigate('/', { replace: true })} />
    </>
  );
}
