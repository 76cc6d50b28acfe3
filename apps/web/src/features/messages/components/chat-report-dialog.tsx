import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { ReportDialog } from '../../../components/report/report-dialog';
import { useChatActions } from '../lib/use-chat-actions';

type ChatReportDialogProps = {
  chat: ChatListItem;
  name: string;
  /** What the report starts from: the chat, or one of the other member's messages. */
  about: { messageId?: string } | null;
  onClose: () => void;
};

/** The report dialog for the chat's header and its messages (issue 24). */
export function ChatReportDialog({ chat, name, about, onClose }: ChatReportDialogProps) {
  const { report } = useChatActions();
  return (
    <ReportDialog
      isOpen={about !== null}
      onOpenChange={(open) => !open && onClose()}
      name={name}
      isAboutMessage={!!about?.messageId}
      isBusy={report.isPending}
      onSubmit={(choice) =>
        report.mutate(
          { chat, choice, ...(about?.messageId ? { messageId: about.messageId } : {}) },
          { onSuccess: onClose, onSimulated: onClose },
        )
      }
    />
  );
}
