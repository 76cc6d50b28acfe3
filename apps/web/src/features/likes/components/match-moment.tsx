import type { MatchView } from '@vusal/shared/schemas/likes';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { MemberPhoto } from '../../../components/member/member-photo';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { closeMatchMoment, useMatchMoment } from '../../../lib/match-moment';
import { useOwnProfile } from '../../../lib/own-profile';
import { useSignedInUser } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useMatchActions } from '../hooks/use-match-actions';
import { startChatAction } from '../lib/match-actions';
import { MatchConsent } from './match-consent';

/**
 * The two people side by side, each photo with the whole name under it, on two lines where it
 * is long: a cut name ("Nigar Hüseyn…") is not the moment to meet someone (issue 37, item 4).
 */
function BothPeople({ other }: { other: MatchView['other'] }) {
  const { t } = useTranslation();
  const own = useOwnProfile().data;
  const user = useSignedInUser();
  const myName = own?.fullName ?? user?.name ?? '';
  const people = [
    { key: 'me', name: t('likes.moment.you'), photoName: myName, photoUrl: own?.photoUrl ?? null },
    { key: 'other', name: other.fullName, photoName: other.fullName, photoUrl: other.photoUrl },
  ];
  return (
    <ul className="flex justify-center gap-4 pt-8">
      {people.map((person) => (
        <li key={person.key} className="grid w-32 min-w-0 justify-items-center gap-2 sm:w-36">
          <MemberPhoto
            name={person.photoName}
            photoUrl={person.photoUrl}
            alt=""
            loading="eager"
            className="size-28 rounded-full ring-4 ring-white shadow-lg sm:size-32"
          />
          <span className="max-w-full text-center text-base font-semibold text-balance break-words text-stone-900">
            {person.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The match moment (issue 22, item 5): a mutual like opens a sheet over whatever page is open,
 * for both members at once, with both people and the chat question answered right there (the
 * match card's `MatchConsent`). "Keep browsing", Escape or the close button
 * dismiss it; the match waits on the matches tab.
 */
export default function MatchMoment() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const match = useMatchMoment();
  const actions = useMatchActions();
  if (!match) return null;

  const name = match.other.fullName;
  const chat = startChatAction(match);
  const isSaving = actions.isAnswering && actions.answeringId === match.matchId;

  return (
    <Modal
      isOpen
      size="screen"
      onClose={closeMatchMoment}
      closeLabel={t('likes.moment.close')}
      isBusy={isSaving}
      title={t('likes.toast.match')}
      description={t('likes.moment.text', { name })}
      media={<BothPeople other={match.other} />}
    >
      <div className="mt-6 grid gap-3 text-left">
        <MatchConsent match={match} actions={actions} />
        {chat === 'open' ? (
          <Link
            to={localizedPath(`/messages?match=${encodeURIComponent(match.matchId)}`)}
            onClick={closeMatchMoment}
            aria-label={t('likes.startChatLabel', { name })}
            className={buttonClasses('primary', 'lg')}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('likes.startChat')}
          </Link>
        ) : null}
        <Button variant="ghost" size="lg" onClick={closeMatchMoment} disabled={isSaving}>
          {t('likes.moment.keepBrowsing')}
        </Button>
      </div>
    </Modal>
  );
}
