import { reportStatuses } from '@vusal/shared/catalog/enums';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/input';
import { useLocale } from '../../../lib/use-locale';
import {
  useDeactivateReportTarget,
  useDismissReport,
  useReports,
  type AdminReport,
  type AdminReportStatus,
} from '../api/reports';
import { useActionErrorToast } from '../hooks/use-admin-messages';
import { formatDateTime } from '../lib/format-time';
import { ListEmpty, ListSkeleton } from '../../../components/ui/list-states';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import { PersonLink } from './person-link';
import { ReportContextDisclosure } from './report-context';
import { StatusPill } from './status-pill';

/** The moderation queue (S3): open reports oldest first; decided ones to look back on. */
export function ReportsPanel() {
  const { t } = useTranslation();
  const ids = useId();
  const [status, setStatus] = useState<AdminReportStatus>('open');
  const reports = useReports(status);
  const dismiss = useDismissReport();
  const deactivate = useDeactivateReportTarget();
  const errorToast = useActionErrorToast();
  const [confirming, setConfirming] = useState<AdminReport | null>(null);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];

  function onDismiss(report: AdminReport) {
    dismiss.mutate(report.id, {
      onSuccess: () => toast.success(t('admin.toasts.dismissed')),
      onError: (error) => errorToast(t('admin.toasts.dismissFailed'), error),
    });
  }

  function onDeactivate() {
    if (!confirming) return;
    const { id, target } = confirming;
    deactivate.mutate(id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('admin.toasts.deactivated'), { description: target.name });
      },
      onError: (error) => {
        setConfirming(null);
        errorToast(t('admin.toasts.reportActionFailed'), error);
      },
    });
  }

  const busyId = dismiss.isPending
    ? dismiss.variables
    : deactivate.isPending
      ? deactivate.variables
      : null;

  return (
    <div className="space-y-5">
      <div className="max-w-xs">
        <label
          htmlFor={`${ids}-status`}
          className="mb-1.5 block text-sm font-semibold text-stone-800"
        >
          {t('admin.reports.status')}
        </label>
        <Select
          id={`${ids}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as AdminReportStatus)}
        >
          {reportStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`admin.reports.statuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>

      {reports.isPending ? (
        <ListSkeleton label={t('admin.reports.loading')} rows={3} />
      ) : reports.isError && items.length === 0 ? (
        <LoadError error={reports.error} onRetry={() => void reports.refetch()} />
      ) : items.length === 0 ? (
        <ListEmpty title={t('admin.reports.empty')} text={t('admin.reports.emptyText')} />
      ) : (
        <>
          <ul aria-label={t('admin.reports.caption')} className="space-y-3">
            {items.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                isBusy={busyId !== null}
                onDismiss={() => onDismiss(report)}
                onDeactivate={() => setConfirming(report)}
              />
            ))}
          </ul>
          <LoadMore
            hasNextPage={reports.hasNextPage}
            isFetchingNextPage={reports.isFetchingNextPage}
            onLoad={() => void reports.fetchNextPage()}
          />
        </>
      )}

      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin.confirm.deactivateTarget.title', { name: confirming?.target.name ?? '' })}
        description={t('admin.confirm.deactivateTarget.text')}
        confirmLabel={t('admin.confirm.deactivateTarget.confirm')}
        busyLabel={t('admin.confirm.deactivateTarget.busy')}
        cancelLabel={t('admin.confirm.cancel')}
        tone="danger"
        isBusy={deactivate.isPending}
        onConfirm={onDeactivate}
      />
    </div>
  );
}

type ReportCardProps = {
  report: AdminReport;
  isBusy: boolean;
  onDismiss: () => void;
  onDeactivate: () => void;
};

function ReportCard({ report, isBusy, onDismiss, onDeactivate }: ReportCardProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const headingId = useId();
  const term = 'text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-bold text-stone-900">
            {t(`enums.report_reason.${report.reason}`)}
          </h3>
          {report.isHeld ? <StatusPill tone="amber">{t('admin.reports.held')}</StatusPill> : null}
        </div>
        <time dateTime={report.createdAt} className="text-sm text-stone-600">
          <span className="sr-only">{t('admin.reports.reportedAt')} </span>
          {formatDateTime(report.createdAt, language)}
        </time>
      </div>
      <dl className="mt-3 grid gap-3 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className={term}>{t('admin.reports.target')}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2">
            <PersonLink id={report.target.id} name={report.target.name} />
            {report.target.isActive ? null : (
              <StatusPill tone="red">{t('admin.reports.targetInactive')}</StatusPill>
            )}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('admin.reports.reporter')}</dt>
          <dd className="mt-0.5">
            {report.reporter ? (
              <PersonLink id={report.reporter.id} name={report.reporter.name} />
            ) : (
              <span className="text-stone-500">{t('admin.reports.removed')}</span>
            )}
          </dd>
        </div>
        {report.note ? (
          <div className="sm:col-span-2">
            <dt className={term}>{t('admin.reports.note')}</dt>
            <dd className="mt-0.5 break-words whitespace-pre-line">{report.note}</dd>
          </div>
        ) : null}
        {report.message ? (
          <div className="sm:col-span-2">
            <dt className={term}>{t('admin.reports.message')}</dt>
            <dd className="mt-1">
              {report.message.excerpt ? (
                <blockquote className="rounded-xl bg-stone-50 px-3 py-2 break-words text-stone-800 italic">
                  {report.message.excerpt}
                </blockquote>
              ) : (
                <span className="text-stone-500">{t('admin.reports.fileMessage')}</span>
              )}
              {report.message.hasContactDetails ? (
                <p className="mt-1 text-sm font-semibold text-amber-800">
                  {t('admin.reports.contactDetails')}
                </p>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <ReportContextDisclosure reportId={report.id} />
      {report.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          <Button
            variant="secondary"
            className="h-9 px-3"
            disabled={isBusy}
            aria-label={t('admin.reports.dismissNamed', { name: report.target.name })}
            onClick={onDismiss}
          >
            {t('admin.reports.dismiss')}
          </Button>
          <Button
            variant="danger"
            className="h-9 px-3"
            disabled={isBusy}
            aria-label={t('admin.reports.deactivateNamed', { name: report.target.name })}
            onClick={onDeactivate}
          >
            {t('admin.reports.deactivate')}
          </Button>
        </div>
      ) : report.resolvedAt ? (
        <p className="mt-3 text-sm text-stone-600">
          {report.resolvedBy
            ? t('admin.reports.resolved', {
                time: formatDateTime(report.resolvedAt, language),
                name: report.resolvedBy.name,
              })
            : t('admin.reports.resolvedNoName', {
                time: formatDateTime(report.resolvedAt, language),
              })}
        </p>
      ) : null}
    </li>
  );
}
