import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { DeleteAccountScreen } from '../../features/account/components/delete-account-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function DeleteAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentMeta(t('account.meta.delete'), t('meta.description'));
  // D12: deletion always ends on the Global landing, whatever the prefix.
  return <DeleteAccountScreen onDeleted={() => navigate('/', { replace: true })} />;
}
