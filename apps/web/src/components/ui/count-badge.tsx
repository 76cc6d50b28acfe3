import { BADGE_MAX } from '@vusal/shared/catalog/constants';
import { badgeText } from '../../lib/badge-text';
import { useTranslation } from '../../lib/translation';

type CountBadgeProps = {
  /** New items since the last visit; nothing shows at 0, '9+' above 9. */
  count: number | undefined;
  /** `md` beside a tile's title, `sm` on a navigation icon. */
  size?: 'sm' | 'md';
};

const sizes = { sm: 'h-5 min-w-5 px-1.5', md: 'h-6 min-w-6 px-2' };

/** The rose dot with a new-count, and the same count spoken to screen readers. */
export function CountBadge({ count, size = 'md' }: CountBadgeProps) {
  const { t } = useTranslation();
  const shown = badgeText(count);
  if (shown === null || count === undefined) return null;
  const spoken =
    count > BADGE_MAX
      ? t('dashboard.badgeMany', { count: BADGE_MAX })
      : t('dashboard.badge', { count });
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="tile-badge"
        className={`inline-flex items-center justify-center rounded-full bg-rose-700 text-xs leading-none font-bold text-white ${sizes[size]}`}
      >
        {shown}
      </span>
      <span className="sr-only">({spoken})</span>
    </>
  );
}
