import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import {
  useDecideReport,
  useReports,
  type AdminReportItem,
  type AdminReportStatus,
} from '../api/reports';
import { formatDateTime } from '../../../lib/format-time';
import { PersonLink } from '../../../components/staff/person-link';
import { WaitedSince } from '../../../components/staff/waited-since';
import { DecisionQueue } from './decision-queue';
import { ReportContextDisclosure } from './report-context';
import { StatusPill } from '../../../components/staff/status-pill';

/** The moderation queue (S3): open reports oldest first; decided ones to look back on. */
export function ReportsPanel() {
  const [status, setStatus] = useState<AdminReportStatus>('open');
  return (
    <DecisionQueue
      queue="reports"
      status={status}
      onStatus={setStatus}
      query={useReports(status)}
      decide={useDecideReport()}
      nameOf={(report) => report.target?.name ?? null}
      renderItem={(report, onDecide) => (
        <ReportCard key={report.id} report={report} onDecide={onDecide} />
      )}
    />
  );
}

type ReportCardProps = {
  report: AdminReportItem;
  onDecide: () => void;
};

function ReportCard({ report, onDecide }: ReportCardProps) {
  const { t } = useTranslation();
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
        {report.status === 'open' ? (
          <WaitedSince since={report.createdAt} minutes={report.waitedMinutes} />
        ) : (
          <time dateTime={report.createdAt} className="text-sm text-stone-600">
            <span className="sr-only">{t('admin.reports.reportedAt')} </span>
            {formatDateTime(report.createdAt, t)}
          </time>
        )}
      </div>
      <dl className="mt-3 grid gap-3 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className={term}>{t('admin.reports.target')}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2">
            {report.target ? (
              <>
                <PersonLink id={report.target.id} name={report.target.name} />
                {report.target.isActive ? null : (
                  <StatusPill tone="red">{t('admin.reports.targetInactive')}</StatusPill>
                )}
              </>
            ) : (
              <span className="text-stone-500">{t('admin.reports.removed')}</span>
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
            className="h-9 px-3"
            aria-label={t('admin.reports.decideNamed', {
              name: report.target?.name ?? t('admin.reports.removed'),
            })}
            onClick={onDecide}
          >
            {t('admin.reports.decide')}
          </Button>
        </div>
      ) : report.resolvedAt ? (
        <p className="mt-3 text-sm text-stone-600">
          {report.resolvedBy
            ? t('admin.reports.resolved', {
                time: formatDateTime(report.resolvedAt, t),
                name: report.resolvedBy.name,
              })
            : t('admin.reports.resolvedNoName', {
                time: formatDateTime(report.resolvedAt, t),
              })}
        </p>
      ) : null}
    </li>
  );
}
