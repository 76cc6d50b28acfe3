import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/translation';
import type { PendingMessage } from '../lib/pending';

type ContactDetailsPromptProps = {
  /** The message the server held back for contact details in a young chat, if any. */
  message: PendingMessage | undefined;
  onSendAnyway: (clientId: string) => void;
  /** Back to the composer with the text as it was typed. */
  onEdit: (clientId: string, text: string) => void;
  /** A file held back for its name: removed, to be renamed and sent again. */
  onDiscard: (clientId: string) => void;
};

/**
 * Decision 021: "Are you sure?" with a short safety note before contact details go to someone
 * the member has only just met. The server decides when to ask; nothing was stored yet.
 */
export function ContactDetailsPrompt({
  message,
  onSendAnyway,
  onEdit,
  onDiscard,
}: ContactDetailsPromptProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={message !== undefined}
      onOpenChange={(isOpen) => {
        if (isOpen || !message) return;
        if (message.kind === 'text') onEdit(message.clientId, message.text);
        else onDiscard(message.clientId);
      }}
      title={t('chat.contactDetails.title')}
      description={t('chat.contactDetails.text')}
      confirmLabel={t('chat.contactDetails.sendAnyway')}
      cancelLabel={message?.kind === 'file' ? t('chat.discard') : t('chat.contactDetails.edit')}
      onConfirm={() => message && onSendAnyway(message.clientId)}
    />
  );
}
