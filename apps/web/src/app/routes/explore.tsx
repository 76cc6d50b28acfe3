import { useTranslation } from '../../lib/translation';
import { ExploreScreen } from '../../features/discovery/components/explore-screen';
import { LikeActions } from '../../features/likes/components/like-actions';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function ExploreRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('discovery.meta.explore')} />
      <MemberPage>
        <LikeActions>
          <ExploreScreen />
        </LikeActions>
      </MemberPage>
    </>
  );
}
