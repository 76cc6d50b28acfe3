import { useTranslation } from '../../lib/translation';
import { ExploreScreen } from '../../features/discovery/components/explore-screen';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function ExploreRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('discovery.meta.explore')} />
      <MemberPage>
        <ExploreScreen />
      </MemberPage>
    </>
  );
}
