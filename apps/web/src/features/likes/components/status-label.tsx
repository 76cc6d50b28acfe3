import type { MatchStatus } from '@vusal/shared/schemas/likes';
import { useTranslation } from '../../../lib/translation';

const tones: Record<MatchStatus, string> = {
  new: 'bg-rose-100 text-rose-800',
  waitingOther: 'bg-amber-100 text-amber-900',
  waitingMe: 'bg-sky-100 text-sky-900',
  open: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-stone-200 text-stone-800',
  pending: 'bg-stone-100 text-stone-700',
};

/** One of the six labels of a match (product.md section 4, "Match chat consent"). */
export function StatusLabel({ status }: { status: MatchStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {t(`likes.status.${status}`)}
    </span>
  );
}
