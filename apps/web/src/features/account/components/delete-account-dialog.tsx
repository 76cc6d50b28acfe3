import { ACCOUNT_ARCHIVE_DAYS } from '@vusal/shared/catalog/constants';
import { useTranslation } from '../../../lib/translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type DeleteAccountDialogProps = {
  isOpen: boolean;
  isBusy: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

/** 'Hesabı silməyə razısınız?': restorable by signing in within 90 days (S8), else final. */
export function DeleteAccountDialog({
  isOpen,
  isBusy,
  onOpenChange,
  onConfirm,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      tone="danger"
      title={t('account.delete.dialogTitle')}
      description={t('account.delete.dialogText', { count: ACCOUNT_ARCHIVE_DAYS })}
      confirmLabel={t('account.delete.confirm')}
      busyLabel={t('account.delete.confirming')}
      cancelLabel={t('account.delete.keep')}
      onConfirm={onConfirm}
      isBusy={isBusy}
    />
  );
}
