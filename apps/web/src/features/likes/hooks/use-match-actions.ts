import { useTranslation } from '../../../lib/translation';
import { toast } from 'sonner';
import { useAdminMode } from '../../../lib/admin-mode';
import { ApiError } from '../../../lib/api-client';
import { useAnswerConsent } from '../api/answer-consent';
import { useUnmatch } from '../api/unmatch';

/** Consent and unmatch with their toasts; admin preview sends nothing. */
export function useMatchActions() {
  const { t } = useTranslation();
  const adminMode = useAdminMode();
  const consent = useAnswerConsent();
  const removal = useUnmatch();

  const answer = (matchId: string, value: boolean, onDone?: () => void) => {
    if (adminMode.isOn) {
      toast.info(t('likes.toast.preview'));
      onDone?.();
      return;
    }
    consent.mutate(
      { matchId, answer: value },
      {
        onSuccess: (match) => {
          if (match.chatOpen) toast.success(t('likes.consent.opened'));
          onDone?.();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          toast.error(
            code === 'CONSENT_ALREADY_GIVEN'
              ? t('errors.CONSENT_ALREADY_GIVEN')
              : t('likes.consent.failed'),
          );
        },
      },
    );
  };

  const unmatch = (matchId: string, onDone: () => void) => {
    if (adminMode.isOn) {
      toast.info(t('likes.toast.preview'));
      onDone();
      return;
    }
    removal.mutate(matchId, {
      onSuccess: () => {
        toast.success(t('likes.unmatch.done'));
        onDone();
      },
      onError: () => toast.error(t('likes.unmatch.failed')),
    });
  };

  return {
    answer,
    isAnswering: consent.isPending,
    answeringId: consent.variables?.matchId,
    unmatch,
    isUnmatching: removal.isPending,
  };
}
