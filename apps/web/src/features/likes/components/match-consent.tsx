import type { MatchView } from '@vusal/shared/schemas/likes';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { useTranslation } from '../../../lib/translation';
import type { useMatchActions } from '../hooks/use-match-actions';
import { startChatAction } from '../lib/match-actions';
import { ConsentQuestion } from './consent-question';

type MatchConsentProps = {
  match: MatchView;
  actions: Pick<ReturnType<typeof useMatchActions>, 'answer' | 'isAnswering' | 'answeringId'>;
};

/**
 * The chat question of a match, wherever it is asked (the match card, the match moment): Yes
 * and No while my answer is missing and nobody said no ("No" asks for confirmation: an answer is
 * final), then the notice of what the answers mean (waiting, or the humane one after a no).
 */
export function MatchConsent({ match, actions }: MatchConsentProps) {
  const { t } = useTranslation();
  const [isDeclining, setIsDeclining] = useState(false);
  const name = match.other.fullName;
  const chat = startChatAction(match);
  const isSaving = actions.isAnswering && actions.answeringId === match.matchId;
  return (
    <>
      {chat === 'ask' ? (
        <ConsentQuestion
          name={name}
          isSaving={isSaving}
          onAnswer={(answer) =>
            answer ? actions.answer(match.matchId, true) : setIsDeclining(true)
          }
        />
      ) : null}
      {chat === 'wait' ? (
        <Notice tone="info">{t('likes.consent.waitingNotice', { name })}</Notice>
      ) : null}
      {chat === 'none' ? <Notice tone="info">{t('likes.consent.declinedNotice')}</Notice> : null}
      <ConfirmDialog
        isOpen={isDeclining && chat === 'ask'}
        onOpenChange={setIsDeclining}
        title={t('likes.consent.declineTitle')}
        description={t('likes.consent.declineText', { name })}
        confirmLabel={t('likes.consent.declineConfirm')}
        busyLabel={t('likes.consent.saving')}
        cancelLabel={t('likes.consent.declineCancel')}
        isBusy={isSaving}
        onConfirm={() => actions.answer(match.matchId, false, () => setIsDeclining(false))}
      />
    </>
  );
}
