import { legalPages } from '@vusal/shared/locale/site-locale';
import { PageMeta } from '../../components/page-meta';
import { LegalPage } from '../../features/public/components/legal-page';
import { useTranslation } from '../../lib/translation';

export default function TermsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('legal.terms.meta.title')}
        description={t('legal.terms.meta.description')}
        page={legalPages.terms}
      />
      <LegalPage document="terms" />
    </>
  );
}
