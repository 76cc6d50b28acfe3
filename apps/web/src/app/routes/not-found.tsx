import { useTranslation } from '../../lib/translation';
import { NotFoundPage } from '../../features/public/components/not-found-page';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.notFoundTitle'), t('meta.description'));
  return <NotFoundPage />;
}
