import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/translation';
import type { PendingMessage } from '../lib/pending';

type ContactDetailsPromptProps = {
  /** The message the server held back for contact details in a young chat, if any. */
  message: PendingMessage | undefined;
  onSendAnyway: (clientId: string) => void;
  /** Back to the composer with the text as it was typed. */
  onEdit: (clientId: string, text: string) => void;
};

/**
 * Decision 021: "Are you sure?" with a short safety note before contact details go to someone
 * the member has only just met. The server decides when to ask; nothing was stored yet.
 */
export function ContactDetailsPrompt({ message, onSendAnyway, onEdit }: ContactDetailsPromptProps) {
  const { t } = useTranslation();
  const text = message?.kind === 'text' ? message.text : undefined;
  return (
    <ConfirmDialog
      isOpen={message !== undefined && text !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen && message && text !== undefined) onEdit(message.clientId, text);
      }}
      title={t('chat.contactDetails.title')}
      description={t('chat.contactDetails.text')}
      confirmLabel={t('chat.contactDetails.sendAnyway')}
      cancelLabel={t('chat.contactDetails.edit')}
      onConfirm={() => message && onSendAnyway(message.clientId)}
    />
  );
}
