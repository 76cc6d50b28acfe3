import { useTranslation } from '../../lib/translation';
import { ChatSharingNotices } from '../../features/chat-sharing/components/chat-sharing-notices';
import { LikesAndMatchesScreen } from '../../features/likes/components/likes-and-matches-screen';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function LikesAndMatchesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('likes.meta.likesAndMatches')} />
      <MemberPage>
        <LikesAndMatchesScreen notices={<ChatSharingNotices />} />
      </MemberPage>
    </>
  );
}
