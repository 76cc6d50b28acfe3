import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { useTranslation } from '../../lib/translation';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { MemberPage } from './member-page';

export default function MessagesRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('chat.title'));
  return (
    <MemberPage>
      <MessagesScreen />
    </MemberPage>
  );
}
