import { useParams } from 'react-router';
import { DocumentMeta } from '../../components/page-meta';
import { GuardianChatsScreen } from '../../features/chat-sharing/components/guardian-chats-screen';
import { useTranslation } from '../../lib/translation';

/** /guardian/members/:memberId/chats: the chats a guardian reads (decision 051). */
export default function GuardianChatsRoute() {
  const { memberId = '' } = useParams();
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('guardianChats.title')} />
      <GuardianChatsScreen key={memberId} memberId={memberId} />
    </>
  );
}
