import { reportStatuses } from '@vusal/shared/catalog/enums';
import type { AdminReportStatus } from '@vusal/shared/schemas/admin';
import type { ReportDecisionInput } from '@vusal/shared/schemas/admin-decisions';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useErrorReason } from '../../../lib/action-error';
import type { AppMutation } from '../../../lib/app-mutation';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { QueueView, type Page } from './queue';
import { ReportDecisionDialog } from './report-decision-dialog';

type Decision = { id: string; decision: ReportDecisionInput };

/**
 * A queue whose items are decided as a report is (reports, marked messages): the status select,
 * the list and one decision dialog for the item being decided, about the member `nameOf` names.
 */
export function DecisionQueue<T extends { id: string }, D>({
  queue,
  status,
  onStatus,
  query,
  decide,
  nameOf,
  titleOf,
  renderItem,
}: {
  queue: 'reports' | 'markedMessages';
  status: AdminReportStatus;
  onStatus: (status: AdminReportStatus) => void;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  decide: AppMutation<D, Decision, unknown>;
  /** The member the decision is about; the dialog opens only with a name. */
  nameOf: (item: T) => string | null;
  titleOf?: (name: string) => string;
  renderItem: (item: T, onDecide: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const [deciding, setDeciding] = useState<T | null>(null);
  const name = deciding ? nameOf(deciding) : null;

  function onDecide(decision: ReportDecisionInput) {
    if (!deciding) return;
    decide.mutate(
      { id: deciding.id, decision },
      {
        onSuccess: () => {
          setDeciding(null);
          toast.success(t('admin.toasts.decided'), { description: name ?? undefined });
        },
      },
    );
  }

  return (
    <div className="space-y-5">
      <QueueView
        queue={queue}
        statuses={reportStatuses}
        status={status}
        onStatus={onStatus}
        nameOf={(value) => t(`admin.${queue}.statuses.${value}`)}
        query={query}
        renderItem={(item) => renderItem(item, () => setDeciding(item))}
      />
      <ReportDecisionDialog
        key={deciding?.id}
        name={name}
        title={titleOf && name !== null ? titleOf(name) : undefined}
        isBusy={decide.isPending}
        failure={decide.error ? reason(decide.error) : null}
        onClose={() => {
          setDeciding(null);
          decide.reset();
        }}
        onDecide={onDecide}
      />
    </div>
  );
}
