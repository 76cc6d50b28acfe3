import { useTranslation } from '../../lib/translation';
import { MatchesScreen } from '../../features/likes/components/matches-screen';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function MatchesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('likes.meta.matches')} />
      <MemberPage>
        <MatchesScreen />
      </MemberPage>
    </>
  );
}
