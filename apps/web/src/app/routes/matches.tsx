import { useTranslation } from '../../lib/translation';
import { MatchesScreen } from '../../features/likes/components/matches-screen';
import { DocumentMeta } from '../../components/page-meta';
import { ChatSharingNotices } from '../../features/chat-sharing/components/chat-sharing-notices';
import { MemberPage } from './member-page';

export default function MatchesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('likes.meta.matches')} />
      <MemberPage>
        <MatchesScreen notices={<ChatSharingNotices />} />
      </MemberPage>
    </>
  );
}
