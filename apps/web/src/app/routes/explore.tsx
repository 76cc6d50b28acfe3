import { useTranslation } from '../../lib/translation';
import { ExploreScreen } from '../../features/discovery/components/explore-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { MemberPage } from './member-page';

export default function ExploreRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('discovery.meta.explore'));
  return (
    <MemberPage>
      <ExploreScreen />
    </MemberPage>
  );
}
