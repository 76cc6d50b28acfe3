import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocale } from '../../../lib/use-locale';
import { useBlockMember } from '../api/block-member';
import { useReportMember } from '../api/report-member';
import { ReportDialog, type ReportChoice } from '../../../components/report/report-dialog';

type SafetyActionsProps = { userId: string; name: string };

/**
 * Block and report from another member's profile. Block asks first ('Bu istifadəçini bloklamaq
 * istədiyinizə əminsiniz?'), then says 'İstifadəçi bloklandı' and leaves the page, which the
 * block hides (S2). A report goes to the moderators (S3).
 */
export function SafetyActions({ userId, name }: SafetyActionsProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const navigate = useNavigate();
  const block = useBlockMember();
  const report = useReportMember();
  const [isBlocking, setIsBlocking] = useState(false);
  const [isReporting, setIsReporting] = useState(false);

  const confirmBlock = () => {
    block.mutate(userId, {
      onSimulated: () => setIsBlocking(false),
      onSuccess: () => {
        toast.success(t('safety.block.done'));
        setIsBlocking(false);
        void navigate(localizedPath('/dashboard'), { replace: true });
      },
      onError: () => toast.error(t('safety.block.failed')),
    });
  };

  const sendReport = (choice: ReportChoice) => {
    report.mutate(
      { userId, ...choice },
      {
        onSimulated: () => setIsReporting(false),
        onSuccess: () => {
          toast.success(t('safety.report.done'));
          setIsReporting(false);
        },
        onError: () => toast.error(t('safety.report.failed')),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" onClick={() => setIsReporting(true)} aria-haspopup="dialog">
        <Flag aria-hidden="true" className="size-4" />
        {t('safety.report.action')}
      </Button>
      <Button variant="ghost" onClick={() => setIsBlocking(true)} aria-haspopup="dialog">
        <Ban aria-hidden="true" className="size-4" />
        {t('safety.block.action')}
      </Button>
      <ConfirmDialog
        isOpen={isBlocking}
        onOpenChange={setIsBlocking}
        title={t('safety.block.title')}
        description={t('safety.block.text', { name })}
        confirmLabel={t('safety.block.confirm')}
        busyLabel={t('safety.block.busy')}
        cancelLabel={t('safety.block.cancel')}
        tone="danger"
        isBusy={block.isPending}
        onConfirm={confirmBlock}
      />
      <ReportDialog
        isOpen={isReporting}
        onOpenChange={setIsReporting}
        name={name}
        isBusy={report.isPending}
        onSubmit={sendReport}
      />
    </div>
  );
}
