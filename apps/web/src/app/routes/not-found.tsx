import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../features/public/components/not-found-page';
import { useIsSignedIn } from '../../lib/session-probe';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.notFoundTitle'), t('meta.description'));
  return <NotFoundPage isSignedIn={useIsSignedIn() === true} />;
}
