import { useTranslation } from '../../lib/translation';
import { LikesAndMatchesScreen } from '../../features/likes/components/likes-and-matches-screen';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function LikesAndMatchesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('likes.meta.likesAndMatches')} />
      <MemberPage>
        <LikesAndMatchesScreen />
      </MemberPage>
    </>
  );
}
