import { formatWaited } from '../../lib/format-time';
import { useTranslation } from '../../lib/translation';

/**
 * How long an item of a staff queue has waited, "Sent 3 hours ago", from the whole minutes the
 * server counted on its own clock (issue 34, item 12: never from the browser's clock).
 */
export function WaitedSince({ since, minutes }: { since: string; minutes: number }) {
  const { t } = useTranslation();
  return (
    <time dateTime={since} className="text-sm text-stone-600">
      {t('admin.waited', { ago: formatWaited(minutes, t) })}
    </time>
  );
}
