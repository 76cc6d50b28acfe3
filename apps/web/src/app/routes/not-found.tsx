import { useTranslation } from '../../lib/translation';
import { NotFoundPage } from '../../features/public/components/not-found-page';
import { DocumentMeta } from '../../components/page-meta';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('meta.notFoundTitle')} />
      <NotFoundPage />
    </>
  );
}
