import { verificationRejectReasons } from '@vusal/shared/catalog/verification';
import {
  VERIFICATION_NOTE_MAX,
  verificationRejectionSchema,
  type VerificationRejectionInput,
} from '@vusal/shared/schemas/verification';
import {
  RejectReasonsDialog,
  type RejectDialogProps,
} from '../../../components/staff/reject-reasons-dialog';

/**
 * Issue 23, item 2: why a selfie is rejected, one of the server's reasons, and an optional
 * note the member reads.
 */
export function VerificationRejectDialog({
  onReject,
  ...props
}: RejectDialogProps<VerificationRejectionInput>) {
  return (
    <RejectReasonsDialog
      {...props}
      texts={{
        title: 'admin.verifications.rejectTitle',
        lead: 'admin.verifications.rejectLead',
        confirm: 'admin.verifications.reject',
        busy: 'admin.decision.busy',
        cancel: 'admin.confirm.cancel',
        legend: 'admin.verifications.rejectReasons',
        note: 'admin.verifications.note',
      }}
      reasons={verificationRejectReasons}
      reasonLabel={(reason) => `admin.verifications.reasons.${reason}`}
      noteMax={VERIFICATION_NOTE_MAX}
      schema={verificationRejectionSchema}
      toInput={(reasons, note) => ({ reason: reasons[0] ?? null, note })}
      onReject={({ reason, note }) => onReject({ reason, ...(note ? { note } : {}) })}
    />
  );
}
