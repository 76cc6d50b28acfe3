import type { ChatListItem } from '@vusal/shared/schemas/chat';
import { ReportDialog } from '../../../components/report/report-dialog';
import { useChatActions } from '../lib/use-chat-actions';

type ChatReportDialogProps = {
  chat: ChatListItem;
  name: string;
  /** What the report starts from: the chat, or one of the other member's messages. */
  about: { messageId?: string } | null;
  onClose: () => void;
  /** Issue 37, item 6: asked for from the block question; the report blocks too. */
  alsoBlocks?: boolean;
  /** The chat left the list (reported and blocked): the screen closes it. */
  onGone?: () => void;
};

/** The report dialog for the chat's header, its messages and its block question (issue 24). */
export function ChatReportDialog({
  chat,
  name,
  about,
  onClose,
  alsoBlocks = false,
  onGone,
}: ChatReportDialogProps) {
  const { report } = useChatActions({ onBlocked: () => onGone?.() });
  return (
    <ReportDialog
      isOpen={about !== null}
      onOpenChange={(open) => !open && onClose()}
      name={name}
      isAboutMessage={!!about?.messageId}
      alsoBlocks={alsoBlocks}
      isBusy={report.isPending}
      onSubmit={(choice) =>
        report.mutate(
          {
            chat,
            choice,
            alsoBlocks,
            ...(about?.messageId ? { messageId: about.messageId } : {}),
          },
          { onSuccess: onClose, onSimulated: onClose },
        )
      }
    />
  );
}
