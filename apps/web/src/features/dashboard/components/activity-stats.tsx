import { BADGE_MAX } from '@vusal/shared/catalog/constants';
import { useTranslation } from '../../../lib/translation';
import type { DashboardStats } from '../lib/dashboard-stats';

const order = ['matches', 'likes', 'newLikes', 'newMatches', 'unreadMessages'] as const;
// The server counts what is new only up to the badge's limit: past it, '9+' as on the tiles.
const capped: ReadonlySet<(typeof order)[number]> = new Set([
  'newLikes',
  'newMatches',
  'unreadMessages',
]);

const shown = (key: (typeof order)[number], count: number) =>
  capped.has(key) && count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);

/**
 * The dashboard stats (details.md section 7): open chats, likes received, and what is new. A
 * member sees their own; sample counts (`isSample`) come in a dashed frame under their own title.
 */
export function ActivityStats({ stats, isSample }: { stats: DashboardStats; isSample: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="activity-stats-title"
      className={`rounded-3xl p-5 ${
        isSample
          ? 'border border-dashed border-red-300 bg-red-50/60'
          : 'bg-white/70 ring-1 ring-rose-100'
      }`}
    >
      <h2 id="activity-stats-title" className="text-lg font-bold text-stone-900">
        {t(isSample ? 'dashboard.stats.title' : 'dashboard.stats.memberTitle')}
      </h2>
      {isSample ? <p className="mt-1 text-sm text-stone-700">{t('dashboard.stats.lead')}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {order.map((key) => (
          <div
            key={key}
            className={`flex flex-col-reverse rounded-2xl bg-white p-3 ring-1 ${
              isSample ? 'ring-red-100' : 'ring-rose-100'
            }`}
          >
            <dt className="text-sm text-stone-600">{t(`dashboard.stats.${key}`)}</dt>
            <dd className="text-2xl font-bold text-stone-900">{shown(key, stats[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The stats' shape while their counts load (issue 37): the tiles below do not jump. */
export function StatsSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid animate-pulse grid-cols-2 gap-3 rounded-3xl bg-white/70 p-5 ring-1 ring-rose-100 sm:grid-cols-5"
    >
      <div className="col-span-2 h-6 w-1/3 rounded-full bg-stone-200 sm:col-span-5" />
      {order.map((key) => (
        <div key={key} className="h-18 rounded-2xl bg-white ring-1 ring-rose-100" />
      ))}
    </div>
  );
}
