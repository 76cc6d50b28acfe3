import { Download } from 'lucide-react';
import { Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { useErrorReason } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import { useDataExport, useRequestDataExport } from '../api/data-export';

const titleId = 'data-export-title';
const statusId = 'data-export-status';
const errorId = 'data-export-error';

/** Issue 36, item 5: "Download my data" in the settings: ask, then a link comes by e-mail. */
export function DataExportSection() {
  const { t } = useTranslation();
  const state = useDataExport();
  const request = useRequestDataExport();
  const reason = useErrorReason();

  const current = state.data?.export ?? null;
  const isWorking = current?.status === 'queued' || current?.status === 'building';
  const nextAt = current ? Date.parse(current.nextRequestAt) : 0;
  // The state is read afresh on every visit: the moment it was read stands for "now".
  const canAsk = !state.isPending && nextAt <= state.dataUpdatedAt;
  const status = isWorking
    ? t('account.export.preparing')
    : current?.status === 'ready'
      ? t('account.export.sent')
      : current?.status === 'failed'
        ? t('account.export.failed')
        : null;

  return (
    <Surface labelledBy={titleId} className="mt-6">
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {t('account.export.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('account.export.lead')}</p>
      <p id={statusId} role="status" className="mt-3 text-base text-stone-700">
        {status}
        {current && !canAsk ? (
          <>
            {status ? ' ' : null}
            {t('account.export.nextAt', {
              date: formatDateTime(current.nextRequestAt, t),
            })}
          </>
        ) : null}
      </p>
      <Button
        className="mt-3"
        disabled={!canAsk || request.isPending}
        aria-describedby={request.isError ? `${statusId} ${errorId}` : statusId}
        onClick={() => request.mutate()}
      >
        <Download aria-hidden="true" className="size-4" />
        {request.isPending ? t('account.export.asking') : t('account.export.button')}
      </Button>
      {request.isError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {reason(request.error)}
        </p>
      ) : null}
    </Surface>
  );
}
