import type { VerificationState } from '@vusal/shared/schemas/verification';
import { useTranslation } from '../../../lib/translation';

/**
 * Where the check stands, in words (issue 23, item 3): the state and what it means, a
 * moderator's reason and note and what to do about it, why a tick was lost, and the tries left
 * today where a new one can start.
 */
export function VerificationStatus({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  const canStartAgain = ['not_started', 'rejected', 'lost', 'required'].includes(state.status);
  return (
    <div className="grid gap-2 text-base text-stone-800">
      <p className="text-lg font-bold text-stone-900">{t(`verification.status.${state.status}`)}</p>
      <p className="text-pretty">{t(`verification.statusText.${state.status}`)}</p>
      {state.status === 'rejected' && state.rejectReason ? (
        <>
          <p>
            <span className="font-semibold">{t('verification.reasonLabel')}:</span>{' '}
            {t(`verification.rejectReasons.${state.rejectReason}`)}
          </p>
          {state.note ? (
            <p>
              <span className="font-semibold">{t('verification.noteLabel')}:</span> {state.note}
            </p>
          ) : null}
          <p className="text-pretty">{t('verification.whatToDo')}</p>
        </>
      ) : null}
      {state.status === 'lost' && state.lostReason ? (
        <p>
          <span className="font-semibold">{t('verification.reasonLabel')}:</span>{' '}
          {t(`verification.lostReasons.${state.lostReason}`)}
        </p>
      ) : null}
      {canStartAgain ? (
        <p className="text-sm text-stone-600">
          {state.triesLeft > 0
            ? t('verification.triesLeft', { count: state.triesLeft })
            : t('verification.noTriesLeft')}
        </p>
      ) : null}
    </div>
  );
}
