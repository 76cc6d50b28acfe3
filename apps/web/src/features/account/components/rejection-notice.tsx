import type { ProfileRejectionView } from '@vusal/shared/schemas/profile-rejection';
import { CircleAlert, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';

/**
 * Issue 23, item 9: what an admin asked the pending member to change, each reason with what to
 * do, the admin's note and the way to the editor. Only the member's own profile carries it.
 */
export function RejectionNotice({ rejection }: { rejection: NonNullable<ProfileRejectionView> }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <section
      aria-labelledby="pending-rejection-title"
      className="mb-6 rounded-2xl bg-amber-50 p-4 text-stone-800 ring-1 ring-amber-200"
    >
      <h2 id="pending-rejection-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {t('pending.rejection.title')}
      </h2>
      <p className="mt-2 text-sm text-pretty">{t('pending.rejection.lead')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-pretty">
        {rejection.reasons.map((reason) => (
          <li key={reason}>{t(`pending.rejection.reasons.${reason}`)}</li>
        ))}
      </ul>
      {rejection.note ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{t('pending.rejection.note')}</p>
          <p className="whitespace-pre-line text-pretty">{rejection.note}</p>
        </div>
      ) : null}
      <Link
        to={localizedPath('/edit-profile')}
        className={`mt-3 ${buttonClasses('primary', 'md', { canWrap: true })}`}
      >
        <UserPen aria-hidden="true" className="size-4" />
        {t('pending.rejection.edit')}
      </Link>
    </section>
  );
}
