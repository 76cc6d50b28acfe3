import { CallsControl } from '../../features/calls/components/calls-control';
import { FamilyMeetingsPanel } from '../../features/family-meetings/components/family-meetings-panel';
import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { ChatExtras, type ChatExtrasProps } from '../../lib/chat-extras';
import { useTranslation } from '../../lib/translation';
import { DocumentMeta } from '../../components/page-meta';
import { ChatSharingNotices } from '../../features/chat-sharing/components/chat-sharing-notices';
import { MemberPage } from './member-page';

// Issue 40's calls and issue 39's "Let our families meet", under the open chat's header.
const renderExtras = (chat: ChatExtrasProps) => (
  <>
    <CallsControl {...chat} />
    <FamilyMeetingsPanel {...chat} />
  </>
);

export default function MessagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentMeta title={t('chat.title')} />
      <MemberPage>
        <ChatExtras value={renderExtras}>
          <MessagesScreen notices={<ChatSharingNotices />} />
        </ChatExtras>
      </MemberPage>
    </>
  );
}
