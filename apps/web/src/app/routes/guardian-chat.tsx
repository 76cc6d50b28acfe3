import { useParams } from 'react-router';
import { DocumentMeta } from '../../components/page-meta';
import { GuardianChatScreen } from '../../features/chat-sharing/components/guardian-chat-screen';
import { useTranslation } from '../../lib/translation';

/** /guardian/members/:memberId/chats/:matchId: one chat's read-only copy (decision 051). */
export default function GuardianChatRoute() {
  const { memberId = '', matchId = '' } = useParams();
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('guardianChats.title')} />
      <GuardianChatScreen key={`${memberId}/${matchId}`} memberId={memberId} matchId={matchId} />
    </>
  );
}
