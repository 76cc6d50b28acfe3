import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useTranslation } from '../../../lib/translation';
import { useChatSharing } from '../api/get-chat-sharing';
import { ChatSharingQuestion } from './chat-sharing-question';

/**
 * Issue 39, item 2: above the matches and the chat list, each match whose chat waits on the
 * question about a guardian (or that it closed). Nothing shows while there is none.
 */
export function ChatSharingNotices() {
  const { t } = useTranslation();
  const query = useChatSharing();
  if (query.isError) {
    return (
      <Notice tone="error">
        <span>{t('chatSharing.loadError')}</span>{' '}
        <Button variant="ghost" onClick={() => void query.refetch()}>
          {t('chatSharing.retry')}
        </Button>
      </Notice>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div role="region" aria-label={t('chatSharing.listLabel')} className="grid gap-3">
      {items.map((state) => (
        <ChatSharingQuestion key={state.matchId} state={state} />
      ))}
    </div>
  );
}
