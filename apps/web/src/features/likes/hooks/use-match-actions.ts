import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useAnswerConsent } from '../api/answer-consent';
import { useUnmatch } from '../api/unmatch';

/** Consent and unmatch with their toasts. */
export function useMatchActions() {
  const { t } = useTranslation();
  const consent = useAnswerConsent();
  const removal = useUnmatch();

  const answer = (matchId: string, value: boolean, onDone?: () => void) => {
    consent.mutate(
      { matchId, answer: value },
      {
        onSimulated: () => onDone?.(),
        onSuccess: (match) => {
          if (match.chatOpen) toast.success(t('likes.consent.opened'));
          onDone?.();
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : undefined;
          // Answered elsewhere, or the other said no meanwhile: say so; the list refetches.
          toast.error(
            code === 'CONSENT_ALREADY_GIVEN' || code === 'CHAT_DECLINED'
              ? t(`errors.${code}`)
              : t('likes.consent.failed'),
          );
        },
      },
    );
  };

  const unmatch = (matchId: string, onDone: () => void) => {
    removal.mutate(matchId, {
      onSimulated: onDone,
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
