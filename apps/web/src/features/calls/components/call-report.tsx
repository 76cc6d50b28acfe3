import { ReportDialog } from '../../../components/report/report-dialog';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { reportCall } from '../api/calls-api';
import type { CallInfo } from '../lib/call-machine';
import type { ReportChoice } from '../../../components/report/report-dialog';

/**
 * The one report dialog, sent from a call: the chat's report with the call's id, which the
 * server notes in what the moderators see (the kind, how long it lasted, how it ended).
 */
export default function CallReport({ call, onClose }: { call: CallInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: (choice: ReportChoice) =>
      reportCall(call.matchId, { ...choice, callId: call.callId }),
    onSuccess: () => toast.success(t('chat.reported')),
    onError: () => toast.error(t('chat.errorTitle')),
  });
  return (
    <ReportDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      name={call.otherName}
      isBusy={report.isPending}
      onSubmit={(choice) => report.mutate(choice, { onSuccess: onClose, onSimulated: onClose })}
    />
  );
}
