import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';
import { usePendingProposals } from '../../../lib/profile-proposals';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';

/**
 * Decision 053: the way to what a relative proposed, with how many wait; shown only while
 * something waits (a member without a guardian never sees it).
 */
export function ProposalsLink() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const count = usePendingProposals().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={localizedPath('/profile-proposals')}
      className="mt-3 flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200 focus-visible:outline-2 focus-visible:outline-rose-700"
    >
      <span>{t('proposals.review.link')}</span>
      <CountBadge count={count} />
    </Link>
  );
}
