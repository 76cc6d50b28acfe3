import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import { useBlockMember } from '../api/block-member';
import { useReportMember } from '../api/report-member';
import { BlockDialog } from '../../../components/report/block-dialog';
import { ReportDialog, type ReportChoice } from '../../../components/report/report-dialog';

type SafetyActionsProps = { userId: string; name: string };

/** Which dialog is open: the report, the block question, or the report that blocks too. */
type Asking = 'report' | 'block' | 'reportAndBlock' | null;

/**
 * Block and report from another member's profile. Block asks first, naming the person and
 * saying what it does (issue 37, item 6), then says 'İstifadəçi bloklandı' and leaves the page,
 * which the block hides (S2). A report goes to the moderators (S3); "also report" on the block
 * question sends one report that blocks too.
 */
export function SafetyActions({ userId, name }: SafetyActionsProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const navigate = useNavigate();
  const block = useBlockMember();
  const report = useReportMember();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  const leave = (message: string) => {
    toast.success(message);
    close();
    void navigate(localizedPath('/dashboard'), { replace: true });
  };

  const confirmBlock = ({ alsoReport }: { alsoReport: boolean }) => {
    if (alsoReport) {
      setAsking('reportAndBlock');
      return;
    }
    block.mutate(userId, {
      onSimulated: close,
      onSuccess: () => leave(t('safety.block.done')),
      onError: () => toast.error(t('safety.block.failed')),
    });
  };

  const sendReport = (choice: ReportChoice) => {
    const alsoBlocks = asking === 'reportAndBlock';
    report.mutate(
      { userId, ...choice, block: alsoBlocks },
      {
        onSimulated: close,
        onSuccess: () => {
          if (alsoBlocks) {
            leave(t('safety.block.reportedAndBlocked'));
            return;
          }
          toast.success(t('safety.report.done'));
          close();
        },
        onError: () => toast.error(t('safety.report.failed')),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" onClick={() => setAsking('report')} aria-haspopup="dialog">
        <Flag aria-hidden="true" className="size-4" />
        {t('safety.report.action')}
      </Button>
      <Button variant="ghost" onClick={() => setAsking('block')} aria-haspopup="dialog">
        <Ban aria-hidden="true" className="size-4" />
        {t('safety.block.action')}
      </Button>
      <BlockDialog
        isOpen={asking === 'block'}
        onOpenChange={(open) => !open && close()}
        name={name}
        isBusy={block.isPending}
        onConfirm={confirmBlock}
      />
      <ReportDialog
        isOpen={asking === 'report' || asking === 'reportAndBlock'}
        onOpenChange={(open) => !open && close()}
        name={name}
        alsoBlocks={asking === 'reportAndBlock'}
        isBusy={report.isPending}
        onSubmit={sendReport}
      />
    </div>
  );
}
