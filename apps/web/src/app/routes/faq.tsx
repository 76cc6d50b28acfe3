import { PageMeta } from '../../components/page-meta';
import { FaqPage } from '../../features/public/components/faq-page';
import { faqPageData, faqValues } from '../../features/public/lib/faq-values';
import { useLocale } from '../../lib/use-locale';
import { useTranslation } from '../../lib/translation';

export default function FaqRoute() {
  const { t } = useTranslation();
  const { country, language } = useLocale();
  return (
    <>
      <PageMeta
        title={t('faq.meta.title')}
        description={t('faq.meta.description')}
        page="/faq"
        structuredData={faqPageData(t, faqValues(country, language))}
      />
      <FaqPage />
    </>
  );
}
