import type { ProfileRejectionView } from '@vusal/shared/schemas/profile-rejection';
import { Camera, Hourglass, ListChecks, SlidersHorizontal, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { buttonClasses } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { Notice } from '../../../components/ui/notice';
import { useOwnProfile } from '../../../lib/own-profile';
import { useApprovalWatch } from '../hooks/use-approval-watch';
import { RejectionNotice } from './rejection-notice';

type PendingApprovalScreenProps = { actions: ReactNode };

/**
 * Spec section 2, Dashboard: what an unapproved person sees instead of the members, with what
 * they can already do (their own profile and preferences, issue 22 item 6; the compatibility
 * questions, issue 27 item 2, offered and never required) and a way out.
 */
export function PendingApprovalScreen({ actions }: PendingApprovalScreenProps) {
  const own = useOwnProfile().data;
  const isRestored = Boolean(own?.restoredAt);
  useApprovalWatch(isRestored);
  return (
    <PendingApproval
      actions={actions}
      rejection={own?.rejection ?? null}
      isRestored={isRestored}
      isPhotoMissing={own ? own.photos.length === 0 : false}
    />
  );
}

/**
 * What the pending screen shows, with what an admin asked to change when they did. Admin
 * preview shows it with a sample request (app/), without the member's own profile or the
 * approval watch. A restored account is welcomed back, not thanked for joining (issue 37).
 */
export function PendingApproval({
  actions,
  rejection,
  isRestored = false,
  isPhotoMissing = false,
}: PendingApprovalScreenProps & {
  rejection: ProfileRejectionView;
  isRestored?: boolean;
  /** Decision 037: no profile is approved without a photo (issue 37, item 3: say so here). */
  isPhotoMissing?: boolean;
}) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  // An admin's request for a photo already says it, in the admin's words.
  const asksForPhoto = isPhotoMissing && !rejection?.reasons.includes('no_photo');
  return (
    <CardPage icon={<Hourglass aria-hidden="true" className="size-6" />} title={t('pending.title')}>
      {rejection ? <RejectionNotice rejection={rejection} /> : null}
      {asksForPhoto ? (
        <div className="mb-5">
          <Notice tone="info">
            <p className="font-semibold">{t('pending.photo.title')}</p>
            <p className="mt-1 font-normal">{t('pending.photo.text')}</p>
            <Link
              to={localizedPath('/edit-profile')}
              className={`mt-3 ${buttonClasses('primary', 'md', { canWrap: true })}`}
            >
              <Camera aria-hidden="true" className="size-4" />
              {t('pending.photo.add')}
            </Link>
          </Notice>
        </div>
      ) : null}
      <div className="space-y-4 text-base text-pretty text-stone-700">
        <p>{t(isRestored ? 'pending.welcomeBack' : 'pending.text')}</p>
        <p className="text-stone-600">{t('pending.next')}</p>
        <p className="text-stone-600">{t('pending.meanwhile')}</p>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link to={localizedPath('/edit-profile')} className={buttonClasses('primary')}>
          <UserPen aria-hidden="true" className="size-4" />
          {t('pending.editProfile')}
        </Link>
        <Link to={localizedPath('/preferences')} className={buttonClasses('secondary')}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('pending.preferences')}
        </Link>
      </div>
      <section
        aria-labelledby="pending-questions-title"
        className="mt-6 rounded-2xl bg-rose-50/60 p-4 ring-1 ring-rose-100"
      >
        <h2 id="pending-questions-title" className="font-semibold text-stone-900">
          {t('pending.questions.title')}
        </h2>
        <p className="mt-1 text-sm text-pretty text-stone-700">{t('pending.questions.text')}</p>
        <Link
          to={localizedPath('/questions')}
          className={`mt-3 ${buttonClasses('secondary', 'md', { canWrap: true })}`}
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {t('pending.questions.start')}
        </Link>
      </section>
      <div className="mt-6 flex justify-end">{actions}</div>
    </CardPage>
  );
}
