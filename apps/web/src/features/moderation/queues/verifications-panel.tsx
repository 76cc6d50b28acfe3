import type { VerificationRejectionInput } from '@vusal/shared/schemas/verification';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import {
  useDecideVerification,
  useVerifications,
  type AdminVerification,
} from '../api/verifications';
import { useActionErrorToast } from '../../../lib/action-error';
import { QueueList } from './queue';
import { VerificationCard } from './verification-card';
import { VerificationRejectDialog } from './verification-reject-dialog';

/**
 * Issue 23, item 2 (decision 031): selfies waiting for a moderator, oldest first. Approving
 * gives the badge at once and cannot be undone here, so it asks first; a rejection names a
 * reason from the server's list. Each decision is audited by the server.
 */
export function VerificationsPanel() {
  const { t } = useTranslation();
  const verifications = useVerifications();
  const decide = useDecideVerification();
  const errorToast = useActionErrorToast();
  const [approving, setApproving] = useState<AdminVerification | null>(null);
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);

  function approve() {
    if (!approving) return;
    const close = () => setApproving(null);
    decide.mutate(
      { id: approving.id, approve: true },
      {
        onSuccess: () => {
          close();
          toast.success(t('admin.toasts.verificationApproved'), {
            description: approving.fullName,
          });
        },
        onSimulated: close,
        onError: (error) => errorToast(t('admin.toasts.verificationFailed'), error),
      },
    );
  }

  function reject(input: VerificationRejectionInput) {
    if (!rejecting) return;
    const close = () => setRejecting(null);
    decide.mutate(
      { id: rejecting.id, approve: false, ...input },
      {
        onSuccess: () => {
          close();
          toast.success(t('admin.toasts.verificationRejected'), {
            description: rejecting.fullName,
          });
        },
        onSimulated: close,
        onError: (error) => errorToast(t('admin.toasts.verificationFailed'), error),
      },
    );
  }

  return (
    <>
      <QueueList
        queue="verifications"
        query={verifications}
        items={verifications.data?.items ?? []}
        renderItem={(item) => (
          <VerificationCard
            key={item.id}
            item={item}
            isBusy={decide.isPending}
            onApprove={setApproving}
            onReject={setRejecting}
          />
        )}
      />
      <ConfirmDialog
        isOpen={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('admin.verifications.approveTitle', { name: approving?.fullName ?? '' })}
        description={t('admin.verifications.approveLead')}
        confirmLabel={t('admin.verifications.approve')}
        busyLabel={t('admin.decision.busy')}
        cancelLabel={t('admin.confirm.cancel')}
        isBusy={decide.isPending}
        onConfirm={approve}
      />
      <VerificationRejectDialog
        name={rejecting?.fullName ?? null}
        isBusy={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </>
  );
}
