import { useTranslation } from '../../lib/translation';
import { LikesAndMatchesScreen } from '../../features/likes/components/likes-and-matches-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { MemberPage } from './member-page';

export default function LikesAndMatchesRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('likes.meta.likesAndMatches'));
  return (
    <MemberPage>
      <LikesAndMatchesScreen />
    </MemberPage>
  );
}
