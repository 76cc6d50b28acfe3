import { previewStats } from '../lib/preview/sample-data';
import { useTranslation } from '../lib/translation';

const order = ['matches', 'likes', 'newLikes', 'newMatches', 'unreadMessages'] as const;

/** Admin preview's dashboard: the sample counts 5, 3, 2, 1, 3 (spec section 4). */
export function SampleActivity() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="preview-stats-title"
      className="rounded-3xl border border-dashed border-red-300 bg-red-50/60 p-5"
    >
      <h2 id="preview-stats-title" className="text-lg font-bold text-stone-900">
        {t('dashboard.stats.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('dashboard.stats.lead')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {order.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-2xl bg-white p-3 ring-1 ring-red-100"
          >
            <dt className="text-sm text-stone-600">{t(`dashboard.stats.${key}`)}</dt>
            <dd className="text-2xl font-bold text-stone-900">{previewStats[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
