import { PageMeta, siteOrigin } from '../../components/page-meta';
import { AboutPage } from '../../features/public/components/about-page';
import { organizationData } from '../../features/public/lib/structured-data';
import { useTranslation } from '../../lib/translation';

export default function AboutUsRoute() {
  const { t } = useTranslation();
  const description = t('about.meta.description');
  return (
    <>
      <PageMeta
        title={t('about.meta.title')}
        description={description}
        page="/about-us"
        structuredData={organizationData(siteOrigin(), description)}
      />
      <AboutPage />
    </>
  );
}
