import { legalPages } from '@vusal/shared/locale/site-locale';
import { PageMeta } from '../../components/page-meta';
import { LegalPage } from '../../features/public/components/legal-page';
import { useTranslation } from '../../lib/translation';

export default function PrivacyRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('legal.privacy.meta.title')}
        description={t('legal.privacy.meta.description')}
        page={legalPages.privacy}
      />
      <LegalPage document="privacy" />
    </>
  );
}
