import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { useTranslation } from '../../../lib/translation';

type WarningDialogProps = { reason: string; isOpen: boolean; onClose: () => void };

/** A moderator's warning, shown once (issue 24, item 3). */
export default function WarningDialog({ reason, isOpen, onClose }: WarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('safety.notices.warningTitle')}
      description={t('safety.notices.warningLead')}
      closeLabel={t('safety.notices.warningOk')}
    >
      <div className="mt-4 space-y-4">
        <Notice tone="info">
          <span className="font-semibold">{t('safety.notices.reason')}:</span> {reason}
        </Notice>
        <Button className="w-full" onClick={onClose}>
          {t('safety.notices.warningOk')}
        </Button>
      </div>
    </Modal>
  );
}
