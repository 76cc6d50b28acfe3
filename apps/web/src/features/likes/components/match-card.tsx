import type { MatchView } from '@vusal/shared/schemas/likes';
import { Hourglass, MessageCircle, UserRound, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocale } from '../../../lib/use-locale';
import { useMatchActions } from '../hooks/use-match-actions';
import { startChatAction } from '../lib/match-actions';
import { MatchConsent } from './match-consent';
import { MemberRow } from './member-row';
import { StatusLabel } from './status-label';

/**
 * A match: its status label, the consent question while my answer is missing and nobody said no
 * ("No" asks for confirmation: an answer is final), the notices (waiting, or the humane
 * mutual-consent one after a no), 'Söhbət başlat' only once both said yes (a disabled "Waiting
 * for …" after my yes), the profile and Unmatch with a confirmation.
 */
export function MatchCard({ match }: { match: MatchView }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const actions = useMatchActions();
  const [isConfirmingUnmatch, setIsConfirmingUnmatch] = useState(false);
  const name = match.other.fullName;
  const chat = startChatAction(match);

  return (
    <MemberRow member={match.other} badge={<StatusLabel status={match.status} />}>
      <MatchConsent match={match} actions={actions} />

      <div className="mt-1 flex flex-wrap gap-2">
        {chat === 'open' ? (
          <Link
            to={localizedPath(`/messages?match=${encodeURIComponent(match.matchId)}`)}
            aria-label={t('likes.startChatLabel', { name })}
            className={buttonClasses('primary')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('likes.startChat')}
          </Link>
        ) : null}
        {chat === 'wait' ? (
          <Button disabled>
            <Hourglass aria-hidden="true" className="size-4" />
            {t('likes.consent.waitingFor', { name })}
          </Button>
        ) : null}
        {match.other.userId ? (
          <Link
            to={localizedPath(`/profile/${match.other.userId}`)}
            state={{ from: 'likes-and-matches' }}
            aria-label={t('likes.profileLabel', { name })}
            className={buttonClasses('secondary')}
          >
            <UserRound aria-hidden="true" className="size-4" />
            {t('likes.profile')}
          </Link>
        ) : null}
        <Button
          variant="ghost"
          aria-label={t('likes.unmatch.actionLabel', { name })}
          onClick={() => setIsConfirmingUnmatch(true)}
        >
          <UserX aria-hidden="true" className="size-4" />
          {t('likes.unmatch.action')}
        </Button>
      </div>

      <ConfirmDialog
        isOpen={isConfirmingUnmatch}
        onOpenChange={setIsConfirmingUnmatch}
        title={t('likes.unmatch.title')}
        description={t('likes.unmatch.text', { name })}
        confirmLabel={t('likes.unmatch.confirm')}
        busyLabel={t('likes.unmatch.busy')}
        cancelLabel={t('likes.unmatch.cancel')}
        tone="danger"
        isBusy={actions.isUnmatching}
        onConfirm={() => actions.unmatch(match.matchId, () => setIsConfirmingUnmatch(false))}
      />
    </MemberRow>
  );
}
