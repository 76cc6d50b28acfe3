import { useTranslation } from 'react-i18next';
import { LandingPage } from '../../features/public/components/landing-page';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function LandingRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return <LandingPage />;
}
