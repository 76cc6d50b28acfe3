import { ACCOUNT_ARCHIVE_DAYS } from '@vusal/shared/catalog/constants';
import { useTranslation } from '../../../lib/translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type RestoreAccountDialogProps = {
  isOpen: boolean;
  isBusy: boolean;
  onRestore: () => void;
  onDecline: () => void;
};

/** S8: signing in to an account deleted within the archive period offers to restore it. */
export function RestoreAccountDialog({
  isOpen,
  isBusy,
  onRestore,
  onDecline,
}: RestoreAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onDecline()}
      title={t('auth.signIn.restore.title')}
      description={t('auth.signIn.restore.text', { count: ACCOUNT_ARCHIVE_DAYS })}
      confirmLabel={t('auth.signIn.restore.confirm')}
      busyLabel={t('auth.signIn.restore.confirming')}
      cancelLabel={t('auth.signIn.restore.cancel')}
      onConfirm={onRestore}
      isBusy={isBusy}
    />
  );
}
