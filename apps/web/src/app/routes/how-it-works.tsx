import { PageMeta } from '../../components/page-meta';
import { HowItWorksPage } from '../../features/public/components/how-it-works-page';
import { useTranslation } from '../../lib/translation';

export default function HowItWorksRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('howItWorks.meta.title')}
        description={t('howItWorks.meta.description')}
        page="/how-it-works"
      />
      <HowItWorksPage />
    </>
  );
}
