import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { useTranslation } from '../../lib/translation';
import { DocumentMeta } from '../../components/page-meta';
import { MemberPage } from './member-page';

export default function MessagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('chat.title')} />
      <MemberPage>
        <MessagesScreen />
      </MemberPage>
    </>
  );
}
