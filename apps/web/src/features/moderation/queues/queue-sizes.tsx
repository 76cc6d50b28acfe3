import { QUEUE_WAIT_HOURS, type ModerationQueue } from '@vusal/shared/schemas/queues';
import { StatusPill } from '../../../components/staff/status-pill';
import { LoadError } from '../../../components/staff/load-error';
import { formatWaited } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useQueues, type QueueSummary } from '../api/queues';

const HOUR_S = 3600;

/** Issue 36, item 2: a wait past 12 hours is late (amber), past 24 overdue (red). */
export function waitTone(seconds: number | null): 'late' | 'overdue' | null {
  if (seconds === null) return null;
  if (seconds > QUEUE_WAIT_HOURS.overdue * HOUR_S) return 'overdue';
  if (seconds > QUEUE_WAIT_HOURS.late * HOUR_S) return 'late';
  return null;
}

/**
 * The staff dashboard's table of `queues` (the role's, in its tabs' order): how many items
 * wait in each and how long the oldest has, flagged late or overdue. Refreshed with every
 * staff list.
 */
export function QueueSizes({ queues }: { queues: readonly ModerationQueue[] }) {
  const { t } = useTranslation();
  const summary = useQueues();
  if (summary.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-stone-600">
        {t('dashboard.queues.loading')}
      </p>
    );
  }
  if (summary.isError) {
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  const rows = queues.flatMap(
    (queue) => summary.data.queues.find((row) => row.queue === queue) ?? [],
  );
  const cell = 'px-3 py-2 text-left';
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">{t('dashboard.queues.title')}</caption>
      <thead className="text-xs tracking-wide text-stone-600 uppercase">
        <tr>
          <th scope="col" className={cell}>
            {t('dashboard.queues.queue')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t('dashboard.queues.size')}
          </th>
          <th scope="col" className={cell}>
            {t('dashboard.queues.oldest')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row) => (
          <QueueRow key={row.queue} row={row} />
        ))}
      </tbody>
    </table>
  );
}

function QueueRow({ row }: { row: QueueSummary }) {
  const { t } = useTranslation();
  const tone = waitTone(row.oldestWaitSeconds);
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-semibold text-stone-900">
        {t(`dashboard.queues.names.${row.queue}`)}
      </th>
      <td className="px-3 py-2 text-right text-stone-900 tabular-nums">{row.size}</td>
      <td className="px-3 py-2 text-stone-700">
        {row.oldestWaitSeconds === null ? (
          t('dashboard.queues.none')
        ) : (
          <span className="inline-flex flex-wrap items-center gap-2">
            {formatWaited(Math.floor(row.oldestWaitSeconds / 60), t)}
            {tone ? (
              <StatusPill tone={tone === 'overdue' ? 'red' : 'amber'}>
                {t(`dashboard.queues.${tone}`)}
              </StatusPill>
            ) : null}
          </span>
        )}
      </td>
    </tr>
  );
}
