import { CircleCheck, Hourglass } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';

/** 'Gözləyir' until an admin approves the profile (D1), then 'Təsdiq edildi'. */
export function ApprovalBadge({ isApproved }: { isApproved: boolean }) {
  const { t } = useTranslation();
  const Icon = isApproved ? CircleCheck : Hourglass;
  const tone = isApproved
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
    : 'bg-amber-50 text-amber-900 ring-amber-200';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${tone}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {isApproved ? t('profile.status.approved') : t('profile.status.pending')}
    </span>
  );
}
