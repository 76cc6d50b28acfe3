import { useTranslation } from '../../lib/translation';
import { MatchesScreen } from '../../features/likes/components/matches-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { MemberPage } from './member-page';

export default function MatchesRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('likes.meta.matches'));
  return (
    <MemberPage>
      <MatchesScreen />
    </MemberPage>
  );
}
