import type { Visitor } from '@vusal/shared/schemas/visitors';
import { Link } from 'react-router';
import { MemberHeading } from '../../../components/member/member-heading';
import { MemberPhoto } from '../../../components/member/member-photo';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatRelativeTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';

/** One visitor: photo (as `photoVariant` decided on the server), name, when, and their profile. */
export function VisitorCard({ visitor, now }: { visitor: Visitor; now: Date }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const { from } = visitor;
  return (
    <article className="flex h-full flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-rose-100 sm:p-5">
      <div className="flex items-center gap-4">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl">
          <MemberPhoto
            name={from.fullName}
            photoUrl={from.photoUrl}
            loading="lazy"
            className="absolute inset-0 size-full"
          />
        </div>
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <MemberHeading
            member={from}
            level={2}
            size="sm"
            badge={visitor.isNew ? <Badge>{t('visitors.new')}</Badge> : undefined}
          />
          <p className="text-sm text-stone-600">
            <time dateTime={visitor.lastVisitAt}>
              {t('visitors.visitedAt', { when: formatRelativeTime(visitor.lastVisitAt, now, t) })}
            </time>
          </p>
        </div>
      </div>
      <div className="mt-auto">
        <Link
          to={localizedPath(`/profile/${from.userId}`)}
          className={buttonClasses('secondary')}
          aria-label={t('visitors.profileLabel', { name: from.fullName })}
        >
          {t('visitors.profile')}
        </Link>
      </div>
    </article>
  );
}
