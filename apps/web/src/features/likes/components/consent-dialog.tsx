import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Modal } from '../../../components/ui/modal';

type ConsentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, or the notice that we wait for the other side. */
  children: ReactNode;
};

/** 'Söhbət başlat' on a match whose chat is not open yet asks for consent here (D14). */
export function ConsentDialog({ isOpen, onOpenChange, children }: ConsentDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      title={t('likes.consent.title')}
      describedBy={bodyId}
      closeLabel={t('likes.close')}
    >
      <div id={bodyId} className="mt-4">
        {children}
      </div>
    </Modal>
  );
}
