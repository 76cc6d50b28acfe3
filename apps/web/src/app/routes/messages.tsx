import { CallsControl } from '../../features/calls/components/calls-control';
import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { ChatExtras, type ChatExtrasProps } from '../../lib/chat-extras';
import { useTranslation } from '../../lib/translation';
import { DocumentMeta } from '../../components/page-meta';
import { ChatSharingNotices } from '../../features/chat-sharing/components/chat-sharing-notices';
import { MemberPage } from './member-page';

const renderCalls = (chat: ChatExtrasProps) => <CallsControl {...chat} />;

export default function MessagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('chat.title')} />
      <MemberPage>
        <ChatExtras value={renderCalls}>
          <MessagesScreen notices={<ChatSharingNotices />} />
        </ChatExtras>
      </MemberPage>
    </>
  );
}
