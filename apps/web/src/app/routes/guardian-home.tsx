import { DocumentMeta } from '../../components/page-meta';
import { GuardianHome } from '../../features/family/components/guardian-home';
import { useTranslation } from '../../lib/translation';

export default function GuardianHomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('guardian.home.title')} />
      <GuardianHome />
    </>
  );
}
