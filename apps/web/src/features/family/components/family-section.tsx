import { Users } from 'lucide-react';
import { useState } from 'react';
import { Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListError } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorReason } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useEndGuardian, useFamilyGuardian } from '../api/family-guardian';
import { GuardianScopes } from './guardian-scopes';
import { InviteGuardianForm } from './invite-guardian-form';

const titleId = 'family-title';

/** Issue 39, item 1: the account settings' "Family" section (decision 050). */
export function FamilySection() {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const state = useFamilyGuardian();
  const end = useEndGuardian();
  const [isAsking, setIsAsking] = useState(false);
  const guardian = state.data ?? null;
  const relation = guardian ? t(`enums.guardian_relation.${guardian.relation}`) : '';

  return (
    <Surface labelledBy={titleId} className="mt-6">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Users aria-hidden="true" className="size-5 text-rose-700" />
        {t('family.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('family.lead')}</p>
      {state.isPending ? (
        <div className="mt-4">
          <Spinner label={t('family.loading')} />
        </div>
      ) : state.isError ? (
        <ListError
          message={reason(state.error)}
          retryLabel={t('family.retry')}
          onRetry={() => void state.refetch()}
        />
      ) : !guardian ? (
        <InviteGuardianForm />
      ) : (
        <>
          <p role="status" className="mt-4 text-base text-stone-800">
            {guardian.status === 'invited'
              ? t('family.invited', {
                  email: guardian.email,
                  relation,
                  date: guardian.inviteExpiresAt ? formatDateTime(guardian.inviteExpiresAt, t) : '',
                })
              : t('family.active', { name: guardian.guardianName ?? guardian.email, relation })}
          </p>
          <GuardianScopes guardian={guardian} />
          <Button variant="secondary" className="mt-5" onClick={() => setIsAsking(true)}>
            {guardian.status === 'invited' ? t('family.cancel') : t('family.end')}
          </Button>
          <ConfirmDialog
            isOpen={isAsking}
            onOpenChange={setIsAsking}
            title={guardian.status === 'invited' ? t('family.cancelTitle') : t('family.endTitle')}
            description={
              guardian.status === 'invited'
                ? t('family.cancelText', { email: guardian.email })
                : t('family.endText', { name: guardian.guardianName ?? guardian.email })
            }
            confirmLabel={guardian.status === 'invited' ? t('family.cancel') : t('family.end')}
            busyLabel={t('family.ending')}
            cancelLabel={t('family.keep')}
            tone="danger"
            isBusy={end.isPending}
            onConfirm={() => end.mutate(undefined, { onSuccess: () => setIsAsking(false) })}
          >
            {end.isError ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {reason(end.error)}
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      )}
    </Surface>
  );
}
