import { verificationRejectReasons } from '@vusal/shared/catalog/verification';
import {
  VERIFICATION_NOTE_MAX,
  verificationRejectionSchema,
  type VerificationRejectionInput,
} from '@vusal/shared/schemas/verification';
import { useTranslation } from '../../../lib/translation';
import { RejectReasonsDialog } from './reject-reasons-dialog';

/**
 * Issue 23, item 2: why a selfie is rejected, one of the server's reasons, and an optional
 * note the member reads.
 */
export function VerificationRejectDialog({
  name,
  onReject,
  ...handlers
}: {
  name: string | null;
  isBusy: boolean;
  onClose: () => void;
  onReject: (input: VerificationRejectionInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <RejectReasonsDialog
      name={name}
      {...handlers}
      texts={{
        title: t('admin.verifications.rejectTitle', { name: name ?? '' }),
        lead: t('admin.verifications.rejectLead'),
        confirm: t('admin.verifications.reject'),
        busy: t('admin.decision.busy'),
        cancel: t('admin.confirm.cancel'),
        legend: t('admin.verifications.rejectReasons'),
        note: t('admin.verifications.note'),
      }}
      reasons={verificationRejectReasons}
      reasonLabel={(reason) => t(`admin.verifications.reasons.${reason}`)}
      noteMax={VERIFICATION_NOTE_MAX}
      schema={verificationRejectionSchema}
      toInput={(reasons, note) => ({ reason: reasons[0] ?? null, note })}
      onReject={({ reason, note }) => onReject({ reason, ...(note ? { note } : {}) })}
    />
  );
}
